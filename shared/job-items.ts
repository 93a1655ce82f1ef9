import { ApiError, isStorageUnreachable } from './http/errors.js';
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
 * Items in a row that failed for want of the same dependency after which a run stops: it is out, and each further
 * item would only wait for its deadline too (a run over a thousand organisations would take hours). The next run goes
 * on.
 */
export const OUTAGE_FAILURES_TO_STOP = 3;

/**
 * The refusals that say a dependency every item shares is out, by the dependency they name. Not the directory: Graph
 * throttles and refuses per organisation, so one organisation's directory out says nothing of the next one's.
 */
const OUTAGE_CODES: Record<string, string> = {
  storage_unavailable: 'storage',
  billing_unavailable: 'billing',
};

/** The dependency a failure was for want of (storage, billing), or null for any other failure. */
function outageOf(err: unknown): string | null {
  if (isStorageUnreachable(err)) return 'storage';
  return err instanceof ApiError && err.status === 503 ? (OUTAGE_CODES[err.code] ?? null) : null;
}

/**
 * Runs `work` on every item independently: a failure is logged with the item's tenant and id and counted, and the
 * rest go on. A failure to list the items (storage unreachable) still fails the whole run, and so do
 * OUTAGE_FAILURES_TO_STOP items in a row that failed for want of the same dependency.
 */
export async function eachItem<T>(
  log: Logger,
  job: string,
  items: AsyncIterable<T> | Iterable<T>,
  ref: (item: T) => ItemRef,
  work: (item: T) => Promise<ItemOutcome>,
): Promise<JobCounts> {
  const counts: JobCounts = { processed: 0, failed: 0, skipped: 0 };
  /** The dependency the last items failed for want of, and how many in a row. */
  const outage: { of: string | null; items: number } = { of: null, items: 0 };
  for await (const item of items) {
    try {
      const outcome = await work(item);
      outage.of = null;
      if (outcome === 'skipped') counts.skipped++;
      else {
        counts.processed++;
        if (outcome) counts[outcome] = (counts[outcome] ?? 0) + 1;
      }
    } catch (err) {
      counts.failed++;
      const e = err as Error;
      log.error(`${job}: item failed`, { job, ...ref(item), error: e?.message ?? String(err), stack: e?.stack });
      const of = outageOf(err);
      outage.items = of !== null && of === outage.of ? outage.items + 1 : 1;
      outage.of = of;
      if (outage.of !== null && outage.items >= OUTAGE_FAILURES_TO_STOP) {
        const done = `${counts.processed} processed, ${counts.skipped} skipped, ${counts.failed} failed`;
        const why = `${outage.of} unavailable for ${outage.items} items in a row (${done})`;
        throw new Error(`${job}: stopped, ${why}: ${e?.message ?? String(err)}`, { cause: err });
      }
    }
  }
  return counts;
}
