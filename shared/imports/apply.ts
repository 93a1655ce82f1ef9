import type { RowOutcome } from './run.js';
import { isEmptyLayer, type ImportStore } from './store.js';

/**
 * Writes one chunk of an import: first what each mailbox had before (the undo), then the new values. Writing a chunk
 * again after a stop changes nothing: the rows already written show no change the second time, so their undo stays.
 */
export async function applyChunk(store: ImportStore, tenantId: string, importId: string, outcomes: readonly RowOutcome[]): Promise<void> {
  await store.keepUndo(
    tenantId,
    importId,
    outcomes.map((o) => ({ id: o.after.id, before: o.before })),
  );
  // Layers left empty are removed one by one (a transaction would fail on one already gone); the rest go in transactions.
  const gone = (o: RowOutcome) => isEmptyLayer(o.after) && !o.after.externalId;
  await store.writeMany(
    tenantId,
    outcomes.filter((o) => !gone(o)).map((o) => o.after),
  );
  await inParallel(outcomes.filter(gone), (o) => store.remove(tenantId, o.after.id));
}

/** Runs `work` over the items, sixteen at a time. */
export async function inParallel<T>(items: readonly T[], work: (item: T) => Promise<void>): Promise<void> {
  for (let i = 0; i < items.length; i += 16) await Promise.all(items.slice(i, i + 16).map(work));
}
