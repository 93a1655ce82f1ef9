import type { Storage } from '../storage/storage.js';
import type { PersonDataKind, PersonRef } from './kinds.js';
import { anyOf, readRows, tenantPartition } from './rows.js';

/** The properties in which the organisation's records name who made or changed them. */
const AUTHOR_FIELDS = ['createdBy', 'updatedBy', 'draftUpdatedBy', 'deletedBy', 'addedBy', 'startedBy'] as const;

/**
 * The tables whose rows name who made or changed them, by what a row of each is, for the export. Rows about the
 * person themselves (their own values, listing or replies) are other kinds': only the rest are counted here.
 */
const RECORDS: Record<string, string> = {
  templates: 'a signature template or one of its versions',
  designs: 'the brand kit or the design of a template',
  rollouts: 'a staged rollout of a template',
  apikeys: 'an API key',
  webhooks: 'a webhook',
  profilefields: 'a custom profile field',
  profilevalues: "someone else's profile field values",
  importlayers: "values imported for someone else's mailbox",
  autoreplies: "someone else's out-of-office replies",
  exclusions: "someone else's place on the exclusion list",
  users: "someone else's portal role",
};
/** Banners and footers: the whole block as JSON, its author inside. */
const BLOCKS = 'blocks';

interface Named {
  table: string;
  rowKey: string;
  fields: string[];
}

const ownRow = (rowKey: string, p: PersonRef) =>
  p.oids.some((o) => rowKey === `o:${o}`) || p.addresses.some((a) => rowKey === `m|${a}` || rowKey === `m|${a}|` || rowKey === a);

/**
 * Where the organisation's records name the person as who made or changed them: templates, designs, keys, webhooks,
 * rollouts, banners and the values they typed for others. The records are the organisation's: erasure keeps them and
 * replaces the person's address by the pseudonym, as the change log does.
 */
export function authorshipPersonData(storage: Storage): PersonDataKind {
  const named = async (tenantId: string, p: PersonRef): Promise<Named[]> => {
    if (!p.addresses.length) return [];
    const out: Named[] = [];
    const byField = AUTHOR_FIELDS.map((f) => anyOf(f, p.addresses)).join(' or ');
    for (const table of Object.keys(RECORDS))
      for (const r of await readRows({ table: storage.table(table), filter: `${tenantPartition(tenantId)} and (${byField})` })) {
        const rowKey = r.rowKey as string;
        if (ownRow(rowKey, p)) continue;
        const fields = AUTHOR_FIELDS.filter((f) => typeof r[f] === 'string' && p.addresses.includes((r[f] as string).toLowerCase()));
        out.push({ table, rowKey, fields });
      }
    for (const r of await readRows({ table: storage.table(BLOCKS), filter: tenantPartition(tenantId) })) {
      const block = JSON.parse(r.block as string) as Record<string, unknown>;
      const fields = AUTHOR_FIELDS.filter((f) => typeof block[f] === 'string' && p.addresses.includes((block[f] as string).toLowerCase()));
      if (fields.length) out.push({ table: BLOCKS, rowKey: r.rowKey as string, fields });
    }
    return out;
  };
  return {
    kind: 'authorship',
    describes:
      'Where the organisation’s records name them as who made or changed them: templates, designs, banners, keys, webhooks, rollouts and values they typed for others. Erasure keeps the records and names the pseudonym instead.',
    tables: [...Object.keys(RECORDS), BLOCKS],
    containers: [],
    find: async (tenantId, p) => (await named(tenantId, p)).length,
    export: async (tenantId, p) => ({
      records: (await named(tenantId, p)).map((n) => ({ record: RECORDS[n.table] ?? 'a banner or footer', as: n.fields })),
    }),
    async erase(tenantId, p, pseudonym) {
      const rows = await named(tenantId, p);
      for (const n of rows) {
        const table = storage.table(n.table);
        if (n.table === BLOCKS) {
          const r = await table.getEntity<{ block: string }>(tenantId, n.rowKey);
          const block = JSON.parse(r.block) as Record<string, unknown>;
          for (const f of n.fields) block[f] = pseudonym;
          await table.updateEntity({ partitionKey: tenantId, rowKey: n.rowKey, block: JSON.stringify(block) }, 'Merge', { etag: r.etag });
        } else {
          const patch = Object.fromEntries(n.fields.map((f) => [f, pseudonym]));
          await table.updateEntity({ partitionKey: tenantId, rowKey: n.rowKey, ...patch }, 'Merge');
        }
      }
      return rows.length;
    },
  };
}
