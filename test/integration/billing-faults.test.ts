import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { directAccount, partnerAccount } from '../../shared/billing/account.js';
import { BillingStore } from '../../shared/billing/store.js';
import { ApiError } from '../../shared/http/errors.js';
import { ok } from '../helpers/api.js';
import { startFaultProxy, type FaultMode, type FaultProxy } from '../helpers/fault-proxy.js';
import type { CallResult, TestHost } from '../helpers/host.js';
import { startTestHost } from '../helpers/host.js';
import { postSignedEvent } from '../helpers/payments-webhook.js';
import { startStripeStandin, type StripeStandin } from '../helpers/stripe-standin.js';

/**
 * Stripe out, each way it can be, for each billing route that calls it: hosted checkout, the billing portal, a plan
 * change (cancelling at the period's end) and the billing profile; partner billing through the same calls. A fault
 * proxy stands between the host and the Stripe stand-in. Each route answers 503 `billing_unavailable` with
 * `Retry-After` within the call's deadline, changes nothing stored, and succeeds again once Stripe answers, with no
 * restart. The retry policy is counted in requests at the proxy.
 */

const WEBHOOK_SECRET = 'whsec_test_faults_0123456789abcdef';
/** A try and a call small enough for quick tests, large enough for a loaded machine's healthy answers. */
const TRY_MS = 1_000;
const DEADLINE_MS = 2_500;
const RETRIES = 2;
/** Far more than the deadline: what "never a hang" means here, on a loaded machine. */
const ANSWERED_WITHIN_MS = DEADLINE_MS + 10_000;
/** What a caller is told to wait when Stripe named no time of its own. */
const OWN_RETRY_AFTER = '10';

/** `readsPass`: reads (no request body) go through this one whole, only writes are cut. */
const OUTAGES: { name: string; mode: FaultMode; retryAfter: string; readsPass?: true }[] = [
  { name: 'refuses connections', mode: { kind: 'refuse' }, retryAfter: OWN_RETRY_AFTER },
  { name: 'never answers', mode: { kind: 'blackhole' }, retryAfter: OWN_RETRY_AFTER },
  { name: 'answers later than the deadline', mode: { kind: 'delay', ms: 3 * DEADLINE_MS }, retryAfter: OWN_RETRY_AFTER },
  { name: 'answers 503 with a Retry-After past the deadline', mode: { kind: 'status', status: 503, retryAfter: 30 }, retryAfter: '30' },
  { name: 'answers 429 with a Retry-After past the deadline', mode: { kind: 'status', status: 429, retryAfter: 45 }, retryAfter: '45' },
  {
    name: 'cuts requests mid-body',
    mode: { kind: 'cut', direction: 'request', bodyBytes: 8 },
    retryAfter: OWN_RETRY_AFTER,
    readsPass: true,
  },
  { name: 'cuts answers mid-body', mode: { kind: 'cut', direction: 'response', bodyBytes: 8 }, retryAfter: OWN_RETRY_AFTER },
];

const operator = { tenant: crypto.randomUUID(), oid: crypto.randomUUID() };
/** `/health` as a platform operator sees it (with its checks). */
const operatorHealth = async () =>
  host.call('GET', '/health', { token: await host.token({ tenant: operator.tenant, user: 'ops@service.example', oid: operator.oid }) });
let stripe: StripeStandin;
let proxy: FaultProxy;
let host: TestHost;
let tenant: string;
let admin: string;

const call = (method: string, path: string, body?: unknown) => host.call(method, path, { token: admin, body });
/** Every route that calls Stripe, as a caller sends it. */
const ROUTES = {
  checkout: () => call('POST', '/api/admin/billing/checkout'),
  portal: () => call('POST', '/api/admin/billing/portal'),
  cancel: () => call('POST', '/api/admin/billing/cancel'),
  profile: () =>
    call('PUT', '/api/admin/billing/profile', {
      name: 'Fabrikam Ltd',
      email: 'ap@fabrikam.test',
      address: { line1: '1 St', city: 'London', postalCode: 'E1 6AN', country: 'GB' },
    }),
};
/** What is stored of the organisation's billing: its row (with its ETag) and its change log. */
const stored = async () => ({
  row: await new BillingStore(host.services.storage).read(directAccount(tenant)),
  log: (await ok(host.api(admin).GET('/api/admin/log', { params: { query: { limit: 500 } } }))).entries.length,
});
const timed = async (send: () => Promise<CallResult>) => {
  const started = Date.now();
  const res = await send();
  return { res, ms: Date.now() - started };
};
const expectStripeOut = (res: CallResult, retryAfter: string) => {
  expect([res.status, res.json?.code, res.headers.get('retry-after')]).toEqual([503, 'billing_unavailable', retryAfter]);
  expect(res.json?.message).toMatch(/payment provider is not answering/);
};

