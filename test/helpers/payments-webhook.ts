import Stripe from 'stripe';
import type { CallResult, TestHost } from './host.js';

const signer = new Stripe('sk_test_signer');

/**
 * Posts a payment-provider event (its JSON text) to the service's webhook, signed with `secret` as the provider signs
 * it. Raw, not through the typed client: the signature covers the exact bytes sent.
 */
export function postSignedEvent(host: Pick<TestHost, 'call'>, payload: string, secret: string): Promise<CallResult> {
  return host.call('POST', '/api/billing/payments-webhook', {
    rawBody: payload,
    headers: { 'content-type': 'application/json', 'stripe-signature': signer.webhooks.generateTestHeaderString({ payload, secret }) },
  });
}
