import { retryAfterSeconds } from '../directory/graph-waits.js';
import { noteGraphThrottled } from '../directory/graph-spans.js';
import { tracingOn } from '../metrics/tracing.js';
import { callerRetryAfter, nextTryIn, sleep, type Backoff, type CallWaits } from '../retry-waits.js';

/** How long sending one mail may take. */
export type MailWaits = CallWaits;

/** The service's numbers (settings MAIL_TRY_TIMEOUT_MS, MAIL_DEADLINE_MS and MAIL_RETRIES override them). */
export const DEFAULT_MAIL_WAITS: MailWaits = { tryTimeoutMs: 10_000, deadlineMs: 20_000, maxRetries: 2 };

/** Answers that say the mail service did not take the mail and may take it later: tried again, and told so. */
const TRY_AGAIN = new Set([429, 503, 504]);
const BACKOFF: Backoff = { firstMs: 1_000, maxMs: 8_000 };
/** What a caller is told to wait when the mail service named no wait, in seconds. */
const CALLER_RETRY_AFTER_S = 30;

/**
 * The mail was not sent. `retryAfter` (seconds) is set when the mail service is out (no whole answer, or 429, 503,
 * 504 after the retries): the same mail may be sent later. Unset: it refused this mail (a 4xx), which sending again
 * would not change.
 */
export class MailError extends Error {
  constructor(
    message: string,
    readonly retryAfter?: number,
  ) {
    super(message);
  }
}

/** The mail service out, as a MailError that says when to try again (its own `Retry-After` when it named one). */
const unavailable = (what: string, named: number | null = null) =>
  new MailError(`mail service unavailable: ${what}`, callerRetryAfter(named, CALLER_RETRY_AFTER_S));

/** `p` within `signal`: rejected when it aborts first. */
function until<T>(p: Promise<T>, signal: AbortSignal): Promise<T> {
  p.catch(() => undefined);
  return new Promise<T>((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason as Error);
    const stop = () => reject(signal.reason as Error);
    signal.addEventListener('abort', stop, { once: true });
    p.then(resolve, reject).finally(() => signal.removeEventListener('abort', stop));
  });
}

/**
 * POSTs `body` to `url` as one mail, bounded by `waits`: the token and every try end at the deadline; each try (the
 * request and its whole answer) within the try timeout. A try with no whole answer, or answered 429, 503 or 504, is
 * tried again after `Retry-After` when it named one, else a backoff with jitter, while tries are left and the wait
 * ends before the deadline. Answers the accepted answer's headers; throws MailError otherwise.
 */
export async function postMail(url: string, body: string, token: () => Promise<string>, waits: MailWaits): Promise<globalThis.Headers> {
  const deadline = AbortSignal.timeout(waits.deadlineMs);
  const endsAt = Date.now() + waits.deadlineMs;
  const bearer = await until(token(), deadline).catch((err: Error) => {
    throw deadline.aborted ? unavailable(`no token within ${waits.deadlineMs} ms`) : new MailError(`no token: ${err.message}`);
  });
  for (let attempt = 0; ; attempt++) {
    let failure: MailError;
    /** Seconds the mail service asked to wait, or null. */
    let named: number | null = null;
    const signal = AbortSignal.any([deadline, AbortSignal.timeout(waits.tryTimeoutMs)]);
    try {
      const res = await fetch(url, {
        method: 'POST',
        headers: { authorization: `Bearer ${bearer}`, 'content-type': 'application/json' },
        body,
        signal,
      });
      const text = await res.text();
      if (res.ok) return res.headers;
      named = retryAfterSeconds(res.headers);
      if (tracingOn() && (res.status === 429 || res.status === 503)) noteGraphThrottled(res.status, named);
      if (!TRY_AGAIN.has(res.status)) {
        const detail = text.slice(0, 300);
        throw new MailError(`mail service answered ${res.status}${detail ? `: ${detail}` : ''}`);
      }
      failure = unavailable(`answered ${res.status}`, named);
    } catch (err) {
      if (err instanceof MailError) throw err;
      const e = err as Error & { cause?: { code?: string } };
      failure = signal.aborted
        ? unavailable(`no answer within ${deadline.aborted ? waits.deadlineMs : waits.tryTimeoutMs} ms`)
        : unavailable(`unreachable (${e.cause?.code ?? e.message})`);
    }
    const wait = deadline.aborted ? null : nextTryIn(waits, BACKOFF, { attempt, endsAt, retryAfterSeconds: named });
    if (wait === null) throw failure;
    await sleep(wait);
  }
}
