import type { PersonDataKind, PersonRef } from '../privacy/kinds.js';
import type { DirectoryUser } from './types.js';
import type { DirectorySnapshots } from './service.js';

/** The addresses a directory user is reached at: mail, sign-in name and `smtp:` proxy addresses, lower case. */
export function addressesOf(u: DirectoryUser): string[] {
  const proxies = u.proxyAddresses.filter((p) => p.toLowerCase().startsWith('smtp:')).map((p) => p.slice(5));
  return [...new Set([u.mail, u.userPrincipalName, ...proxies].filter((a): a is string => !!a).map((a) => a.toLowerCase()))];
}

const isPerson = (u: DirectoryUser, p: PersonRef) => p.oids.includes(u.id) || addressesOf(u).some((a) => p.addresses.includes(a));

/**
 * The service's copy of the organisation's directory. It mirrors Microsoft Entra ID, which the organisation controls:
 * erasure leaves it as it is, and the person leaves it at the next refresh after they leave the directory.
 */
export function directoryPersonData(snapshots: Pick<DirectorySnapshots, 'current'>): PersonDataKind {
  const users = async (tenantId: string, p: PersonRef) => (await snapshots.current(tenantId)).allUsers().filter((u) => isPerson(u, p));
  return {
    kind: 'directory',
    describes:
      'The attributes the service copies from your Microsoft Entra ID directory each night (name, job title, department, addresses, phone numbers). The directory is the source: the copy follows it and is not erased here.',
    tables: [],
    containers: ['directory'],
    find: async (tenantId, p) => (await users(tenantId, p)).length,
    export: async (tenantId, p) => ({ records: await users(tenantId, p) }),
    erase: () => Promise.resolve(0),
  };
}
