import type { Directory, DirectoryUser } from '../directory/types.js';
import { addressesOf } from '../directory/person-data.js';
import type { Storage } from '../storage/storage.js';
import type { PersonRef } from './kinds.js';
import { anyOf, readRows, tenantPartition } from './rows.js';

const OID_KEY = /^o:(.+)$/;

/**
 * Who a request names: the directory's mailbox or user for the address or object id asked, and every address and
 * object id the service's own rows tie to them (an address they had before, a row kept after they left the directory).
 */
export async function resolvePerson(storage: Storage, directory: Directory, tenantId: string, asked: string): Promise<PersonRef> {
  const addresses = new Set<string>();
  const oids = new Set<string>();
  const names = new Set<string>();
  const add = (u: DirectoryUser | null) => {
    if (!u) return;
    oids.add(u.id);
    for (const a of addressesOf(u)) addresses.add(a);
    if (u.displayName) names.add(u.displayName);
  };
  if (asked.includes('@')) {
    addresses.add(asked);
    add(await directory.findMailbox(tenantId, asked));
  } else {
    oids.add(asked);
    add(await directory.findUser(tenantId, asked));
  }
  // The service's rows: a person's row (by object id, with the address it was kept under) and their profile values.
  for (const table of ['users', 'profilevalues'] as const) {
    const byOid = anyOf(
      'RowKey',
      [...oids].map((o) => `o:${o}`),
    );
    const byAddress = anyOf(table === 'users' ? 'email' : 'address', [...addresses]);
    const filter = `${tenantPartition(tenantId)} and (${byOid} or ${byAddress})`;
    for (const r of await readRows({ table: storage.table(table), filter })) {
      const oid = OID_KEY.exec(r.rowKey as string)?.[1];
      if (oid) oids.add(oid);
      const address = (r.email ?? r.address) as string | undefined;
      if (address) addresses.add(address.toLowerCase());
      if (typeof r.name === 'string' && r.name) names.add(r.name);
    }
  }
  // An object id only the service's rows knew (asked by a former address): its current addresses from the directory.
  const known = new Set([...oids]);
  for (const oid of known) if (!names.size || !addresses.size) add(await directory.findUser(tenantId, oid));
  return { asked, addresses: [...addresses], oids: [...oids], names: [...names] };
}
