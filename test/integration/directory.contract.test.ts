import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FixtureDirectory } from '../../shared/directory/fixture.js';
import { GraphDirectory } from '../../shared/directory/graph.js';
import type { Directory } from '../../shared/directory/types.js';
import { TENANT_A, TENANT_B, testDirectoryFixture } from '../helpers/directory-fixture.js';
import { startGraphStandin, type GraphStandin } from '../helpers/graph-standin.js';
import { expectEvery } from '../helpers/expect-every.js';

/** One contract, run against every implementation of the directory. */
function contract(name: string, directory: () => Directory) {
  describe(`directory contract: ${name}`, () => {
    const names = (users: { mail?: string | null }[]) => users.map((u) => u.mail).sort();

    it('knows its tenants and no others', async () => {
      expect(await directory().getTenant(TENANT_A)).toEqual({ id: TENANT_A, displayName: 'Fabrikam Test', domains: ['fabrikam.test'] });
      expect(await directory().getTenant('33333333-3333-4333-8333-333333333333')).toBeNull();
    });

    it('finds a mailbox by primary address and by alias, case-insensitively', async () => {
      expect((await directory().findMailbox(TENANT_A, 'ann.lee@fabrikam.test'))?.id).toBe('a-ann');
      expect((await directory().findMailbox(TENANT_A, 'BEN@Fabrikam.TEST'))?.id).toBe('a-ben');
    });

    it('finds a shared mailbox as shared, and no guest, unknown or other-tenant address', async () => {
      expect(await directory().findMailbox(TENANT_A, 'info@fabrikam.test')).toMatchObject({ id: 'a-info', mailboxType: 'shared' });
      expect(await directory().findMailbox(TENANT_A, 'gus@partner.example')).toBeNull();
      expect(await directory().findMailbox(TENANT_A, 'nobody@fabrikam.test')).toBeNull();
      expect(await directory().findMailbox(TENANT_B, 'ann.lee@fabrikam.test')).toBeNull();
    });

    it('finds a user by object id, guests and disabled accounts included, and no unknown or other-tenant id', async () => {
      expect(await directory().findUser(TENANT_A, 'a-ann')).toMatchObject({ mail: 'ann.lee@fabrikam.test', userType: 'Member' });
      expect(await directory().findUser(TENANT_A, 'a-guest')).toMatchObject({ userType: 'Guest' });
      expect(await directory().findUser(TENANT_A, 'a-info')).toMatchObject({ accountEnabled: false, mailboxType: 'shared' });
      expect(await directory().findUser(TENANT_A, 'a-nobody')).toBeNull();
      expect(await directory().findUser(TENANT_B, 'a-ann')).toBeNull();
    });

    it('reads the attributes of a mailbox', async () => {
      expect(await directory().findMailbox(TENANT_A, 'ann.lee@fabrikam.test')).toMatchObject({
        displayName: 'Ann Lee',
        jobTitle: 'Sales Director',
        department: 'Sales',
        country: 'United Kingdom',
        businessPhones: ['+44 20 7946 0001'],
        mailboxType: 'user',
      });
    });

    it('searches users and groups by prefix, within the limit', async () => {
      expect(names(await directory().searchUsers(TENANT_A, 'ben', 10))).toEqual(['ben.okafor@fabrikam.test']);
      expect(await directory().searchUsers(TENANT_A, 'gus', 10)).toEqual([]);
      expect((await directory().searchUsers(TENANT_B, 'n', 1)).length).toBe(1);
      expect((await directory().searchGroups(TENANT_A, 'sales', 10)).map((g) => g.id).sort()).toEqual(['a-g-sales', 'a-g-sales-uk']);
    });

    it('reads one group, and none that does not exist', async () => {
      expect(await directory().getGroup(TENANT_A, 'a-g-sales')).toMatchObject({ id: 'a-g-sales', displayName: 'Sales Team' });
      expect(await directory().getGroup(TENANT_A, 'a-g-nope')).toBeNull();
      expect(await directory().getGroup(TENANT_B, 'a-g-sales')).toBeNull();
    });

    it('resolves memberships transitively through nested groups', async () => {
      expect((await directory().memberOf(TENANT_A, 'a-finn')).map((g) => g.id).sort()).toEqual([
        'a-g-all-staff',
        'a-g-sales',
        'a-g-sales-uk',
      ]);
      expect(names(await directory().groupMembers(TENANT_A, 'a-g-all-staff'))).toEqual(
        ['ann.lee@fabrikam.test', 'dev.patel@fabrikam.test', 'eva.jansen@fabrikam.test', 'finn.berg@fabrikam.test'].sort(),
      );
    });

    it('lists every user of the tenant across pages', async () => {
      const all = [];
      for await (const u of directory().listUsers(TENANT_A)) all.push(u.id);
      expect(all.sort()).toEqual(testDirectoryFixture.tenants[TENANT_A].users!.map((u) => u.id).sort());
    });
  });
}

contract('fixture', () => new FixtureDirectory(testDirectoryFixture));

let standin: GraphStandin;
let graph: GraphDirectory;
beforeAll(async () => {
  standin = await startGraphStandin(testDirectoryFixture);
  graph = new GraphDirectory({ baseUrl: standin.url, getToken: async (tenantId) => `token-for-${tenantId}` });
});
afterAll(() => standin.close());

contract('Microsoft Graph (local stand-in)', () => graph);

describe('Microsoft Graph specifics', () => {
  it("sends the tenant's own app-only token", async () => {
    standin.requests.length = 0;
    const found = await graph.findMailbox(TENANT_B, 'nia.ross@northwind.test');
    expect(found?.mail).toBe('nia.ross@northwind.test');
    expectEvery(standin.requests, (r) => r.authorization === `Bearer token-for-${TENANT_B}`);
  });

  it('follows @odata.nextLink', async () => {
    standin.requests.length = 0;
    for await (const _ of graph.listUsers(TENANT_A)) void _;
    expect(standin.requests.length).toBeGreaterThan(1);
  });

  it('retries after a 429, honouring Retry-After', async () => {
    await standin.failNext(1);
    const started = Date.now();
    expect((await graph.findMailbox(TENANT_A, 'ann.lee@fabrikam.test'))?.id).toBe('a-ann');
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
  });
});
