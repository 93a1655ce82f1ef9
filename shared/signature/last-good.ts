import { isStorageUnreachable } from '../http/errors.js';
import { strongEtag } from '../http/conditional.js';
import { wholeBody, type ApiResponse } from '../http/types.js';
import { BytesBoundedCache } from './cache.js';

/**
 * How long the last good answer may be served while storage is out. A day: longer than storage outages last (they
 * are minutes to hours), so a working day keeps its signatures; well within the mark token's three to four days, so
 * the relay still trusts the mark the stale answer carries; and nothing an administrator changes can take effect
 * while storage is out anyway, since every change is written there first.
 */
export const LAST_GOOD_MS = 24 * 60 * 60_000;
/** The header of an answer served stale: when the answer was rendered (ISO 8601). */
export const STALE_HEADER = 'x-signature-stale';
/** Request shapes (sender, type, recipients) kept per mailbox; the least recently rendered go first. */
const SHAPES_PER_MAILBOX = 16;
const SHARE = 1 / 8;
const OVERHEAD_BYTES = 512;

interface Kept {
  answer: ApiResponse;
  renderedAt: string;
}
/** One mailbox's last good answers, by request shape. */
type Shapes = ReadonlyMap<string, Kept>;

const bytesOf = (key: string, shapes: Shapes) =>
  [...shapes].reduce(
    (n, [shape, kept]) => n + OVERHEAD_BYTES + shape.length + Buffer.byteLength(wholeBody(kept.answer.body) ?? ''),
    key.length,
  );

/** The answer storage could not give: a call that failed for want of storage, or the refusal that says so. */
const storageOut = (failure: { err: unknown } | { answer: ApiResponse }): boolean =>
  'err' in failure
    ? isStorageUnreachable(failure.err)
    : failure.answer.status === 503 && wholeBody(failure.answer.body)?.includes('"code":"storage_unavailable"') === true;

/**
 * The last good answer this instance rendered for each mailbox and request shape, served (marked stale) while
 * storage is out: only then, only for that organisation, mailbox and shape, and for `LAST_GOOD_MS` at most. Any
 * other refusal of the mailbox (excluded, not served, no subscription) forgets everything kept for it. Bounded in
 * bytes, in all and per organisation, like the answer cache.
 */
export class LastGoodAnswers {
  private readonly kept: BytesBoundedCache<Shapes>;

  constructor(
    maxBytes: number,
    private readonly now: () => number,
  ) {
    this.kept = new BytesBoundedCache({ maxBytes, ownerBytes: Math.floor(maxBytes * SHARE), ttlMs: LAST_GOOD_MS }, bytesOf, now);
  }

  /** `answer()`, kept when good; while storage is out, the last good one for the same mailbox and shape instead. */
  async around(tenantId: string, mailbox: string, shape: string, answer: () => Promise<ApiResponse>): Promise<ApiResponse> {
    let res: ApiResponse;
    try {
      res = await answer();
    } catch (err) {
      const stale = storageOut({ err }) ? this.stale(tenantId, mailbox, shape) : undefined;
      if (stale) return stale;
      throw err;
    }
    if (storageOut({ answer: res })) return this.stale(tenantId, mailbox, shape) ?? res;
    if (res.status === 200) this.remember(tenantId, mailbox, shape, res);
    else if (res.status < 500) this.kept.set(tenantId, mailbox, new Map(), 0);
    return res;
  }

  private remember(tenantId: string, mailbox: string, shape: string, answer: ApiResponse): void {
    const shapes = this.kept.get(tenantId, mailbox);
    // The same answer again (from the answer cache): kept already, under the time it was rendered.
    if (shapes?.get(shape)?.answer === answer) return;
    const next = new Map(shapes);
    next.delete(shape);
    next.set(shape, { answer, renderedAt: new Date(this.now()).toISOString() });
    while (next.size > SHAPES_PER_MAILBOX) next.delete(next.keys().next().value!);
    // Each shape's own age is checked when it is served (`stale`): the entry's day runs from the newest.
    this.kept.set(tenantId, mailbox, next);
  }

  /** The kept answer marked stale: in a header, and in the body's `stale` (its ETag then names that body). */
  private stale(tenantId: string, mailbox: string, shape: string): ApiResponse | undefined {
    const kept = this.kept.get(tenantId, mailbox)?.get(shape);
    const keptBody = wholeBody(kept?.answer.body);
    if (!kept || !keptBody || this.now() - Date.parse(kept.renderedAt) > LAST_GOOD_MS) return undefined;
    const body = `{"stale":${JSON.stringify(kept.renderedAt)},${keptBody.toString().slice(1)}`;
    return {
      status: 200,
      headers: { ...kept.answer.headers, etag: strongEtag(body), [STALE_HEADER]: kept.renderedAt },
      body,
    };
  }
}
