import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FixtureDirectory } from '../../shared/directory/fixture.js';
import { GraphDirectory } from '../../shared/directory/graph.js';
import { DirectorySnapshots } from '../../shared/directory/service.js';
import { DirectorySnapshot } from '../../shared/directory/snapshot.js';
import { SnapshotStore } from '../../shared/directory/store.js';
import type { DirectoryUser } from '../../shared/directory/types.js';
import { TENANT_A, TENANT_B, testDirectoryFixture } from '../helpers/directory-fixture.js';
import { startGraphStandin, type GraphStandin } from '../helpers/graph-standin.js';
import { ok, statusAndCode } from '../helpers/api.js';
import { startTestHost, type TestHost } from '../helpers/host.js';
import { expectEvery } from '../helpers/expect-every.js';

/** The directory snapshot: built and refreshed with Graph delta rounds, read by the reports, one per tenant. */

let standin: GraphStandin;
let graph: GraphDirectory;
let host: TestHost;
let tenant: string;
let other: string;
let admin: string;

const api = (token = admin) => host.api(token);
const auditOf = async (token = admin) => ok(api(token).GET('/api/admin/audit'));
const jobTitles = async () => (await auditOf()).coverage.find((c) => c.attribute === 'jobTitle');
const exclusions = async () => ok(api().GET('/api/admin/exclusions'));
const group = (id: string) => ({ params: { path: { id } } });
const snapshotOf = (t: string) => host.services.snapshots.current(t);
const mails = (users: DirectoryUser[]) => users.map((u) => u.mail).sort();
const deltaRequests = () => standin.requests.filter((r) => r.path.includes('/delta'));

/** The audit worked out the way it was before the snapshot: the whole directory listed live, each mailbox's exclusion read. */
async function auditByListing(tenantId: string) {
  const users: DirectoryUser[] = [];
  for await (const u of graph.listUsers(tenantId)) users.push(u);
  const members = users.filter((u) => (u.userType ?? '').toLowerCase() !== 'guest' && u.mail);
  const excluded = await Promise.all(members.map((u) => host.services.exclusions.isExcluded(tenantId, u.mail!.toLowerCase())));
  const included = members.filter((_u, i) => !excluded[i]);
  return {
    mailboxes: included.length,
    leftOut: { external: users.length - members.length, excluded: excluded.filter(Boolean).length },
    jobTitles: included.filter((u) => u.jobTitle).length,
  };
}

beforeAll(async () => {
  standin = await startGraphStandin(testDirectoryFixture);
  // The host's two fresh tenants read as the fixture's Fabrikam and Northwind.
  const fixtureTenant = (t: string) => (t === host.tenants[0] ? TENANT_A : t === host.tenants[1] ? TENANT_B : 'unknown');
  graph = new GraphDirectory({ baseUrl: standin.url, getToken: async (t) => `token-for-${fixtureTenant(t)}`, maxRetries: 0 });
  host = await startTestHost({ directory: graph });
  [tenant, other] = host.tenants;
  await host.onboard(tenant, 'snapshot.admin@fabrikam.test');
  await host.onboard(other);
  admin = await host.token({ tenant, user: 'snapshot.admin@fabrikam.test' });
  expect((await ok(api().GET('/api/admin/me'))).role).toBe('Admin');
});
afterAll(async () => {
  await host?.close();
  await standin?.close();
});

