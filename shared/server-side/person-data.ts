import type { PersonDataKind, PersonRef } from '../privacy/kinds.js';
import { recordOf } from '../privacy/rows.js';
import type { Storage } from '../storage/storage.js';
import { CheckStore, type CheckRow } from './store.js';

/** The message an Admin's server-side check captured from the person's mailbox, and what the relay said of it. */
export function keptMessagesPersonData(storage: Storage): PersonDataKind {
  const store = new CheckStore(storage);
  const table = storage.table('serversidechecks');
  const held = async (tenantId: string, p: PersonRef) => {
    const row = await store.get(tenantId);
    return row && p.addresses.includes(row.mailbox.toLowerCase()) ? row : null;
  };
  return {
    kind: 'kept-messages',
    describes:
      'A message from their mailbox that a server-side check captured (kept for seven days at most), and what the relay did with it.',
    tables: ['serversidechecks'],
    containers: ['serverside'],
    find: async (tenantId, p) => ((await held(tenantId, p)) ? 1 : 0),
    async export(tenantId, p) {
      const row = await held(tenantId, p);
      if (!row) return { records: [] };
      const bytes = row.blob ? await store.read(tenantId, row.blob) : null;
      return {
        records: [recordOf(row as unknown as Record<string, unknown>)],
        files: bytes ? [{ name: 'kept-message.eml', bytes }] : [],
      };
    },
    async erase(tenantId, p) {
      const row = await held(tenantId, p);
      if (!row) return 0;
      if (row.blob) await store.removeBlob(tenantId, row.blob);
      const cleared: Partial<CheckRow> = {
        mailbox: '',
        blob: '',
        nextHop: '',
        notKept: 'Removed when the sender asked for their data to be erased',
      };
      await table.updateEntity({ partitionKey: tenantId, rowKey: 'check', ...cleared }, 'Merge');
      return 1;
    },
  };
}
