import type { PersonDataKind, PersonRef } from './kinds.js';
import { EXPORTS_CONTAINER, EXPORTS_TABLE, type PrivacyStore } from './store.js';

const about = (row: { subject: string; subjectAddresses: string }, p: PersonRef) =>
  [row.subject, ...row.subjectAddresses.split(',')].some((s) => p.addresses.includes(s) || p.oids.includes(s));

/** Archives of the person's data made for earlier requests: they hold everything else, so erasure removes them too. */
export function exportsPersonData(store: PrivacyStore): PersonDataKind {
  const held = async (tenantId: string, p: PersonRef) => (await store.exportRows(tenantId)).filter((r) => about(r, p));
  return {
    kind: 'exports',
    describes: 'Archives of their data made for requests about them (kept seven days at most), and when each was asked for.',
    tables: [EXPORTS_TABLE],
    containers: [EXPORTS_CONTAINER],
    find: async (tenantId, p) => (await held(tenantId, p)).length,
    export: async (tenantId, p) => ({
      records: (await held(tenantId, p)).map((r) => ({ id: r.id, requestedAt: r.requestedAt, state: r.state })),
    }),
    erase: async (tenantId, p) =>
      store.dropExports(
        tenantId,
        (await held(tenantId, p)).map((r) => r.id),
      ),
  };
}
