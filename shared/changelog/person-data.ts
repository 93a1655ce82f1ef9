import type { PersonDataKind, PersonRef } from '../privacy/kinds.js';
import { readRows, recordOf, tenantPartition } from '../privacy/rows.js';
import type { Storage } from '../storage/storage.js';

/** Every occurrence of any of `needles` in `text`, compared without case, replaced by `by` (plain search, no pattern). */
export function replaceEach(text: string, needles: readonly string[], by: string): string {
  let out = text;
  for (const needle of needles.filter((n) => n.length > 0)) {
    const lower = needle.toLowerCase();
    let at = out.toLowerCase().indexOf(lower);
    while (at !== -1) {
      out = out.slice(0, at) + by + out.slice(at + needle.length);
      at = out.toLowerCase().indexOf(lower, at + by.length);
    }
  }
  return out;
}

const mentions = (r: Record<string, unknown>, p: PersonRef) => {
  const said = [r.actor, r.target, r.details].filter((v): v is string => typeof v === 'string').map((v) => v.toLowerCase());
  return said.some((s) => p.addresses.some((a) => s.includes(a)) || p.oids.some((o) => s.includes(o)));
};

/**
 * The change log's entries naming the person (as who acted, what was changed, or in the details). The organisation
 * must keep the record, so erasure replaces their addresses, object ids and names by the person's pseudonym.
 */
export function changeLogPersonData(storage: Storage): PersonDataKind {
  const table = storage.table('changelog');
  const held = async (tenantId: string, p: PersonRef) =>
    (await readRows({ table, filter: tenantPartition(tenantId) })).filter((r) => mentions(r, p));
  return {
    kind: 'change-log',
    describes:
      'Entries of the change log that name them: changes they made in the portal and changes made to their role or data. Erasure keeps the entries and replaces who they name by a pseudonym.',
    tables: ['changelog'],
    containers: [],
    find: async (tenantId, p) => (await held(tenantId, p)).length,
    export: async (tenantId, p) => ({ records: (await held(tenantId, p)).map(recordOf) }),
    async erase(tenantId, p, pseudonym) {
      const rows = await held(tenantId, p);
      const needles = [...p.addresses, ...p.oids, ...p.names];
      for (const r of rows) {
        const patch: Record<string, string> = {};
        for (const field of ['actor', 'actorName', 'target', 'details'] as const) {
          const v = r[field];
          if (typeof v === 'string' && v)
            patch[field] = field === 'actorName' && mentions({ actor: r.actor }, p) ? pseudonym : replaceEach(v, needles, pseudonym);
        }
        await table.updateEntity({ partitionKey: tenantId, rowKey: r.rowKey as string, ...patch }, 'Merge');
      }
      return rows.length;
    },
  };
}