describe('the directory snapshot', () => {
  it('is built on first need with a full delta round, following @odata.nextLink, and the reports answer as the live listing did', async () => {
    standin.requests.length = 0;
    const audit = await auditOf();
    // Pages of two: the eight users and three groups take several pages each; no user is listed one by one.
    expect(deltaRequests().filter((r) => r.path.includes('/users/delta')).length).toBeGreaterThan(1);
    expect(deltaRequests().filter((r) => r.path.includes('/groups/delta')).length).toBeGreaterThan(1);
    const live = await auditByListing(tenant);
    expect(audit).toMatchObject({ mailboxes: live.mailboxes, leftOut: live.leftOut });
    expect(audit.coverage.find((c) => c.attribute === 'jobTitle')).toMatchObject({ present: live.jobTitles });
    expect(audit).toMatchObject({ mailboxes: 7, leftOut: { external: 1, excluded: 0 } });
    expect(await exclusions()).toMatchObject({ seatsBilled: 7, totals: { directoryMailboxes: 7 } });
    expect((await ok(api().GET('/api/admin/activity'))).adoption).toEqual({ mailboxes: 7, applying: 0, rate: 0 });

    // The next report reads the stored snapshot: no directory request at all.
    standin.requests.length = 0;
    await auditOf();
    await ok(api().GET('/api/admin/exclusions/suggested'));
    expect(standin.requests).toEqual([]);
  });

  it('counts exclusions from the list read whole, as the per-mailbox reads did', async () => {
    await host.services.exclusions.add(tenant, { actor: 'test' }, ['info@fabrikam.test', 'ben@fabrikam.test']);
    try {
      const audit = await auditOf();
      const live = await auditByListing(tenant);
      expect(audit).toMatchObject({ mailboxes: live.mailboxes, leftOut: live.leftOut });
      expect(audit).toMatchObject({ mailboxes: 5, leftOut: { external: 1, excluded: 2 } });
      const suggested = (await ok(api().GET('/api/admin/exclusions/suggested'))).mailboxes.map((m) => m.address);
      expect(suggested).not.toContain('info@fabrikam.test');
      expect(suggested).not.toContain('ben.okafor@fabrikam.test');
      expect(suggested).toHaveLength(5);
    } finally {
      await host.services.exclusions.remove(tenant, { actor: 'test' }, 'info@fabrikam.test');
      await host.services.exclusions.remove(tenant, { actor: 'test' }, 'ben.okafor@fabrikam.test');
    }
  });

  it('picks up an added, a changed and a removed user and a membership change with the next delta round (the nightly job)', async () => {
    await snapshotOf(tenant);
    standin.addUser(TENANT_A, {
      id: 'a-gia',
      mail: 'gia.new@fabrikam.test',
      userPrincipalName: 'gia.new@fabrikam.test',
      displayName: 'Gia New',
      jobTitle: 'Analyst',
      userType: 'Member',
      accountEnabled: true,
      proxyAddresses: ['SMTP:gia.new@fabrikam.test'],
    });
    standin.updateUser(TENANT_A, 'a-finn', { jobTitle: 'Sales Representative' });
    standin.removeUser(TENANT_A, 'a-eva');
    standin.addMember(TENANT_A, 'a-g-sales-uk', 'a-cleo');

    // Until the refresh the reports read the snapshot as it was.
    expect(await jobTitles()).toMatchObject({ present: 5 });

    standin.requests.length = 0;
    // The local host's timer trigger is no operation of the OpenAPI document: raw.
    const fired = await host.call('POST', '/admin/functions/directorySnapshotRefresh');
    expect(fired.status).toBe(200);
    expect(fired.json.result.updated).toBeGreaterThanOrEqual(1);
    // One delta round from the stored links: each asks with the delta token, none lists from scratch.
    const fabrikams = deltaRequests().filter(
      (r) => r.authorization === `Bearer token-for-${TENANT_A}` && r.path.startsWith('/v1.0/users/delta'),
    );
    expect(fabrikams.length).toBeGreaterThan(0);
    expect(fabrikams[0].path).toContain('deltatoken');
    expectEvery(fabrikams, (r) => /deltatoken|skiptoken/.test(r.path));

    const snapshot = await snapshotOf(tenant);
    const users = snapshot.allUsers();
    expect(users.find((u) => u.id === 'a-gia')).toMatchObject({ mail: 'gia.new@fabrikam.test', jobTitle: 'Analyst', mailboxType: 'user' });
    // A changed user comes with what changed; what did not change stays as it was.
    expect(users.find((u) => u.id === 'a-finn')).toMatchObject({
      jobTitle: 'Sales Representative',
      displayName: 'Finn Berg',
      mail: 'finn.berg@fabrikam.test',
    });
    expect(users.find((u) => u.id === 'a-eva')).toBeUndefined();
    expect(mails(snapshot.groupMembers('a-g-sales'))).toEqual([
      'ann.lee@fabrikam.test',
      'cleo.martin@fabrikam.test',
      'finn.berg@fabrikam.test',
    ]);
    expect(mails(snapshot.groupMembers('a-g-all-staff'))).not.toContain('eva.jansen@fabrikam.test');

    const audit = await auditOf();
    const live = await auditByListing(tenant);
    expect(audit).toMatchObject({ mailboxes: live.mailboxes, leftOut: live.leftOut });
    expect(audit.coverage.find((c) => c.attribute === 'jobTitle')).toMatchObject({
      present: live.jobTitles,
      missing: 1,
    });
    expect((await exclusions()).totals.directoryMailboxes).toBe(7);
  });

  it("refreshes on demand when a group is listed or refreshed: the cost list's sync route reads the new membership", async () => {
    const added = await api().POST('/api/admin/exclusions/groups', { body: { groupId: 'a-g-sales-uk' } });
    expect(added.response.status).toBe(201);
    expect(added.data!.members).toEqual(['cleo.martin@fabrikam.test', 'finn.berg@fabrikam.test']);
    standin.removeMember(TENANT_A, 'a-g-sales-uk', 'a-cleo');
    standin.addMember(TENANT_A, 'a-g-sales-uk', 'a-dev');
    const synced = await ok(api().POST('/api/admin/exclusions/groups/{id}/sync', group('a-g-sales-uk')));
    expect(synced).toMatchObject({
      stillInDirectory: true,
      added: ['dev.patel@fabrikam.test'],
      removed: ['cleo.martin@fabrikam.test'],
    });
    expect(mails((await snapshotOf(tenant)).groupMembers('a-g-sales-uk'))).toEqual(['dev.patel@fabrikam.test', 'finn.berg@fabrikam.test']);
    await ok(api().DELETE('/api/admin/exclusions/groups/{id}', group('a-g-sales-uk')));
  });

  it('starts over with a full round when Graph answers 410 to the stored delta link', async () => {
    standin.expireDeltaLinks();
    standin.addUser(TENANT_A, {
      id: 'a-hal',
      mail: 'hal.after@fabrikam.test',
      displayName: 'Hal After',
      userType: 'Member',
      accountEnabled: false,
    });
    const result = await host.services.snapshots.refresh(tenant);
    expect(result.outcome).toBe('built');
    expect(result.snapshot.allUsers().find((u) => u.id === 'a-hal')).toMatchObject({ mailboxType: 'shared' });
    expect(
      result.snapshot
        .allUsers()
        .map((u) => u.id)
        .sort(),
    ).toEqual(
      (
        await (async () => {
          const ids: string[] = [];
          for await (const u of graph.listUsers(tenant)) ids.push(u.id);
          return ids;
        })()
      ).sort(),
    );
  });

  it('keeps the stored snapshot as it was when Graph fails during a refresh (503, nothing written)', async () => {
    const etag = await new SnapshotStore(host.services.storage).etag(tenant);
    standin.addUser(TENANT_A, {
      id: 'a-ivy',
      mail: 'ivy.later@fabrikam.test',
      displayName: 'Ivy Later',
      userType: 'Member',
      accountEnabled: true,
    });
    standin.answerNext(500, { error: { code: 'InternalServerError', message: 'Graph is having a bad day' } });
    const refused = await api().POST('/api/admin/exclusions/groups', { body: { groupId: 'a-g-sales' } });
    expect(statusAndCode(refused)).toEqual([503, 'directory_unavailable']);
    expect(await new SnapshotStore(host.services.storage).etag(tenant)).toBe(etag);
    expect((await exclusions()).groups).toEqual([]);
    expect((await snapshotOf(tenant)).allUsers().find((u) => u.id === 'a-ivy')).toBeUndefined();
  });

  it('two instances refreshing at once both succeed, and the stored snapshot holds the change once', async () => {
    const second = new DirectorySnapshots(new SnapshotStore(host.services.storage), { directory: graph, clock: host.clock });
    standin.updateUser(TENANT_A, 'a-dev', { department: 'Treasury' });
    const results = await Promise.all([host.services.snapshots.refresh(tenant), second.refresh(tenant)]);
    expect(results.map((r) => r.outcome)).toContain('updated');
    for (const s of [await snapshotOf(tenant), await second.current(tenant)]) {
      expect(s.allUsers().filter((u) => u.id === 'a-dev')).toEqual([expect.objectContaining({ department: 'Treasury' })]);
      expect(s.allUsers().find((u) => u.id === 'a-ivy')).toBeDefined();
    }
  });

  it("keeps each tenant's snapshot to itself", async () => {
    const theirs = await snapshotOf(other);
    expectEvery(theirs.allUsers(), (u) => u.mail?.endsWith('@northwind.test'));
    expect(theirs.group('a-g-sales')).toBeNull();
    expect(theirs.groupMembers('a-g-sales')).toEqual([]);
    expect((await snapshotOf(tenant)).allUsers().some((u) => u.mail?.endsWith('@northwind.test'))).toBe(false);
    // A change in one organisation leaves the other's snapshot unwritten.
    const store = new SnapshotStore(host.services.storage);
    await host.services.snapshots.refresh(other);
    const before = await store.etag(other);
    standin.updateUser(TENANT_A, 'a-ann', { city: 'Manchester' });
    await host.services.snapshots.refresh(tenant);
    expect((await host.services.snapshots.refresh(other)).outcome).toBe('unchanged');
    expect(await store.etag(other)).toBe(before);
    // Their admin's reports count their own directory only.
    const theirAdmin = await host.token({ tenant: other, user: 'nia.ross@northwind.test' });
    await ok(api(theirAdmin).GET('/api/admin/me'));
    expect(await auditOf(theirAdmin)).toMatchObject({ mailboxes: 7, leftOut: { external: 0 } });
  });
});

