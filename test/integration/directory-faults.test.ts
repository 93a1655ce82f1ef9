import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { GraphDirectory } from '../../shared/directory/graph.js';
import { SnapshotStore } from '../../shared/directory/store.js';
import { TENANT_A, testDirectoryFixture } from '../helpers/directory-fixture.js';
import type { GraphFault } from '../helpers/graph-faults.js';
import { startGraphStandin, type GraphStandin } from '../helpers/graph-standin.js';
import { ok, statusAndCode } from '../helpers/api.js';
import { startTestHost, type TestHost } from '../helpers/host.js';
import { startAzurite, type AzuriteInstance } from '../../local/azurite.js';
import { createPublishedWith } from '../helpers/templates.js';

/**
 * Microsoft Graph out, each way it can be, for each caller that reads the directory: a portal search, a portal write,
 * the add-in for a mailbox not cached yet, and the nightly directory sync. Each gets a 503 `directory_unavailable`
 * with `Retry-After` within the call's deadline (small here: the settings' defaults are seconds), changes nothing, and
 * works again as soon as Graph answers, with no restart.
 */

/** A try and a call small enough for quick tests, large enough for a loaded machine's healthy answers. */
const WAITS = { tryTimeoutMs: 750, deadlineMs: 1500 };
/** What a caller is told to wait when Graph named no time of its own. */
const OWN_RETRY_AFTER = '10';

let standin: GraphStandin;
let azurite: AzuriteInstance;
let host: TestHost;
let tenant: string;
let admin: string;

const api = () => host.api(admin);
const searchUsers = (q: string) => api().GET('/api/admin/users/search', { params: { query: { q } } });
const addGroup = (groupId: string) => api().POST('/api/admin/exclusions/groups', { body: { groupId } });
const exclusions = () => ok(api().GET('/api/admin/exclusions'));
const signatureOf = async (user: string, type: 'new' | 'reply' = 'new') =>
  host.api(await host.token({ tenant, user, scope: 'access_as_user' })).POST('/api/signature', { body: { type } });
const runSync = () => host.call('POST', '/admin/functions/directorySnapshotRefresh');
const snapshotEtag = () => new SnapshotStore(host.services.storage).etag(tenant);
const userIds = async () => (await host.services.snapshots.current(tenant)).allUsers().map((u) => u.id);
/** The requests of this host's tenant (a job also asks for the tenants other test files keep in the same storage). */
const fabrikams = () => standin.requests.filter((r) => r.authorization === `Bearer token-for-${TENANT_A}`);
const deltaRequests = () => fabrikams().filter((r) => r.path.includes('/delta'));

/** Graph out in each way, with the `Retry-After` the caller is told. */
const OUTAGES: { name: string; fault: GraphFault; retryAfter: string }[] = [
  { name: 'refuses connections', fault: { mode: 'refuse' }, retryAfter: OWN_RETRY_AFTER },
  { name: 'never answers', fault: { mode: 'silent' }, retryAfter: OWN_RETRY_AFTER },
  { name: 'answers after the try timeout', fault: { mode: 'late', ms: 4 * WAITS.tryTimeoutMs }, retryAfter: OWN_RETRY_AFTER },
  { name: 'answers 429 for longer than the deadline', fault: { mode: 'busy', status: 429, retryAfter: 30 }, retryAfter: '30' },
  { name: 'answers 503 for longer than the deadline', fault: { mode: 'busy', status: 503, retryAfter: 45 }, retryAfter: '45' },
  { name: 'cuts its answers mid-body', fault: { mode: 'cut' }, retryAfter: OWN_RETRY_AFTER },
];
/** A mailbox of the directory per outage, each asked for the first time while Graph is out. */
const UNCACHED = [
  'ann.lee@fabrikam.test',
  'ben.okafor@fabrikam.test',
  'cleo.martin@fabrikam.test',
  'dev.patel@fabrikam.test',
  'eva.jansen@fabrikam.test',
  'finn.berg@fabrikam.test',
];

beforeAll(async () => {
  standin = await startGraphStandin(testDirectoryFixture);
  // An Azurite of its own: other test files' nightly syncs go over every organisation of the storage they share, and
  // one of them taking this file's organisation (with another stand-in) started its stopped round over mid-test. The
  // host's first tenant reads as the fixture's Fabrikam; any other organisation has not consented here.
  azurite = await startAzurite();
  const getToken = async (t: string) => {
    if (t !== host.tenants[0]) throw new Error('This organisation has not consented in this test');
    return `token-for-${TENANT_A}`;
  };
  const graph = new GraphDirectory({ baseUrl: standin.url, getToken, ...WAITS });
  host = await startTestHost({ directory: graph, connectionString: azurite.connectionString });
  tenant = host.tenants[0];
  await host.onboard(tenant, 'faults.admin@fabrikam.test');
  admin = await host.token({ tenant, user: 'faults.admin@fabrikam.test' });
  expect((await ok(api().GET('/api/admin/me'))).role).toBe('Admin');
  const template = await createPublishedWith(api(), { name: 'Standard', html: '<p>{{displayName}}</p>' });
  await ok(api().PUT('/api/admin/roles', { body: { new: template.id, reply: template.id } }));
  await host.services.snapshots.current(tenant);
});
afterEach(() => standin.heal());
afterAll(async () => {
  await host?.close();
  await standin?.close();
  await azurite?.stop();
});

