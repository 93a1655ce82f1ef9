import { odata } from '@azure/data-tables';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { FixtureDirectory, type DirectoryFixture } from '../../shared/directory/fixture.js';
import type { DirectoryRoleName } from '../../shared/directory/roles.js';
import { PARTNER_AGREEMENT_VERSION } from '../../shared/partner/records.js';
import { Storage } from '../../shared/storage/storage.js';
import { ok, statusAndCode } from '../helpers/api.js';
import { startTestHost, type TestHost } from '../helpers/host.js';

/**
 * People are who the directory's object id says, never an address: an address given to a new person carries none
 * of the old person's role, partner seat or profile values, and the first-person rule promotes only an enabled member
 * the directory knows (issue 32).
 */

const T = crypto.randomUUID();
const DOMAIN = 'reassigned.test';
const SHARED = `desk@${DOMAIN}`;
const OWNER = { id: crypto.randomUUID(), mail: `owner@${DOMAIN}` };
const X = { id: crypto.randomUUID(), mail: SHARED };
const Y = { id: crypto.randomUUID(), mail: SHARED };
/** Someone who held an address when rows were still keyed by address (Z), and another account (W). */
const LEGACY = `legacy@${DOMAIN}`;
const Z = { id: crypto.randomUUID(), mail: LEGACY };
const W = crypto.randomUUID();

const member = (id: string, mail: string, displayName: string, directoryRoles: DirectoryRoleName[] = []) => ({
  id,
  directoryRoles,
  mail,
  userPrincipalName: mail,
  displayName,
  userType: 'Member',
  accountEnabled: true,
  mailboxType: 'user' as const,
  proxyAddresses: [`SMTP:${mail}`],
});
const fixtureWith = (users: ReturnType<typeof member>[]): DirectoryFixture => ({
  tenants: { [T]: { displayName: 'Reassigned Ltd', domains: [DOMAIN], users } },
});
/** The directory while X holds the desk address, and after it was given to Y (X kept their account, renamed). */
const before = fixtureWith([
  member(OWNER.id, OWNER.mail, 'Olu Owner', ['Global Administrator']),
  member(X.id, X.mail, 'Xan Before'),
  member(Z.id, Z.mail, 'Zed Legacy'),
]);
const after = fixtureWith([
  member(OWNER.id, OWNER.mail, 'Olu Owner', ['Global Administrator']),
  member(X.id, `xan@${DOMAIN}`, 'Xan Before'),
  member(Y.id, Y.mail, 'Yara After'),
  member(Z.id, Z.mail, 'Zed Legacy'),
]);

let was: TestHost;
let now: TestHost;
/** The Admin's token from each host's identity provider. */
let owner: string;
let ownerNow: string;

beforeAll(async () => {
  // Two hosts on one storage: one reads the directory as it was, the other as it is after the address moved.
  was = await startTestHost({ directory: new FixtureDirectory(before), people: before });
  now = await startTestHost({ directory: new FixtureDirectory(after), people: after });
  await was.onboard(T, OWNER.mail);
  owner = await was.token({ tenant: T, user: OWNER.mail, name: 'Olu Owner' });
  expect((await ok(was.api(owner).GET('/api/admin/me'))).role).toBe('Admin');
  ownerNow = await now.token({ tenant: T, user: OWNER.mail, name: 'Olu Owner' });
});
afterAll(async () => {
  await was?.close();
  await now?.close();
});

const tokenOf = (host: TestHost, oid: string, user = SHARED) => host.token({ tenant: T, user, oid });

