import {
  defaultRetryPolicy,
  RestError,
  type Pipeline,
  type PipelinePolicy,
  type PipelineRequest,
  type PipelineResponse,
  type SendRequest,
} from '@azure/core-rest-pipeline';
import type { Span } from '@opentelemetry/api';
import { callBound } from '../http/request-deadline.js';
import { metrics } from '../metrics/instruments.js';
import { tracingOn } from '../metrics/tracing.js';
import { noteThrottled, storageSpan, type SpanTarget, type StorageService } from './storage-spans.js';

/** How long a storage call may wait, per try and in all, and how it retries (docs/reliability.md gives the reasons). */
export interface StorageWaits {
  /** One try: from sending the request to its whole answer (a streamed blob body: to its headers). */
  tryTimeoutMs: number;
  /** One call: every try, and every wait between them, `Retry-After` included. */
  deadlineMs: number;
  /** Tries after the first. */
  maxRetries: number;
  /** The first wait between tries; each next one doubles, up to `maxRetryDelayMs`, with jitter. */
  retryDelayMs: number;
  maxRetryDelayMs: number;
}

/** The service's numbers (settings STORAGE_TRY_TIMEOUT_MS, STORAGE_DEADLINE_MS and STORAGE_RETRIES override them). */
export const DEFAULT_STORAGE_WAITS: StorageWaits = {
  tryTimeoutMs: 4_000,
  deadlineMs: 10_000,
  maxRetries: 3,
  retryDelayMs: 200,
  maxRetryDelayMs: 2_000,
};

/** The code a try or a call that ran out of time fails with: a network failure to the SDK's retry strategies. */
const TIMED_OUT = 'ETIMEDOUT';
/** The code a call fails with when storage asks to wait past the deadline. */
const BUSY = 'STORAGE_BUSY';

/**
 * Runs `next` with the request's abort signal joined by a timer of `ms`, and restores the signal after. When the
 * timer (and not the caller) ended it, the failure is a RestError `ETIMEDOUT` saying `what`. `keepForBody`: the timer
 * also bounds a streamed body, until that body ends.
 */
async function withTimer(
  request: PipelineRequest,
  next: (request: PipelineRequest) => Promise<PipelineResponse>,
  ms: number,
  what: string,
  keepForBody: boolean,
): Promise<PipelineResponse> {
  const timer = new AbortController();
  const handle = setTimeout(() => timer.abort(), ms);
  handle.unref();
  const callers = request.abortSignal as AbortSignal | undefined;
  request.abortSignal = callers ? AbortSignal.any([callers, timer.signal]) : timer.signal;
  let bodyOpen = false;
  try {
    const response = await next(request);
    const body = response.readableStreamBody;
    if (keepForBody && body) {
      bodyOpen = true;
      const done = () => clearTimeout(handle);
      body.once('end', done);
      body.once('error', done);
      body.once('close', done);
    }
    return response;
  } catch (err) {
    if (timer.signal.aborted && !callers?.aborted) throw new RestError(`${what} (${ms} ms)`, { code: TIMED_OUT, request });
    // Outermost (the call's deadline): an abort the caller did not ask for is a storage that did not answer. Under load
    // the HTTP client can report one of its tries' aborts before this call's timer says it fired.
    if (keepForBody && !callers?.aborted && (err as Error)?.name === 'AbortError') {
      throw new RestError(`storage did not answer (aborted: ${(err as Error).message})`, { code: TIMED_OUT, request });
    }
    throw err;
  } finally {
    if (!bodyOpen) clearTimeout(handle);
    request.abortSignal = callers;
  }
}

/** When each call in flight must end (set by the deadline policy, read by each try). */
const deadlines = new WeakMap<PipelineRequest, number>();

/** How long a throttling answer (429, 503) asks to wait, in ms, from `retry-after-ms` or `Retry-After` (seconds or a date). */
function retryAfterMs(response: PipelineResponse): number | undefined {
  if (response.status !== 429 && response.status !== 503) return undefined;
  const ms = response.headers.get('retry-after-ms') ?? response.headers.get('x-ms-retry-after-ms');
  if (ms !== undefined && Number.isFinite(Number(ms))) return Number(ms);
  const value = response.headers.get('retry-after');
  if (value === undefined) return undefined;
  if (/^\d{1,9}$/.test(value.trim())) return Number(value) * 1000;
  const at = Date.parse(value);
  return Number.isFinite(at) ? Math.max(0, at - Date.now()) : undefined;
}

