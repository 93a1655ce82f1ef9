import type { Route } from './route.js';
import type { ApiRequest, ApiResponse } from './types.js';

/** What the pipeline learnt about a request while serving it. */
export interface RequestFacts {
  route?: Route | null;
  /** Set once the caller is authenticated. */
  tenantId?: string;
}

/**
 * The one structured line per request. Only the route's template, never the path, query, body, headers or calling
 * address: those carry tokens, keys and e-mail addresses.
 */
export function requestLine(req: ApiRequest, res: ApiResponse, facts: RequestFacts, durationMs: number) {
  const line: ReturnType<typeof servedLine> & { tenantId?: string } = servedLine(
    facts.route ? `${facts.route.method} ${facts.route.path}` : `${req.method} (no route)`,
    res,
    durationMs,
    req.invocationId,
  );
  line.tenantId = facts.tenantId || undefined;
  return line;
}

/** The line's fields for any request served, by the pipeline or beside it (static files, the Functions admin API). */
export function servedLine(route: string, res: ApiResponse, durationMs: number, invocationId: string) {
  return { route, status: res.status, durationMs: Math.round(durationMs * 10) / 10, invocationId };
}
