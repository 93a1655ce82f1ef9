import type { Clock } from '../clock.js';
import { ApiError } from '../http/errors.js';
import type { Storage } from '../storage/storage.js';
import { eachItem, type JobCounts } from '../job-items.js';
import type { Logger } from '../log.js';
import { deleteIfPresent, getOrNull, isConflict, isPreconditionFailed, odata } from '../storage/entities.js';

const WINDOW_MS = 60_000;
const MAX_ATTEMPTS = 60;
const windowKey = (w: number) => String(w).padStart(12, '0');

/**
 * Fixed one-minute windows counted in shared storage, so every instance on the same storage enforces one limit.
 * Each hit is an ETag-guarded increment; a lost race re-reads and tries again.
 */
export class RateLimiter {
  private readonly table;
  constructor(
    storage: Storage,
    private readonly clock: Clock,
  ) {
    this.table = storage.table('ratelimits');
  }

  /** Counts one request in `bucket`; 429 with `Retry-After` once `limit` requests were counted this minute. */
  async hit(bucket: string, limit: number): Promise<void> {
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
      const now = this.clock.now().getTime();
      const window = Math.floor(now / WINDOW_MS);
      const rowKey = windowKey(window);
      const row = await getOrNull<{ count: number }>(this.table, bucket, rowKey);
      if (row && row.count >= limit) {
        const retryAfter = Math.max(1, Math.ceil(((window + 1) * WINDOW_MS - now) / 1000));
        throw new ApiError(429, 'rate_limited', `More than ${limit} requests a minute; slow down`, { retryAfter }, {
          'retry-after': String(retryAfter),
        });
      }
      try {
        if (row) await this.table.updateEntity({ partitionKey: bucket, rowKey, count: row.count + 1 }, 'Replace', { etag: row.etag });
        else await this.table.createEntity({ partitionKey: bucket, rowKey, count: 1 });
        return;
      } catch (err) {
        if (!isPreconditionFailed(err) && !isConflict(err)) throw err;
        await new Promise((r) => setTimeout(r, Math.random() * Math.min(50, 2 + attempt * 2)));
      }
    }
    throw new ApiError(429, 'rate_limited', 'Too many concurrent requests; slow down', { retryAfter: 1 }, { 'retry-after': '1' });
  }

  /** Timer job: forgets windows older than ten minutes. */
  sweep(log: Logger): Promise<JobCounts> {
    const before = windowKey(Math.floor(this.clock.now().getTime() / WINDOW_MS) - 10);
    const old = this.table.listEntities({ queryOptions: { filter: odata`RowKey lt ${before}`, select: ['PartitionKey', 'RowKey'] } });
    return eachItem(log, 'rateLimitSweep', old, (r) => ({ id: `${r.partitionKey}/${r.rowKey}` }), async (r) => {
      await deleteIfPresent(this.table, r.partitionKey as string, r.rowKey as string);
    });
  }
}
