import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok } from '../helpers/api.js';
import { startTestHost, type TestHost } from '../helpers/host.js';
import { startStripeStandin, type StripeStandin } from '../helpers/stripe-standin.js';
import { postSignedEvent } from '../helpers/payments-webhook.js';

/** A signed event whose object is not what its type says is refused with a 400 and mirrors nothing. */

const WEBHOOK_SECRET = 'whsec_test_payloads_0123456789';
let stripe: StripeStandin;
let host: TestHost;
let admin: string;
const webhook = (type: string, object: object) => {
  const payload = JSON.stringify({
    id: `evt_${crypto.randomUUID()}`,
    object: 'event',
    type,
    api_version: '2025-01-01',
    created: Math.floor(Date.now() / 1000),
    data: { object },
  });
  return postSignedEvent(host, payload, WEBHOOK_SECRET);
};
const billing = async () => ok(host.api(admin).GET('/api/admin/billing'));

beforeAll(async () => {
  stripe = await startStripeStandin();
  host = await startTestHost({
    env: { STRIPE_SECRET_KEY: 'sk_test_standin', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_BASE: stripe.url },
  });
  const tenant = host.tenants[0];
  await host.onboard(tenant, 'payloads.admin@fabrikam.test');
  admin = await host.token({ tenant, user: 'payloads.admin@fabrikam.test' });
  await ok(host.api(admin).GET('/api/admin/me'));
  expect((await host.api(admin).POST('/api/admin/billing/checkout')).response.status).toBe(200);
});
afterAll(async () => {
  await host?.close();
  await stripe?.close();
});

describe('signed payment-provider events', () => {
  it('refuses an event whose object has the wrong shape: 400 invalid_event, nothing mirrored', async () => {
    const customer = [...stripe.customers.keys()][0];
    const before = await billing();
    for (const [type, object] of [
      ['customer.subscription.updated', { id: 'sub_x', customer, status: 7, cancel_at_period_end: 'soon' }],
      [
        'customer.subscription.created',
        { id: 'sub_x', customer, status: 'active', cancel_at_period_end: false, items: { data: [{ quantity: 3 }] } },
      ],
      ['invoice.paid', { id: 'in_x', customer, amount_due: 'ten', currency: 'eur', status: 'paid' }],
      ['invoice.paid', { id: 'in_x', customer: { name: 'no id' }, amount_due: 1, currency: 'eur', status: 'paid' }],
    ] as const) {
      const res = await webhook(type, object);
      expect([type, res.status, res.json?.code]).toEqual([type, 400, 'invalid_event']);
    }
    expect(await billing()).toEqual(before);
  });

  it('still mirrors a well-formed one', async () => {
    const customer = [...stripe.customers.keys()][0];
    const sub = stripe.subscribe(customer, 6);
    expect((await webhook('customer.subscription.created', sub)).status).toBe(200);
    expect(await billing()).toMatchObject({ status: 'active' });
  });
});
