import { anyOf, countRows, deleteRows, readRows, recordOf, tenantPartition, type Rows } from '../privacy/rows.js';
import type { PersonDataKind, PersonRef } from '../privacy/kinds.js';
import { odata } from '@azure/data-tables';
import type { Storage } from '../storage/storage.js';

/**
 * Values imported for a mailbox (from a CSV file or a SCIM client), and what the last import replaced (kept for its
 * undo, under that import's id). Both are keyed by the mailbox's directory object id.
 */
export function importedValuesPersonData(storage: Storage): PersonDataKind {
  const layers = storage.table('importlayers');
  const runs = storage.table('importruns');
  const rowsOf = async (tenantId: string, { oids }: PersonRef): Promise<Rows[]> => {
    const selected: Rows[] = [
      {
        table: layers,
        filter: `${tenantPartition(tenantId)} and ${anyOf(
          'RowKey',
          oids.map((o) => `o:${o}`),
        )}`,
      },
    ];
    const last = await runs.getEntity<{ id?: string }>(tenantId, 'last').catch(() => null);
    if (last?.id) {
      const keys = oids.map((o) => `${last.id}|${o}`);
      selected.push({ table: runs, filter: `${odata`PartitionKey eq ${`${tenantId}|undo`}`} and ${anyOf('RowKey', keys)}` });
    }
    return selected;
  };
  return {
    kind: 'imported-values',
    describes: 'Attribute values imported for their mailbox from a file or an HR system, and what the last import replaced.',
    tables: ['importlayers', 'importruns'],
    containers: [],
    async find(tenantId, person) {
      let n = 0;
      for (const rows of await rowsOf(tenantId, person)) n += await countRows(rows);
      return n;
    },
    async export(tenantId, person) {
      const records: unknown[] = [];
      for (const rows of await rowsOf(tenantId, person)) records.push(...(await readRows(rows)).map(recordOf));
      return { records };
    },
    async erase(tenantId, person) {
      let n = 0;
      for (const rows of await rowsOf(tenantId, person)) n += await deleteRows(rows);
      return n;
    },
  };
}
