import type { z } from 'zod';
import { DEFAULT_LANGUAGE, type Language } from '../i18n/languages.js';
import { isRefusalCode, refusalSentence } from './messages.js';
import { REFUSALS, type RefusalCode, type RefusalSpec } from './refusals.js';
import { saidIn, sayingAs } from './said-in.js';
import type { ApiResponse } from './types.js';

/** Arrays a site holds read-only are as good as any. */
type ReadonlyArrays<V> = V extends (infer U)[] ? readonly U[] : V;
type TakingReadonly<T> = { [K in keyof T]: ReadonlyArrays<T[K]> };

/** The extra fields a code's body carries (none for most). */
type RefusalExtra<C extends RefusalCode> = (typeof REFUSALS)[C] extends { extra: infer S extends z.ZodType }
  ? TakingReadonly<z.input<S>>
  : undefined;

interface RefusalOptions {
  /** Headers of this one answer (an `ETag`, an `Allow`), besides the code's own. */
  headers?: Record<string, string>;
  /** What another system answered, for the log only (never in the response). */
  cause?: unknown;
}

/** `refuse`'s arguments after the code: the extras are required when the code has a field that is. */
type RefuseArgs<C extends RefusalCode> = C extends unknown
  ? undefined extends RefusalExtra<C>
    ? [message?: string, extra?: undefined, options?: RefusalOptions]
    : Partial<RefusalExtra<C>> extends RefusalExtra<C>
      ? [message?: string, extra?: RefusalExtra<C>, options?: RefusalOptions]
      : [message: string | undefined, extra: RefusalExtra<C>, options?: RefusalOptions]
  : never;

/** The one error type every refusal is expressed as. The body is always `{code, message, ...extra}`. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: RefusalCode,
    message: string,
    readonly extra: Record<string, unknown> = {},
    readonly headers: Record<string, string> = {},
    /** What another system answered, for the log only (never in the response). */
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/**
 * The one way to raise a refusal of the catalogue (shared/http/refusals.ts): its status and headers come from there,
 * the message is the catalogue's sentence unless the site says more, and the extras are typed by the code. A
 * `retryAfter` extra is also said in `Retry-After`.
 */
export function refuse<C extends RefusalCode>(code: C, ...[message, extra, options]: RefuseArgs<C>): ApiError {
  const spec: RefusalSpec = REFUSALS[code];
  const fields: Record<string, unknown> = extra ?? {};
  const retry: Record<string, string> = 'retryAfter' in fields ? { 'retry-after': String(fields.retryAfter) } : {};
  return new ApiError(
    spec.status,
    code,
    message ?? spec.sentence,
    fields,
    { ...spec.headers, ...retry, ...options?.headers },
    options && 'cause' in options ? { cause: options.cause } : undefined,
  );
}

/**
 * The same refusal in other words, or with more said (a rewrapped refusal of a step of the operation). With its own
 * words kept, it says in other languages what it was taught to (`sayableIn`).
 */
export function restate(err: ApiError, { message, extra = {} }: { message?: string; extra?: Record<string, unknown> }): ApiError {
  const restated = new ApiError(err.status, err.code, message ?? err.message, { ...err.extra, ...extra }, err.headers);
  return message === undefined ? sayingAs(restated, err) : restated;
}

export const notFound = (what?: string) => refuse('not_found', what);
export const invalid = (fields: Record<string, string>, message?: string) => refuse('invalid_request', message, { fields });
/** Microsoft Graph failed, or answered something the service does not understand: try again in `retryAfter` seconds. */
export const directoryUnavailable = (cause?: unknown, retryAfter = 10) =>
  refuse('directory_unavailable', undefined, undefined, { cause, headers: { 'retry-after': String(retryAfter) } });

/** One answer, byte for byte, for every method and path a key may not call, whether it exists or not. */
export const NOT_AVAILABLE_TO_KEYS = refuse('not_available_to_api_keys');
const STORAGE_UNAVAILABLE = refuse('storage_unavailable');

const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'ENOTFOUND', 'EAI_AGAIN', 'EPIPE', 'EHOSTUNREACH']);
/** Storage's answers that say it cannot serve now (timed out, throttled, failing), still so after the client's retries. */
const UNAVAILABLE_STATUSES = new Set([0, 408, 429, 500, 502, 503, 504]);

/** True when an error means storage could not be reached or cannot serve now (not a logical storage refusal). */
export function isStorageUnreachable(err: unknown): boolean {
  const e = err as { name?: string; code?: string; statusCode?: number; cause?: unknown } | null;
  if (!e || typeof e !== 'object') return false;
  if (e.code && NETWORK_CODES.has(e.code)) return true;
  if (e.name === 'RestError' && (e.statusCode === undefined || UNAVAILABLE_STATUSES.has(e.statusCode))) return true;
  if (e.name === 'AggregateError' || e.cause) return isStorageUnreachable(e.cause);
  return false;
}

interface ErrorLogger {
  error(message: string, detail: Record<string, unknown>): void;
}