/**
 * Ends each try that has not answered in time, as a network failure the retry policy retries; and a throttling
 * answer whose `Retry-After` runs past the call's deadline ends the call at once (waiting for it could not help).
 */
function tryTimeoutPolicy(ms: number, service: StorageService): PipelinePolicy {
  const throttled = { service };
  return {
    name: 'storageTryTimeout',
    sendRequest: async (request, next) => {
      const response = await withTimer(request, next, ms, 'storage did not answer the try in time', false);
      const wait = retryAfterMs(response);
      if (response.status === 429 || response.status === 503) {
        metrics.storageThrottles.add(throttled);
        if (tracingOn()) noteThrottled(response.status, wait);
      }
      const deadline = deadlines.get(request);
      if (wait !== undefined && deadline !== undefined && Date.now() + wait > deadline) {
        // No response attached: the retry policy's strategies throw it rather than wait.
        throw new RestError(`storage asked to wait ${wait} ms, past the deadline`, { code: BUSY, statusCode: response.status, request });
      }
      return response;
    },
  };
}

/**
 * Ends the whole call, retries and their waits included, at its deadline: its own, or what is left of the request's
 * when that ends first. A call the request has no time left for is not sent at all.
 */
function deadlinePolicy(ms: number, service: StorageService, target: SpanTarget): PipelinePolicy {
  // The result labels, built once: `answered` (any status: a 404 is storage answering), `failed`, `timed_out`.
  const results = {
    answered: { service, result: 'answered' },
    failed: { service, result: 'failed' },
    timedOut: { service, result: 'timed_out' },
  };
  const bounded = async (request: PipelineRequest, next: SendRequest, span?: Span) => {
    const bound = callBound(ms);
    if (bound.ms <= 0) throw new RestError('the request is past its deadline: storage call not sent', { code: TIMED_OUT, request });
    deadlines.set(request, Date.now() + bound.ms);
    const what = bound.byRequest ? "storage did not answer by the request's deadline" : 'storage did not answer by the deadline';
    const started = performance.now();
    let result = results.failed;
    try {
      const response = await withTimer(request, next, bound.ms, what, true);
      result = response.status === 429 || response.status >= 500 ? results.failed : results.answered;
      span?.setAttribute('http.status_code', response.status);
      return response;
    } catch (err) {
      if ((err as RestError).code === TIMED_OUT) result = results.timedOut;
      else if ((err as RestError).statusCode !== undefined && (err as RestError).statusCode! < 500) result = results.answered;
      throw err;
    } finally {
      metrics.storageCalls.record(result, (performance.now() - started) / 1000);
      span?.setAttribute('storage.result', result.result);
    }
  };
  return {
    name: 'storageDeadline',
    sendRequest: (request, next) =>
      tracingOn() ? storageSpan(service, target, request, (span) => bounded(request, next, span)) : bounded(request, next),
  };
}

/** The retry options of the Table SDK: its own retry policy (throttling honouring `Retry-After`, then exponential with jitter). */
export const tableRetryOptions = (waits: StorageWaits) => ({
  maxRetries: waits.maxRetries,
  retryDelayInMs: waits.retryDelayMs,
  maxRetryDelayInMs: waits.maxRetryDelayMs,
});

const BLOB_RETRY_POLICY = 'storageRetryPolicy';

/**
 * Bounds every call of a client's pipeline: a timer per try (after the retry policy) and a deadline per call (before
 * it). `target`: the table the client was made for (the spans' name), or how a blob call names its container. `replaceRetry`: the Blob SDK's own retry policy (no jitter, no `Retry-After`, a server-side timeout only) gives
 * way to the one the Table SDK uses, so both services retry alike.
 */
export function boundWaits(
  pipeline: Pipeline,
  waits: StorageWaits,
  opts: { replaceRetry?: boolean; service: StorageService; target?: SpanTarget },
): void {
  if (opts.replaceRetry) {
    pipeline.removePolicy({ name: BLOB_RETRY_POLICY });
    pipeline.addPolicy(defaultRetryPolicy(tableRetryOptions(waits)), { phase: 'Retry' });
  }
  pipeline.addPolicy(tryTimeoutPolicy(waits.tryTimeoutMs, opts.service), { afterPhase: 'Retry' });
  pipeline.addPolicy(deadlinePolicy(waits.deadlineMs, opts.service, opts.target));
}