describe('an address given to a new person', () => {
  it('carries no role: the new holder is not a portal user, the old one keeps theirs', async () => {
    expect((await ok(was.api(owner).PUT('/api/admin/users', { body: { email: SHARED, role: 'Editor' } }))).oid).toBe(X.id);
    expect((await ok(was.api(await tokenOf(was, X.id)).GET('/api/admin/me'))).role).toBe('Editor');

    const newcomer = now.api(await tokenOf(now, Y.id));
    expect((await ok(newcomer.GET('/api/admin/me'))).role).toBeNull();
    expect(statusAndCode(await newcomer.GET('/api/admin/settings'))).toEqual([403, 'not_a_portal_user']);
    expect(statusAndCode(await newcomer.GET('/api/admin/templates'))).toEqual([403, 'not_a_portal_user']);
    const rows = await now.services.users.list(T);
    expect(rows.map((u) => u.oid).sort()).toEqual([OWNER.id, X.id].sort());
    // X, now signing in under another address, is still the Editor.
    expect((await ok(now.api(await tokenOf(now, X.id, `xan@${DOMAIN}`)).GET('/api/admin/me'))).role).toBe('Editor');
  });

  it('receives nothing mailed to the Admins (the digest) that was meant for the old holder', async () => {
    await ok(was.api(owner).PUT('/api/admin/users', { body: { email: SHARED, role: 'Admin' } }));
    expect((await was.services.users.adminAddresses(T)).sort()).toEqual([SHARED, OWNER.mail].sort());
    expect(await now.services.users.adminAddresses(T)).toEqual([OWNER.mail]);
    await ok(was.api(owner).PUT('/api/admin/users', { body: { email: SHARED, role: 'Editor' } }));
  });

  it('carries no partner seat', async () => {
    await ok(was.api(owner).POST('/api/admin/partner/agreement/accept', { body: { version: PARTNER_AGREEMENT_VERSION } }));
    const seat = await ok(was.api(owner).PUT('/api/admin/partner/staff', { body: { email: SHARED, role: 'Technician' } }));
    expect(seat).toMatchObject({ oid: X.id, role: 'Technician' });
    expect((await ok(was.api(await tokenOf(was, X.id)).GET('/api/admin/me'))).partner?.role).toBe('Technician');

    const newcomer = now.api(await tokenOf(now, Y.id));
    expect((await ok(newcomer.GET('/api/admin/me'))).partner).toBeNull();
    expect(statusAndCode(await newcomer.GET('/api/admin/partner/clients'))).toEqual([403, 'not_partner_staff']);
    expect((await now.services.partners.store.listStaff(T)).map((s) => s.oid).sort()).toEqual([OWNER.id, X.id].sort());
  });

  it('shows none of the old holder’s profile values on the new holder’s profile page', async () => {
    await ok(was.api(owner).POST('/api/admin/profile-fields', { body: { key: 'pronouns', label: 'Pronouns', type: 'text' } }));
    const xan = was.api(await tokenOf(was, X.id));
    await ok(xan.PUT('/api/me/profile', { body: { values: { pronouns: 'he/him' } } }));
    expect((await ok(xan.GET('/api/me/profile'))).values).toEqual({ pronouns: 'he/him' });

    const yara = await ok(now.api(await tokenOf(now, Y.id)).GET('/api/me/profile'));
    expect([yara.address, yara.values]).toEqual([SHARED, {}]);
    // X's values stay X's, under the address they were saved with.
    const listed = await ok(now.api(ownerNow).GET('/api/admin/profile-values'));
    expect(listed.mailboxes.map((m) => [m.address, m.values])).toEqual([[SHARED, { pronouns: 'he/him' }]]);
  });

  it('refuses the staff pages to a token whose address is another account’s mailbox, changing nothing', async () => {
    // X's token still names the desk address, which the directory now gives to Y.
    const stale = now.api(await tokenOf(now, X.id));
    expect(statusAndCode(await stale.GET('/api/me/profile'))).toEqual([403, 'not_your_mailbox']);
    expect(statusAndCode(await stale.PUT('/api/me/profile', { body: { values: { pronouns: 'they/them' } } }))).toEqual([
      403,
      'not_your_mailbox',
    ]);
    const listed = await ok(now.api(ownerNow).GET('/api/admin/profile-values'));
    expect(listed.mailboxes.map((m) => m.values)).toEqual([{ pronouns: 'he/him' }]);
  });
});

describe('rows kept by address before people were kept by id', () => {
  /** A host started after the rows were written, as the new version starts on the old version's storage. */
  let later: TestHost;
  let ownerLater: string;
  afterAll(() => later?.close());
  beforeAll(async () => {
    // As the service wrote them before: keyed by the address, no object id; Z held the address then.
    const at = new Date().toISOString();
    const storage = was.services.storage;
    const roster = await storage.table('users').getEntity<{ admins: string }>(T, 'roster');
    await storage
      .table('users')
      .updateEntity({ partitionKey: T, rowKey: 'roster', admins: JSON.stringify([...JSON.parse(roster.admins), LEGACY]) }, 'Replace');
    await storage
      .table('users')
      .createEntity({ partitionKey: T, rowKey: `u:${LEGACY}`, email: LEGACY, role: 'Admin', addedAt: at, addedBy: 'test' });
    await storage
      .table('partners')
      .createEntity({ partitionKey: T, rowKey: `s:${LEGACY}`, email: LEGACY, role: 'Billing', addedAt: at, addedBy: 'test' });
    await storage.table('profilevalues').createEntity({
      partitionKey: T,
      rowKey: LEGACY,
      values: JSON.stringify({ pronouns: 'ze/zir' }),
      updatedAt: at,
      updatedBy: 'test',
    });
    later = await startTestHost({ directory: new FixtureDirectory(after) });
    ownerLater = await later.token({ tenant: T, user: OWNER.mail, name: 'Olu Owner' });
  });

  it('keep working for the person who signs in with the address, who is bound to them from then on', async () => {
    const zed = later.api(await tokenOf(later, Z.id, LEGACY));
    const me = await ok(zed.GET('/api/admin/me'));
    expect([me.role, me.partner?.role]).toEqual(['Admin', 'Billing']);
    expect((await ok(zed.GET('/api/me/profile'))).values).toEqual({ pronouns: 'ze/zir' });
    const bound = (await later.services.users.list(T)).find((u) => u.email === LEGACY);
    expect(bound?.oid).toBe(Z.id);
    expect((await later.services.partners.store.listStaff(T)).find((s) => s.email === LEGACY)?.oid).toBe(Z.id);
  });

  it('give nothing to another account presenting the same address afterwards', async () => {
    const other = later.api(await tokenOf(later, W, LEGACY));
    const me = await ok(other.GET('/api/admin/me'));
    expect([me.role, me.partner]).toEqual([null, null]);
    expect(statusAndCode(await other.GET('/api/admin/settings'))).toEqual([403, 'not_a_portal_user']);
    expect(statusAndCode(await other.GET('/api/me/profile'))).toEqual([403, 'not_your_mailbox']);
  });

  it('count in the last-Admin guard once bound, and are removed by the address as before', async () => {
    const admins = async () => (await later.services.users.list(T)).filter((u) => u.role === 'Admin').map((u) => u.email);
    expect((await admins()).sort()).toEqual([LEGACY, OWNER.mail].sort());
    expect((await later.api(ownerLater).DELETE('/api/admin/users/{email}', { params: { path: { email: LEGACY } } })).response.status).toBe(
      204,
    );
    expect(await admins()).toEqual([OWNER.mail]);
    expect(
      statusAndCode(await later.api(ownerLater).DELETE('/api/admin/users/{email}', { params: { path: { email: OWNER.mail } } })),
    ).toEqual([409, 'last_admin']);
  });
});

