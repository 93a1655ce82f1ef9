import { describe, expect, it } from 'vitest';
import type { Person } from '../../shared/auth/principal.js';
import type { Directory } from '../../shared/directory/types.js';
import type { Outbox } from '../../shared/outbox/outbox.js';
import type { PortalUser } from '../../shared/users/schemas.js';
import { UserService } from '../../shared/users/service.js';
import type { UserStore } from '../../shared/users/store.js';
import { TestClock } from '../helpers/clock.js';

/** One storage shared by two instances, counting reads of user rows (kept by the person's id). */
function sharedStorage() {
  const rows = new Map<string, PortalUser>();
  const key = (t: string, oid: string) => `${t}|${oid}`;
  let reads = 0;
  const store = {
    get: (t: string, oid: string) => {
      reads++;
      return Promise.resolve(rows.has(key(t, oid)) ? { ...rows.get(key(t, oid))! } : null);
    },
    getUnbound: () => Promise.resolve(null),
    storedAt: () => Promise.resolve([]),
    hasRoster: () => Promise.resolve(true),
    touch: () => Promise.resolve(),
    claimFirstAdmin: () => Promise.resolve(false),
    change: (t: string, from: PortalUser | null, next: PortalUser | null) => {
      if (next) rows.set(key(t, next.oid!), next);
      else rows.delete(key(t, from!.oid!));
      return Promise.resolve('ok' as const);
    },
  };
  return { store: store as unknown as UserStore, rows, key, reads: () => reads };
}

const EVE = 'eve-oid';
const person = (tenantId: string, email: string): Person => ({
  kind: 'person',
  tenantId,
  oid: EVE,
  email,
  name: 'Eve Editor',
  scopes: ['portal_admin'],
  guest: false,
  role: null,
  capabilities: [],
});

const admin = { actor: 'admin@contoso.example', capabilities: ['templates', 'banners', 'footers', 'users'] as const };
const outbox: Pick<Outbox, 'commit'> = { commit: (_tenantId, _work, _witness, run) => run({ outbox: 'intent' }) };
const directory = { findMailbox: () => Promise.resolve({ id: EVE }) } as unknown as Directory;
const now = new Date('2026-01-01T00:00:00Z');
const editor = (email: string): PortalUser => ({
  oid: EVE,
  email,
  role: 'Editor',
  name: 'Eve Editor',
  addedAt: now.toISOString(),
  addedBy: 'x',
  lastSeenAt: now.toISOString(),
});

describe('a person’s role, trusted for a second per instance', () => {
  it('serves a burst from one read, and a revocation on another instance takes effect within the second', async () => {
    const storage = sharedStorage();
    storage.rows.set(storage.key('t1', EVE), editor('eve@contoso.example'));
    const clock = new TestClock();
    clock.freeze(now);
    const here = new UserService(storage.store, { directory, outbox, clock });
    const elsewhere = new UserService(storage.store, { directory, outbox, clock });
    const eve = person('t1', 'eve@contoso.example');

    expect(await Promise.all([here.roleOf(eve), here.roleOf(eve), here.roleOf(eve)])).toEqual(['Editor', 'Editor', 'Editor']);
    expect(storage.reads()).toBe(1);

    clock.advance(300);
    await elsewhere.remove('t1', { ...admin, capabilities: [...admin.capabilities] }, 'eve@contoso.example');
    // Still inside the second of the read this instance trusts.
    expect(await here.roleOf(eve)).toBe('Editor');
    clock.advance(700);
    expect(await here.roleOf(eve)).toBeNull();
  });

  it('sees its own changes at once', async () => {
    const storage = sharedStorage();
    storage.rows.set(storage.key('t1', EVE), editor('eve@contoso.example'));
    const clock = new TestClock();
    clock.freeze(now);
    const users = new UserService(storage.store, { directory, outbox, clock });
    const eve = person('t1', 'eve@contoso.example');
    expect(await users.roleOf(eve)).toBe('Editor');
    await users.remove('t1', { ...admin, capabilities: [...admin.capabilities] }, 'eve@contoso.example');
    expect(await users.roleOf(eve)).toBeNull();
  });

  it('never answers one organisation with another’s role for the same address', async () => {
    const storage = sharedStorage();
    storage.rows.set(storage.key('t1', EVE), editor('eve@contoso.example'));
    const clock = new TestClock();
    clock.freeze(now);
    const users = new UserService(storage.store, { directory, outbox, clock });
    expect(await users.roleOf(person('t1', 'eve@contoso.example'))).toBe('Editor');
    expect(await users.roleOf(person('t2', 'eve@contoso.example'))).toBeNull();
  });
});
