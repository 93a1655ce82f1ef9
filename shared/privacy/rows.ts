import { odata, type TableClient } from '@azure/data-tables';
import { deleteMatching } from '../storage/tenant-purge.js';

/** Rows of one table that a filter selects (the filter always names the tenant's partitions). */
export interface Rows {
  table: TableClient;
  filter: string;
}

/** A property equal to any of the values (an OData `or` of equalities; false when there are none). */
export function anyOf(property: string, values: readonly string[]): string {
  if (!values.length) return 'false';
  return `(${values.map((v) => `${property} eq '${v.replaceAll("'", "''")}'`).join(' or ')})`;
}

/** The tenant's own partition. */
export const tenantPartition = (tenantId: string) => odata`PartitionKey eq ${tenantId}`;

/** Every partition under the tenant's prefix (`<tenant>|…`). */
export const tenantPrefixed = (tenantId: string) => odata`PartitionKey ge ${`${tenantId}|`} and PartitionKey lt ${`${tenantId}}`}`;

const METADATA = new Set(['etag', 'odata.etag', 'timestamp', 'partitionKey', 'rowKey', 'outbox']);

/** A row as an export shows it: the stored properties, without storage's keys and bookkeeping. */
export function recordOf(row: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(row).filter(([k]) => !METADATA.has(k)));
}

export async function readRows({ table, filter }: Rows): Promise<Record<string, unknown>[]> {
  const out: Record<string, unknown>[] = [];
  for await (const r of table.listEntities<Record<string, unknown>>({ queryOptions: { filter } })) out.push(r);
  return out;
}

export async function countRows(rows: Rows): Promise<number> {
  let n = 0;
  for await (const _ of rows.table.listEntities({ queryOptions: { filter: rows.filter, select: ['RowKey'] } })) n++;
  return n;
}

/** Deletes the selected rows, in transactions of up to 100 rows of one partition; answers how many went. */
export const deleteRows = ({ table, filter }: Rows): Promise<number> => deleteMatching(table, filter);

/** Merges `patch(row)` into each selected row for which it answers one; answers how many changed. */
export async function rewriteRows(rows: Rows, patch: (row: Record<string, unknown>) => Record<string, unknown> | null): Promise<number> {
  let n = 0;
  for (const r of await readRows(rows)) {
    const change = patch(r);
    if (!change) continue;
    await rows.table.updateEntity({ partitionKey: r.partitionKey as string, rowKey: r.rowKey as string, ...change }, 'Merge');
    n++;
  }
  return n;
}

/** A row-based kind's find, export and erase, from its selection. */
export function rowsKind(select: (tenantId: string, addresses: readonly string[], oids: readonly string[]) => Rows[]) {
  const all = (tenantId: string, p: { addresses: readonly string[]; oids: readonly string[] }) => select(tenantId, p.addresses, p.oids);
  return {
    async find(tenantId: string, p: { addresses: readonly string[]; oids: readonly string[] }) {
      let n = 0;
      for (const rows of all(tenantId, p)) n += await countRows(rows);
      return n;
    },
    async export(tenantId: string, p: { addresses: readonly string[]; oids: readonly string[] }) {
      const records: unknown[] = [];
      for (const rows of all(tenantId, p)) records.push(...(await readRows(rows)).map(recordOf));
      return { records };
    },
    async erase(tenantId: string, p: { addresses: readonly string[]; oids: readonly string[] }) {
      let n = 0;
      for (const rows of all(tenantId, p)) n += await deleteRows(rows);
      return n;
    },
  };
}
