import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDirectoryFixture } from '../helpers/directory-fixture.js';
import { startTestHost, type TestHost } from '../helpers/host.js';

// Sample data stands for the organisation previewing: its own domain and name, never another's.
let host: TestHost;
const admins = new Map<string, string>();
const BODY = '<p>{{displayName}} {{email}} {{companyName}}</p>';

beforeAll(async () => {
  host = await startTestHost();
  for (const [tenant, user] of [[host.tenants[0], 'sample.admin@fabrikam.test'], [host.tenants[1], 'sample.admin@northwind.test']] as const) {
    await host.onboard(tenant);
    admins.set(tenant, await host.token({ tenant, user }));
  }
});
afterAll(() => host.close());

describe('sample data', () => {
  it("addresses the sample person at each organisation's own domain and names the organisation", async () => {
    for (const [tenant, token] of admins) {
      const { displayName, domains } = testDirectoryFixture.tenants[tenant];
      const preview = await host.call('POST', '/api/admin/preview', { token, body: { html: BODY } });
      expect([preview.status, preview.json.html]).toEqual([200, `<p>Alex Example alex.example@${domains![0]} ${displayName}</p>`]);
      const me = await host.call('GET', '/api/admin/me', { token });
      expect(me.json.organisation.domain).toBe(domains![0]);
    }
  });
});
