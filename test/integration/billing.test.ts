import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { operations } from '../../portal/src/api/schema.js';
import { ok, statusAndCode } from '../helpers/api.js';
import { startTestHost, type CallResult, type TestHost } from '../helpers/host.js';
import { startStripeStandin, type StripeStandin } from '../helpers/stripe-standin.js';
import { createPublishedWith } from '../helpers/templates.js';
import { postSignedEvent } from '../helpers/payments-webhook.js';

const WEBHOOK_SECRET = 'whsec_test_0123456789abcdef';
let stripe: StripeStandin;
let host: TestHost;
let tenant: string;
let admin: string;

const api = (token = admin) => host.api(token);
const billing = async () => ok(api().GET('/api/admin/billing'));
const logActions = async (limit: number) => (await ok(api().GET('/api/admin/log', { params: { query: { limit } } }))).entries;
const expectCode = (res: CallResult, status: number, code: string) => expect([res.status, res.json?.code]).toEqual([status, code]);
const webhook = (event: object, secret = WEBHOOK_SECRET) => {
  const payload = JSON.stringify(event);
  return postSignedEvent(host, payload, secret);
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
    await host
      .api(await host.token({ tenant, user: 'ann.lee@fabrikam.test', scope: 'access_as_user' }))
      .POST('/api/signature', { body: {} })
  ).response.status;

beforeAll(async () => {
  stripe = await startStripeStandin();
  host = await startTestHost({
    env: { STRIPE_SECRET_KEY: 'sk_test_standin', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_BASE: stripe.url },
  });
  tenant = host.tenants[0];
  await host.onboard(tenant, 'billing.admin@fabrikam.test');
  admin = await host.token({ tenant, user: 'billing.admin@fabrikam.test' });
  await ok(api().GET('/api/admin/me'));
  const { id } = await createPublishedWith(api(), { name: 'T', html: '<p>{{displayName}}</p>' });
  await ok(api().PUT('/api/admin/roles', { body: { new: id, reply: null } }));
});
afterAll(async () => {
  await host.close();
  await stripe.close();
});

