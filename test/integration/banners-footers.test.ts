import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { operations } from '../../portal/src/api/schema.js';
import { ok, statusAndCode } from '../helpers/api.js';
import { startTestHost, type TestHost } from '../helpers/host.js';
import { createPublishedWith } from '../helpers/templates.js';

const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
let host: TestHost;
let tenant: string;
let admin: string;
let marketing: string;

type BannerBody = operations['postApiAdminBanners']['requestBody']['content']['application/json'];

const api = (token = admin) => host.api(token);
const path = (id: string) => ({ params: { path: { id } } });
const banners = async () => (await ok(api().GET('/api/admin/banners'))).banners;
const signature = async (mailbox: string) =>
  ok(host.api(await host.token({ tenant, user: mailbox, scope: 'access_as_user' })).POST('/api/signature', { body: {} }));

beforeAll(async () => {
  host = await startTestHost();
  tenant = host.tenants[0];
  await host.onboard(tenant, 'blocks.admin@fabrikam.test');
  admin = await host.token({ tenant, user: 'blocks.admin@fabrikam.test' });
  await ok(api().GET('/api/admin/me'));
  await ok(api().PUT('/api/admin/users', { body: { email: 'ben.okafor@fabrikam.test', role: 'Marketing' } }));
  marketing = await host.token({ tenant, user: 'ben.okafor@fabrikam.test' });
  const { id } = await createPublishedWith(api(), { name: 'Base', html: '<p>{{displayName}}</p>' });
  await ok(api().PUT('/api/admin/roles', { body: { new: id, reply: id } }));
  await ok(api().PUT('/api/admin/asset/{name}', { params: { path: { name: 'badge.png' } }, body: { base64: PNG } }));
});
afterAll(() => host.close());

