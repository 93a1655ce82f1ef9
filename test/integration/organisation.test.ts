import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDirectoryFixture } from '../helpers/directory-fixture.js';
import { startTestHost, type TestHost } from '../helpers/host.js';

let host: TestHost;
let tenant: string;
let admin: string;
const adminAddress = 'first.admin@contoso.example';

/** Members of the fixture's first tenant with a mailbox, to add as portal users. */
const colleagues = Object.values(testDirectoryFixture.tenants)[0]
  .users!.filter((u) => u.mail && u.userType !== 'Guest')
  .map((u) => u.mail!.toLowerCase());

beforeAll(async () => {
  host = await startTestHost();
  tenant = host.tenants[0];
  await host.onboard(tenant);
  admin = await host.token({ tenant, user: adminAddress, name: 'First Admin' });
  expect((await host.call('GET', '/api/admin/me', { token: admin })).json.role).toBe('Admin');
});
afterAll(() => host.close());

const snapshot = async () => ({
  users: (await host.call('GET', '/api/admin/users', { token: admin })).json,
  settings: (await host.call('GET', '/api/admin/settings', { token: admin })).json,
  log: (await host.call('GET', '/api/admin/log?limit=500', { token: admin })).json.entries.length,
});

async function expectRefusedUnchanged(
  call: () => Promise<{ status: number; json: { code: string; fields?: Record<string, string> } }>,
  status: number,
  code: string,
  field?: string,
) {
  const before = await snapshot();
  const res = await call();
  expect([res.status, res.json.code]).toEqual([status, code]);
  if (field) expect(res.json.fields?.[field]).toBeTruthy();
  expect(await snapshot()).toEqual(before);
}

describe('GET /api/admin/me', () => {
  it('answers the caller, their role and capabilities, and the organisation', async () => {
    const res = await host.call('GET', '/api/admin/me', { token: admin });
    expect(res.json).toMatchObject({
      user: { email: adminAddress, name: 'First Admin' },
      key: null,
      role: 'Admin',
      organisation: { id: tenant, state: 'active' },
    });
    expect(res.json.capabilities).toContain('settings');
  });
});

