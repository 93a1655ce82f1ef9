import { isStorageUnreachable } from './http/errors.js';
import type { Logger } from './log.js';

/** What a timer job did: each item counts once as processed, failed or skipped; named outcomes tally within processed. */
export type JobCounts = { processed: number; failed: number; skipped: number } & Record<string, number>;

/** The item a failure is logged against. */
export interface ItemRef {
  tenantId?: string;
  id?: string;
}

/** What one item's work came to: `skipped` (nothing to do), an outcome to tally (`published`), or nothing to add. */
export type ItemOutcome = 'skipped' | (string & {}) | void;

/**
 * Items in a row that failed for want of storage after which a run stops: storage is out, and each further item would
 * only wait for its deadline too (a run over a thousand organisations would take hours). The next run goes on.
 */
export const STORAGE_FAILURES_TO_STOP = 3;

/**
 * Runs `work` on every item independently: a failure is logged with the item's tenant and id and counted, and the
 * rest go on. A failure to list the items (storage unreachable) still fails the whole run, and so do
 * STORAGE_FAILURES_TO_STOP items in a row that failed for want of storage.
 */
export async function eachItem<T>(
  log: Logger,
  job: string,
  items: AsyncIterable<T> | Iterable<T>,
  ref: (item: T) => ItemRef,
  work: (item: T) => Promise<ItemOutcome>,
): Promise<JobCounts> {
  const counts: JobCounts = { processed: 0, failed: 0, skipped: 0 };
  let storageFailures = 0;
  for await (const item of items) {
    try {
      const outcome = await work(item);
      storageFailures = 0;
      if (outcome === 'skipped') counts.skipped++;
      else {
        counts.processed++;
        if (outcome) counts[outcome] = (counts[outcome] ?? 0) + 1;
      }
    } catch (err) {
      counts.failed++;
      const e = err as Error;
      log.error(`${job}: item failed`, { job, ...ref(item), error: e?.message ?? String(err), stack: e?.stack });
      storageFailures = isStorageUnreachable(err) ? storageFailures + 1 : 0;
      if (storageFailures >= STORAGE_FAILURES_TO_STOP) {
        const done = `${counts.processed} processed, ${counts.skipped} skipped, ${counts.failed} failed`;
        throw new Error(
          `${job}: stopped, storage unavailable for ${storageFailures} items in a row (${done}): ${e?.message ?? String(err)}`,
          {
            cause: err,
          },
        );
      }
    }
  }
  return counts;
}
