import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestHost, type CallResult, type TestHost } from '../helpers/host.js';
import { startStripeStandin, type StripeStandin } from '../helpers/stripe-standin.js';
import { createPublished } from '../helpers/templates.js';

const WEBHOOK_SECRET = 'whsec_test_0123456789abcdef';
let stripe: StripeStandin;
let host: TestHost;
let tenant: string;
let admin: string;

const call = (method: string, path: string, body?: unknown, token = admin) => host.call(method, path, { token, body });
const expectCode = (res: CallResult, status: number, code: string) => expect([res.status, res.json?.code]).toEqual([status, code]);
const signer = new Stripe('sk_test_signer');
const webhook = (event: object, secret = WEBHOOK_SECRET) => {
  const payload = JSON.stringify(event);
  return host.call('POST', '/api/billing/payments-webhook', {
    rawBody: payload,
    headers: { 'content-type': 'application/json', 'stripe-signature': signer.webhooks.generateTestHeaderString({ payload, secret }) },
  });
};
const event = (type: string, object: object) => ({
  id: `evt_${Math.random().toString(36).slice(2)}`,
  object: 'event',
  type,
  api_version: '2025-01-01',
  created: Math.floor(Date.now() / 1000),
  data: { object },
});
const signatureStatus = async () =>
  (
    await host.call('POST', '/api/signature', {
      token: await host.token({ tenant, user: 'ann.lee@fabrikam.test', scope: 'access_as_user' }),
      body: {},
    })
  ).status;

beforeAll(async () => {
  stripe = await startStripeStandin();
  host = await startTestHost({
    env: { STRIPE_SECRET_KEY: 'sk_test_standin', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_BASE: stripe.url },
  });
  tenant = host.tenants[0];
  await host.onboard(tenant);
  admin = await host.token({ tenant, user: 'billing.admin@fabrikam.test' });
  await call('GET', '/api/admin/me');
  const id = (await createPublished(call, { name: 'T', html: '<p>{{displayName}}</p>' })).json.id;
  await call('PUT', '/api/admin/roles', { new: id, reply: null });
});
afterAll(async () => {
  await host.close();
  await stripe.close();
});