describe('portal users', () => {
  it('adds a colleague with a role, changes the role, and logs both', async () => {
    const [editor] = colleagues;
    const put = await host.call('PUT', '/api/admin/users', { token: admin, body: { email: editor, role: 'Editor' } });
    expect(put.status).toBe(200);
    expect(put.json).toMatchObject({ email: editor, role: 'Editor' });
    const editorToken = await host.token({ tenant, user: editor });
    expect((await host.call('GET', '/api/admin/me', { token: editorToken })).json.capabilities).toEqual([
      'templates',
      'banners',
      'footers',
    ]);
    const settings = await host.call('GET', '/api/admin/settings', { token: editorToken });
    expect([settings.status, settings.json.code, settings.json.capability]).toEqual([403, 'missing_capability', 'settings']);
    expect(settings.json.message).toContain('“settings”');
    expect((await host.call('PUT', '/api/admin/users', { token: admin, body: { email: editor, role: 'Marketing' } })).json.role).toBe(
      'Marketing',
    );
    const log = await host.call('GET', '/api/admin/log?scope=tenant&limit=5', { token: admin });
    expect(log.json.entries[0]).toMatchObject({
      action: 'user.role_changed',
      target: editor,
      actor: adminAddress,
      actorName: 'First Admin',
    });
  });

  it('refuses invalid bodies field by field, changing nothing', async () => {
    const put = (body: unknown) => () => host.call('PUT', '/api/admin/users', { token: admin, body });
    await expectRefusedUnchanged(put({ email: 'not-an-address', role: 'Editor' }), 400, 'invalid_request', 'email');
    await expectRefusedUnchanged(put({ email: colleagues[1], role: 'Overlord' }), 400, 'invalid_request', 'role');
    await expectRefusedUnchanged(put({ email: colleagues[1] }), 400, 'invalid_request', 'role');
    await expectRefusedUnchanged(put({ email: colleagues[1], role: 'Editor', extra: 1 }), 400, 'invalid_request');
    await expectRefusedUnchanged(put({ email: 'stranger@elsewhere.example', role: 'Editor' }), 400, 'invalid_request', 'email');
    await expectRefusedUnchanged(
      () => host.call('PUT', '/api/admin/users', { token: admin, rawBody: '{"email":', headers: { 'content-type': 'application/json' } }),
      400,
      'invalid_request',
      'body',
    );
  });

  it('keeps the last Admin: neither removal nor demotion', async () => {
    await expectRefusedUnchanged(
      () => host.call('DELETE', `/api/admin/users/${encodeURIComponent(adminAddress)}`, { token: admin }),
      409,
      'last_admin',
    );
    await expectRefusedUnchanged(
      () => host.call('PUT', '/api/admin/users', { token: admin, body: { email: adminAddress, role: 'Editor' } }),
      409,
      'last_admin',
    );
  });

  it('lets one of two Admins be removed, and limits what the users capability can grant', async () => {
    const second = colleagues[2];
    await host.call('PUT', '/api/admin/users', { token: admin, body: { email: second, role: 'Admin' } });
    const other = await host.call('PUT', '/api/admin/users', { token: admin, body: { email: colleagues[3], role: 'Billing' } });
    expect(other.status).toBe(200);
    const secondToken = await host.token({ tenant, user: second });
    const billingToken = await host.token({ tenant, user: colleagues[3], name: 'Dev Patel' });
    await host.call('GET', '/api/admin/me', { token: billingToken }); // first sign-in records the visit
    // The list says which roles each caller may grant, so the portal offers only those.
    expect((await host.call('GET', '/api/admin/users', { token: billingToken })).json.grantable).toEqual(['Billing']);
    expect((await host.call('GET', '/api/admin/users', { token: admin })).json.grantable).toEqual([
      'Admin',
      'Editor',
      'Billing',
      'Marketing',
    ]);
    // Billing holds users but grants only what it holds: no Admin, no Marketing, no removing an Admin.
    await expectRefusedUnchanged(
      () => host.call('PUT', '/api/admin/users', { token: billingToken, body: { email: colleagues[4], role: 'Admin' } }),
      403,
      'role_beyond_caller',
    );
    await expectRefusedUnchanged(
      () => host.call('DELETE', `/api/admin/users/${encodeURIComponent(second)}`, { token: billingToken }),
      403,
      'role_beyond_caller',
    );
    expect(
      (await host.call('PUT', '/api/admin/users', { token: billingToken, body: { email: colleagues[4], role: 'Billing' } })).status,
    ).toBe(200);
    await expectRefusedUnchanged(
      () => host.call('PUT', '/api/admin/users', { token: billingToken, body: { email: colleagues[4], role: 'Marketing' } }),
      403,
      'role_beyond_caller',
    );
    expect((await host.call('DELETE', `/api/admin/users/${encodeURIComponent(colleagues[4])}`, { token: billingToken })).status).toBe(204);
    await expectRefusedUnchanged(
      () => host.call('DELETE', `/api/admin/users/${encodeURIComponent('nobody@contoso.example')}`, { token: admin }),
      404,
      'not_found',
    );
    expect((await host.call('GET', '/api/admin/settings', { token: secondToken })).status).toBe(200);
    // With two Admins, one may go.
    expect((await host.call('DELETE', `/api/admin/users/${encodeURIComponent(second)}`, { token: admin })).status).toBe(204);
    const gone = await host.call('GET', '/api/admin/settings', { token: secondToken });
    expect([gone.status, gone.json.code]).toEqual([403, 'not_a_portal_user']);
  });

  it('searches the directory from two characters', async () => {
    const q = colleagues[0].slice(0, 3);
    const res = await host.call('GET', `/api/admin/users/search?q=${q}`, { token: admin });
    expect(res.status).toBe(200);
    expect(res.json.users.map((u: { mail: string }) => u.mail.toLowerCase())).toContain(colleagues[0]);
    const short = await host.call('GET', '/api/admin/users/search?q=a', { token: admin });
    expect([short.status, short.json.code, short.json.fields.q]).toEqual([400, 'invalid_request', 'at least two characters']);
  });
});

