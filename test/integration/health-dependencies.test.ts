import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { GraphDirectory } from '../../shared/directory/graph.js';
import { statusAndCode } from '../helpers/api.js';
import { TENANT_A, testDirectoryFixture } from '../helpers/directory-fixture.js';
import type { GraphFault } from '../helpers/graph-faults.js';
import { startGraphStandin, type GraphStandin } from '../helpers/graph-standin.js';
import { startTestHost, type TestHost } from '../helpers/host.js';

/**
 * `/health` while the directory (Microsoft Graph, through its stand-in's faults) is out: 503 `degraded`
 * to anyone, the dependency named to a platform operator, from the outcome of the instance's last call to it (no
 * probe calls Graph); `ok` again once a call answers, with no restart.
 */

const WAITS = { tryTimeoutMs: 750, deadlineMs: 1500 };
let standin: GraphStandin;
let host: TestHost;
let admin: string;
const operatorTenant = crypto.randomUUID();
const operatorOid = crypto.randomUUID();

const health = () => host.call('GET', '/health');
const operatorHealth = async () =>
  host.call('GET', '/health', { token: await host.token({ tenant: operatorTenant, user: 'ops@service.example', oid: operatorOid }) });
const searchUsers = () => host.api(admin).GET('/api/admin/users/search', { params: { query: { q: 'ann' } } });

beforeAll(async () => {
  standin = await startGraphStandin(testDirectoryFixture);
  const fixtureTenant = (t: string) => (t === host.tenants[0] ? TENANT_A : 'unknown');
  const graph = new GraphDirectory({ baseUrl: standin.url, getToken: async (t) => `token-for-${fixtureTenant(t)}`, ...WAITS });
  host = await startTestHost({ directory: graph, env: { PLATFORM_OPERATORS: `${operatorTenant}/${operatorOid}` } });
  const tenant = host.tenants[0];
  await host.onboard(tenant, 'health.admin@fabrikam.test');
  admin = await host.token({ tenant, user: 'health.admin@fabrikam.test' });
  expect((await searchUsers()).response.status).toBe(200);
});
afterEach(() => standin.heal());
afterAll(async () => {
  await host?.close();
  await standin?.close();
});

const OUTAGES: { name: string; fault: GraphFault }[] = [
  { name: 'refuses connections', fault: { mode: 'refuse' } },
  { name: 'never answers', fault: { mode: 'silent' } },
  { name: 'answers 503 for longer than the deadline', fault: { mode: 'busy', status: 503, retryAfter: 45 } },
];

describe('/health while the directory is out', () => {
  it.for(OUTAGES)(
    'when Microsoft Graph $name: degraded, naming the directory to an operator; ok once a call answers',
    async ({ fault }) => {
      expect((await health()).json).toEqual({ status: 'ok' });
      const graphCalls = standin.requests.length;
      // Probes never call Graph themselves.
      await operatorHealth();
      expect(standin.requests.length).toBe(graphCalls);

      await standin.fault(fault);
      expect(statusAndCode(await searchUsers())).toEqual([503, 'directory_unavailable']);
      const down = await health();
      expect([down.status, down.json, down.headers.get('retry-after')]).toEqual([503, { status: 'degraded' }, '5']);
      const operatorDown = await operatorHealth();
      expect(operatorDown.status).toBe(503);
      expect(operatorDown.json).toMatchObject({
        status: 'degraded',
        checks: { directory: { status: 'unavailable', detail: expect.any(String) }, storage: { status: 'ok' } },
      });

      await standin.heal();
      expect((await searchUsers()).response.status).toBe(200);
      expect([(await health()).status, (await health()).json]).toEqual([200, { status: 'ok' }]);
      expect((await operatorHealth()).json.checks.directory.status).toBe('ok');
    },
  );
});
