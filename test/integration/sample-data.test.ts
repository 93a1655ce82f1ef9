import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
    await host.onboard(tenant);
    admins.push({ token: await host.token({ tenant, user: `sample.admin@${domain}` }), domain, name });
  }
});
afterAll(() => host.close());

describe('sample data', () => {
  it("addresses the sample person at each organisation's own domain and names the organisation", async () => {
    for (const { token, domain, name } of admins) {
      const preview = await host.call('POST', '/api/admin/preview', { token, body: { html: BODY } });
      expect([preview.status, preview.json.html]).toEqual([200, `<p>Alex Example alex.example@${domain} ${name}</p>`]);
      const me = await host.call('GET', '/api/admin/me', { token });
      expect(me.json.organisation.domain).toBe(domain);
    }
  });
});
