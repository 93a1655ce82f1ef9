import type { PersonDataKind } from '../privacy/kinds.js';
import { anyOf, deleteRows, readRows, recordOf, rewriteRows, tenantPartition } from '../privacy/rows.js';
import type { Storage } from '../storage/storage.js';

/**
 * Apply reports: those of the person's own mailbox are erased; those they reported for a shared mailbox they send as
 * stay the shared mailbox's, with the reporter replaced by the pseudonym.
 */
export function applyReportsPersonData(storage: Storage): PersonDataKind {
  const table = storage.table('activity');
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
  return {
    kind: 'apply-reports',
    describes:
      'Reports that a signature was applied, skipped or failed for their mailbox (the mail client, its version, the outcome and why), and reports they sent for shared mailboxes.',
    tables: ['activity'],
    containers: [],
    find: async (tenantId, p) => (await all(tenantId, p.addresses)).length,
    export: async (tenantId, p) => ({ records: (await all(tenantId, p.addresses)).map(recordOf) }),
    async erase(tenantId, p, pseudonym) {
      const n = await deleteRows(own(tenantId, p.addresses));
      return n + (await rewriteRows(reported(tenantId, p.addresses), () => ({ reportedBy: pseudonym })));
    },
  };
}
