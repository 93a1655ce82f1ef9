import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAzurite, type AzuriteInstance } from '../../shared/local/azurite.js';
import { statusAndCode } from '../helpers/api.js';
import { startTestHost, type TestHost } from '../helpers/host.js';

let dir: string;
let azurite: AzuriteInstance;
let host: TestHost;

beforeAll(async () => {
  // Its own Azurite, on disk, so it can be stopped and started again without disturbing the other tests.
  dir = await mkdtemp(join(tmpdir(), 'azurite-health-'));
  azurite = await startAzurite({ location: dir });
  host = await startTestHost({ connectionString: azurite.connectionString });
});
afterAll(async () => {
  await host.close();
  await azurite.stop();
  await rm(dir, { recursive: true, force: true });
});

describe('GET /health', () => {
  it('answers 200 with each check while storage is up', async () => {
    const res = await host.api().GET('/health');
    expect(res.response.status).toBe(200);
    expect(res.data?.status).toBe('ok');
    expect(res.data?.checks.storage.status).toBe('ok');
    expect(res.data?.checks.configuration.status).toBe('ok');
  });

  it('answers 503 while storage is down, admin routes answer 503 storage_unavailable, and both recover', async () => {
    const tenant = host.tenants[0];
    await host.onboard(tenant, 'admin@contoso.example');
    const token = await host.token({ tenant, user: 'admin@contoso.example' });
    const settings = () => host.api(token).GET('/api/admin/settings');
    expect((await settings()).response.status).toBe(200);

    await azurite.stop();
    const down = await host.api().GET('/health');
    expect(down.response.status).toBe(503);
    expect(down.error).toMatchObject({ status: 'unavailable', checks: { storage: { status: 'unavailable' } } });
    expect(statusAndCode(await settings())).toEqual([503, 'storage_unavailable']);

    azurite = await startAzurite({ location: dir, blobPort: azurite.blobPort, tablePort: azurite.tablePort });
    const up = await host.api().GET('/health');
    expect(up.response.status).toBe(200);
    expect((await settings()).response.status).toBe(200);
  });
});
