import type Stripe from 'stripe';
import { callerRetryAfter, nextTryIn, retryAfterOf, sleep, type Backoff, type CallWaits } from '../retry-waits.js';

/** How long one Stripe call may take. */
export type StripeWaits = CallWaits;

/** The service's numbers (settings STRIPE_TRY_TIMEOUT_MS, STRIPE_DEADLINE_MS and STRIPE_RETRIES override them). */
export const DEFAULT_STRIPE_WAITS: StripeWaits = { tryTimeoutMs: 10_000, deadlineMs: 20_000, maxRetries: 2 };

const BACKOFF: Backoff = { firstMs: 500, maxMs: 4_000 };
/** What a caller refused for want of Stripe is told to wait when Stripe named no wait. */
const CALLER_RETRY_AFTER_S = 10;

/**
 * Stripe gave no usable answer to one try: refused, reset, or answered 429 or 5xx (whatever its body says). Thrown by
 * the bounded HTTP client, so the SDK retries nothing itself and every answer without a body it can use is ours to
 * judge; the SDK hands it on as the `detail` of a StripeConnectionError.
 */
export class StripeOut extends Error {
  constructor(
    message: string,
    /** Seconds Stripe asked to wait (`Retry-After`), or null. */
    readonly retryAfter: number | null = null,
    /** False when Stripe said not to retry (`Stripe-Should-Retry: false`). */
    readonly retryable = true,
  ) {
    super(message);
  }
}

/** The call ran out of time: a try past its timeout, or the call past its deadline. */
class OutOfTime extends Error {}

type Headers = Record<string, string | string[] | undefined>;
const header = (headers: Headers, name: string) => {
  const v = headers[name];
  return Array.isArray(v) ? v[0] : v;
};

type HttpClient = NonNullable<Stripe.StripeConfig['httpClient']>;

/**
 * The SDK's Node HTTP client, with every failure to answer (and every 429 or 5xx) thrown as StripeOut. Such an error
 * carries no network code, so the SDK's own retry of a closed connection does not happen behind the count.
 */
export function boundedHttpClient(sdk: typeof Stripe): HttpClient {
  const inner = sdk.createNodeHttpClient();
  return {
    getClientName: () => inner.getClientName(),
    async makeRequest(...args: Parameters<HttpClient['makeRequest']>) {
      const res = await inner.makeRequest(...args).catch((err: unknown) => {
        throw new StripeOut(`Stripe could not be reached (${(err as Error)?.message ?? String(err)})`);
      });
      const status = res.getStatusCode();
      if (status !== 429 && status < 500) return res;
      const headers = res.getHeaders() as Headers;
      res.dispose?.();
      (res.getRawResponse() as { resume?: () => void } | null)?.resume?.();
      throw new StripeOut(
        `Stripe answered ${status}`,
        retryAfterOf(header(headers, 'retry-after')),
        header(headers, 'stripe-should-retry') !== 'false',
      );
    },
  };
}

/** What an error of a Stripe call says about Stripe being out: null when Stripe answered (a refusal, a card declined). */
export function outage(err: unknown): StripeOut | null {
  if (err instanceof StripeOut) return err;
  if (err instanceof OutOfTime) return new StripeOut(err.message);
  const e = err as { type?: unknown; detail?: unknown; statusCode?: unknown; headers?: Headers; message?: string } | null;
  if (!e || typeof e !== 'object') return null;
  if (e.type === 'StripeConnectionError') return e.detail instanceof StripeOut ? e.detail : new StripeOut(e.message ?? 'connection failed');
  // A lock Stripe asks us to try again on (409, or any answer it says to retry).
  if (e.statusCode === 409 || (e.headers && header(e.headers, 'stripe-should-retry') === 'true'))
    return new StripeOut(`Stripe answered ${String(e.statusCode)}`);
  return null;
}

/** What a caller refused for want of Stripe is told to wait, in seconds: Stripe's own wait when it named one. */
export const stripeRetryAfter = (out: StripeOut) => callerRetryAfter(out.retryAfter, CALLER_RETRY_AFTER_S);

/** `p`, or OutOfTime after `ms`; an abandoned `p` is left to end by the SDK's own timeout, its outcome ignored. */
function within<T>(p: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  p.catch(() => undefined);
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new OutOfTime(what)), Math.max(0, ms));
  });
  return Promise.race([p, late]).finally(() => clearTimeout(timer));
}

/**
 * One Stripe call, bounded by `waits`: each try within the try timeout (and what is left of the deadline); a try
 * Stripe did not answer usably is tried again after `Retry-After` when it named one, else after a backoff with
 * jitter, while tries are left and the wait ends before the deadline. Anything else Stripe answers ends the call as
 * it is. `send` is given the options of one try (the SDK's own timeout, no retries of its own, the call's
 * idempotency key: every try of a POST carries the same one, so Stripe does it once).
 */
export async function withinWaits<T>(
  waits: StripeWaits,
  send: (options: Stripe.RequestOptions) => Promise<T>,
  idempotencyKey?: string,
): Promise<T> {
  const endsAt = Date.now() + waits.deadlineMs;
  for (let attempt = 0; ; attempt++) {
    const left = endsAt - Date.now();
    const tryMs = Math.min(waits.tryTimeoutMs, left);
    try {
      const options: Stripe.RequestOptions = {
        timeout: Math.max(1, tryMs),
        maxNetworkRetries: 0,
        ...(idempotencyKey ? { idempotencyKey } : {}),
      };
      return await within(send(options), tryMs, `Stripe gave no answer within ${tryMs} ms`);
    } catch (err) {
      const out = outage(err);
      const wait = out?.retryable ? nextTryIn(waits, BACKOFF, { attempt, endsAt, retryAfterSeconds: out.retryAfter }) : null;
      if (wait === null) throw err;
      await sleep(wait);
    }
  }
}
