import { SpanKind, type Span } from '@opentelemetry/api';
import type { PipelineRequest, PipelineResponse } from '@azure/core-rest-pipeline';
import { activeSpan, inSpan } from '../metrics/tracing.js';

/** Which storage service a client's calls go to (the metrics' label, the spans' `db.system`). */
export type StorageService = 'table' | 'blob';

/** The table a client was made for, or how to tell a blob call's container (the spans' `db.name`). */
export type SpanTarget = string | ((request: PipelineRequest) => string | undefined) | undefined;

/**
 * What a call does, from its method and the shape of its path alone (a table entity's address names its keys, a
 * query's does not): never the keys, the filter or a blob's name, which carry tenant ids and people's addresses.
 */
function operationOf(service: StorageService, request: PipelineRequest): string {
  const method = request.method;
  if (service === 'blob') return method === 'GET' ? 'read' : method === 'HEAD' ? 'properties' : method === 'DELETE' ? 'delete' : 'write';
  const path = new URL(request.url).pathname;
  if (method === 'GET') return path.includes('PartitionKey=') ? 'read' : 'query';
  if (method === 'POST') return path.endsWith('$batch') ? 'batch' : 'insert';
  return method === 'DELETE' ? 'delete' : 'update';
}

/**
 * A storage call (retries included) as a client span under the active one, named by the service, the operation and
 * the table or container (`target`: the table a client was made for, or how to tell the container from the call); its result and last status recorded.
 * Only while tracing is on: otherwise `call` alone.
 */
export function storageSpan(
  service: StorageService,
  target: SpanTarget,
  request: PipelineRequest,
  call: (span: Span | undefined) => Promise<PipelineResponse>,
): Promise<PipelineResponse> {
  const operation = operationOf(service, request);
  const name = typeof target === 'function' ? target(request) : target;
  const attributes = { 'db.system': `azure_${service}`, 'db.operation': operation, ...(name ? { 'db.name': name } : {}) };
  return inSpan(`${service} ${operation}${name ? ` ${name}` : ''}`, SpanKind.CLIENT, attributes, call, storageFailed);
}

/** What ends a call as storage's failure: no answer, throttling or a 5xx (a 404 or a 412 is storage answering). */
function storageFailed(err: unknown): boolean {
  const status = (err as { statusCode?: number } | null)?.statusCode;
  return status === undefined || status === 429 || status >= 500;
}

/** A throttling answer (429, 503) to one try, on the call's span: its status and the wait it asked for. */
export function noteThrottled(status: number, retryAfterMs: number | undefined): void {
  activeSpan()?.addEvent('throttled', {
    'http.status_code': status,
    ...(retryAfterMs !== undefined ? { retry_after_ms: retryAfterMs } : {}),
  });
}
