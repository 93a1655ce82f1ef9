import type Stripe from 'stripe';
import type { DependencyOutcomes } from '../dependency-outcomes.js';
import type { z } from 'zod';
import { refuse } from '../http/errors.js';
import { boundedHttpClient, stripeRetryAfter, outage, withinWaits, type StripeOut, type StripeWaits } from './stripe-waits.js';

// Talking to Stripe: its client, its answers read through our schemas, and its refusals in our words.

/** 503 `billing_unavailable`: this deployment has no Stripe key (or no webhook secret). */
export const billingUnavailable = () => refuse('billing_unavailable');
/** 503 `billing_unavailable` with `Retry-After`: Stripe is configured but gave no usable answer within the call's deadline. */
const stripeOut = (out: StripeOut, cause: unknown) =>
  refuse('billing_unavailable', 'The payment provider is not answering just now; try again in a few minutes', undefined, {
    cause,
    headers: { 'retry-after': String(stripeRetryAfter(out)) },
  });
/** Stripe answered something the service cannot read. */
export class UnexpectedAnswer extends Error {}

/** Why the payment provider refused, as a code and our own sentence: Stripe's own text is never passed on. */
function refusalOf(err: unknown): { reason: string; message: string } {
  // The SDK's error classes name themselves in `type` (its CommonJS and ESM builds are different classes).
  const type = (err as { type?: unknown } | null)?.type;
  if (type === 'StripeCardError') {
    return { reason: 'card_declined', message: 'The payment provider declined the card; check the payment method in the billing portal' };
  }
  if (err instanceof UnexpectedAnswer) {
    return { reason: 'unexpected_answer', message: 'The payment provider answered something we could not read; try again shortly' };
  }
  return {
    reason: 'provider_refused',
    message: 'The payment provider refused the request; try again, or contact us if it keeps happening',
  };
}

/**
 * Stripe out (no usable answer within the deadline): 503 `billing_unavailable` with `Retry-After`. Stripe's refusal:
 * a 502 naming why in our words. The provider's own text goes to the log (errorResponse logs the cause).
 */
export const providerError = (err: unknown) => {
  const out = outage(err);
  if (out) return stripeOut(out, err);
  const { reason, message } = refusalOf(err);
  return refuse('payment_provider_error', message, { reason }, { cause: err });
};

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

/** The SDK (for what needs no call, the webhook's signature) and the one way to call Stripe, bounded by the waits. */
export interface StripeApi {
  /** Loaded on first use: 218 modules and 4 MB of heap that an instance which only composes never needs. */
  sdk(): Promise<Stripe>;
  /** One call (`send` is given each try's options; a POST gives its idempotency key); its failure is `providerError`'s. */
  call<T>(send: (stripe: Stripe, options: Stripe.RequestOptions) => Promise<T>, idempotencyKey?: string): Promise<T>;
}

/** `outcomes` hears how each call ended: answered (whatever Stripe said), or failed for want of Stripe. */
export function stripeClient(
  cfg: { secretKey?: string; apiBase?: string; waits: StripeWaits },
  outcomes: DependencyOutcomes,
): StripeApi | null {
  const { secretKey } = cfg;
  if (!secretKey) return null;
  const u = cfg.apiBase ? new URL(cfg.apiBase) : null;
  let loading: Promise<Stripe> | undefined;
  const sdk = () =>
    (loading ??= import('stripe').then(
      ({ default: StripeSdk }) =>
        new StripeSdk(secretKey, {
          ...(u
            ? {
                host: u.hostname,
                port: u.port || (u.protocol === 'http:' ? 80 : 443),
                protocol: u.protocol.replace(':', '') as 'http' | 'https',
              }
            : {}),
          httpClient: boundedHttpClient(StripeSdk),
          maxNetworkRetries: 0,
          timeout: cfg.waits.tryTimeoutMs,
        }),
    ));
  return {
    sdk,
    call: (send, idempotencyKey) =>
      sdk()
        .then((stripe) => withinWaits(cfg.waits, (options) => send(stripe, options), idempotencyKey))
        .then(
          (answer) => {
            outcomes.answered();
            return answer;
          },
          (e: unknown) => {
            const out = outage(e);
            if (out) outcomes.failed(out.message);
            else outcomes.answered();
            return Promise.reject(providerError(e));
          },
        ),
  };
}
