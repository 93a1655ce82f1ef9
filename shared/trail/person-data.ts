import type { PersonDataKind, PersonRef } from '../privacy/kinds.js';
import { anyOf, deleteRows, readRows, recordOf, tenantPrefixed } from '../privacy/rows.js';
import type { Storage } from '../storage/storage.js';
import { LEGACY_TABLE, SHARDS, shardTable } from './keys.js';

const TABLES = [...Array.from({ length: SHARDS }, (_, s) => shardTable(s)), LEGACY_TABLE];
/**
 * The copy of an entry kept by its mailbox (`<tenant>|<month>|m<shard>`, or the first layout's one copy): one per
 * entry, counted and exported; erasure removes the copies by time and by Message-ID as well.
 */
const byMailbox = (partitionKey: string) => {
  const part = partitionKey.split('|')[2];
  return part === undefined || part.startsWith('m');
};

/** The message trail: each decision about a message from their mailbox, in every copy the trail keeps of it. */
export function trailPersonData(storage: Storage): PersonDataKind {
  const tables = TABLES.map((t) => storage.table(t));
  const selections = (tenantId: string, p: PersonRef) =>
    tables.map((table) => ({ table, filter: `${tenantPrefixed(tenantId)} and ${anyOf('mailbox', p.addresses)}` }));
  const entries = async (tenantId: string, p: PersonRef) => {
    const out: Record<string, unknown>[] = [];
    for (const sel of selections(tenantId, p)) out.push(...(await readRows(sel)).filter((r) => byMailbox(r.partitionKey as string)));
    return out;
  };
  return {
    kind: 'message-trail',
    describes:
      'For each message sent from their mailbox: when, the template and rule that decided its signature, the outcome and why, and the domains (never the addresses) of its recipients.',
    tables: TABLES,
    containers: [],
    find: async (tenantId, p) => (await entries(tenantId, p)).length,
    export: async (tenantId, p) => ({ records: (await entries(tenantId, p)).map(recordOf) }),
    async erase(tenantId, p) {
      let n = 0;
      for (const sel of selections(tenantId, p)) n += await deleteRows(sel);
      return n;
    },
  };
}
