import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

type Obj = Record<string, unknown>;

export interface StripeStandin {
  url: string;
  /** Requests received: method, path and form fields. */
  requests: { method: string; path: string; form: Record<string, string>; idempotencyKey: string | null }[];
  customers: Map<string, Obj>;
  subscriptions: Map<string, Obj>;
  invoices: Obj[];
  creditNotes: Obj[];
  /** As if a checkout completed: an active subscription for the customer. */
  subscribe(customer: string, quantity: number): Obj;
  /** The next `n` requests fail: a declined card, or the error given (Stripe's `error` object and an HTTP status). */
  failNext(n: number, error?: { status: number; type: string; code?: string; message: string }): void;
  close(): Promise<void>;
}

/**
 * A local stand-in for the Stripe API, enough for the real `stripe` SDK: customers, checkout and portal sessions,
 * subscriptions, invoices and credit notes, with Stripe's JSON shapes and form-encoded requests.
 */
export async function startStripeStandin(): Promise<StripeStandin> {
  let seq = 0;
  let failures = 0;
  let failure: { status: number; type: string; code?: string; message: string } = {
    status: 402,
    type: 'card_error',
    code: 'card_declined',
    message: 'Your card was declined.',
  };
  // Unique across stand-ins, as Stripe's ids are: test files share one storage emulator, and the customer index is
  // keyed by customer id, so two stand-ins counting from 1 would overwrite each other's rows.
  const instance = crypto.randomUUID().slice(0, 8);
  const id = (prefix: string) => `${prefix}_${instance}${(++seq).toString().padStart(6, '0')}`;
  const now = () => Math.floor(Date.now() / 1000);
  const state = {
    requests: [] as StripeStandin['requests'],
    customers: new Map<string, Obj>(),
    subscriptions: new Map<string, Obj>(),
    invoices: [] as Obj[],
    creditNotes: [] as Obj[],
  };
  const subscription = (customer: string, quantity: number): Obj => ({
    id: id('sub'),
    object: 'subscription',
    customer,
    status: 'active',
    cancel_at_period_end: false,
    default_payment_method: { id: id('pm'), object: 'payment_method', card: { brand: 'visa', last4: '4242' } },
    items: { object: 'list', data: [{ id: id('si'), object: 'subscription_item', quantity, current_period_end: now() + 30 * 86400 }] },
  });

  const replays = new Map<string, { path: string; raw: string; status: number; body: string }>();
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    try {
      for await (const c of req) chunks.push(c as Buffer);
    } catch {
      // A request cut mid-body (a fault test's proxy) is no request: Stripe never sees it whole either.
      return;
    }
    const url = new URL(req.url ?? '/', 'http://stripe');
    const raw = Buffer.concat(chunks).toString('utf8');
    const form = Object.fromEntries(new URLSearchParams(raw));
    const idempotencyKey = req.method === 'POST' ? ((req.headers['idempotency-key'] as string | undefined) ?? null) : null;
    state.requests.push({ method: req.method ?? 'GET', path: url.pathname, form, idempotencyKey });
    // As Stripe: a POST repeating an idempotency key replays the first answer; with other parameters it is refused.
    const seen = idempotencyKey ? replays.get(idempotencyKey) : undefined;
    if (seen) {
      if (seen.path !== url.pathname || seen.raw !== raw) {
        res.writeHead(400, { 'content-type': 'application/json', 'request-id': id('req') });
        return res.end(
          JSON.stringify({
            error: {
              type: 'idempotency_error',
              message: 'Keys for idempotent requests can only be used with the same parameters they were first used with.',
            },
          }),
        );
      }
      res.writeHead(seen.status, { 'content-type': 'application/json', 'request-id': id('req'), 'idempotent-replayed': 'true' });
      return res.end(seen.body);
    }
    const send = (status: number, body: unknown) => {
      const text = JSON.stringify(body);
      if (idempotencyKey) replays.set(idempotencyKey, { path: url.pathname, raw, status, body: text });
      res.writeHead(status, {
        'content-type': 'application/json',
        'request-id': id('req'),
        ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
      });
      res.end(text);
    };
    if (failures > 0) {
      failures--;
      const { status, ...error } = failure;
      return send(status, { error });
    }
    const list = (data: Obj[]) => send(200, { object: 'list', data, has_more: false, url: url.pathname });
    const p = url.pathname;
    let m: RegExpExecArray | null;
    if (p === '/v1/customers' && req.method === 'POST') {
      const metadata = Object.fromEntries(
        Object.entries(form).flatMap(([k, v]) => (/^metadata\[(.+)\]$/.exec(k) ? [[k.slice(9, -1), v]] : [])),
      );
      const c = { id: id('cus'), object: 'customer', name: form.name ?? null, metadata };
      state.customers.set(c.id, c);
      return send(200, c);
    }
    if ((m = /^\/v1\/customers\/([^/]+)$/.exec(p)) && req.method === 'POST') {
      const c = state.customers.get(m[1]);
      if (!c) return send(404, { error: { type: 'invalid_request_error', message: 'No such customer' } });
      Object.assign(c, {
        name: form.name,
        email: form.email,
        address: { line1: form['address[line1]'], city: form['address[city]'], country: form['address[country]'] },
      });
      return send(200, c);
    }
    if (p === '/v1/checkout/sessions' && req.method === 'POST') {
      const sid = id('cs');
      return send(200, {
        id: sid,
        object: 'checkout.session',
        url: `https://checkout.stripe.test/pay/${sid}`,
        customer: form.customer,
        mode: form.mode,
      });
    }
    if (p === '/v1/billing_portal/sessions' && req.method === 'POST') {
      const sid = id('bps');
      return send(200, {
        id: sid,
        object: 'billing_portal.session',
        url: `https://billing.stripe.test/p/session/${sid}`,
        customer: form.customer,
      });
    }
    if ((m = /^\/v1\/subscriptions\/([^/]+)$/.exec(p))) {
      const s = state.subscriptions.get(m[1]);
      if (!s) return send(404, { error: { type: 'invalid_request_error', message: 'No such subscription' } });
      if (req.method === 'POST' && form.cancel_at_period_end !== undefined) s.cancel_at_period_end = form.cancel_at_period_end === 'true';
      if (req.method === 'POST' && form['items[0][quantity]'] !== undefined) {
        const item = (s.items as { data: Obj[] }).data.find((i) => i.id === form['items[0][id]']);
        if (item) item.quantity = Number(form['items[0][quantity]']);
      }
      return send(200, s);
    }
    if (p === '/v1/invoices') return list(state.invoices.filter((i) => i.customer === url.searchParams.get('customer')));
    if (p === '/v1/credit_notes') return list(state.creditNotes.filter((c) => c.customer === url.searchParams.get('customer')));
    return send(404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method}: ${p})` } });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    ...state,
    subscribe(customer, quantity) {
      const s = subscription(customer, quantity);
      state.subscriptions.set(s.id as string, s);
      return s;
    },
    failNext: (n, error) => {
      failures = n;
      failure = error ?? { status: 402, type: 'card_error', code: 'card_declined', message: 'Your card was declined.' };
    },
    close: () => new Promise((r) => server.close(() => r())),
  };
}