describe.each(OUTAGES.map((o, i) => ({ ...o, mailbox: UNCACHED[i] })))('Microsoft Graph that $name', ({ fault, retryAfter, mailbox }) => {
  it('answers a portal search 503 directory_unavailable with Retry-After, and the same search once Graph is back', async () => {
    await standin.fault(fault);
    const refused = await searchUsers('ann');
    expect(statusAndCode(refused)).toEqual([503, 'directory_unavailable']);
    expect(refused.response.headers.get('retry-after')).toBe(retryAfter);
    await standin.heal();
    expect((await ok(searchUsers('ann'))).users.map((u) => u.mail)).toEqual(['ann.lee@fabrikam.test']);
  });

  it('refuses a portal write 503 directory_unavailable that changes nothing, and takes it once Graph is back', async () => {
    const before = await exclusions();
    await standin.fault(fault);
    const refused = await addGroup('a-g-sales-uk');
    expect(statusAndCode(refused)).toEqual([503, 'directory_unavailable']);
    expect(refused.response.headers.get('retry-after')).toBe(retryAfter);
    await standin.heal();
    expect(await exclusions()).toEqual(before);
    expect((await addGroup('a-g-sales-uk')).response.status).toBe(201);
    await ok(api().DELETE('/api/admin/exclusions/groups/{id}', { params: { path: { id: 'a-g-sales-uk' } } }));
  });

  it(`answers the add-in 503 directory_unavailable for a mailbox not cached (${mailbox}), and its signature once Graph is back`, async () => {
    await standin.fault(fault);
    const refused = await signatureOf(mailbox);
    expect(statusAndCode(refused)).toEqual([503, 'directory_unavailable']);
    expect(refused.response.headers.get('retry-after')).toBe(retryAfter);
    await standin.heal();
    const served = await signatureOf(mailbox);
    expect(served.response.status).toBe(200);
    expect(served.data?.html).toContain('<p>');
  });

  it('leaves the directory snapshot as it was when the nightly sync runs, and the next run brings the changes', async () => {
    const id = `a-new-${fault.mode}-${retryAfter}`;
    standin.addUser(TENANT_A, { id, mail: `${id}@fabrikam.test`, displayName: 'New Person', userType: 'Member', accountEnabled: true });
    const [etag, users] = [await snapshotEtag(), await userIds()];
    await standin.fault(fault);
    const fired = await runSync();
    expect(fired.status).toBe(200);
    expect(fired.json.result.failed).toBeGreaterThanOrEqual(1);
    expect(await snapshotEtag()).toBe(etag);
    expect(await userIds()).toEqual(users);
    await standin.heal();
    standin.requests.length = 0;
    expect((await runSync()).status).toBe(200);
    expect(deltaRequests()[0].path).toContain('deltatoken');
    expect(await userIds()).toEqual([...users, id]);
  });
});

describe('Microsoft Graph briefly out', () => {
  it('answers within the call when Graph answers 503 once with a Retry-After that fits in the deadline', async () => {
    await standin.fault({ mode: 'busy', status: 503, retryAfter: 0 }, { requests: 1, tenant: TENANT_A });
    expect((await ok(searchUsers('ben'))).users.map((u) => u.mail)).toEqual(['ben.okafor@fabrikam.test']);
  });

  it('answers the add-in after a few 429s whose Retry-After fits in the deadline, trying again only after it', async () => {
    standin.requests.length = 0;
    await standin.fault({ mode: 'busy', status: 429, retryAfter: 0 }, { requests: 2, tenant: TENANT_A });
    // Every mailbox was resolved by the outages above: forgotten, and asked for a reply (an answer not cached either).
    host.services.resolver.forget(tenant);
    expect((await signatureOf('ann.lee@fabrikam.test', 'reply')).response.status).toBe(200);
    expect(fabrikams().length).toBeGreaterThan(2);
  });

  it('does not try again before the Retry-After that Graph named', async () => {
    standin.requests.length = 0;
    await standin.fault({ mode: 'busy', status: 429, retryAfter: 120 });
    const refused = await searchUsers('cleo');
    expect(statusAndCode(refused)).toEqual([503, 'directory_unavailable']);
    expect(refused.response.headers.get('retry-after')).toBe('120');
    expect(fabrikams()).toHaveLength(1);
  });
});

