import { createHash } from 'node:crypto';
import type { Clock } from '../clock.js';
import { ApiError, isStorageUnreachable, refuse } from '../http/errors.js';
import type { Storage } from '../storage/storage.js';
import { eachItem, type JobCounts } from '../job-items.js';
import type { Logger } from '../log.js';
import { deleteIfPresent, getOrNull, isConflict, isPreconditionFailed, odata } from '../storage/entities.js';

const WINDOW_MS = 60_000;
const MAX_ATTEMPTS = 60;
/**
 * Most of a window's allowance one lease takes from the shared counter: an eighth of the limit (at least 50), so a
 * busy bucket costs storage a handful of writes a minute whatever its limit.
 */
const leaseBlock = (limit: number) => Math.max(50, Math.ceil(limit / 8));
const ADMITTED = Promise.resolve();
/**
 * After the shared counter could not be reached, how long an instance grants its blocks itself instead of asking
 * storage again (each ask would cost a waiting request up to the storage deadline); the first block needed after it
 * asks storage again.
 */
const LOCAL_GRANTS_MS = 30_000;
const windowKey = (w: number) => String(w).padStart(12, '0');

/**
 * A bucket's name for what names an organisation or a person (a tenant id, an object id): a digest of it, so the
 * limiter's rows hold no tenant's data (a purge need not find them; they are swept within minutes anyway).
 */
export const opaqueBucket = (kind: string, ...parts: string[]) =>
  `${kind}|${createHash('sha256').update(parts.join('/')).digest('base64url').slice(0, 24)}`;

/** What this instance holds of one bucket's allowance in one window. */
interface Allowance {
  window: number;
  /** Leased from the shared counter and not yet used here. */
  left: number;
  /** The shared counter has reached the limit: nothing more can be leased this window. */
  exhausted: boolean;
  /** Requests waiting for the lease in flight. */
  waiting: number;
  lease: Promise<void> | null;
  /** After the last lease, four blocks or more of the window were left: the next may be taken before it is needed. */
  ample: boolean;
  /** The shared row as this instance last wrote it: the next lease tries it first instead of reading it again. */
  written?: { count: number; etag: string };
  /** Blocks this instance granted itself this window while the shared counter was out of reach. */
  local: number;
}

/**
 * Fixed one-minute windows counted in shared storage, so every instance on the same storage enforces one limit.
 *
 * The shared row counts what instances have leased, not single requests: an instance takes a block of the window's
 * allowance with one ETag-guarded increment and then admits requests from it locally. The total admitted across
 * instances therefore never exceeds the limit, and storage sees one read and one write per block (an instance's first
 * of a window, usually the window's first, is one write) instead of per request. Blocks shrink as the window fills
 * (at most half of what remains, at least what is waiting), so a lone instance can use the whole allowance and another
 * instance strands little of it.
 */
export class RateLimiter {
  private readonly table;
  private readonly allowances = new Map<string, Allowance>();
  private newestWindow = 0;
  /** Until when the shared counter is taken to be out of reach (see `LOCAL_GRANTS_MS`). */
  private counterOutUntil = 0;

  constructor(
    storage: Storage,
    private readonly clock: Clock,
  ) {
    this.table = storage.table('ratelimits');
  }

  /** Counts one request in `bucket`; 429 with `Retry-After` once `limit` requests were admitted this minute. */
  hit(bucket: string, limit: number): Promise<void> {
    // Most requests are admitted from what this instance holds: answered without an async function's cost.
    const allowance = this.allowanceOf(bucket, Math.floor(this.clock.now().getTime() / WINDOW_MS));
    if (allowance.left > 0) {
      allowance.left--;
      // A busy bucket leases its next block while a quarter of this one is left, so its requests do not wait for
      // storage; only while much of the window is left (near the limit nothing is leased ahead, so none is stranded).
      if (allowance.ample && !allowance.lease && allowance.left <= leaseBlock(limit) / 4) {
        allowance.lease = this.lease(bucket, allowance, limit)
          .catch(() => undefined) // a request that needs the lease leases again, and meets the failure itself
          .finally(() => (allowance.lease = null));
      }
      return ADMITTED;
    }
    return this.hitShared(bucket, limit);
  }

  private async hitShared(bucket: string, limit: number): Promise<void> {
    for (;;) {
      const now = this.clock.now().getTime();
      const allowance = this.allowanceOf(bucket, Math.floor(now / WINDOW_MS));
      if (allowance.left > 0) {
        allowance.left--;
        return;
      }
      if (allowance.exhausted) throw tooMany(limit, allowance.window, now);
      allowance.waiting++;
      try {
        allowance.lease ??= this.lease(bucket, allowance, limit).finally(() => (allowance.lease = null));
        await allowance.lease;
      } finally {
        allowance.waiting--;
      }
    }
  }

  private allowanceOf(bucket: string, window: number): Allowance {
    if (window > this.newestWindow) {
      this.newestWindow = window;
      for (const [b, a] of this.allowances) if (a.window < window) this.allowances.delete(b);
    }
    let allowance = this.allowances.get(bucket);
    if (!allowance || allowance.window !== window) {
      allowance = { window, left: 0, exhausted: false, waiting: 0, lease: null, ample: false, local: 0 };
      this.allowances.set(bucket, allowance);
    }
    return allowance;
  }

