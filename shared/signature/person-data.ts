import type { PersonDataKind } from '../privacy/kinds.js';
import { anyOf, readRows, recordOf, tenantPartition } from '../privacy/rows.js';
import { deleteIfPresent } from '../storage/entities.js';
import type { Storage } from '../storage/storage.js';

/** The contact card link of their mailbox: an id that names it (`vcardowners`) and the index the link is found by (`vcards`). */
export function contactCardsPersonData(storage: Storage): PersonDataKind {
  const owners = storage.table('vcardowners');
  const ids = storage.table('vcards');
  const held = (tenantId: string, addresses: readonly string[]) =>
    readRows({ table: owners, filter: `${tenantPartition(tenantId)} and ${anyOf('RowKey', addresses)}` });
  return {
    kind: 'contact-cards',
    describes: 'The link to the contact card (vCard) their signature carries, which names their mailbox.',
    tables: ['vcardowners', 'vcards'],
    containers: [],
    find: async (tenantId, p) => (await held(tenantId, p.addresses)).length,
    export: async (tenantId, p) => ({ records: (await held(tenantId, p.addresses)).map((r) => ({ address: r.rowKey, ...recordOf(r) })) }),
    async erase(tenantId, p) {
      const rows = await held(tenantId, p.addresses);
      for (const r of rows) {
        await deleteIfPresent(ids, r.id as string, '');
        await deleteIfPresent(owners, tenantId, r.rowKey as string);
      }
      return rows.length;
    },
  };
}
