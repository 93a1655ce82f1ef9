import { AsyncLocalStorage } from 'node:async_hooks';

/** One HTTP request's deadline by default, in ms (REQUEST_DEADLINE_MS; docs/reliability.md gives the reasons). */
export const DEFAULT_REQUEST_DEADLINE_MS = 15_000;

/** When the request being served must be answered by (epoch ms), carried through its async context. */
const current = new AsyncLocalStorage<{ endsAt: number }>();

/** Runs one request's work with its deadline `ms` from now: every storage and Graph call it starts is bounded by it. */
export function withinRequestDeadline<T>(ms: number, work: () => Promise<T>): Promise<T> {
  return current.run({ endsAt: Date.now() + ms }, work);
}

/** What is left of the current request's deadline in ms (0 or less: past it), or undefined outside a request (timers). */
export function requestTimeLeft(): number | undefined {
  const request = current.getStore();
  return request ? request.endsAt - Date.now() : undefined;
}

/**
 * A call's own deadline `ms`, shortened to what is left of the request's: the call's bound in ms, and whether the
 * request's deadline is the one that bounds it.
 */
export function callBound(ms: number): { ms: number; byRequest: boolean } {
  const left = requestTimeLeft();
  return left !== undefined && left < ms ? { ms: Math.max(0, left), byRequest: true } : { ms, byRequest: false };
}

/**
 * Starts work that outlives the request that set it going (a write-behind loop that later requests feed), outside
 * that request's deadline: each of its calls keeps only its own.
 */
export function outsideRequest<T>(work: () => T): T {
  return current.exit(work);
}
