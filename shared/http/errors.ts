import type { ApiResponse } from './types.js';

/** The one error type every refusal is expressed as. The body is always `{code, message, ...extra}`. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
    readonly headers: Record<string, string> = {},
    /** What another system answered, for the log only (never in the response). */
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/** One answer, byte for byte, for every method and path a key may not call, whether it exists or not. */
export const NOT_AVAILABLE_TO_KEYS = new ApiError(404, 'not_available_to_api_keys', 'This operation is not available to API keys');

export const notFound = (what = 'Not found') => new ApiError(404, 'not_found', what);
export const invalid = (fields: Record<string, string>, message = 'The request is not valid') =>
  new ApiError(400, 'invalid_request', message, { fields });
export const conflict = (code: string, message: string, extra?: Record<string, unknown>) => new ApiError(409, code, message, extra);
/** Microsoft Graph failed, or answered something the service does not understand. */
export const directoryUnavailable = (cause?: unknown) =>
  Object.assign(
    new ApiError(502, 'directory_unavailable', 'The directory (Microsoft Graph) did not answer as expected; try again shortly'),
    { cause },
  );

const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'ENOTFOUND', 'EAI_AGAIN', 'EPIPE', 'EHOSTUNREACH']);

/** True when an error means storage could not be reached (not a logical storage refusal). */
export function isStorageUnreachable(err: unknown): boolean {
  const e = err as { name?: string; code?: string; statusCode?: number; cause?: unknown } | null;
  if (!e || typeof e !== 'object') return false;
  if (e.code && NETWORK_CODES.has(e.code)) return true;
  if (e.name === 'RestError' && (e.statusCode === undefined || e.statusCode === 0 || e.statusCode === 503)) return true;
  if (e.name === 'AggregateError' || e.cause) return isStorageUnreachable(e.cause);
  return false;
}

export interface ErrorLogger {
  error(message: string, detail: Record<string, unknown>): void;
}

/** The single place that turns any thrown value into a response. */
export function errorResponse(err: unknown, invocationId: string, log: ErrorLogger): ApiResponse {
  if (err instanceof ApiError) {
    // Another system's own words (a payment provider's, the directory's) stay here: the answer carries ours.
    if (err.cause !== undefined) {
      const cause = err.cause instanceof Error ? err.cause.message : JSON.stringify(err.cause);
      log.error('refused on another system’s answer', { invocationId, code: err.code, cause });
    }
    return {
      status: err.status,
      headers: { 'content-type': 'application/json; charset=utf-8', ...err.headers },
      body: JSON.stringify({ code: err.code, message: err.message, ...err.extra }),
    };
  }
  if (isStorageUnreachable(err)) {
    log.error('storage unreachable', { invocationId, error: String((err as Error)?.message ?? err) });
    return {
      status: 503,
      headers: { 'content-type': 'application/json; charset=utf-8', 'retry-after': '5' },
      body: JSON.stringify({ code: 'storage_unavailable', message: 'Storage is not reachable; try again shortly' }),
    };
  }
  log.error('unexpected error', { invocationId, error: err instanceof Error ? err.stack : String(err) });
  return {
    status: 500,
    headers: { 'content-type': 'application/json; charset=utf-8' },
    body: JSON.stringify({ code: 'internal', message: 'Internal error', invocationId }),
  };
}
