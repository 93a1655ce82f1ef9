import type { PersonDataKind } from '../privacy/kinds.js';
import { anyOf, rowsKind, tenantPartition } from '../privacy/rows.js';
import type { Storage } from '../storage/storage.js';

/**
 * Their mailbox on the exclusion list (who listed it, when, why) and the listed groups they belong to. Erasure takes
 * the mailbox off the list and bumps the list's version, so that readers holding the list read it again.
 */
export function exclusionsPersonData(storage: Storage): PersonDataKind {
  const table = storage.table('exclusions');
  const rows = rowsKind((tenantId, addresses) => [
    {
      table,
      filter: `${tenantPartition(tenantId)} and ${anyOf(
        'RowKey',
        addresses.flatMap((a) => [`m|${a}`, `x|${a}`]),
      )}`,
    },
  ]);
  return {
    kind: 'exclusions',
    describes: 'Whether their mailbox is on the exclusion list (with who listed it, when and why) and which listed groups they belong to.',
    tables: ['exclusions'],
    containers: [],
    find: rows.find,
    export: rows.export,
    async erase(tenantId, p) {
      const n = await rows.erase(tenantId, p);
      if (n) {
        const mode = await table.getEntity<{ listVersion?: number }>(tenantId, 'mode').catch(() => null);
        if (mode) await table.updateEntity({ partitionKey: tenantId, rowKey: 'mode', listVersion: (mode.listVersion ?? 0) + 1 }, 'Merge');
      }
      return n;
    },
  };
}
