import { errorResponse } from './errors.js';
import { servedLine } from './request-log.js';
import type { ApiRequest, ApiResponse } from './types.js';
import type { Logger } from '../log.js';

/**
 * The one wrapper at the service's edges (the Functions adapter, which builds the configuration on first use, and
 * the local host's own routes): whatever `work` throws is logged once and answered as every error is.
 */
export async function atEdge(log: Logger, invocationId: string, work: () => Promise<ApiResponse>): Promise<ApiResponse> {
  try {
    return await work();
  } catch (err) {
    return errorResponse(err, invocationId, log);
  }
}

/**
 * A request the pipeline does not serve (the Functions admin API, static files): served at the edge and logged as
 * one line of the same shape as the pipeline's request line, under `route` (a template, never the path).
 */
export async function serveLogged(log: Logger, req: ApiRequest, route: string, work: () => Promise<ApiResponse>): Promise<ApiResponse> {
  const started = performance.now();
  const res = await atEdge(log, req.invocationId, work);
  log.info('request', servedLine(`${req.method} ${route}`, res, performance.now() - started, req.invocationId));
  return res;
}

export type TimerTrigger = 'schedule' | 'demand';
type TimerOutcome = { ok: true; result: unknown } | { ok: false; error: string };

/**
 * One timer run, on its schedule or on demand: one structured line with its name, trigger, outcome and duration
 * (and the job's counts, or the error). A failure is logged, never thrown: the next run tries again.
 */
export async function runTimer(log: Logger, name: string, trigger: TimerTrigger, run: () => Promise<unknown>): Promise<TimerOutcome> {
  const started = performance.now();
  const durationMs = () => Math.round((performance.now() - started) * 10) / 10;
  try {
    const result = (await run()) ?? null;
    log.info('timer', { name, trigger, outcome: 'ok', durationMs: durationMs(), result });
    return { ok: true, result };
  } catch (err) {
    const error = err instanceof Error ? err.message : String(err);
    log.error('timer', { name, trigger, outcome: 'failed', durationMs: durationMs(), error });
    return { ok: false, error };
  }
}
