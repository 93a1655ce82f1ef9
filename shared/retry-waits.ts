// The one retry policy of the calls the service makes with its own loop (Stripe, sending mail): how long one call may
// take, how long to wait before the next try, and what a caller refused for want of the dependency is told to wait.

/** How long one call may take: each try, all tries and waits together, and how many tries after the first. */
export interface CallWaits {
  tryTimeoutMs: number;
  deadlineMs: number;
  maxRetries: number;
}

/** The backoff between tries: the first wait, doubling each try up to the longest, drawn between half and all of it. */
export interface Backoff {
  firstMs: number;
  maxMs: number;
}

/**
 * How long to wait before the next try, or null when no try should follow: no tries left, or the wait (the
 * dependency's own `Retry-After` when it named one, else the backoff with jitter) would end past the deadline, where
 * waiting could not help and the caller is better told at once.
 */
export function nextTryIn(
  waits: Pick<CallWaits, 'maxRetries'>,
  backoff: Backoff,
  at: { attempt: number; endsAt: number; retryAfterSeconds: number | null },
): number | null {
  if (at.attempt >= waits.maxRetries) return null;
  const drawn = Math.min(backoff.maxMs, backoff.firstMs * 2 ** at.attempt) * (0.5 + Math.random() / 2);
  const wait = at.retryAfterSeconds === null ? drawn : at.retryAfterSeconds * 1000;
  return Date.now() + wait >= at.endsAt ? null : wait;
}

/** Seconds a `Retry-After` value names (seconds or an HTTP date), or null. */
export function retryAfterOf(value: string | null | undefined): number | null {
  if (value === undefined || value === null || value.trim() === '') return null;
  const seconds = Number(value);
  const wait = Number.isNaN(seconds) ? (Date.parse(value) - Date.now()) / 1000 : seconds;
  return Number.isFinite(wait) ? Math.max(0, wait) : null;
}

/** The longest a caller is told to wait (`Retry-After`, seconds), whatever the dependency named. */
const LONGEST_RETRY_AFTER_S = 300;

/** A dependency's named wait as a caller is told it: whole seconds, at least 1, at most five minutes. */
export const clampRetryAfter = (named: number) => Math.min(LONGEST_RETRY_AFTER_S, Math.max(1, Math.ceil(named)));

/** What a caller refused for want of a dependency is told to wait, in seconds: the dependency's own wait, if it named one. */
export const callerRetryAfter = (named: number | null, fallbackSeconds: number): number =>
  named === null ? fallbackSeconds : clampRetryAfter(named);

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
