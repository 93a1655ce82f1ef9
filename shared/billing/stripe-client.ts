import Stripe from 'stripe';
import type { z } from 'zod';
import { refuse } from '../http/errors.js';

// Talking to Stripe: its client, its answers read through our schemas, and its refusals in our words.

/** 503 `billing_unavailable`: this deployment has no Stripe key (or no webhook secret). */
export const billingUnavailable = () => refuse('billing_unavailable');
/** Stripe answered something the service cannot read. */
export class UnexpectedAnswer extends Error {}

/** Why the payment provider refused, as a code and our own sentence: Stripe's own text is never passed on. */
function refusalOf(err: unknown): { reason: string; message: string } {
  // The SDK's error classes name themselves in `type` (its CommonJS and ESM builds are different classes).
  const type = (err as { type?: unknown } | null)?.type;
  if (type === 'StripeCardError') {
    return { reason: 'card_declined', message: 'The payment provider declined the card; check the payment method in the billing portal' };
  }
  if (type === 'StripeConnectionError') {
    return { reason: 'provider_unreachable', message: 'We could not reach the payment provider; try again shortly' };
  }
  if (type === 'StripeRateLimitError') {
    return { reason: 'provider_busy', message: 'The payment provider is busy; try again in a minute' };
  }
  if (err instanceof UnexpectedAnswer) {
    return { reason: 'unexpected_answer', message: 'The payment provider answered something we could not read; try again shortly' };
  }
  return {
    reason: 'provider_refused',
    message: 'The payment provider refused the request; try again, or contact us if it keeps happening',
  };
}

/** A 502 naming why in our words; the provider's own text goes to the log (errorResponse logs the cause). */
export const providerError = (err: unknown) => {
  const { reason, message } = refusalOf(err);
  return refuse('payment_provider_error', message, { reason }, { cause: err });
};
/** A call to Stripe whose refusal becomes our 502 (`providerError`). */
export const provider = <T>(p: Promise<T>) => p.catch((e: unknown) => Promise.reject(providerError(e)));

/** Stripe's answer as the service reads it; anything else is the provider's fault (502), never a 500. */
export function fromStripe<S extends z.ZodType>(schema: S, answer: unknown): z.infer<S> {
  const parsed = schema.safeParse(answer);
  if (!parsed.success) throw providerError(new UnexpectedAnswer('unexpected answer'));
  return parsed.data;
}

/** A signed event whose object is not what its type says is refused, changing nothing. */
export function fromEvent<S extends z.ZodType>(schema: S, object: unknown): z.infer<S> {
  const parsed = schema.safeParse(object);
  if (!parsed.success) throw refuse('invalid_event');
  return parsed.data;
}

export function stripeClient(cfg: { secretKey?: string; apiBase?: string }): Stripe | null {
  if (!cfg.secretKey) return null;
  if (!cfg.apiBase) return new Stripe(cfg.secretKey, { maxNetworkRetries: 1, timeout: 10_000 });
  const u = new URL(cfg.apiBase);
  return new Stripe(cfg.secretKey, {
    host: u.hostname,
    port: u.port || (u.protocol === 'http:' ? 80 : 443),
    protocol: u.protocol.replace(':', '') as 'http' | 'https',
    maxNetworkRetries: 0,
    timeout: 10_000,
  });
}
