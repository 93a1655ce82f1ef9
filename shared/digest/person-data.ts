import { getOrNull } from '../storage/entities.js';
import type { Storage } from '../storage/storage.js';

const ROW = 'state';

/**
 * Digests owed to Admins (the mail service was out when they were due), by address, in the organisation's digest row
 * until the next run sends them. Part of the `notifications` kind (shared/alerts/person-data.ts).
 */
export function owedDigests(storage: Storage) {
  const table = storage.table('digests');
  const read = async (tenantId: string) => {
    const row = await getOrNull<{ owed?: string }>(table, tenantId, ROW);
    return { row, owed: row?.owed ? (JSON.parse(row.owed) as string[]) : [] };
  };
  const theirs = (owed: string[], addresses: readonly string[]) => owed.filter((a) => addresses.includes(a.toLowerCase()));
  return {
    table: 'digests',
    async find(tenantId: string, addresses: readonly string[]): Promise<string[]> {
      return theirs((await read(tenantId)).owed, addresses);
    },
    /** Takes their addresses off the list (only if nobody changed the row since it was read); answers how many went. */
    async erase(tenantId: string, addresses: readonly string[]): Promise<number> {
      const { row, owed } = await read(tenantId);
      const gone = theirs(owed, addresses);
      if (!row || !gone.length) return 0;
      const left = owed.filter((a) => !gone.includes(a));
      await table.updateEntity({ partitionKey: tenantId, rowKey: ROW, owed: JSON.stringify(left) }, 'Merge', { etag: row.etag });
      return gone.length;
    },
  };
}