beforeAll(async () => {
  stripe = await startStripeStandin();
  proxy = await startFaultProxy({ port: Number(new URL(stripe.url).port) });
  host = await startTestHost({
    env: {
      STRIPE_SECRET_KEY: 'sk_test_standin',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_BASE: `http://127.0.0.1:${proxy.port}`,
      STRIPE_TRY_TIMEOUT_MS: String(TRY_MS),
      STRIPE_DEADLINE_MS: String(DEADLINE_MS),
      STRIPE_RETRIES: String(RETRIES),
      PLATFORM_OPERATORS: `${operator.tenant}/${operator.oid}`,
    },
  });
  tenant = host.tenants[0];
  await host.onboard(tenant, 'billing.faults@fabrikam.test');
  admin = await host.token({ tenant, user: 'billing.faults@fabrikam.test' });
  await ok(host.api(admin).GET('/api/admin/me'));
  // A running subscription (its customer made by a checkout), as after a completed checkout.
  expect((await ROUTES.checkout()).status).toBe(200);
  const customer = [...stripe.customers.keys()][0];
  const sub = stripe.subscribe(customer, 3);
  const payload = JSON.stringify({
    id: `evt_${crypto.randomUUID()}`,
    object: 'event',
    type: 'checkout.session.completed',
    api_version: '2025-01-01',
    created: Math.floor(Date.now() / 1000),
    data: { object: { id: 'cs_1', object: 'checkout.session', customer, subscription: sub.id } },
  });
  expect((await postSignedEvent(host, payload, WEBHOOK_SECRET)).status).toBe(200);
  expect((await ok(host.api(admin).GET('/api/admin/billing'))).status).toBe('active');
});
afterEach(() => proxy.set({ kind: 'pass' }));
afterAll(async () => {
  await host?.close();
  await proxy?.close();
  await stripe?.close();
});

describe.each(OUTAGES)('Stripe that $name', ({ mode, retryAfter, readsPass }) => {
  it('answers every billing route 503 billing_unavailable with Retry-After within the deadline, changing nothing; then serves it again', async () => {
    const before = await stored();
    await proxy.set(mode);
    const answers = await Promise.all(Object.values(ROUTES).map((send) => timed(send)));
    for (const { res, ms } of answers) {
      expectStripeOut(res, retryAfter);
      expect(ms).toBeLessThan(ANSWERED_WITHIN_MS);
    }
    expect(await stored()).toEqual(before);
    // Health says so: degraded to anyone, billing named to an operator.
    expect([(await host.call('GET', '/health')).status, (await operatorHealth()).json.checks.billing.status]).toEqual([503, 'unavailable']);
    // Reads: the invoice list says it cannot be read (no error); credits and corrections are refused the same way.
    const invoices = await call('GET', '/api/admin/billing/invoices');
    const adjustments = await call('GET', '/api/admin/billing/adjustments');
    expect([invoices.status, invoices.json?.unavailable]).toEqual([200, !readsPass]);
    if (readsPass) expect(adjustments.status).toBe(200);
    else expectStripeOut(adjustments, retryAfter);

    await proxy.set({ kind: 'pass' });
    for (const send of Object.values(ROUTES)) expect((await send()).status).toBe(200);
    expect([(await host.call('GET', '/health')).status, (await operatorHealth()).json.checks.billing.status]).toEqual([200, 'ok']);
    expect((await ok(host.api(admin).GET('/api/admin/billing'))).cancelAtPeriodEnd).toBe(true);
    expect((await call('POST', '/api/admin/billing/reactivate')).status).toBe(200);
  });
});

