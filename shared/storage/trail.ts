import type { TableClient, TableEntityResult } from '@azure/data-tables';
import { createIfAbsent, invertedTimeKey } from './entities.js';

/** What every trail entry stores (the change log's, a partner's activity): who did what, when, with what details. */
export interface TrailRow {
  at: string;
  actor: string;
  actorName?: string;
  action: string;
  /** JSON. */
  details?: string;
}

/** A trail entry as written: what it leaves out is null. */
export interface TrailEntry<D> {
  at: string;
  actor: string;
  actorName: string | null;
  action: string;
  details: D | null;
}

/**
 * Appends an entry, newest first; under `key` (an entry decided before, by work that may run twice) an entry already
 * written is kept and this writes nothing. `rest` is what the trail stores besides (absent fields left out).
 */
export async function appendTrail<R extends object>(
  table: TableClient,
  partitionKey: string,
  entry: TrailEntry<unknown>,
  rest: R,
  key?: string,
): Promise<string> {
  const rowKey = key ?? invertedTimeKey(new Date(entry.at));
  await createIfAbsent<TrailRow & R>(table, {
    partitionKey,
    rowKey,
    at: entry.at,
    actor: entry.actor,
    actorName: entry.actorName ?? undefined,
    action: entry.action,
    details: entry.details ? JSON.stringify(entry.details) : undefined,
    ...rest,
  });
  return rowKey;
}

/** A trail row read back, with its id (the row key). */
export const trailEntryOf = <D>(r: TableEntityResult<TrailRow>): TrailEntry<D> & { id: string } => ({
  id: r.rowKey as string,
  at: r.at,
  actor: r.actor,
  actorName: r.actorName ?? null,
  action: r.action,
  details: r.details ? (JSON.parse(r.details) as D) : null,
});
