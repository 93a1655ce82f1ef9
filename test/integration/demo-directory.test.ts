import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FixtureDirectory, type DirectoryFixture } from '../../shared/directory/fixture.js';
import { DEMO_ADMIN, DEMO_ADMIN_OID, DEMO_TENANT_ID, repoRoot } from '../../local/defaults.js';
import { seedDemo } from '../../local/seed.js';
import { statusAndCode } from '../helpers/api.js';
import { startTestHost, type TestHost } from '../helpers/host.js';
import { signInRows } from '../helpers/readme.js';

// The default directory `npm start` uses, seeded as it seeds it: one connected organisation, one waiting to connect,
// and the people the README names for each flow with the role it says they have.
const FIXTURE = join(repoRoot(), 'local', 'demo-directory.json');
let host: TestHost;
let tenantsByName: Map<string, string>;

beforeAll(async () => {
  const fixture = JSON.parse(await readFile(FIXTURE, 'utf8')) as { tenants: Record<string, { displayName: string }> };
  tenantsByName = new Map(Object.entries(fixture.tenants).map(([id, t]) => [t.displayName, id]));
  host = await startTestHost({ directory: await FixtureDirectory.fromFile(FIXTURE), people: fixture as DirectoryFixture });
  expect(await seedDemo(host.services, { url: host.url })).toEqual({ seeded: true });
});
afterAll(() => host.close());

describe('the default directory', () => {
  it('holds the demo Admin under the object id the benchmark’s tokens carry', async () => {
    expect((await host.services.directory.findMailbox(DEMO_TENANT_ID, DEMO_ADMIN))?.id).toBe(DEMO_ADMIN_OID);
  });

  it('holds a second organisation that seeding leaves unconnected', async () => {
    const others = [...tenantsByName.values()].filter((id) => id !== DEMO_TENANT_ID);
    expect(others.length).toBeGreaterThanOrEqual(1);
    expect((await host.services.tenants.get(DEMO_TENANT_ID))?.state).toBe('active');
    for (const id of others) expect(await host.services.tenants.get(id)).toBeNull();
  });

  it('gives the people the README names for each flow the role it says, in its order', async () => {
    const rows = await signInRows();
    expect(rows.length).toBe(4);
    for (const row of rows) {
      const tenant = tenantsByName.get(row.organisation)!;
      const me = await host.api(await host.token({ tenant, user: row.address })).GET('/api/admin/me');
      if (row.role === 'not connected') expect([row.address, ...statusAndCode(me)]).toEqual([row.address, 403, 'not_onboarded']);
      else expect([row.address, me.response.status, me.data?.role]).toEqual([row.address, 200, row.role === 'none' ? null : row.role]);
    }
  });
});
