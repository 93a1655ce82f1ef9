import { SpanKind, type Span } from '@opentelemetry/api';
import { activeSpan, inSpan } from '../metrics/tracing.js';

/**
 * The parts of a Graph path a span may name: the collections and functions the directory calls. Anything else (an
 * object id, a person's address, a delta token) is `{id}`, so a span never carries who or what was asked for.
 */
const NAMED = new Set([
  'v1.0',
  'organization',
  'users',
  'groups',
  'delta',
  'transitiveMemberOf',
  'transitiveMembers',
  'microsoft.graph.group',
  'microsoft.graph.user',
  'photo',
  '$value',
  'sendMail',
]);

/** `/users/{id}/photo/$value`: the path's shape, from the request's URL (or the path the client was given). */
function resourceOf(request: RequestInfo | undefined): string {
  const url = typeof request === 'string' ? request : request?.url;
  if (!url) return '';
  let path: string;
  try {
    path = new URL(url, 'https://graph.invalid').pathname;
  } catch {
    return '';
  }
  const parts = path.split('/').filter(Boolean);
  const from = parts.indexOf('v1.0');
  return (from >= 0 ? parts.slice(from + 1) : parts).map((p) => (NAMED.has(p) ? p : '{id}')).join('/');
}

/**
 * A Graph call (its token, every try and wait) as a client span under the active one: `GET users/{id}`, with the
 * status of its last answer, and each throttling answer as an event (`noteGraphThrottled`). Only while tracing is on.
 */
export function graphSpan<T>(method: string | undefined, request: RequestInfo | undefined, call: (span: Span | undefined) => Promise<T>) {
  const resource = resourceOf(request);
  const attributes = { 'http.method': method ?? 'GET', 'peer.service': 'Microsoft Graph', 'graph.resource': resource };
  return inSpan(`Graph ${method ?? 'GET'} ${resource}`, SpanKind.CLIENT, attributes, call);
}

/** A 429 or 503 from Graph on one try, with the wait it named (seconds), on the call's span. */
export function noteGraphThrottled(status: number, retryAfterSeconds: number | null): void {
  const span = activeSpan();
  if (!span) return;
  span.setAttribute('graph.throttled', true);
  span.addEvent('throttled', { 'http.status_code': status, ...(retryAfterSeconds !== null ? { retry_after_s: retryAfterSeconds } : {}) });
}
