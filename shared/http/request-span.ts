import { SpanStatusCode } from '@opentelemetry/api';
import { serverSpan } from '../metrics/tracing.js';
import type { RequestFacts } from './request-log.js';
import type { ApiRequest, ApiResponse } from './types.js';

/**
 * One request as a server span (only while tracing is on), continuing the caller's W3C `traceparent`. Named and
 * labelled by what the request log line says of it: the route's pattern (never the path or query), the status, and
 * the tenant once the pipeline authenticated the caller. No address, header or body.
 */
export function tracedRequest(req: ApiRequest, facts: RequestFacts, serve: () => Promise<ApiResponse>): Promise<ApiResponse> {
  return serverSpan(`${req.method} (no route)`, req.headers.traceparent, async (span) => {
    const res = await serve();
    const route = facts.route;
    if (route) {
      span.updateName(`${route.method} ${route.path}`);
      span.setAttribute('http.route', route.path);
    }
    span.setAttribute('http.method', req.method);
    span.setAttribute('http.status_code', res.status);
    if (facts.tenantId) span.setAttribute('tenant.id', facts.tenantId);
    if (res.status >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
    return res;
  });
}
