import { refuse } from './errors.js';
import type { Route } from './route.js';
import type { ApiRequest, ApiResponse } from './types.js';

/** See RouteSpec.cors. */
export type CorsPolicy = 'own-origins';

/** What a cross-origin caller of a CORS route may send besides the simple headers, and may read of the answer. */
const ALLOWED_HEADERS = 'authorization, content-type, if-none-match';
// The signature route's stale mark (shared/signature/last-good.ts STALE_HEADER; shared/http depends on no feature).
const EXPOSED_HEADERS = 'etag, x-signature-stale';
/** How long a browser may reuse a preflight answer (Chromium caps it at two hours). */
const PREFLIGHT_MAX_AGE = '600';

const ORIGIN_NOT_ALLOWED = refuse('origin_not_allowed');

const withVary = (headers: Record<string, string> | undefined, name: string) => {
  const vary = headers?.vary;
  return vary &&
    !vary
      .toLowerCase()
      .split(',')
      .map((v) => v.trim())
      .includes(name.toLowerCase())
    ? `${vary}, ${name}`
    : (vary ?? name);
};

/**
 * Cross-origin access to the routes that declare `cors: 'own-origins'`: a browser page of one of the service's own
 * origins may call them; any other origin is answered without the headers that would let its script read the answer.
 */
export class CorsPolicies {
  private readonly origins: ReadonlySet<string>;

  /** `ownUrls`: the service's base URLs (any path is ignored: only their origins count). */
  constructor(ownUrls: readonly string[]) {
    this.origins = new Set(ownUrls.map((u) => new URL(u).origin));
  }

  private allows(origin: string | undefined): origin is string {
    return origin !== undefined && this.origins.has(origin);
  }

  /**
   * The answer to a preflight (`OPTIONS`) at a path whose routes are `atPath`, or null when none of them declares
   * CORS (the pipeline then answers OPTIONS as any other unknown method).
   */
  preflight(req: ApiRequest, atPath: readonly Route[]): ApiResponse | null {
    const methods = atPath.filter((r) => r.cors === 'own-origins').map((r) => r.method);
    if (methods.length === 0) return null;
    const origin = req.headers.origin;
    if (!this.allows(origin)) throw ORIGIN_NOT_ALLOWED;
    return {
      status: 204,
      headers: {
        'access-control-allow-origin': origin,
        'access-control-allow-methods': methods.join(', '),
        'access-control-allow-headers': ALLOWED_HEADERS,
        'access-control-max-age': PREFLIGHT_MAX_AGE,
        vary: 'Origin',
      },
    };
  }

  /** The answer of a CORS route, refusals included, readable by the calling page when its origin is the service's own. */
  decorate(req: ApiRequest, route: Route | null | undefined, res: ApiResponse): ApiResponse {
    if (route?.cors !== 'own-origins') return res;
    const headers: Record<string, string> = { ...res.headers, vary: withVary(res.headers, 'Origin') };
    const origin = req.headers.origin;
    if (this.allows(origin)) {
      headers['access-control-allow-origin'] = origin;
      headers['access-control-expose-headers'] = EXPOSED_HEADERS;
    }
    return { ...res, headers };
  }
}
