import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestHost, type TestHost } from '../helpers/host.js';
import { capturingLogger } from '../helpers/log.js';
import { startStripeStandin, type StripeStandin } from '../helpers/stripe-standin.js';

let stripe: StripeStandin;
let host: TestHost;
let admin: string;
const { logger, entries } = capturingLogger();
/** Text only the payment provider's answer holds: it must reach the log and never the client. */
const CANARY = 'No such customer: cus_canary7f3a; a similar object exists in live mode';

beforeAll(async () => {
  stripe = await startStripeStandin();
  host = await startTestHost({
    log: logger,
    env: { STRIPE_SECRET_KEY: 'sk_test_standin', STRIPE_WEBHOOK_SECRET: 'whsec_test_0123456789abcdef', STRIPE_API_BASE: stripe.url },
  });
  const tenant = host.tenants[0];
  await host.onboard(tenant, 'billing.admin@contoso.example');
  admin = await host.token({ tenant, user: 'billing.admin@contoso.example' });
});
afterAll(async () => {
  await host.close();
  await stripe.close();
});

describe('refusals of the payment provider', () => {
  it('answer a code and our own sentence, and log the provider’s text', async () => {
    stripe.failNext(1, { status: 400, type: 'invalid_request_error', code: 'resource_missing', message: CANARY });
    const res = await host.call('POST', '/api/admin/billing/portal', { token: admin });
    expect(res.status).toBe(502);
    expect(res.json).toMatchObject({ code: 'payment_provider_error', reason: 'provider_refused' });
    expect(res.text).not.toContain('cus_canary7f3a');
    expect(res.text).not.toContain('live mode');
    expect(entries.some((e) => e.level === 'error' && String(e.cause).includes(CANARY))).toBe(true);
  });
});
