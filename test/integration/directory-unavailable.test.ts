import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GraphDirectory } from '../../shared/directory/graph.js';
import { TENANT_A, testDirectoryFixture } from '../helpers/directory-fixture.js';
import { startGraphStandin, type GraphStandin } from '../helpers/graph-standin.js';
import { ok, statusAndCode } from '../helpers/api.js';
import { startTestHost, type TestHost } from '../helpers/host.js';

/** Microsoft Graph answering something unexpected is a 503 `directory_unavailable` that changes nothing, never a 500. */

let standin: GraphStandin;
let host: TestHost;
let tenant: string;
let admin: string;

const api = () => host.api(admin);
const overview = async () => ok(api().GET('/api/admin/exclusions'));
const searchUsers = (q: string) => api().GET('/api/admin/users/search', { params: { query: { q } } });
const addGroup = (groupId: string) => api().POST('/api/admin/exclusions/groups', { body: { groupId } });

beforeAll(async () => {
  standin = await startGraphStandin(testDirectoryFixture);
  // Every tenant of this host reads as the fixture's Fabrikam from the stand-in.
  const graph = new GraphDirectory({ baseUrl: standin.url, getToken: async () => `token-for-${TENANT_A}`, maxRetries: 0 });
  host = await startTestHost({ directory: graph });
  tenant = host.tenants[0];
  await host.onboard(tenant, 'graph.admin@fabrikam.test');
  admin = await host.token({ tenant, user: 'graph.admin@fabrikam.test' });
  expect((await ok(api().GET('/api/admin/me'))).role).toBe('Admin');
});
afterAll(async () => {
  await host?.close();
  await standin?.close();
});

describe('an unexpected answer from Microsoft Graph', () => {
  it('answers the search as usual while Graph answers as documented', async () => {
    const res = await ok(searchUsers('ann'));
    expect(res.users.map((u) => u.mail)).toEqual(['ann.lee@fabrikam.test']);
  });

  it('is a 503 directory_unavailable when a collection is not a collection', async () => {
    standin.answerNext(200, { value: 'not a list' });
    expect(statusAndCode(await searchUsers('ann'))).toEqual([503, 'directory_unavailable']);
  });

  it('is a 503 directory_unavailable when an item has the wrong shape', async () => {
    standin.answerNext(200, { value: [{ id: 42, displayName: ['x'] }] });
    const groups = await api().GET('/api/admin/groups/search', { params: { query: { q: 'sales' } } });
    expect(statusAndCode(groups)).toEqual([503, 'directory_unavailable']);
  });

  it('is a 503 directory_unavailable when Graph fails, and adds no group to the cost list', async () => {
    const before = await overview();
    standin.answerNext(500, { error: { code: 'InternalServerError', message: 'Graph is having a bad day' } });
    expect(statusAndCode(await addGroup('a-g-sales'))).toEqual([503, 'directory_unavailable']);
    standin.answerNext(200, { id: 'a-g-sales', displayName: null });
    expect(statusAndCode(await addGroup('a-g-sales'))).toEqual([503, 'directory_unavailable']);
    expect(await overview()).toEqual(before);
  });
});
