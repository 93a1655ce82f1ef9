import type { TableClient, TableEntity, TableTransaction } from '@azure/data-tables';
import { getOrNull } from './entities.js';

/** Where a roster is kept: one row of a partition, its holders as a JSON list in one property. */
export interface RosterPlace {
  partitionKey: string;
  rowKey: string;
  field: string;
}

/**
 * The roster action of a change to a role that must keep one holder (an organisation's Admins, a partner's Owners):
 * the row that lists the holders, replaced under its ETag in the change's own transaction, so two changes racing
 * cannot both pass the check (the loser's transaction fails with 412/409). Null when the change would leave the role
 * with nobody.
 */
async function rosterAction(
  table: TableClient,
  at: RosterPlace,
  change: { remove: string | null; add: string | null },
): Promise<TableTransaction['actions'][number] | null> {
  const roster = await getOrNull<Record<string, string>>(table, at.partitionKey, at.rowKey);
  const holders = new Set<string>(roster ? (JSON.parse(roster[at.field]) as string[]) : []);
  if (change.remove) holders.delete(change.remove);
  if (change.add) holders.add(change.add);
  if (holders.size === 0) return null;
  const entity = { partitionKey: at.partitionKey, rowKey: at.rowKey, [at.field]: JSON.stringify([...holders]) };
  return roster ? ['update', entity, 'Replace', { etag: roster.etag }] : ['create', entity];
}

/** How a store names the rows of the people a roster counts. */
export interface RosterRows<Ref, Row extends Ref> {
  rowKey(ref: Ref): string;
  /** How the roster names the person. */
  entry(ref: Ref): string;
  /** Whether the row holds the role the roster counts. */
  holds(row: Row): boolean;
  entity(row: Row): TableEntity;
}

/**
 * The actions that replace the person's row `from` (null: none) by `next` (null: removed) with the roster's action
 * first (see rosterAction); `next` may be another row than `from` (a row kept under an address, bound to the person's
 * id). Null when the change would leave the role with nobody.
 */
export async function rosterChange<Ref, Row extends Ref>(
  table: TableClient,
  at: RosterPlace,
  rows: RosterRows<Ref, Row>,
  from: Ref | null,
  next: Row | null,
): Promise<TableTransaction['actions'] | null> {
  const roster = await rosterAction(table, at, {
    remove: from && rows.entry(from),
    add: next && rows.holds(next) ? rows.entry(next) : null,
  });
  if (!roster) return null;
  const actions: TableTransaction['actions'] = [roster];
  if (from && (!next || rows.rowKey(from) !== rows.rowKey(next)))
    actions.push(['delete', { partitionKey: at.partitionKey, rowKey: rows.rowKey(from) }]);
  if (next) actions.push(['upsert', rows.entity(next), 'Replace']);
  return actions;
}

/** What every row of a person a roster counts holds: the person (by id once bound), their role and who added them. */
export interface PersonRow<R> {
  oid?: string;
  email: string;
  role: R;
  name?: string;
  addedAt: string;
  addedBy: string;
}

/** A person's row as answered: what the row leaves out is null. */
export const personOf = <R>(r: PersonRow<R>) => ({
  oid: r.oid ?? null,
  email: r.email,
  role: r.role,
  name: r.name ?? null,
  addedAt: r.addedAt,
  addedBy: r.addedBy,
});
