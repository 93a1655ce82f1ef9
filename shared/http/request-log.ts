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
  return {
    route: facts.route ? `${facts.route.method} ${facts.route.path}` : `${req.method} (no route)`,
    status: res.status,
    durationMs: Math.round(durationMs * 10) / 10,
    tenantId: facts.tenantId || undefined,
    invocationId: req.invocationId,
  };
}
