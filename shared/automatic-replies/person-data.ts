import { readRows, recordOf, deleteRows, anyOf, tenantPartition } from '../privacy/rows.js';
import type { PersonDataKind, PersonRef } from '../privacy/kinds.js';
import type { Storage } from '../storage/storage.js';

/**
 * Their own automatic replies (whether on, from when to when, whom they name as contact, who switched them), and
 * other people's replies that name them as the contact. Erasure removes their own and takes them off the others'
 * as contact; those replies are written again without a contact at the next sync (their version is reset for it).
 */
export function automaticRepliesPersonData(storage: Storage): PersonDataKind {
  const table = storage.table('autoreplies');
  const ownKeys = (p: PersonRef) => p.addresses.map((a) => `m|${a}`);
  const own = (tenantId: string, p: PersonRef) => ({ table, filter: `${tenantPartition(tenantId)} and ${anyOf('RowKey', ownKeys(p))}` });
  const asContact = async (tenantId: string, p: PersonRef) =>
    (await readRows({ table, filter: `${tenantPartition(tenantId)} and ${anyOf('contact', p.addresses)}` })).filter(
      (r) => !ownKeys(p).includes(r.rowKey as string),
    );
  return {
    kind: 'automatic-replies',
    describes:
      'Whether their out-of-office replies are on, for which dates, whom they name to contact, and who switched them; and other people’s replies that name them as the contact.',
    tables: ['autoreplies'],
    containers: [],
    find: async (tenantId, p) => (await readRows(own(tenantId, p))).length + (await asContact(tenantId, p)).length,
    export: async (tenantId, p) => ({
      records: [
        ...(await readRows(own(tenantId, p))).map(recordOf),
        // Whose replies they are, and when that person is away, is theirs: only that such replies name this person.
        ...(await asContact(tenantId, p)).map(() => ({ namedAsContactIn: 'someone else’s out-of-office replies' })),
      ],
    }),
    async erase(tenantId, p) {
      const others = await asContact(tenantId, p);
      for (const r of others)
        await table.updateEntity({ partitionKey: tenantId, rowKey: r.rowKey as string, contact: '', version: 0 }, 'Merge');
      return (await deleteRows(own(tenantId, p))) + others.length;
    },
  };
}
