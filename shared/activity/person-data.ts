import { odata } from '@azure/data-tables';
import type { PersonDataKind } from '../privacy/kinds.js';
import { anyOf, countRows, deleteRows, readRows, recordOf, rewriteRows, tenantPartition, type Rows } from '../privacy/rows.js';
import type { Storage } from '../storage/storage.js';

/**
 * A mailbox's rollup rows (its last report, last error and day counts, which the monitoring page and the digest
 * read): `m|<mailbox>|<k>` in the tenant's shard partitions, the address alone in the partition of before the shards.
 */
function mailboxRollups(table: Rows['table'], tenantId: string, addresses: readonly string[]): Rows[] {
  if (!addresses.length) return [];
  const shards = odata`PartitionKey ge ${`${tenantId}|r`} and PartitionKey lt ${`${tenantId}|s`}`;
  const keys = addresses.map((a) => odata`(RowKey ge ${`m|${a}|`} and RowKey lt ${`m|${a}|~`})`).join(' or ');
  return [
    { table, filter: `${shards} and (${keys})` },
    { table, filter: `${odata`PartitionKey eq ${`${tenantId}|mailbox`}`} and ${anyOf('RowKey', addresses)}` },
  ];
}

/**
 * Apply reports: those of the person's own mailbox are erased, with their mailbox's rollup rows; those they reported
 * for a shared mailbox they send as stay the shared mailbox's, with the reporter replaced by the pseudonym.
 */
export function applyReportsPersonData(storage: Storage): PersonDataKind {
  const table = storage.table('activity');
  const rollups = storage.table('applyrollups');
  const own = (tenantId: string, addresses: readonly string[]) => ({
    table,
    filter: `${tenantPartition(tenantId)} and ${anyOf('mailbox', addresses)}`,
  });
  const reported = (tenantId: string, addresses: readonly string[]) => ({
    table,
    filter: `${tenantPartition(tenantId)} and ${anyOf('reportedBy', addresses)}`,
  });
  const all = async (tenantId: string, addresses: readonly string[]) => {
    const rows = new Map<string, Record<string, unknown>>();
    for (const sel of [own(tenantId, addresses), reported(tenantId, addresses)])
      for (const r of await readRows(sel)) rows.set(r.rowKey as string, r);
    return [...rows.values()];
  };
  const summaries = async (tenantId: string, addresses: readonly string[]) => {
    const out: Record<string, unknown>[] = [];
    for (const sel of mailboxRollups(rollups, tenantId, addresses)) out.push(...(await readRows(sel)));
    return out;
  };
  return {
    kind: 'apply-reports',
    describes:
      'Reports that a signature was applied, skipped or failed for their mailbox (the mail client, its version, the outcome and why), the daily counts and last outcome kept for their mailbox, and reports they sent for shared mailboxes.',
    tables: ['activity', 'applyrollups'],
    containers: [],
    async find(tenantId, p) {
      let n = (await all(tenantId, p.addresses)).length;
      for (const sel of mailboxRollups(rollups, tenantId, p.addresses)) n += await countRows(sel);
      return n;
    },
    export: async (tenantId, p) => ({
      records: [...(await all(tenantId, p.addresses)), ...(await summaries(tenantId, p.addresses))].map(recordOf),
    }),
    async erase(tenantId, p, pseudonym) {
      let n = await deleteRows(own(tenantId, p.addresses));
      for (const sel of mailboxRollups(rollups, tenantId, p.addresses)) n += await deleteRows(sel);
      return n + (await rewriteRows(reported(tenantId, p.addresses), () => ({ reportedBy: pseudonym })));
    },
  };
}
