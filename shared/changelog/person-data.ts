import { pendingEntries, type PendingEntry } from '../outbox/person-data.js';
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

/** A pending entry as the log will hold it, for `mentions` and the export. */
const entryRecord = (e: PendingEntry) => ({
  at: e.at,
  actor: e.actor.actor,
  actorName: e.actor.actorName ?? null,
  action: e.change.action,
  target: e.change.target ?? null,
  details: e.change.details === undefined ? null : JSON.stringify(e.change.details),
  written: false,
});

/**
 * The change log's entries naming the person (as who acted, what was changed, or in the details), and those still
 * waiting in the outbox to be written. The organisation must keep the record, so erasure replaces their addresses,
 * object ids and names by the person's pseudonym, in the waiting entries too.
 */
export function changeLogPersonData(storage: Storage): PersonDataKind {
  const table = storage.table('changelog');
  const pending = pendingEntries(storage);
  const held = async (tenantId: string, p: PersonRef) =>
    (await readRows({ table, filter: tenantPartition(tenantId) })).filter((r) => mentions(r, p));
  const waiting = (p: PersonRef) => (e: PendingEntry) => mentions(entryRecord(e), p);
  return {
    kind: 'change-log',
    describes:
      'Entries of the change log that name them: changes they made in the portal and changes made to their role or data. Erasure keeps the entries and replaces who they name by a pseudonym.',
    tables: ['changelog', pending.table],
    containers: [],
    find: async (tenantId, p) => (await held(tenantId, p)).length + (await pending.naming(tenantId, waiting(p))).length,
    export: async (tenantId, p) => ({
      records: [...(await held(tenantId, p)).map(recordOf), ...(await pending.naming(tenantId, waiting(p))).map(entryRecord)],
    }),
    async erase(tenantId, p, pseudonym) {
      const needles = [...p.addresses, ...p.oids, ...p.names];
      const actedAs = (actor: string) => mentions({ actor }, p);
      // The waiting entries first: one written meanwhile lands in the log, which is rewritten next.
      const rewritten = await pending.rewrite(tenantId, waiting(p), (e) => ({
        ...e,
        actor: {
          ...e.actor,
          actor: replaceEach(e.actor.actor, needles, pseudonym),
          ...(e.actor.actorName
            ? { actorName: actedAs(e.actor.actor) ? pseudonym : replaceEach(e.actor.actorName, needles, pseudonym) }
            : {}),
        },
        change: JSON.parse(replaceEach(JSON.stringify(e.change), needles, pseudonym)) as PendingEntry['change'],
      }));
      const rows = await held(tenantId, p);
      for (const r of rows) {
        const patch: Record<string, string> = {};
        for (const field of ['actor', 'actorName', 'target', 'details'] as const) {
          const v = r[field];
          if (typeof v === 'string' && v)
            patch[field] = field === 'actorName' && mentions({ actor: r.actor }, p) ? pseudonym : replaceEach(v, needles, pseudonym);
        }
        await table.updateEntity({ partitionKey: tenantId, rowKey: r.rowKey as string, ...patch }, 'Merge');
      }
      return rewritten + rows.length;
    },
  };
}
