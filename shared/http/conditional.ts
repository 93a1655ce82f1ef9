import { createHash } from 'node:crypto';
import type { ApiRequest, ApiResponse } from './types.js';

/** A strong entity tag for exactly these bytes. */
export function strongEtag(body: string | Buffer): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`;
}

/** The opaque tags of an `If-None-Match` list; `W/` dropped, since If-None-Match compares weakly (RFC 9110 §13.1.2). */
const ENTITY_TAG = /(?:W\/)?"([^"]*)"/g;
const opaqueTag = (etag: string) => etag.replace(/^W\//, '');

/** Whether `If-None-Match` (`*` or a comma list of entity tags) matches the current representation's tag. */
function noneMatchHits(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const current = opaqueTag(etag);
  return [...header.matchAll(ENTITY_TAG)].some((m) => `"${m[1]}"` === current);
}

/**
 * A successful answer that carries an `ETag` becomes `304 Not Modified` (no body; the tag and caching headers kept)
 * when the request's `If-None-Match` matches it. Refusals are answered as they are.
 */
export function notModifiedWhenMatching(req: ApiRequest, res: ApiResponse): ApiResponse {
  const etag = res.headers?.etag;
  if (res.status !== 200 || !etag || !noneMatchHits(req.headers['if-none-match'], etag)) return res;
  const kept = Object.entries(res.headers ?? {}).filter(([name]) => ['etag', 'cache-control', 'vary'].includes(name));
  return { status: 304, headers: Object.fromEntries(kept) };
}