describe('the retry policy, counted at the proxy', () => {
  const tries = async (send: () => Promise<CallResult>) => {
    const before = proxy.requests;
    const { res, ms } = await timed(send);
    return { res, ms, tries: proxy.requests - before };
  };

  it('tries a 503 with Retry-After: 0 once and STRIPE_RETRIES times again, then refuses', async () => {
    await proxy.set({ kind: 'status', status: 503, retryAfter: 0 });
    const { res, tries: n } = await tries(ROUTES.portal);
    expectStripeOut(res, '1');
    expect(n).toBe(1 + RETRIES);
  });

  it('tries once when Retry-After runs past the deadline, and refuses at once', async () => {
    await proxy.set({ kind: 'status', status: 429, retryAfter: 60 });
    const { res, tries: n, ms } = await tries(ROUTES.portal);
    expectStripeOut(res, '60');
    expect(n).toBe(1);
    expect(ms).toBeLessThan(ANSWERED_WITHIN_MS);
  });

  it('abandons a try that never answers and tries again while the deadline allows', async () => {
    await proxy.set({ kind: 'blackhole' });
    const { res, tries: n, ms } = await tries(ROUTES.portal);
    expectStripeOut(res, OWN_RETRY_AFTER);
    expect(n).toBeGreaterThanOrEqual(2);
    expect(n).toBeLessThanOrEqual(1 + RETRIES);
    expect(ms).toBeLessThan(ANSWERED_WITHIN_MS);
  });

  it('waits out a Retry-After that fits, then is answered', async () => {
    await proxy.set({ kind: 'status', status: 503, retryAfter: 1 });
    const before = proxy.requests;
    const pending = ROUTES.portal();
    await expect.poll(() => proxy.requests - before).toBeGreaterThanOrEqual(1);
    await proxy.set({ kind: 'pass' });
    const res = await pending;
    expect(res.status).toBe(200);
    expect(res.json?.url).toMatch(/^https:\/\/billing\.stripe\.test\//);
  });

  it('sends every try of a POST with the same idempotency key, so Stripe does it once', async () => {
    await proxy.set({ kind: 'cut', direction: 'response', bodyBytes: 8 });
    const seen = stripe.requests.length;
    expectStripeOut(await ROUTES.portal(), OWN_RETRY_AFTER);
    const keys = stripe.requests.slice(seen).map((r) => r.idempotencyKey);
    expect(keys).toHaveLength(1 + RETRIES);
    expect(new Set(keys).size).toBe(1);
  });

  it('does not retry a refusal: a declined card stays 502 payment_provider_error', async () => {
    stripe.failNext(1);
    const { res, tries: n } = await tries(ROUTES.portal);
    expect([res.status, res.json?.code, res.json?.reason]).toEqual([502, 'payment_provider_error', 'card_declined']);
    expect(n).toBe(1);
  });
});

describe('partner billing while Stripe is out', () => {
  it('refuses checkout 503 billing_unavailable, recording no customer, and checks out once Stripe answers', async () => {
    const partnerId = crypto.randomUUID();
    const checkout = () => host.services.partnerBilling.checkout(partnerId);
    await proxy.set({ kind: 'refuse' });
    const err = await checkout().catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect([(err as ApiError).status, (err as ApiError).code, (err as ApiError).headers['retry-after']]).toEqual([
      503,
      'billing_unavailable',
      OWN_RETRY_AFTER,
    ]);
    expect((await new BillingStore(host.services.storage).get(partnerAccount(partnerId))).customerId).toBeNull();
    await proxy.set({ kind: 'pass' });
    expect((await checkout()).url).toMatch(/^https:\/\/checkout\.stripe\.test\//);
  });
});

describe('the nightly seat sync while Stripe is out', () => {
  it('fails the organisation’s item, changing nothing stored, and brings the seats in line on the next run', async () => {
    const before = await stored();
    await proxy.set({ kind: 'refuse' });
    const err = await host.services.billing.syncSeats(tenant).catch((e: unknown) => e);
    expect([(err as ApiError).status, (err as ApiError).code]).toEqual([503, 'billing_unavailable']);
    expect(await stored()).toEqual(before);
    await proxy.set({ kind: 'pass' });
    expect(await host.services.billing.syncSeats(tenant)).toBe(true);
    expect((await ok(host.api(admin).GET('/api/admin/billing'))).seats).toBe(
      (await ok(host.api(admin).GET('/api/admin/billing'))).seatsToBill,
    );
  });
});

describe('the payments webhook while Stripe is out', () => {
  it('mirrors a subscription event as usual: it does not call Stripe', async () => {
    await proxy.set({ kind: 'refuse' });
    const customer = [...stripe.customers.keys()][0];
    const sub = [...stripe.subscriptions.values()][0];
    const payload = JSON.stringify({
      id: `evt_${crypto.randomUUID()}`,
      object: 'event',
      type: 'customer.subscription.updated',
      api_version: '2025-01-01',
      created: Math.floor(Date.now() / 1000) + 5,
      data: { object: { ...sub, customer, items: { object: 'list', data: [{ id: 'si_x', quantity: 9 }] } } },
    });
    expect((await postSignedEvent(host, payload, WEBHOOK_SECRET)).status).toBe(200);
    expect((await ok(host.api(admin).GET('/api/admin/billing'))).seats).toBe(9);
  });
});
