import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok, statusAndCode } from '../helpers/api.js';
import { startTestHost, type TestHost } from '../helpers/host.js';
import { createPublishedWith } from '../helpers/templates.js';

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

  it('writes the sample day of return in the language of the variant previewed, and British English without one', async () => {
    const { token } = admins[0];
    const until = async (language?: string) =>
      (await ok(host.api(token).POST('/api/admin/preview', { body: { html: '<p>{{ooo.until}}</p>', ...(language ? { language } : {}) } })))
        .html;
    expect(await until()).toMatch(/^<p>Monday,? 14 December 2026<\/p>$/);
    expect(await until('de')).toBe('<p>Montag, 14. Dezember 2026</p>');
    expect(await until('fr')).toBe('<p>lundi 14 décembre 2026</p>');
    expect(await until('nl-BE')).toBe('<p>maandag 14 december 2026</p>');
    // Not a language tag: refused with its code and the field named, nothing rendered.
    const refused = await host.api(token).POST('/api/admin/preview', { body: { html: '<p>{{ooo.until}}</p>', language: 'not a tag' } });
    expect(statusAndCode(refused)).toEqual([400, 'invalid_request']);
    expect(refused.data).toBeUndefined();
  });

  it("writes a published version's sample day of return in the language asked for, refusing one that is no tag", async () => {
    const { token } = admins[0];
    const { id } = await createPublishedWith(host.api(token), { name: 'Back on', html: '<p>{{ooo.until}}</p>' });
    const version = (query: Record<string, string>) =>
      host.api(token).GET('/api/admin/templates/{id}/versions/{version}/preview', { params: { path: { id, version: 1 }, query } });
    expect((await ok(version({}))).html).toMatch(/^<p>Monday,? 14 December 2026<\/p>$/);
    expect((await ok(version({ language: 'de' }))).html).toBe('<p>Montag, 14. Dezember 2026</p>');
    expect((await ok(version({ language: 'es' }))).html).toBe('<p>lunes, 14 de diciembre de 2026</p>');
    const before = await ok(host.api(token).GET('/api/admin/templates/{id}/versions', { params: { path: { id } } }));
    const refused = await version({ language: 'not a tag' });
    expect(statusAndCode(refused)).toEqual([400, 'invalid_request']);
    expect(Object.keys(refused.error!.fields!)).toEqual(['language']);
    expect(await ok(host.api(token).GET('/api/admin/templates/{id}/versions', { params: { path: { id } } }))).toEqual(before);
  });
});
