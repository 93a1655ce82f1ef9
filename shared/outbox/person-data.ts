import type { Storage } from '../storage/storage.js';
import { odata } from '../storage/entities.js';
import type { Work } from './outbox.js';

/** A change-log entry an intent will write once its work is done. */
export type PendingEntry = Work['entries'][number];

/**
 * Change-log entries waiting in the outbox (their change committed, the entry not written yet: storage failed after
 * the commit). They are part of the `change-log` kind: found and exported with the log, and pseudonymised in place
 * by an erasure, so that the entry the timer writes later does not bring the person back. The rest of the work
 * (events, blobs to drop) is left as it is.
 */
export function pendingEntries(storage: Storage) {
  const table = storage.table('outbox');
  const intents = async (tenantId: string) => {
    const out: { rowKey: string; etag: string; work: Work }[] = [];
    for await (const r of table.listEntities<{ work: string }>({ queryOptions: { filter: odata`PartitionKey eq ${tenantId}` } })) {
      try {
        out.push({ rowKey: r.rowKey as string, etag: r.etag, work: JSON.parse(r.work) as Work });
      } catch {
        // An unreadable intent is the outbox timer's to report, and an operator's to look at.
      }
    }
    return out;
  };
  return {
    table: 'outbox',
    async naming(tenantId: string, names: (e: PendingEntry) => boolean): Promise<PendingEntry[]> {
      return (await intents(tenantId)).flatMap((i) => (i.work.entries ?? []).filter(names));
    },
    /** Rewrites the entries `names` selects (only if nobody changed the intent since it was read); answers how many. */
    async rewrite(tenantId: string, names: (e: PendingEntry) => boolean, rewrite: (e: PendingEntry) => PendingEntry): Promise<number> {
      let n = 0;
      for (const i of await intents(tenantId)) {
        const entries = i.work.entries ?? [];
        const changed = entries.filter(names).length;
        if (!changed) continue;
        const work: Work = { ...i.work, entries: entries.map((e) => (names(e) ? rewrite(e) : e)) };
        await table.updateEntity({ partitionKey: tenantId, rowKey: i.rowKey, work: JSON.stringify(work) }, 'Merge', { etag: i.etag });
        n += changed;
      }
      return n;
    },
  };
}