describe('banners and footers', () => {
  it('composes banners above and below and footers last, for the audience they name', async () => {
    const everyone = await api(marketing).POST('/api/admin/banners', {
      body: { name: 'Webinar', html: '<p>Join our webinar <img src="cid:badge.png"></p>' },
    });
    expect(everyone.response.status).toBe(201);
    expect(everyone.data).toMatchObject({ kind: 'banner', position: 'below', active: true, audience: 'everyone' });
    await ok(
      api().POST('/api/admin/banners', {
        body: {
          name: 'Sales news',
          html: '<p>Sales only</p>',
          position: 'above',
          audience: { attribute: 'department', operator: 'equals', value: 'sales' },
        },
      }),
    );
    await ok(
      api().POST('/api/admin/footers', { body: { name: 'Legal', html: '<p><small>Fabrikam Ltd, registered in England</small></p>' } }),
    );
    const ann = await signature('ann.lee@fabrikam.test');
    expect(ann.html).toBe(
      '<p>Sales only</p><p>Ann Lee</p><p>Join our webinar <img src="cid:badge.png" /></p><p><small>Fabrikam Ltd, registered in England</small></p>',
    );
    expect(ann.images.map((i) => i.cid)).toEqual(['badge.png']);
    const ben = await signature('ben.okafor@fabrikam.test');
    expect(ben.html).not.toContain('Sales only');
    expect(ben.html.endsWith('<p><small>Fabrikam Ltd, registered in England</small></p>')).toBe(true);
  });

  it('shows a banner only within its dates, noticed without waiting for the cache', async () => {
    const startsAt = new Date(Date.now() + 3600_000).toISOString();
    const endsAt = new Date(Date.now() + 3 * 3600_000).toISOString();
    await ok(api().POST('/api/admin/banners', { body: { name: 'Launch', html: '<p>Launch day</p>', startsAt, endsAt } }));
    expect((await signature('cleo.martin@fabrikam.test')).html).not.toContain('Launch day');
    host.clock.advance(2 * 3600_000);
    try {
      expect((await signature('cleo.martin@fabrikam.test')).html).toContain('Launch day');
      host.clock.advance(2 * 3600_000);
      expect((await signature('cleo.martin@fabrikam.test')).html).not.toContain('Launch day');
    } finally {
      host.clock.reset();
    }
  });

  it('changes and deletes blocks; an inactive banner shows nowhere', async () => {
    const b = await ok(api().POST('/api/admin/banners', { body: { name: 'Temp', html: '<p>Temporary</p>' } }));
    expect((await signature('dev.patel@fabrikam.test')).html).toContain('Temporary');
    const changed = await api().PUT('/api/admin/banners/{id}', {
      ...path(b.id),
      body: { name: 'Temp', html: '<p>Temporary</p>', active: false },
    });
    expect(changed.data!.active).toBe(false);
    expect((await signature('dev.patel@fabrikam.test')).html).not.toContain('Temporary');
    expect((await api().DELETE('/api/admin/banners/{id}', path(b.id))).response.status).toBe(204);
    expect(statusAndCode(await api().DELETE('/api/admin/banners/{id}', path(b.id)))).toEqual([404, 'not_found']);
    const unknown = await api().PUT('/api/admin/footers/{id}', { ...path('b_unknown1'), body: { name: 'x', html: '<p>x</p>' } });
    expect(statusAndCode(unknown)).toEqual([404, 'not_found']);
    expect((await banners()).map((x) => x.name)).not.toContain('Temp');
  });

  const expectRefused = async (send: () => Promise<{ status: number; code?: string; fields?: Record<string, string> }>, field: string) => {
    const before = await banners();
    const res = await send();
    expect([res.status, res.code]).toEqual([400, 'invalid_request']);
    expect(Object.keys(res.fields ?? {}).some((k) => k.startsWith(field))).toBe(true);
    expect(await banners()).toEqual(before);
  };

  it.each([
    ['placeholders', { name: 'x', html: '<p>{{displayName}}</p>' }, 'html'],
    [
      'an end before the start',
      { name: 'x', html: '<p>x</p>', startsAt: '2027-01-02T00:00:00Z', endsAt: '2027-01-01T00:00:00Z' },
      'endsAt',
    ],
    ['a malformed date', { name: 'x', html: '<p>x</p>', startsAt: 'soon' }, 'startsAt'],
  ] satisfies [string, BannerBody, string][])('refuses a banner with %s, storing nothing', async (_what, body, field) => {
    await expectRefused(async () => {
      const { response, error } = await api().POST('/api/admin/banners', { body });
      return { status: response.status, code: error?.code, fields: error?.fields };
    }, field);
  });

  // Bodies the schema forbids go raw.
  it.each([
    ['no name', { html: '<p>x</p>' }, 'name'],
    [
      'an unknown audience attribute',
      { name: 'x', html: '<p>x</p>', audience: { attribute: 'shoeSize', operator: 'equals', value: '9' } },
      'audience',
    ],
    ['an unknown position', { name: 'x', html: '<p>x</p>', position: 'sideways' }, 'position'],
  ])('refuses a banner with %s, storing nothing', async (_what, body, field) => {
    await expectRefused(async () => {
      const res = await host.call('POST', '/api/admin/banners', { token: admin, body });
      return { status: res.status, code: res.json?.code, fields: res.json?.fields };
    }, field);
  });

  it('sanitises blocks and keeps footers to the footers capability', async () => {
    const f = await ok(
      api().POST('/api/admin/footers', { body: { name: 'Sneaky', html: '<p onclick="x()">ok<script>alert(1)</script></p>' } }),
    );
    expect(f.html).toBe('<p>ok</p>');
    const refused = await api(marketing).POST('/api/admin/footers', { body: { name: 'x', html: '<p>x</p>' } });
    expect(statusAndCode(refused)).toEqual([403, 'missing_capability']);
    expect((await api(marketing).GET('/api/admin/banners')).response.status).toBe(200);
  });
});
