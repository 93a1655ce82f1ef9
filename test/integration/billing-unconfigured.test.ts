import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestHost, type TestHost } from '../helpers/host.js';

// A deployment without STRIPE_* settings (`npm start`'s defaults): what the README's configuration table promises.
let host: TestHost;
let admin: string;

beforeAll(async () => {
  host = await startTestHost();
  const tenant = host.tenants[0];
  await host.onboard(tenant, 'billing.admin@fabrikam.test');
  admin = await host.token({ tenant, user: 'billing.admin@fabrikam.test' });
});
afterAll(() => host.close());

const BODIES: Record<string, unknown> = {
  'PUT /api/admin/billing/profile': {
    name: 'Fabrikam',
    email: 'billing@fabrikam.test',
    address: { line1: '1 Main St', city: 'Lyon', postalCode: '69001', country: 'FR' },
  },
};

describe('billing without a payment provider configured', () => {
  it('reads the organisation’s billing, and answers 503 billing_unavailable to every call that needs the provider', async () => {
    const answers: Record<string, string> = {};
    for (const [method, path] of [
      ['GET', '/api/admin/billing'],
      ['POST', '/api/admin/billing/checkout'],
      ['POST', '/api/admin/billing/portal'],
      ['POST', '/api/admin/billing/cancel'],
      ['POST', '/api/admin/billing/reactivate'],
      ['PUT', '/api/admin/billing/profile'],
      ['GET', '/api/admin/billing/invoices'],
      ['GET', '/api/admin/billing/adjustments'],
    ] as const) {
      const res = await host.call(method, path, { token: admin, body: BODIES[`${method} ${path}`] ?? (method === 'GET' ? undefined : {}) });
      answers[`${method} ${path}`] = `${res.status} ${res.json?.code ?? ''}`.trim();
    }
    const webhook = await host.call('POST', '/api/billing/payments-webhook', { body: {}, headers: { 'stripe-signature': 't=1,v1=00' } });
    answers['POST /api/billing/payments-webhook'] = `${webhook.status} ${webhook.json?.code ?? ''}`.trim();
    expect(answers).toEqual({
      'GET /api/admin/billing': '200',
      'GET /api/admin/billing/invoices': '200',
      'GET /api/admin/billing/adjustments': '200',
      // Nothing to cancel: the organisation never subscribed (refused before the provider is needed).
      'POST /api/admin/billing/cancel': '409 no_subscription',
      'POST /api/admin/billing/checkout': '503 billing_unavailable',
      'POST /api/admin/billing/portal': '503 billing_unavailable',
      'POST /api/admin/billing/reactivate': '503 billing_unavailable',
      'PUT /api/admin/billing/profile': '503 billing_unavailable',
      'POST /api/billing/payments-webhook': '503 billing_unavailable',
    });
    const state = await host.call('GET', '/api/admin/billing', { token: admin });
    expect(state.json).toMatchObject({ status: 'none' });
  });
});