describe('billing', () => {
  it('answers the trial state before any subscription', async () => {
    expect(await billing()).toMatchObject({
      status: 'none',
      inTrial: true,
      delivering: true,
      seatsToBill: 7,
    });
  });

  it('opens hosted checkout for the seats billed, and the hosted portal, through the real SDK', async () => {
    await ok(api().POST('/api/admin/exclusions', { body: { mailboxes: ['info@fabrikam.test'] } }));
    const checkout = await ok(api().POST('/api/admin/billing/checkout'));
    expect(checkout.url).toMatch(/^https:\/\/checkout\.stripe\.test\/pay\/cs_/);
    const session = stripe.requests.find((r) => r.path === '/v1/checkout/sessions')!;
    expect(session.form).toMatchObject({ mode: 'subscription', 'line_items[0][quantity]': '6', client_reference_id: tenant });
    expect((await ok(api().POST('/api/admin/billing/portal'))).url).toMatch(/^https:\/\/billing\.stripe\.test\//);
    expect(stripe.requests.filter((r) => r.path === '/v1/customers')).toHaveLength(1);
  });

  it('mirrors the subscription from signed webhooks, and refuses unsigned or forged ones', async () => {
    const customer = [...stripe.customers.keys()][0];
    const sub = stripe.subscribe(customer, 6);
    const forged = await webhook(event('customer.subscription.updated', { ...sub, status: 'active' }), 'whsec_not_ours');
    expectCode(forged, 400, 'invalid_signature');
    // Raw, as every payment webhook: here without the signature header at all.
    expectCode(await host.call('POST', '/api/billing/payments-webhook', { rawBody: '{}' }), 400, 'invalid_signature');
    expect((await billing()).status).toBe('none');
    expect(
      (await webhook(event('checkout.session.completed', { id: 'cs_1', object: 'checkout.session', customer, subscription: sub.id })))
        .status,
    ).toBe(200);
    expect(await billing()).toMatchObject({
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
    expect(await ok(api().POST('/api/admin/billing/cancel'))).toMatchObject({ status: 'active', cancelAtPeriodEnd: true });
    expect(stripe.requests.at(-1)).toMatchObject({ method: 'POST', form: { cancel_at_period_end: 'true' } });
    const reactivate = () => api().POST('/api/admin/billing/reactivate');
    expect((await reactivate()).data).toMatchObject({ cancelAtPeriodEnd: false, checkoutUrl: null });
    expect(statusAndCode(await reactivate())).toEqual([409, 'not_cancelled']);
    expect((await logActions(10)).map((e) => e.action)).toEqual(expect.arrayContaining(['billing.cancelled', 'billing.reactivated']));
  });

  it('saves the billing profile, validating it field by field', async () => {
    type Profile = operations['putApiAdminBillingProfile']['requestBody']['content']['application/json'];
    const save = (body: Profile) => api().PUT('/api/admin/billing/profile', { body });
    const bad = await save({
      name: 'Fabrikam',
      email: 'nope',
      address: { line1: '1 St', city: 'London', postalCode: 'E1', country: 'United Kingdom' },
    });
    expect(statusAndCode(bad)).toEqual([400, 'invalid_request']);
    expect(Object.keys(bad.error?.fields ?? {}).sort()).toEqual(['address.country', 'email']);
    const saved = await save({
      name: 'Fabrikam Ltd',
      email: 'ap@fabrikam.test',
      address: { line1: '1 St', city: 'London', postalCode: 'E1 6AN', country: 'GB' },
      vatId: 'GB123456789',
    });
    expect(saved.response.status).toBe(200);
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
    const invoicesNow = () => ok(api().GET('/api/admin/billing/invoices'));
    const invoices = await invoicesNow();
    expect(invoices.unavailable).toBe(false);
    expect(invoices.invoices.map((i) => i.number)).toEqual(['F-0002', 'F-0001']);
    expect(invoices.invoices[0]).toMatchObject({ hostedUrl: 'https://inv.test/2', pdfUrl: 'https://inv.test/2.pdf' });
    expect((await ok(api().GET('/api/admin/billing/adjustments'))).adjustments).toEqual([
      expect.objectContaining({ id: 'cn_1', category: 'order_change', reason: 'One seat removed mid-month', amount: 150 }),
    ]);
    stripe.failNext(1);
    expect(await invoicesNow()).toEqual({ invoices: [], unavailable: true });
  });

  it('keeps the seat quantity in step with the cost list, nightly', async () => {
    await ok(api().POST('/api/admin/exclusions', { body: { mailboxes: ['eva.jansen@fabrikam.test'] } }));
    // The local host's timer trigger is no operation of the OpenAPI document: raw.
    expect((await host.call('POST', '/admin/functions/billingSeatSync')).status).toBe(200);
    const sub = [...stripe.subscriptions.values()][0] as { items: { data: { quantity: number }[] } };
    expect(sub.items.data[0].quantity).toBe(5);
    expect(await billing()).toMatchObject({ seats: 5, seatsToBill: 5 });
    const entry = (await logActions(5)).find((e) => e.action === 'billing.seats_changed');
    expect(entry).toMatchObject({ details: { from: 6, to: 5 } });
  });

  it('reports a refusal of the payment provider as 502, and keeps money routes from keys', async () => {
    stripe.failNext(1);
    const res = await api().POST('/api/admin/billing/portal');
    expect(statusAndCode(res)).toEqual([502, 'payment_provider_error']);
    expect(res.error?.reason).toBe('card_declined');
    // Our sentence, not the provider's.
    expect(JSON.stringify(res.error)).not.toContain('Your card was declined.');
    const { secret } = await ok(api().POST('/api/admin/api-keys', { body: { name: 'b', access: ['billing'], readOnly: false } }));
    const keyed = api(secret);
    expect((await keyed.GET('/api/admin/billing')).response.status).toBe(200);
    expect(statusAndCode(await keyed.POST('/api/admin/billing/checkout'))).toEqual([404, 'not_available_to_api_keys']);
    expect(statusAndCode(await keyed.GET('/api/admin/billing/invoices'))).toEqual([404, 'not_available_to_api_keys']);
  });
});
