import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestHost, type CallResult, type TestHost } from '../helpers/host.js';
import { createPublished } from '../helpers/templates.js';

const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
let host: TestHost;
let tenant: string;
let admin: string;
let marketing: string;

const call = (method: string, path: string, body?: unknown, token = admin) => host.call(method, path, { token, body });
const expectCode = (res: CallResult, status: number, code: string) => expect([res.status, res.json?.code]).toEqual([status, code]);
const signature = async (mailbox: string) =>
  (await host.call('POST', '/api/signature', { token: await host.token({ tenant, user: mailbox, scope: 'access_as_user' }), body: {} }))
    .json;

beforeAll(async () => {
  host = await startTestHost();
  tenant = host.tenants[0];
  await host.onboard(tenant);
  admin = await host.token({ tenant, user: 'blocks.admin@fabrikam.test' });
  await call('GET', '/api/admin/me');
  await call('PUT', '/api/admin/users', { email: 'ben.okafor@fabrikam.test', role: 'Marketing' });
  marketing = await host.token({ tenant, user: 'ben.okafor@fabrikam.test' });
  const id = (await createPublished(call, { name: 'Base', html: '<p>{{displayName}}</p>' })).json.id;
  await call('PUT', '/api/admin/roles', { new: id, reply: id });
  await call('PUT', '/api/admin/asset/badge.png', { base64: PNG });
});
afterAll(() => host.close());

describe('banners and footers', () => {
  it('composes banners above and below and footers last, for the audience they name', async () => {
    const everyone = await call(
      'POST',
      '/api/admin/banners',
      { name: 'Webinar', html: '<p>Join our webinar <img src="cid:badge.png"></p>' },
      marketing,
    );
    expect(everyone.status).toBe(201);
    expect(everyone.json).toMatchObject({ kind: 'banner', position: 'below', active: true, audience: 'everyone' });
    await call('POST', '/api/admin/banners', {
      name: 'Sales news',
      html: '<p>Sales only</p>',
      position: 'above',
      audience: { attribute: 'department', operator: 'equals', value: 'sales' },
    });
    await call('POST', '/api/admin/footers', { name: 'Legal', html: '<p><small>Fabrikam Ltd, registered in England</small></p>' });
    const ann = await signature('ann.lee@fabrikam.test');
    expect(ann.html).toBe(
      '<p>Sales only</p><p>Ann Lee</p><p>Join our webinar <img src="cid:badge.png" /></p><p><small>Fabrikam Ltd, registered in England</small></p>',
    );
    expect(ann.images.map((i: { cid: string }) => i.cid)).toEqual(['badge.png']);
    const ben = await signature('ben.okafor@fabrikam.test');
    expect(ben.html).not.toContain('Sales only');
    expect(ben.html.endsWith('<p><small>Fabrikam Ltd, registered in England</small></p>')).toBe(true);
  });

  it('shows a banner only within its dates, noticed without waiting for the cache', async () => {
    const startsAt = new Date(Date.now() + 3600_000).toISOString();
    const endsAt = new Date(Date.now() + 3 * 3600_000).toISOString();
    await call('POST', '/api/admin/banners', { name: 'Launch', html: '<p>Launch day</p>', startsAt, endsAt });
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
    const b = (await call('POST', '/api/admin/banners', { name: 'Temp', html: '<p>Temporary</p>' })).json;
    expect((await signature('dev.patel@fabrikam.test')).html).toContain('Temporary');
    const changed = await call('PUT', `/api/admin/banners/${b.id}`, { name: 'Temp', html: '<p>Temporary</p>', active: false });
    expect(changed.json.active).toBe(false);
    expect((await signature('dev.patel@fabrikam.test')).html).not.toContain('Temporary');
    expect((await call('DELETE', `/api/admin/banners/${b.id}`)).status).toBe(204);
    expectCode(await call('DELETE', `/api/admin/banners/${b.id}`), 404, 'not_found');
    expectCode(await call('PUT', '/api/admin/footers/b_unknown1', { name: 'x', html: '<p>x</p>' }), 404, 'not_found');
    expect((await call('GET', '/api/admin/banners')).json.banners.map((x: { name: string }) => x.name)).not.toContain('Temp');
  });

  it.each([
    ['placeholders', { name: 'x', html: '<p>{{displayName}}</p>' }, 'html'],
    ['no name', { html: '<p>x</p>' }, 'name'],
    [
      'an end before the start',
      { name: 'x', html: '<p>x</p>', startsAt: '2027-01-02T00:00:00Z', endsAt: '2027-01-01T00:00:00Z' },
      'endsAt',
    ],
    ['a malformed date', { name: 'x', html: '<p>x</p>', startsAt: 'soon' }, 'startsAt'],
    [
      'an unknown audience attribute',
      { name: 'x', html: '<p>x</p>', audience: { attribute: 'shoeSize', operator: 'equals', value: '9' } },
      'audience',
    ],
    ['an unknown position', { name: 'x', html: '<p>x</p>', position: 'sideways' }, 'position'],
  ])('refuses a banner with %s, storing nothing', async (_what, body, field) => {
    const before = (await call('GET', '/api/admin/banners')).json.banners;
    const res = await call('POST', '/api/admin/banners', body);
    expectCode(res, 400, 'invalid_request');
    expect(Object.keys(res.json.fields).some((k) => k.startsWith(field))).toBe(true);
    expect((await call('GET', '/api/admin/banners')).json.banners).toEqual(before);
  });

  it('sanitises blocks and keeps footers to the footers capability', async () => {
    const f = await call('POST', '/api/admin/footers', { name: 'Sneaky', html: '<p onclick="x()">ok<script>alert(1)</script></p>' });
    expect(f.json.html).toBe('<p>ok</p>');
    expectCode(await call('POST', '/api/admin/footers', { name: 'x', html: '<p>x</p>' }, marketing), 403, 'missing_capability');
    expect((await call('GET', '/api/admin/banners', undefined, marketing)).status).toBe(200);
  });
});