describe('settings', () => {
  it('reads the defaults and changes one setting, logging it once', async () => {
    const get = await host.call('GET', '/api/admin/settings', { token: admin });
    expect(get.json).toEqual({ requireApproval: false, profileEditing: true, photoUpload: false, digestFrequency: 'weekly' });
    const put = await host.call('PUT', '/api/admin/settings', { token: admin, body: { digestFrequency: 'daily' } });
    expect(put.json.digestFrequency).toBe('daily');
    const before = (await host.call('GET', '/api/admin/log?limit=500', { token: admin })).json.entries.length;
    await host.call('PUT', '/api/admin/settings', { token: admin, body: { digestFrequency: 'daily' } });
    expect((await host.call('GET', '/api/admin/log?limit=500', { token: admin })).json.entries.length).toBe(before);
  });

  it('refuses unknown values and fields, changing nothing', async () => {
    const put = (body: unknown) => () => host.call('PUT', '/api/admin/settings', { token: admin, body });
    await expectRefusedUnchanged(put({ digestFrequency: 'hourly' }), 400, 'invalid_request', 'digestFrequency');
    await expectRefusedUnchanged(put({ requireApproval: 'yes' }), 400, 'invalid_request', 'requireApproval');
    await expectRefusedUnchanged(put({ colour: 'red' }), 400, 'invalid_request');
    await expectRefusedUnchanged(put({}), 400, 'invalid_request');
  });
});

describe('change log', () => {
  it('filters by scope before the limit, pages with a cursor, and refuses a limit over 500', async () => {
    const log = host.services.changelog;
    await log.record(tenant, { actor: 'seed@contoso.example' }, { scope: 'template', action: 'template.published', target: 'A' });
    await log.record(tenant, { actor: 'seed@contoso.example' }, { scope: 'template', action: 'template.published', target: 'B' });
    for (let i = 0; i < 12; i++)
      await log.record(tenant, { actor: 'seed@contoso.example' }, { scope: 'tenant', action: 'noise', target: String(i) });
    const page = await host.call('GET', '/api/admin/log?scope=template&limit=2', { token: admin });
    expect(page.json.entries.map((e: { target: string }) => e.target)).toEqual(['B', 'A']);
    expect(page.json.entries.every((e: { scope: string }) => e.scope === 'template')).toBe(true);

    const first = await host.call('GET', '/api/admin/log?scope=tenant&limit=5', { token: admin });
    expect(first.json.entries).toHaveLength(5);
    expect(first.json.entries.map((e: { target: string }) => e.target)).toEqual(['11', '10', '9', '8', '7']);
    const next = await host.call('GET', `/api/admin/log?scope=tenant&limit=5&cursor=${first.json.cursor}`, { token: admin });
    expect(next.json.entries.map((e: { target: string }) => e.target)).toEqual(['6', '5', '4', '3', '2']);

    const big = await host.call('GET', '/api/admin/log?limit=501', { token: admin });
    expect([big.status, big.json.code]).toEqual([400, 'invalid_request']);
    expect(big.json.fields.limit).toBeTruthy();
    const scope = await host.call('GET', '/api/admin/log?scope=everything', { token: admin });
    expect([scope.status, scope.json.fields.scope !== undefined]).toEqual([400, true]);
    expect((await host.call('GET', '/api/admin/log?limit=0', { token: admin })).status).toBe(400);
  });
});

describe('errors', () => {
  it('answers unknown paths 404 and wrong methods 405, with codes', async () => {
    const none = await host.call('GET', '/api/admin/nothing-here', { token: admin });
    expect([none.status, none.json.code]).toEqual([404, 'not_found']);
    const method = await host.call('PATCH', '/api/admin/settings', { token: admin });
    expect([method.status, method.json.code]).toEqual([405, 'method_not_allowed']);
  });
});

describe('public routes', () => {
  it('serve the six published pages as HTML, with no credential', async () => {
    for (const page of ['pricing', 'privacy', 'terms', 'support', 'dpa', 'partner-agreement']) {
      const res = await host.call('GET', `/${page}`);
      expect([page, res.status, res.headers.get('content-type')]).toEqual([page, 200, 'text/html; charset=utf-8']);
      expect(res.text).toContain('<h1>');
    }
  });

  it("serve the portal's sign-in configuration as a script", async () => {
    const res = await host.call('GET', '/admin/config.js');
    expect(res.headers.get('content-type')).toContain('application/javascript');
    const config = JSON.parse(/window\.SIGNATURE_PORTAL_CONFIG = (.*);/.exec(res.text)![1]);
    expect(config).toMatchObject({ authority: `${host.url}/idp/organizations/v2.0`, apiBase: host.url, redirectUri: `${host.url}/admin` });
  });
});