describe('billing', () => {
  it('answers the trial state before any subscription', async () => {
    expect((await call('GET', '/api/admin/billing')).json).toMatchObject({
      status: 'none',
      inTrial: true,
      delivering: true,
      seatsToBill: 7,
    });
  });

  it('opens hosted checkout for the seats billed, and the hosted portal, through the real SDK', async () => {
    await call('POST', '/api/admin/exclusions', { mailboxes: ['info@fabrikam.test'] });
    const checkout = await call('POST', '/api/admin/billing/checkout');
    expect(checkout.json.url).toMatch(/^https:\/\/checkout\.stripe\.test\/pay\/cs_/);
    const session = stripe.requests.find((r) => r.path === '/v1/checkout/sessions')!;
    expect(session.form).toMatchObject({ mode: 'subscription', 'line_items[0][quantity]': '6', client_reference_id: tenant });
    expect((await call('POST', '/api/admin/billing/portal')).json.url).toMatch(/^https:\/\/billing\.stripe\.test\//);
    expect(stripe.requests.filter((r) => r.path === '/v1/customers')).toHaveLength(1);
  });

  it('mirrors the subscription from signed webhooks, and refuses unsigned or forged ones', async () => {
    const customer = [...stripe.customers.keys()][0];
    const sub = stripe.subscribe(customer, 6);
    const forged = await webhook(event('customer.subscription.updated', { ...sub, status: 'active' }), 'whsec_not_ours');
    expectCode(forged, 400, 'invalid_signature');
    expectCode(await host.call('POST', '/api/billing/payments-webhook', { rawBody: '{}' }), 400, 'invalid_signature');
    expect((await call('GET', '/api/admin/billing')).json.status).toBe('none');
    expect(
      (await webhook(event('checkout.session.completed', { id: 'cs_1', object: 'checkout.session', customer, subscription: sub.id })))
        .status,
    ).toBe(200);
    expect((await call('GET', '/api/admin/billing')).json).toMatchObject({
      status: 'active',
      seats: 6,
      card: { brand: 'visa', last4: '4242' },
      cancelAtPeriodEnd: false,
    });
  });

  it('keeps delivering after the trial while subscribed, and answers 402 once the subscription is gone', async () => {
    host.clock.advance(31 * 86_400_000);
    try {
      expect(await signatureStatus()).toBe(200);
      const customer = [...stripe.customers.keys()][0];
      const sub = [...stripe.subscriptions.values()][0];
      await webhook(event('customer.subscription.deleted', { ...sub, customer, status: 'canceled' }));
      expect(await signatureStatus()).toBe(402);
      await webhook(event('customer.subscription.updated', { ...sub, customer, status: 'active' }));
      expect(await signatureStatus()).toBe(200);
    } finally {
      host.clock.reset();
    }
  });

  it('cancels at the end of the period and reactivates inside the window', async () => {
    const cancelled = await call('POST', '/api/admin/billing/cancel');
    expect(cancelled.json).toMatchObject({ status: 'active', cancelAtPeriodEnd: true });
    expect(stripe.requests.at(-1)).toMatchObject({ method: 'POST', form: { cancel_at_period_end: 'true' } });
    const back = await call('POST', '/api/admin/billing/reactivate');
    expect(back.json).toMatchObject({ cancelAtPeriodEnd: false, checkoutUrl: null });
    expectCode(await call('POST', '/api/admin/billing/reactivate'), 409, 'not_cancelled');
    const log = (await call('GET', '/api/admin/log?limit=10')).json.entries.map((e: { action: string }) => e.action);
    expect(log).toEqual(expect.arrayContaining(['billing.cancelled', 'billing.reactivated']));
  });

  it('saves the billing profile, validating it field by field', async () => {
    const bad = await call('PUT', '/api/admin/billing/profile', {
      name: 'Fabrikam',
      email: 'nope',
      address: { line1: '1 St', city: 'London', postalCode: 'E1', country: 'United Kingdom' },
    });
    expectCode(bad, 400, 'invalid_request');
    expect(Object.keys(bad.json.fields).sort()).toEqual(['address.country', 'email']);
    const ok = await call('PUT', '/api/admin/billing/profile', {
      name: 'Fabrikam Ltd',
      email: 'ap@fabrikam.test',
      address: { line1: '1 St', city: 'London', postalCode: 'E1 6AN', country: 'GB' },
      vatId: 'GB123456789',
    });
    expect(ok.status).toBe(200);
    expect([...stripe.customers.values()][0]).toMatchObject({ name: 'Fabrikam Ltd', email: 'ap@fabrikam.test' });
  });

  it('lists invoices and adjustments newest first, and an empty list with a flag when invoices cannot be read', async () => {
    const customer = [...stripe.customers.keys()][0];
    stripe.invoices.push(
      {
        id: 'in_1',
        object: 'invoice',
        customer,
        number: 'F-0001',
        created: 1_760_000_000,
        amount_due: 900,
        amount_paid: 900,
        currency: 'eur',
        status: 'paid',
        hosted_invoice_url: 'https://inv.test/1',
        invoice_pdf: 'https://inv.test/1.pdf',
      },
      {
        id: 'in_2',
        object: 'invoice',
        customer,
        number: 'F-0002',
        created: 1_762_600_000,
        amount_due: 900,
        amount_paid: 0,
        currency: 'eur',
        status: 'open',
        hosted_invoice_url: 'https://inv.test/2',
        invoice_pdf: 'https://inv.test/2.pdf',
      },
    );
    stripe.creditNotes.push({
      id: 'cn_1',
      object: 'credit_note',
      customer,
      created: 1_761_000_000,
      total: 150,
      currency: 'eur',
      reason: 'order_change',
      memo: 'One seat removed mid-month',
    });
    const invoices = (await call('GET', '/api/admin/billing/invoices')).json;
    expect(invoices.unavailable).toBe(false);
    expect(invoices.invoices.map((i: { number: string }) => i.number)).toEqual(['F-0002', 'F-0001']);
    expect(invoices.invoices[0]).toMatchObject({ hostedUrl: 'https://inv.test/2', pdfUrl: 'https://inv.test/2.pdf' });
    expect((await call('GET', '/api/admin/billing/adjustments')).json.adjustments).toEqual([
      expect.objectContaining({ id: 'cn_1', category: 'order_change', reason: 'One seat removed mid-month', amount: 150 }),
    ]);
    stripe.failNext(1);
    expect((await call('GET', '/api/admin/billing/invoices')).json).toEqual({ invoices: [], unavailable: true });
  });

  it('keeps the seat quantity in step with the cost list, nightly', async () => {
    await call('POST', '/api/admin/exclusions', { mailboxes: ['eva.jansen@fabrikam.test'] });
    expect((await host.call('POST', '/admin/functions/billingSeatSync')).status).toBe(200);
    const sub = [...stripe.subscriptions.values()][0] as { items: { data: { quantity: number }[] } };
    expect(sub.items.data[0].quantity).toBe(5);
    expect((await call('GET', '/api/admin/billing')).json).toMatchObject({ seats: 5, seatsToBill: 5 });
    const entry = (await call('GET', '/api/admin/log?limit=5')).json.entries.find(
      (e: { action: string }) => e.action === 'billing.seats_changed',
    );
    expect(entry).toMatchObject({ details: { from: 6, to: 5 } });
  });

  it('reports a refusal of the payment provider as 502, and keeps money routes from keys', async () => {
    stripe.failNext(1);
    const res = await call('POST', '/api/admin/billing/portal');
    expectCode(res, 502, 'payment_provider_error');
    expect(res.json.reason).toContain('declined');
    const key = (await call('POST', '/api/admin/api-keys', { name: 'b', access: ['billing'], readOnly: false })).json.secret;
    const auth = { authorization: `Bearer ${key}` };
    expect((await host.call('GET', '/api/admin/billing', { headers: auth })).status).toBe(200);
    expectCode(await host.call('POST', '/api/admin/billing/checkout', { headers: auth }), 404, 'not_available_to_api_keys');
    expectCode(await host.call('GET', '/api/admin/billing/invoices', { headers: auth }), 404, 'not_available_to_api_keys');
  });
});
