import { STALE_HEADER } from '../signature/last-good.js';
import type { ApiResponse } from '../http/types.js';
import { metrics } from './instruments.js';

type Source = (typeof SOURCES)[number];
type Outcome = (typeof OUTCOMES)[number];

const SOURCES = ['addin', 'relay'] as const;
const OUTCOMES = ['signed', 'refused', 'unavailable'] as const;

/** Every label set of `sigsvc_signatures_served_total`, built once (indexed by `at`): counting allocates nothing. */
const LABELS = SOURCES.flatMap((source) =>
  ['hit', 'miss'].flatMap((cache) => ['true', 'false'].flatMap((stale) => OUTCOMES.map((outcome) => ({ source, cache, stale, outcome })))),
);
const at = (source: Source, hit: boolean, stale: boolean, outcome: Outcome) =>
  ((SOURCES.indexOf(source) * 2 + (hit ? 0 : 1)) * 2 + (stale ? 0 : 1)) * 3 + OUTCOMES.indexOf(outcome);

/** Counts one signature answered (`hit`: from the answer cache; `stale`: the last good answer while storage is out). */
export function countServed(source: Source, outcome: Outcome, hit: boolean, stale: boolean): void {
  metrics.signaturesServed.add(LABELS[at(source, hit, stale, outcome)]);
}

/**
 * The answers counted already: the answer cache hands out the very object it keeps, so an answer seen before is a
 * cache hit (a fresh rendering, and a stale answer, are new objects each time). Weak: the cache decides their life.
 */
const seen = new WeakSet<ApiResponse>();

/** Counts the add-in's answer by its status, whether the cache gave it and whether it is stale; answers it. */
export function countAddinAnswer(answer: ApiResponse): ApiResponse {
  const outcome = answer.status < 300 ? 'signed' : answer.status < 500 ? 'refused' : 'unavailable';
  const hit = seen.has(answer);
  if (!hit) seen.add(answer);
  countServed('addin', outcome, hit, answer.headers?.[STALE_HEADER] !== undefined);
  return answer;
}

/** Counts an add-in request that failed without an answer (it becomes a 503 or a 500), and throws its error on. */
export function countFailed(err: unknown): never {
  countServed('addin', 'unavailable', false, false);
  throw err;
}
