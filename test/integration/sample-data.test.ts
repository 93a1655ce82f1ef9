import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok } from '../helpers/api.js';
import { startTestHost, type TestHost } from '../helpers/host.js';

// Sample data stands for the organisation previewing: its own domain and name, never another's.
let host: TestHost;
const admins: { token: string; domain: string; name: string }[] = [];
const BODY = '<p>{{displayName}} {{email}} {{companyName}}</p>';

beforeAll(async () => {
  host = await startTestHost();
  const orgs = [
    { tenant: host.tenants[0], domain: 'fabrikam.test', name: 'Fabrikam Test' },
    { tenant: host.tenants[1], domain: 'northwind.test', name: 'Northwind Test' },
  ];
  for (const { tenant, domain, name } of orgs) {
    await host.onboard(tenant, `sample.admin@${domain}`);
    admins.push({ token: await host.token({ tenant, user: `sample.admin@${domain}` }), domain, name });
  }
});
afterAll(() => host.close());

describe('sample data', () => {
  it("addresses the sample person at each organisation's own domain and names the organisation", async () => {
    for (const { token, domain, name } of admins) {
      const preview = await host.api(token).POST('/api/admin/preview', { body: { html: BODY } });
      expect([preview.response.status, preview.data?.html]).toEqual([200, `<p>Alex Example alex.example@${domain} ${name}</p>`]);
      expect((await ok(host.api(token).GET('/api/admin/me'))).organisation.domain).toBe(domain);
    }
  });
});
