import type { TableClient, TransactionAction } from '@azure/data-tables';
import type { ContainerClient } from '@azure/storage-blob';
import { odata } from './entities.js';

/**
 * The key layout every tenant's data follows, so that one purge finds all of it:
 * - table rows: PartitionKey is the tenant id, or starts with `<tenant>|`;
 * - blobs: named `<tenant>/...`, or `<tenant>.<ext>` (one document per tenant).
 * Tables keyed otherwise (global indexes: a key hash, a slug, a Stripe customer) declare their own purge.
 */
const tenantPartitions = (tenantId: string) =>
  odata`PartitionKey eq ${tenantId} or (PartitionKey ge ${`${tenantId}|`} and PartitionKey lt ${`${tenantId}}`})`;

const isTenantBlob = (tenantId: string, name: string) => name.startsWith(`${tenantId}/`) || name.startsWith(`${tenantId}.`);

/** Deletes the rows a filter selects, in transactions of up to 100 rows of one partition; answers how many went. */
export async function deleteMatching(table: TableClient, filter: string): Promise<number> {
  const byPartition = new Map<string, TransactionAction[]>();
  let n = 0;
  const flush = async (pk: string) => {
    const batch = byPartition.get(pk);
    if (!batch?.length) return;
    await table.submitTransaction(batch);
    n += batch.length;
    byPartition.set(pk, []);
  };
  for await (const r of table.listEntities({ queryOptions: { filter, select: ['PartitionKey', 'RowKey'] } })) {
    const pk = r.partitionKey as string;
    const batch = byPartition.get(pk) ?? [];
    batch.push(['delete', { partitionKey: pk, rowKey: r.rowKey as string }]);
    byPartition.set(pk, batch);
    if (batch.length === 100) await flush(pk);
  }
  for (const pk of byPartition.keys()) await flush(pk);
  return n;
}

/** Deletes every row of the tenant's partitions. */
export const purgeTenantRows = (table: TableClient, tenantId: string): Promise<number> => deleteMatching(table, tenantPartitions(tenantId));

/** Deletes every blob of the tenant in the container. */
export async function purgeTenantBlobs(container: ContainerClient, tenantId: string): Promise<number> {
  let n = 0;
  for await (const b of container.listBlobsFlat({ prefix: tenantId })) {
    if (!isTenantBlob(tenantId, b.name)) continue;
    await container.deleteBlob(b.name, { deleteSnapshots: 'include' }).catch((err: { statusCode?: number }) => {
      if (err.statusCode !== 404) throw err;
    });
    n++;
  }
  return n;
}
