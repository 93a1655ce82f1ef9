import { describe, expect, it } from 'vitest';
import type { Directory, DirectoryGroup, DirectoryUser } from '../../shared/directory/types.js';
import { MailboxResolver } from '../../shared/directory/resolver.js';

/** A directory where every mailbox is in `groups` groups (about 60 bytes of JSON each), counting its reads. */
function directory(groups: number) {
  const reads: string[] = [];
  const memberships: DirectoryGroup[] = Array.from({ length: groups }, (_, i) => ({ id: `group-${i}`, displayName: `Group number ${i}` }));
  const dir = {
    findMailbox: async (_tenant: string, address: string): Promise<DirectoryUser> => {
      reads.push(address);
      return { id: address, mail: address, businessPhones: [], proxyAddresses: [], mailboxType: 'user' };
    },
    memberOf: async () => memberships,
  };
  return { dir: dir as unknown as Directory, reads };
}

const clock = { now: () => new Date('2026-11-28T12:00:00Z') };

describe('MailboxResolver: the cache is bounded in bytes', () => {
  it('keeps mailboxes while their JSON fits, and forgets the oldest first when the next one does not', async () => {
    const { dir, reads } = directory(100); // about 5.2 kB a mailbox: three fit in 16,000 bytes, four do not
    const resolver = new MailboxResolver(dir, clock, 60_000, 16_000);
    for (const name of ['a', 'b', 'c']) await resolver.resolve('t1', `${name}@contoso.example`);
    await resolver.resolve('t1', 'a@contoso.example');
    expect(reads).toEqual(['a@contoso.example', 'b@contoso.example', 'c@contoso.example']);

    // A fourth one pushes the oldest resolution out (a), and only it.
    await resolver.resolve('t1', 'd@contoso.example');
    await resolver.resolve('t1', 'c@contoso.example');
    await resolver.resolve('t1', 'a@contoso.example');
    expect(reads.slice(3)).toEqual(['d@contoso.example', 'a@contoso.example']);
  });

  it('keeps a mailbox larger than the bound only until the next one comes', async () => {
    const { dir, reads } = directory(1000); // about 52 kB
    const resolver = new MailboxResolver(dir, clock, 60_000, 16_000);
    await resolver.resolve('t1', 'a@contoso.example');
    await resolver.resolve('t1', 'a@contoso.example');
    await resolver.resolve('t1', 'b@contoso.example');
    await resolver.resolve('t1', 'a@contoso.example');
    expect(reads).toEqual(['a@contoso.example', 'b@contoso.example', 'a@contoso.example']);
  });
});