  /**
   * Takes a block of the window's allowance from the shared counter, or grants one locally while it is out of reach
   * (storage out): the limit then holds per instance, since the blocks an instance grants itself in a window add up
   * to the limit at most. A request is not refused for want of the counter.
   */
  private async lease(bucket: string, allowance: Allowance, limit: number): Promise<void> {
    if (this.clock.now().getTime() < this.counterOutUntil) return this.grantLocally(allowance, limit);
    try {
      await this.leaseShared(bucket, allowance, limit);
    } catch (err) {
      if (!isStorageUnreachable(err)) throw err;
      this.counterOutUntil = this.clock.now().getTime() + LOCAL_GRANTS_MS;
      this.grantLocally(allowance, limit);
    }
  }

  private grantLocally(allowance: Allowance, limit: number): void {
    const take = Math.max(0, Math.min(leaseBlock(limit), limit - allowance.local));
    allowance.local += take;
    allowance.left += take;
    allowance.ample = false;
    allowance.exhausted = allowance.local >= limit;
  }

  /** Takes a block of the window's allowance from the shared counter (a lost race re-reads and tries again). */
  private async leaseShared(bucket: string, allowance: Allowance, limit: number): Promise<void> {
    const rowKey = windowKey(allowance.window);
    // While no other instance takes from this bucket, the row is as this instance last wrote it: one round trip a
    // lease. Another instance's write fails the ETag, and the row is read again.
    let known = allowance.written;
    // This instance's first lease of the window: most often the window's first lease of any instance, so the row is
    // created without reading it first (nothing leased yet); a conflict says another instance leased, and it is read.
    let guessAbsent = !known;
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
      const guessed = guessAbsent;
      guessAbsent = false;
      const row = known ?? (guessed ? null : await getOrNull<{ count: number }>(this.table, bucket, rowKey));
      known = undefined;
      const count = row?.count ?? 0;
      const remaining = limit - count;
      if (remaining <= 0) {
        allowance.exhausted = true;
        return;
      }
      const take = Math.min(remaining, Math.max(allowance.waiting, Math.min(leaseBlock(limit), Math.ceil(remaining / 2))));
      try {
        const written = row
          ? await this.table.updateEntity({ partitionKey: bucket, rowKey, count: count + take }, 'Replace', { etag: row.etag })
          : await this.table.createEntity({ partitionKey: bucket, rowKey, count: take });
        allowance.written = written.etag ? { count: count + take, etag: written.etag } : undefined;
      } catch (err) {
        if (!isPreconditionFailed(err) && !isConflict(err)) throw err;
        allowance.written = undefined;
        if (!guessed) await new Promise((r) => setTimeout(r, Math.random() * Math.min(50, 2 + attempt * 2)));
        continue;
      }
      allowance.left += take;
      allowance.ample = limit - count - take >= 4 * leaseBlock(limit);
      // Once this lease took the last of the window, the next request past it is refused without a round trip.
      allowance.exhausted = count + take >= limit;
      return;
    }
    throw refuse('rate_limited', 'Too many concurrent requests; slow down', { retryAfter: 1 });
  }

  /**
   * Counts one use of `bucket` in a window of `windowMs` (a day, say), one ETag-guarded write per use: for rare
   * actions that cost something outside the service (mail), where leasing blocks would strand the allowance.
   * Refuses with `refusal(retryAfter seconds, reset time)` once `limit` uses were counted in the window.
   */
  async take(bucket: string, limit: number, windowMs: number, refusal: (retryAfter: number, resetsAt: Date) => ApiError): Promise<void> {
    const now = this.clock.now().getTime();
    const ends = (Math.floor(now / windowMs) + 1) * windowMs;
    // Keyed by the minute the window ends: the sweep forgets it ten minutes after.
    const rowKey = windowKey(Math.floor(ends / WINDOW_MS));
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
      const row = await getOrNull<{ count: number }>(this.table, bucket, rowKey);
      const count = row?.count ?? 0;
      if (count >= limit) throw refusal(Math.max(1, Math.ceil((ends - now) / 1000)), new Date(ends));
      try {
        if (row) await this.table.updateEntity({ partitionKey: bucket, rowKey, count: count + 1 }, 'Replace', { etag: row.etag });
        else await this.table.createEntity({ partitionKey: bucket, rowKey, count: 1 });
        return;
      } catch (err) {
        if (!isPreconditionFailed(err) && !isConflict(err)) throw err;
      }
    }
    throw refuse('rate_limited', 'Too many concurrent requests; slow down', { retryAfter: 1 });
  }

  /** Timer job: forgets windows older than ten minutes. */
  sweep(log: Logger): Promise<JobCounts> {
    const before = windowKey(Math.floor(this.clock.now().getTime() / WINDOW_MS) - 10);
    const old = this.table.listEntities({ queryOptions: { filter: odata`RowKey lt ${before}`, select: ['PartitionKey', 'RowKey'] } });
    return eachItem(
      log,
      'rateLimitSweep',
      old,
      (r) => ({ id: `${r.partitionKey}/${r.rowKey}` }),
      async (r) => {
        await deleteIfPresent(this.table, r.partitionKey as string, r.rowKey as string);
      },
    );
  }
}

/** 429 with the whole seconds until the window ends (when the limit frees). */
function tooMany(limit: number, window: number, now: number): ApiError {
  const retryAfter = Math.max(1, Math.ceil(((window + 1) * WINDOW_MS - now) / 1000));
  return refuse(
    'rate_limited',
    `More than ${limit.toLocaleString('en-GB')} requests a minute; slow down and try again in ${retryAfter} seconds`,
    { retryAfter },
  );
}