describe('the nightly directory sync interrupted', () => {
  /** Changes made in the directory while the sync is out: one leaver, one new title, one joiner. */
  const changeDirectory = (leaver: string, joiner: string) => {
    standin.removeUser(TENANT_A, leaver);
    standin.updateUser(TENANT_A, 'a-dev', { jobTitle: 'Controller' });
    standin.addUser(TENANT_A, { id: joiner, mail: `${joiner}@fabrikam.test`, displayName: 'Late Joiner', userType: 'Member' });
  };
  const expectChanged = async (leaver: string, joiner: string) => {
    const snapshot = await host.services.snapshots.current(tenant);
    expect(snapshot.allUsers().map((u) => u.id)).not.toContain(leaver);
    expect(snapshot.allUsers().find((u) => u.id === 'a-dev')).toMatchObject({ jobTitle: 'Controller' });
    expect(snapshot.allUsers().find((u) => u.id === joiner)).toMatchObject({ mail: `${joiner}@fabrikam.test` });
  };
  const cutSecondPage = async (leaver: string) => {
    const [etag, users] = [await snapshotEtag(), await userIds()];
    // The users' round has two pages: the first is answered, the second cut however often it is asked for (a first
    // page slow enough on a loaded machine to be asked twice is still answered).
    await standin.fault({ mode: 'cut' }, { path: 'skiptoken', tenant: TENANT_A });
    expect((await runSync()).json.result.failed).toBeGreaterThanOrEqual(1);
    await standin.heal();
    expect(await snapshotEtag()).toBe(etag);
    expect(await userIds()).toEqual(users);
    expect(users).toContain(leaver);
  };

  it('between pages (a page cut off): nobody is removed, and the next run goes on from the page where it stopped', async () => {
    await host.services.snapshots.refresh(tenant);
    changeDirectory('a-eva', 'a-late');
    await cutSecondPage('a-eva');
    standin.requests.length = 0;
    expect((await runSync()).status).toBe(200);
    // The first page is not asked for again: the round goes on from the link of the page that was cut.
    const users = deltaRequests().filter((r) => r.path.startsWith('/v1.0/users/delta'));
    expect(users[0].path).toContain('skiptoken');
    await expectChanged('a-eva', 'a-late');
  });

  it('starts over when the directory no longer honours the stopped round, and misses nothing', async () => {
    changeDirectory('a-cleo', 'a-later');
    await cutSecondPage('a-cleo');
    standin.expireDeltaLinks();
    standin.requests.length = 0;
    expect((await runSync()).status).toBe(200);
    // The stopped round's link is refused (410, a resync), and a full round reads the directory again.
    const users = deltaRequests().filter((r) => r.path.startsWith('/v1.0/users/delta'));
    expect(users[0].path).toContain('skiptoken');
    expect(users.some((r) => !/skiptoken|deltatoken/.test(r.path))).toBe(true);
    await expectChanged('a-cleo', 'a-later');
  });
});

describe('the nightly directory jobs and throttling', () => {
  it('waits out a 429 storm that ends within the deadline (Retry-After 0), and completes the round', async () => {
    standin.updateUser(TENANT_A, 'a-finn', { jobTitle: 'Storm Chaser' });
    await standin.fault({ mode: 'busy', status: 429, retryAfter: 0 }, { after: 1, requests: 2, tenant: TENANT_A });
    standin.requests.length = 0;
    expect((await runSync()).status).toBe(200);
    expect(fabrikams().filter((r) => r.path.includes('/delta')).length).toBeGreaterThan(2);
    const snapshot = await host.services.snapshots.current(tenant);
    expect(snapshot.allUsers().find((u) => u.id === 'a-finn')).toMatchObject({ jobTitle: 'Storm Chaser' });
  });

  it('stops the photo sync at the first person the directory does not answer for, and the next run asks for everyone', async () => {
    const photoRequests = () => fabrikams().filter((r) => r.path.includes('/photo')).length;
    await standin.fault({ mode: 'busy', status: 503, retryAfter: 60 }, { tenant: TENANT_A });
    standin.requests.length = 0;
    const fired = await host.call('POST', '/admin/functions/directoryPhotoSync');
    expect(fired.status).toBe(200);
    expect(fired.json.result.failed).toBeGreaterThanOrEqual(1);
    // Four people are asked for at once: each is answered 503 with a wait past the deadline, and nobody after them.
    expect(photoRequests()).toBeLessThanOrEqual(4);
    await standin.heal();
    standin.requests.length = 0;
    expect((await host.call('POST', '/admin/functions/directoryPhotoSync')).status).toBe(200);
    const people = (await host.services.snapshots.current(tenant)).allUsers().filter((u) => u.userType !== 'Guest');
    expect(photoRequests()).toBe(people.length);
  });
});

describe('a mailbox resolved before Microsoft Graph went out', () => {
  it('gets its signature from its last resolution once the ten minutes are over, for a day; then 503 as any other', async () => {
    const mailbox = 'dev.patel@fabrikam.test';
    expect((await signatureOf(mailbox, 'reply')).response.status).toBe(200);
    try {
      host.clock.advance(11 * 60_000);
      await standin.fault({ mode: 'refuse' });
      const served = await signatureOf(mailbox, 'reply');
      expect(served.response.status).toBe(200);
      expect(served.data?.html).toBe('<p>Dev Patel</p>');
      host.clock.advance(24 * 3600_000);
      const refused = await signatureOf(mailbox, 'reply');
      expect(statusAndCode(refused)).toEqual([503, 'directory_unavailable']);
      expect(refused.response.headers.get('retry-after')).toBe(OWN_RETRY_AFTER);
    } finally {
      host.clock.reset();
    }
  });
});