describe('the first person of an organisation', () => {
  let host: TestHost;
  let tenant: string;
  beforeAll(async () => {
    host = await startTestHost();
    tenant = host.tenants[0];
    await host.onboard(tenant);
    // An organisation onboarded before its consenting administrator became its first Admin: no portal user yet.
    const users = new Storage({ connectionString: inject('storageConnectionString') }).table('users');
    for await (const row of users.listEntities({ queryOptions: { filter: odata`PartitionKey eq ${tenant}` } })) {
      await users.deleteEntity(row.partitionKey!, row.rowKey!);
    }
    host.clock.advance(60_000);
    expect(await host.services.users.list(tenant)).toEqual([]);
  });
  afterAll(() => host?.close());

  const refusedAndNoRow = async (token: string) => {
    expect(statusAndCode(await host.api(token).GET('/api/admin/settings'))).toEqual([403, 'not_a_portal_user']);
    expect((await ok(host.api(token).GET('/api/admin/me'))).role).toBeNull();
    expect(await host.services.users.list(tenant)).toEqual([]);
  };

  it('is never a guest (by the directory or the token), a disabled account or someone the directory does not know; then a member becomes Admin', async () => {
    // The fixture's guest (userType Guest) and its disabled account (accountEnabled false).
    await refusedAndNoRow(await host.token({ tenant, user: 'gus@partner.example', oid: 'a-guest' }));
    await refusedAndNoRow(await host.token({ tenant, user: 'info@fabrikam.test' }));
    // A token that names another organisation as the person's home (Entra's `idp` of a guest), whatever the directory says.
    await refusedAndNoRow(
      await host.idp.mint({
        tenant,
        user: 'ben.okafor@fabrikam.test',
        oid: 'a-ben',
        idp: `https://sts.windows.net/${crypto.randomUUID()}/`,
        scope: 'portal_admin',
      }),
    );
    // A verified token for an object id the directory has no user for.
    await refusedAndNoRow(await host.idp.mint({ tenant, user: 'stranger@fabrikam.test', scope: 'portal_admin' }));

    const ann = await host.token({ tenant, user: 'ann.lee@fabrikam.test', name: 'Ann Lee' });
    expect((await ok(host.api(ann).GET('/api/admin/me'))).role).toBe('Admin');
    expect((await host.services.users.list(tenant)).map((u) => [u.oid, u.role])).toEqual([['a-ann', 'Admin']]);
  });
});

describe('grantFirstAdmin', () => {
  let host: TestHost;
  let tenant: string;
  beforeAll(async () => {
    host = await startTestHost();
    tenant = host.tenants[1];
    await host.onboard(tenant);
  });
  afterAll(() => host?.close());

  it('makes the consenting person Admin once, and nobody after an Admin exists', async () => {
    await host.services.users.grantFirstAdmin(tenant, { oid: 'b-nia', email: 'nia.ross@northwind.test', name: 'Nia Ross' });
    await host.services.users.grantFirstAdmin(tenant, { oid: 'b-nia', email: 'nia.ross@northwind.test', name: 'Nia Ross' });
    await host.services.users.grantFirstAdmin(tenant, { oid: 'b-oli', email: 'oli.kim@northwind.test', name: 'Oli Kim' });
    const nia = await host.token({ tenant, user: 'nia.ross@northwind.test', name: 'Nia Ross' });
    expect((await ok(host.api(nia).GET('/api/admin/me'))).role).toBe('Admin');
    const oli = await host.token({ tenant, user: 'oli.kim@northwind.test' });
    expect(statusAndCode(await host.api(oli).GET('/api/admin/settings'))).toEqual([403, 'not_a_portal_user']);
    const log = await ok(host.api(nia).GET('/api/admin/log', { params: { query: { limit: 50 } } }));
    expect(log.entries.filter((e) => e.action === 'user.first_admin').map((e) => e.target)).toEqual(['nia.ross@northwind.test']);
  });
});
