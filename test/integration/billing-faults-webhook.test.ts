import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { directAccount } from '../../shared/billing/account.js';
import { BillingStore } from '../../shared/billing/store.js';
import { ok } from '../helpers/api.js';
import { postSignedEvent } from '../helpers/payments-webhook.js';
import { expectStorageUnavailable, startStorageFaultHost, STORAGE_OUTAGES, type StorageFaultHost } from '../helpers/storage-fault-host.js';
import { startStripeStandin, type StripeStandin } from '../helpers/stripe-standin.js';

/**
 * The payments webhook while OUR storage is out: Stripe must be answered non-2xx, so that it delivers the event again;
 * the redelivery after recovery applies it, and a delivery after that changes nothing.
 */

const WEBHOOK_SECRET = 'whsec_test_storage_faults_0123456789';

let stripe: StripeStandin;
let faults: StorageFaultHost;
let tenant: string;
let admin: string;
let customer: string;
let subscription: Record<string, unknown>;

const host = () => faults.host;
const row = () => new BillingStore(host().services.storage).read(directAccount(tenant));
const seatsEvent = (seats: number, created: number) =>
  JSON.stringify({
    id: `evt_${crypto.randomUUID()}`,
    object: 'event',
    type: 'customer.subscription.updated',
    api_version: '2025-01-01',
    created,
    data: { object: { ...subscription, customer, items: { object: 'list', data: [{ id: 'si_faults', quantity: seats }] } } },
  });

beforeAll(async () => {
  stripe = await startStripeStandin();
  faults = await startStorageFaultHost({
    STRIPE_SECRET_KEY: 'sk_test_standin',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_BASE: stripe.url,
  });
  tenant = host().tenants[0];
  await host().onboard(tenant, 'webhook.faults@fabrikam.test');
  admin = await host().token({ tenant, user: 'webhook.faults@fabrikam.test' });
  await ok(host().api(admin).GET('/api/admin/me'));
  expect((await host().call('POST', '/api/admin/billing/checkout', { token: admin })).status).toBe(200);
  customer = [...stripe.customers.keys()][0];
  subscription = stripe.subscribe(customer, 2);
});
afterEach(() => faults.proxy.set({ kind: 'pass' }));
afterAll(async () => {
  await faults?.close();
  await stripe?.close();
});

describe.each(STORAGE_OUTAGES.map((o, i) => ({ ...o, seats: 10 + i })))('the payments webhook while storage $name', ({ mode, seats }) => {
  it('answers 503 so Stripe delivers again; the redelivery applies the event, and one more changes nothing', async () => {
    const payload = seatsEvent(seats, Math.floor(Date.now() / 1000) + seats);
    await faults.proxy.set(mode);
    expectStorageUnavailable(await postSignedEvent(host(), payload, WEBHOOK_SECRET));

    await faults.proxy.set({ kind: 'pass' });
    expect((await postSignedEvent(host(), payload, WEBHOOK_SECRET)).status).toBe(200);
    const applied = await row();
    expect(applied.state).toMatchObject({ status: 'active', seats });
    expect((await postSignedEvent(host(), payload, WEBHOOK_SECRET)).status).toBe(200);
    expect((await row()).etag).toBe(applied.etag);
  });
});
