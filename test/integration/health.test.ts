import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAzurite, type AzuriteInstance } from '../../local/azurite.js';
import { statusAndCode } from '../helpers/api.js';
import { startTestHost, type TestHost } from '../helpers/host.js';

let dir: string;
let azurite: AzuriteInstance;
let host: TestHost;
const operatorTenant = crypto.randomUUID();
const operatorOid = crypto.randomUUID();
/** What anyone is told, and what a platform operator is told. */
const health = async () => host.api().GET('/health');
const operatorHealth = async () =>
  host.api(await host.token({ tenant: operatorTenant, user: 'ops@service.example', oid: operatorOid })).GET('/health');

beforeAll(async () => {
  // Its own Azurite, on disk, so it can be stopped and started again without disturbing the other tests.
  dir = await mkdtemp(join(tmpdir(), 'azurite-health-'));
  azurite = await startAzurite({ location: dir });
  host = await startTestHost({
    connectionString: azurite.connectionString,
    env: { PLATFORM_OPERATORS: `${operatorTenant}/${operatorOid}` },
  });
});
afterAll(async () => {
  await host.close();
  await azurite.stop();
  await rm(dir, { recursive: true, force: true });
});

describe('GET /health', () => {
  it('answers 200 with the status alone to anyone, and with each check to an operator, while storage is up', async () => {
    const res = await health();
    expect(res.response.status).toBe(200);
    expect(res.data).toEqual({ status: 'ok' });
    const asOperator = await operatorHealth();
    expect(asOperator.response.status).toBe(200);
    expect(asOperator.data?.status).toBe('ok');
    expect(asOperator.data?.checks?.storage.status).toBe('ok');
    expect(asOperator.data?.checks?.configuration.status).toBe('ok');
  });

  it('tells a person who is no operator the status alone, and refuses a token that does not verify', async () => {
    const someone = await host.token({ tenant: host.tenants[0], user: 'someone@contoso.example' });
    const res = await host.api(someone).GET('/health');
    expect([res.response.status, res.data]).toEqual([200, { status: 'ok' }]);
    const forged = await host.call('GET', '/health', { token: `${someone.slice(0, -4)}AAAA` });
    expect([forged.status, forged.json.code]).toEqual([401, 'unauthenticated']);
  });

  it('answers 503 while storage is down, admin routes answer 503 storage_unavailable, and both recover', async () => {
    const tenant = host.tenants[0];
    await host.onboard(tenant, 'admin@contoso.example');
    const token = await host.token({ tenant, user: 'admin@contoso.example' });
    const settings = () => host.api(token).GET('/api/admin/settings');
    expect((await settings()).response.status).toBe(200);

    await azurite.stop();
    const down = await health();
    expect(down.response.status).toBe(503);
    // Storage's own error text is for operators only.
    expect(down.error).toEqual({ status: 'degraded' });
    expect(down.response.headers.get('retry-after')).toBe('5');
    const operatorDown = await operatorHealth();
    expect(operatorDown.response.status).toBe(503);
    expect(operatorDown.error).toMatchObject({
      status: 'degraded',
      checks: { storage: { status: 'unavailable', detail: expect.any(String) } },
    });
    expect(statusAndCode(await settings())).toEqual([503, 'storage_unavailable']);

    azurite = await startAzurite({ location: dir, blobPort: azurite.blobPort, tablePort: azurite.tablePort });
    const up = await host.api().GET('/health');
    expect(up.response.status).toBe(200);
    expect((await settings()).response.status).toBe(200);
  });
});
