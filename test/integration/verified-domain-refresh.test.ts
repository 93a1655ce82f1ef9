import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DirectoryFixture } from '../../shared/directory/fixture.js';
import { GraphDirectory } from '../../shared/directory/graph.js';
import { silentLogger, type Logger } from '../../shared/log.js';
import { ok } from '../helpers/api.js';
import { startGraphStandin, type GraphStandin } from '../helpers/graph-standin.js';
import { startTestHost, type TestHost } from '../helpers/host.js';

// The daily job reads every organisation's verified domains from its directory again (issue 43): a domain that moved
// to another directory is served for its new owner, and a directory that cannot be read changes nothing. The
// directory is the Graph stand-in, changed as an administrator would change theirs.

const ids = { a: crypto.randomUUID(), b: crypto.randomUUID(), c: crypto.randomUUID() };
type Org = keyof typeof ids;
const tag = ids.a.slice(0, 8);
const domain = (name: string) => `${name}-${tag}.test`;
/** Verified by A at onboarding, then moved to B's directory. */
const MOVING = domain('moving');
const adminOf = (k: Org) => `admin@${domain(k)}`;

const fixture: DirectoryFixture = {
  tenants: Object.fromEntries(
    (Object.keys(ids) as Org[]).map((k) => [
      ids[k],
      {
        displayName: `Org ${k}`,
        domains: k === 'a' ? [domain('a'), MOVING] : [domain(k)],
        users: [
          {
            id: `${k}-admin`,
            mail: adminOf(k),
            displayName: `Admin of ${k}`,
            userType: 'Member',
            directoryRoles: ['Global Administrator'],
          },
        ],
      },
    ]),
  ),
};

let standin: GraphStandin;
let host: TestHost;
const ownerOf = (d: string) => host.services.tenants.domains.organisationOf(d);
const recordOf = async (k: Org) => (await host.services.tenants.get(ids[k]))?.domains;
const refresh = (orgs: Org[], log: Logger = silentLogger) =>
  host.services.tenants.refreshDomains(
    log,
    orgs.map((k) => ids[k]),
  );
const domainEntries = async (k: Org) => {
  const admin = host.api(await host.token({ tenant: ids[k], user: adminOf(k) }));
  const { entries } = await ok(admin.GET('/api/admin/log', { params: { query: { scope: 'tenant' } } }));
  return entries.filter((e) => e.action === 'tenant.domains_changed');
};

/** A logger that keeps the failures it is told of, to check each names its organisation. */
function recordingLogger() {
  const failed: unknown[] = [];
  const log: Logger = { info() {}, warn() {}, error: (_message, detail) => void failed.push(detail?.tenantId) };
  return { log, failed };
}

beforeAll(async () => {
  standin = await startGraphStandin(fixture);
  const graph = new GraphDirectory({ baseUrl: standin.url, getToken: async (t) => `token-for-${t}`, maxRetries: 0 });
  host = await startTestHost({ directory: graph, people: fixture });
  for (const k of Object.keys(ids) as Org[]) await host.onboard(ids[k]);
});
afterAll(async () => {
  await host?.close();
  await standin?.close();
});

describe('the daily verified-domain refresh', () => {
  it('serves a domain that moved to another directory for its new owner, and logs the change on both organisations', async () => {
    expect(await ownerOf(MOVING)).toBe(ids.a);
    standin.setDomains(ids.a, [domain('a')]);
    // As a directory may write it: in capitals, with the root's dot.
    standin.setDomains(ids.b, [domain('b'), `${MOVING.toUpperCase()}.`]);

    expect(await refresh(['a', 'b', 'c'])).toEqual({ processed: 3, failed: 0, skipped: 0, changed: 2, unchanged: 1 });
    // Read on this instance before the move, answered anew after it: the job forgot what the instance remembered.
    expect(await ownerOf(MOVING)).toBe(ids.b);
    expect([await ownerOf(domain('a')), await ownerOf(domain('b')), await ownerOf(domain('c'))]).toEqual([ids.a, ids.b, ids.c]);
    expect([await recordOf('a'), await recordOf('b'), await recordOf('c')]).toEqual([[domain('a')], [domain('b'), MOVING], [domain('c')]]);
    expect(await domainEntries('a')).toMatchObject([
      {
        actor: 'Daily directory refresh',
        details: { added: [], removed: [MOVING] },
        summary: `The organisation’s verified domains changed in its directory: removed ${MOVING}`,
      },
    ]);
    expect(await domainEntries('b')).toMatchObject([{ details: { added: [MOVING], removed: [] } }]);
    expect(await domainEntries('c')).toEqual([]);

    // Read again with nothing changed, the job changes and logs nothing.
    expect(await refresh(['a', 'b', 'c'])).toEqual({ processed: 3, failed: 0, skipped: 0, unchanged: 3 });
    expect((await domainEntries('a')).length).toBe(1);
  });

  it('keeps the claims of an organisation whose directory cannot be read, counting it as failed', async () => {
    standin.setDomains(ids.c, [domain('c-new')]);
    const { log, failed } = recordingLogger();
    const unreadable = [
      { status: 503, body: { error: { code: 'serviceNotAvailable', message: 'Try again later' } } },
      // The consent was withdrawn: Graph refuses the service's token for the organisation.
      { status: 403, body: { error: { code: 'Authorization_RequestDenied', message: 'Insufficient privileges' } } },
      // An answer with no verified domain at all is not believed (every directory has its initial one).
      { status: 200, body: { value: [{ id: ids.c, displayName: 'Org c', verifiedDomains: [] }] } },
    ];
    for (const { status, body } of unreadable) {
      standin.answerNext(status, body);
      expect([status, await refresh(['c'], log)]).toEqual([status, { processed: 0, failed: 1, skipped: 0 }]);
    }
    expect(failed).toEqual([ids.c, ids.c, ids.c]);
    expect([await ownerOf(domain('c')), await ownerOf(domain('c-new'))]).toEqual([ids.c, null]);
    expect(await recordOf('c')).toEqual([domain('c')]);
    expect(await domainEntries('c')).toEqual([]);

    // Read once the directory answers, the change is taken.
    expect(await refresh(['c'])).toEqual({ processed: 1, failed: 0, skipped: 0, changed: 1 });
    expect([await ownerOf(domain('c')), await ownerOf(domain('c-new'))]).toEqual([null, ids.c]);
  });

  it('runs on demand as the verifiedDomainIndex timer, over every organisation on record, a suspended one included', async () => {
    await host.services.tenants.pullLever(ids.c, 'suspend', 'unpaid invoices');
    standin.setDomains(ids.c, [domain('c')]);
    standin.setDomains(ids.b, [domain('b'), MOVING, domain('c-new')]);
    standin.setDomains(ids.a, [domain('a'), domain('a-eu')]);

    const res = await host.call('POST', '/admin/functions/verifiedDomainIndex');
    expect(res.status).toBe(200);
    // Every organisation on record in this run's storage is read: other test files' answer as unknown to this directory.
    expect(res.json.result.changed).toBeGreaterThanOrEqual(3);
    expect([await ownerOf(domain('c-new')), await ownerOf(domain('c')), await ownerOf(domain('a-eu')), await ownerOf(MOVING)]).toEqual([
      ids.b,
      ids.c,
      ids.a,
      ids.b,
    ]);
  });
});