describe('the fixture directory as a snapshot source', () => {
  // A tenant of its own, so the Graph-backed host's snapshots are untouched.
  const fixtureTenant = crypto.randomUUID();
  const fixture = { tenants: { [fixtureTenant]: testDirectoryFixture.tenants[TENANT_A] } };
  const directory = () => new FixtureDirectory(fixture);

  it('builds once, answers no changes while the fixture is the same, and rebuilds when it changed', async () => {
    const store = new SnapshotStore(host.services.storage);
    const snapshots = new DirectorySnapshots(store, { directory: directory(), clock: host.clock });
    expect((await snapshots.refresh(fixtureTenant)).outcome).toBe('built');
    const etag = await store.etag(fixtureTenant);
    expect((await snapshots.refresh(fixtureTenant)).outcome).toBe('unchanged');
    expect(await store.etag(fixtureTenant)).toBe(etag);
    expect(mails((await snapshots.current(fixtureTenant)).groupMembers('a-g-all-staff'))).toEqual(
      mails(await directory().groupMembers(fixtureTenant, 'a-g-all-staff')),
    );

    const edited = structuredClone(fixture);
    edited.tenants[fixtureTenant].users = edited.tenants[fixtureTenant].users!.filter((u) => u.id !== 'a-ben');
    const after = await new DirectorySnapshots(store, { directory: new FixtureDirectory(edited), clock: host.clock }).refresh(
      fixtureTenant,
    );
    expect(after.outcome).toBe('built');
    expect(after.snapshot.allUsers().map((u) => u.id)).not.toContain('a-ben');
    await host.services.storage.purgeTenant(fixtureTenant);
  });

  it('replaces a snapshot stored in the older one-record-a-user form with a full round, under its ETag', async () => {
    const store = new SnapshotStore(host.services.storage);
    const blob = host.services.storage.container('directory').getBlockBlobClient(`${fixtureTenant}/snapshot.json.gz`);
    const older = {
      version: 1,
      builtAt: '2025-01-01T00:00:00.000Z',
      refreshedAt: '2025-01-01T00:00:00.000Z',
      links: { users: 'x', groups: 'y' },
      users: [{ id: 'gone', mail: 'gone@fabrikam.test' }],
      groups: [],
    };
    await blob.uploadData(gzipSync(JSON.stringify(older)));
    const etag = await store.etag(fixtureTenant);
    expect(await store.load(fixtureTenant)).toEqual({ doc: null, etag });

    const snapshots = new DirectorySnapshots(store, { directory: directory(), clock: host.clock });
    const snapshot = await snapshots.current(fixtureTenant);
    expect(
      snapshot
        .allUsers()
        .map((u) => u.id)
        .sort(),
    ).toEqual(fixture.tenants[fixtureTenant].users!.map((u) => u.id).sort());
    const stored = await store.load(fixtureTenant);
    expect(stored?.doc?.version).toBe(2);
    expect(stored?.etag).not.toBe(etag);
    expect(mails(DirectorySnapshot.fromDocument(stored!.doc!).groupMembers('a-g-all-staff'))).toEqual(
      mails(await directory().groupMembers(fixtureTenant, 'a-g-all-staff')),
    );
    await host.services.storage.purgeTenant(fixtureTenant);
    expect(await store.etag(fixtureTenant)).toBeNull();
  });

  it('refuses a tenant the fixture does not know instead of storing an empty snapshot', async () => {
    const store = new SnapshotStore(host.services.storage);
    const unknown = '33333333-3333-4333-8333-333333333333';
    await expect(new DirectorySnapshots(store, { directory: directory(), clock: host.clock }).refresh(unknown)).rejects.toMatchObject({
      status: 503,
      code: 'directory_unavailable',
    });
    expect(await store.etag(unknown)).toBeNull();
  });
});
