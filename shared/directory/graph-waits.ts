import type { DependencyOutcomes } from '../dependency-outcomes.js';
import { callBound } from '../http/request-deadline.js';
import { clampRetryAfter, retryAfterOf } from '../retry-waits.js';
import { metrics } from '../metrics/instruments.js';
import { tracingOn } from '../metrics/tracing.js';
import { graphSpan, noteGraphThrottled } from './graph-spans.js';
import { SpanStatusCode, type Span } from '@opentelemetry/api';
import { RetryHandler, RetryHandlerOptions, type Context, type FetchOptions, type Middleware } from '@microsoft/microsoft-graph-client';

/** How long one Graph call may take: each try, all tries together, and how many tries after the first. */
export interface GraphWaits {
  tryTimeoutMs: number;
  deadlineMs: number;
  maxRetries: number;
}

/** The first wait between tries, in seconds; the Graph client adds its backoff and up to a second of jitter. */
const FIRST_RETRY_DELAY_S = 1;
/** The most the Graph client adds as jitter to a wait without `Retry-After`, in seconds. */
const JITTER_S = 1;

/** One call's deadline, kept by its fetch options: the same object through every try of the call. */
const calls = new WeakMap<object, { endsAt: number; signal: AbortSignal }>();

/** Seconds an answer's `Retry-After` names (seconds or an HTTP date), or null. */
export const retryAfterSeconds = (headers: Headers | undefined): number | null => retryAfterOf(headers?.get('retry-after'));

/** What a caller refused for want of the directory is told to wait: Graph's own `Retry-After` (undefined: none). */
export function callerRetryAfter(err: unknown): number | undefined {
  const graphs = retryAfterSeconds((err as { headers?: Headers } | null)?.headers);
  return graphs === null ? undefined : clampRetryAfter(graphs);
}

/**
 * The longest the Graph client's RetryHandler waits before try `attempt` (1 for the first retry): `Retry-After` when
 * the answer names it, else its exponential backoff plus jitter (see RetryHandler.getDelay).
 */
function longestWait(response: Response, attempt: number, delay: number): number {
  const named = retryAfterSeconds(response.headers);
  if (named !== null) return named;
  return (attempt >= 2 ? Math.round((2 ** attempt - 1) / 2) : 0) + delay + JITTER_S;
}

const OK = { result: 'ok' };
const FAILED = { result: 'failed' };

/** Starts the call's deadline; every try below it stops there. First in the chain, so the token is bounded too. */
class CallDeadline implements Middleware {
  private next?: Middleware;
  constructor(
    private readonly deadlineMs: number,
    private readonly outcomes: Pick<DependencyOutcomes, 'answered' | 'failed'>,
  ) {}
  execute(context: Context): Promise<void> {
    if (!tracingOn()) return this.bounded(context);
    return graphSpan(context.options?.method, context.request, (span) => this.bounded(context, span));
  }
  private async bounded(context: Context, span?: Span): Promise<void> {
    const options = (context.options ??= {});
    // The call's own deadline, or what is left of the request's when that ends first; past it nothing is sent.
    const bound = callBound(this.deadlineMs);
    if (bound.ms <= 0) throw new Error('The request is past its deadline: Microsoft Graph call not sent');
    const signal = AbortSignal.timeout(bound.ms);
    calls.set(options, { endsAt: Date.now() + bound.ms, signal });
    // Whatever a step below waits on (a token, a try, a wait between tries), the call ends at its deadline.
    const expired = new Promise<never>((_resolve, reject) =>
      signal.addEventListener('abort', () => reject(new Error(`Microsoft Graph gave no answer within ${bound.ms} ms`)), {
        once: true,
      }),
    );
    const started = performance.now();
    let failed = true;
    try {
      await Promise.race([this.next!.execute(context), expired]);
      const status = context.response?.status ?? 0;
      span?.setAttribute('http.status_code', status);
      failed = status === 429 || status >= 500;
      if (failed) span?.setStatus({ code: SpanStatusCode.ERROR });
      if (failed) this.outcomes.failed(`Microsoft Graph answered ${status}`);
      else this.outcomes.answered();
    } catch (err) {
      // The deadline is Graph's failure; a token that could not be had is the organisation's (its consent), not Graph's.
      if (signal.aborted) this.outcomes.failed((err as Error).message);
      throw err;
    } finally {
      calls.delete(options);
      metrics.graphCalls.record(failed ? FAILED : OK, (performance.now() - started) / 1000);
    }
  }
  setNext(next: Middleware) {
    this.next = next;
  }
}

/**
 * One try: the request and its whole body within the try's timeout and the call's deadline. A try that gets no
 * complete answer (refused, reset, silent, cut mid-body) is answered as Graph answers when it is unavailable, a 503
 * without `Retry-After`, so the RetryHandler retries it like one, with its backoff and jitter.
 */
class BoundedTry implements Middleware {
  private next?: Middleware;
  constructor(private readonly tryTimeoutMs: number) {}
  async execute(context: Context): Promise<void> {
    const options = (context.options ??= {});
    const call = calls.get(options);
    const timeout = AbortSignal.timeout(this.tryTimeoutMs);
    options.signal = call ? AbortSignal.any([call.signal, timeout]) : timeout;
    try {
      await this.next!.execute(context);
      const answer = context.response!;
      if (answer.status === 429 || answer.status === 503) {
        metrics.graphThrottles.add();
        if (tracingOn()) noteGraphThrottled(answer.status, retryAfterSeconds(answer.headers));
      }
      const body = answer.body === null ? null : await answer.arrayBuffer();
      context.response = new Response(body, { status: answer.status, statusText: answer.statusText, headers: answer.headers });
    } catch (err) {
      const reason = err instanceof Error ? `${err.name}: ${err.message}` : String(err);
      context.response = Response.json(
        { error: { code: 'serviceNotAvailable', message: `Microsoft Graph gave no complete answer (${reason})` } },
        { status: 503 },
      );
    }
  }
  setNext(next: Middleware) {
    this.next = next;
  }
}

/** Retry only when the wait and at least a moment of the next try fit in what is left of the call's deadline. */
const withinDeadline =
  (delay: number) =>
  (_delay: number, attempt: number, _request: RequestInfo, options: FetchOptions | undefined, response: Response): boolean => {
    const call = options && calls.get(options);
    // A call past its deadline was answered already: nothing tries again behind the caller's back.
    if (!call) return false;
    return Date.now() + longestWait(response, attempt + 1, delay) * 1000 < call.endsAt;
  };

/**
 * The chain a Graph client sends through, bounded by `waits`: deadline → `authorize` (the token) → the Graph client's
 * RetryHandler (429, 503 and 504, honouring `Retry-After`, backoff with jitter, never past the deadline) → one bounded
 * try → `send` (the client's HTTPMessageHandler). Each call's end feeds `outcomes` (what `/health` says of Graph).
 */
export function boundedChain(
  waits: GraphWaits,
  authorize: Required<Middleware>,
  send: Middleware,
  outcomes: Pick<DependencyOutcomes, 'answered' | 'failed'>,
): Middleware {
  const deadline = new CallDeadline(waits.deadlineMs, outcomes);
  const retry = new RetryHandler(new RetryHandlerOptions(FIRST_RETRY_DELAY_S, waits.maxRetries, withinDeadline(FIRST_RETRY_DELAY_S)));
  const attempt = new BoundedTry(waits.tryTimeoutMs);
  deadline.setNext(authorize);
  authorize.setNext(retry);
  retry.setNext(attempt);
  attempt.setNext(send);
  return deadline;
}