/** The one way a refusal is written as an answer: `{code, message, ...extra}` with its headers. */
export function refusalAnswer(err: ApiError): ApiResponse {
  return {
    status: err.status,
    headers: { 'content-type': 'application/json; charset=utf-8', ...err.headers },
    body: JSON.stringify({ code: err.code, message: err.message, ...err.extra }),
  };
}

/** How SCIM clients read a refusal's kind (RFC 7644 §3.12), by the field a refusal names or by its code. */
const SCIM_TYPES: Record<string, string> = {
  filter: 'invalidFilter',
  Operations: 'invalidSyntax',
  schemas: 'invalidSyntax',
  body: 'invalidSyntax',
};
function scimTypeOf(err: ApiError): string | undefined {
  if (err.code === 'already_provisioned') return 'uniqueness';
  if (err.code !== 'invalid_request') return undefined;
  const fields = Object.keys((err.extra.fields as Record<string, string> | undefined) ?? {});
  // A field is named by where it is (`body.userName`, `query.filter`), or as the body's own (`userName`).
  const named = fields.map((f) => f.replace(/^(?:body|query|params)\./, '').split('.')[0]);
  return named.map((f) => (Object.hasOwn(SCIM_TYPES, f) ? SCIM_TYPES[f] : undefined)).find(Boolean) ?? 'invalidValue';
}

/**
 * A refusal as SCIM clients read it (RFC 7644 §3.12): the SCIM error message, with the service's own `code` and
 * fields beside its `detail`, so that the refusal still says what it is to a reader of this API.
 */
export function scimRefusalAnswer(err: ApiError): ApiResponse {
  const scimType = scimTypeOf(err);
  return {
    status: err.status,
    headers: { ...err.headers, 'content-type': 'application/scim+json; charset=utf-8' },
    body: JSON.stringify({
      schemas: ['urn:ietf:params:scim:api:messages:2.0:Error'],
      status: String(err.status),
      ...(scimType ? { scimType } : {}),
      detail: err.message,
      code: err.code,
      message: err.message,
      ...err.extra,
    }),
  };
}

/** Refusals of paths under `/scim/` are written the way SCIM clients read them. */
export const refusalShapeOf = (path: string): 'api' | 'scim' => (path.startsWith('/scim/') ? 'scim' : 'api');

/**
 * A refusal as a reader of `language` is told it: in English, the site's own words or the catalogue's sentence; in
 * another language, what the site taught it to say there (`sayableIn`: field reasons, the doctor's findings), else the
 * catalogue's sentence for its code in that language (the code and the other extras unchanged). A sentence that cannot
 * be written (a value its message lacks) must not turn the refusal into a failure: the refusal is told in English, and
 * `onFault` hears why.
 */
export function inLanguage(err: ApiError, language: Language, onFault?: (fault: unknown) => void): ApiError {
  if (language === DEFAULT_LANGUAGE) return err;
  try {
    const said = saidIn(err, language);
    return restate(err, { message: said?.message ?? refusalSentence(err.code, language), extra: said?.extra });
  } catch (fault) {
    onFault?.(fault);
    return err;
  }
}

/** A refusal already written as an answer (one kept in a cache, in English), its message said in `language`. */
export function refusalAnswerIn(answer: ApiResponse, language: Language): ApiResponse {
  if (language === DEFAULT_LANGUAGE || answer.status < 400 || typeof answer.body !== 'string') return answer;
  let body: { code?: unknown };
  try {
    body = JSON.parse(answer.body) as { code?: unknown };
  } catch {
    return answer;
  }
  if (typeof body.code !== 'string' || !isRefusalCode(body.code)) return answer;
  return { ...answer, body: JSON.stringify({ ...body, message: refusalSentence(body.code, language) }) };
}

/** The single place that turns any thrown value into a response, its message in the language the caller accepts. */
export function errorResponse(
  err: unknown,
  invocationId: string,
  log: ErrorLogger,
  shape: 'api' | 'scim' = 'api',
  language: Language = DEFAULT_LANGUAGE,
): ApiResponse {
  const write = shape === 'scim' ? scimRefusalAnswer : refusalAnswer;
  const answer = (refusal: ApiError) =>
    write(
      inLanguage(refusal, language, (fault) =>
        log.error('refusal answered in English: its sentence failed', { invocationId, code: refusal.code, language, error: String(fault) }),
      ),
    );
  if (err instanceof ApiError) {
    // Another system's own words (a payment provider's, the directory's) stay here: the answer carries ours.
    if (err.cause !== undefined) {
      const cause = err.cause instanceof Error ? err.cause.message : JSON.stringify(err.cause);
      log.error('refused on another system’s answer', { invocationId, code: err.code, cause });
    }
    return answer(err);
  }
  if (isStorageUnreachable(err)) {
    log.error('storage unreachable', { invocationId, error: String((err as Error)?.message ?? err) });
    return answer(STORAGE_UNAVAILABLE);
  }
  log.error('unexpected error', { invocationId, error: err instanceof Error ? err.stack : String(err) });
  return answer(refuse('internal', undefined, { invocationId }));
}
