import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok, statusAndCode, type Refusal } from '../helpers/api.js';
import { testDirectoryFixture } from '../helpers/directory-fixture.js';
import { startTestHost, type CallResult, type TestHost } from '../helpers/host.js';
import { expectEvery } from '../helpers/expect-every.js';

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
  await host.onboard(tenant, adminAddress);
  admin = await host.token({ tenant, user: adminAddress, name: 'First Admin' });
  expect((await ok(host.api(admin).GET('/api/admin/me'))).role).toBe('Admin');
});
afterAll(() => host.close());

const logLength = async () => (await ok(host.api(admin).GET('/api/admin/log', { params: { query: { limit: 500 } } }))).entries.length;
const snapshot = async () => ({
  users: await ok(host.api(admin).GET('/api/admin/users')),
  settings: await ok(host.api(admin).GET('/api/admin/settings')),
  log: await logLength(),
});

/** A refusal of the typed client or of a raw call (a body the schema forbids), as one shape. */
type Refused = { response: Response; error?: Refusal } | CallResult;
const refusalOf = (res: Refused) =>
  'response' in res ? { status: res.response.status, error: res.error } : { status: res.status, error: res.json as Refusal | undefined };

async function expectRefusedUnchanged(call: () => Promise<Refused>, status: number, code: string, field?: string) {
  const before = await snapshot();
  const { status: got, error } = refusalOf(await call());
  expect([got, error?.code]).toEqual([status, code]);
  if (field) expect(error?.fields?.[field]).toBeTruthy();
  expect(await snapshot()).toEqual(before);
}

const putUser = (body: { email: string; role: 'Admin' | 'Editor' | 'Billing' | 'Marketing' }, token = admin) =>
  host.api(token).PUT('/api/admin/users', { body });
const deleteUser = (email: string, token = admin) => host.api(token).DELETE('/api/admin/users/{email}', { params: { path: { email } } });

describe('GET /api/admin/me', () => {
  it('answers the caller, their role and capabilities, and the organisation', async () => {
    const me = await ok(host.api(admin).GET('/api/admin/me'));
    expect(me).toMatchObject({
      user: { email: adminAddress, name: 'First Admin' },
      key: null,
      role: 'Admin',
      organisation: { id: tenant, state: 'active' },
    });
    expect(me.capabilities).toContain('settings');
  });
});

describe('the first person of an organisation', () => {
  it('is its Admin in every answer, when their first requests arrive together', async () => {
    const other = host.tenants[1];
    await host.onboard(other, 'first.together@northwind.example');
    const first = await host.token({ tenant: other, user: 'first.together@northwind.example', name: 'First Together' });
    const [org, ...mine] = await Promise.all([
      host.api(first).GET('/api/me/organisation'),
      ...Array.from({ length: 4 }, () => host.api(first).GET('/api/admin/me')),
    ]);
    expect(org.response.status).toBe(200);
    expect(mine.map((m) => [m.response.status, m.data?.role])).toEqual(Array.from({ length: 4 }, () => [200, 'Admin']));
    const later = await host.token({ tenant: other, user: 'second.person@northwind.example' });
    expect((await ok(host.api(later).GET('/api/admin/me'))).role).toBeNull();
  });
});

describe('portal users', () => {
  it('adds a colleague with a role, changes the role, and logs both', async () => {
    const [editor] = colleagues;
    const put = await putUser({ email: editor, role: 'Editor' });
    expect(put.response.status).toBe(200);
    expect(put.data).toMatchObject({ email: editor, role: 'Editor' });
    const editorToken = await host.token({ tenant, user: editor });
    expect((await ok(host.api(editorToken).GET('/api/admin/me'))).capabilities).toEqual(['templates', 'banners', 'footers']);
    const settings = await host.api(editorToken).GET('/api/admin/settings');
    expect([settings.response.status, settings.error?.code, settings.error?.capability]).toEqual([403, 'missing_capability', 'settings']);
    expect(settings.error?.message).toContain('“settings”');
    expect((await ok(putUser({ email: editor, role: 'Marketing' }))).role).toBe('Marketing');
    const log = await ok(host.api(admin).GET('/api/admin/log', { params: { query: { scope: 'tenant', limit: 5 } } }));
    expect(log.entries[0]).toMatchObject({
      action: 'user.role_changed',
      target: editor,
      actor: adminAddress,
      actorName: 'First Admin',
    });
  });

  it('refuses invalid bodies field by field, changing nothing', async () => {
    // Bodies the schema forbids (an unknown role, a missing field, an extra one) go raw.
    const raw = (body: unknown) => () => host.call('PUT', '/api/admin/users', { token: admin, body });
    await expectRefusedUnchanged(() => putUser({ email: 'not-an-address', role: 'Editor' }), 400, 'invalid_request', 'email');
    await expectRefusedUnchanged(raw({ email: colleagues[1], role: 'Overlord' }), 400, 'invalid_request', 'role');
    await expectRefusedUnchanged(raw({ email: colleagues[1] }), 400, 'invalid_request', 'role');
    await expectRefusedUnchanged(raw({ email: colleagues[1], role: 'Editor', extra: 1 }), 400, 'invalid_request');
    await expectRefusedUnchanged(() => putUser({ email: 'stranger@elsewhere.example', role: 'Editor' }), 400, 'invalid_request', 'email');
    await expectRefusedUnchanged(
      () => host.call('PUT', '/api/admin/users', { token: admin, rawBody: '{"email":', headers: { 'content-type': 'application/json' } }),
      400,
      'invalid_request',
      'body',
    );
  });

  it('keeps the last Admin: neither removal nor demotion', async () => {
    await expectRefusedUnchanged(() => deleteUser(adminAddress), 409, 'last_admin');
    await expectRefusedUnchanged(() => putUser({ email: adminAddress, role: 'Editor' }), 409, 'last_admin');
  });

  it('lets one of two Admins be removed, and limits what the users capability can grant', async () => {
    const second = colleagues[2];
    await putUser({ email: second, role: 'Admin' });
    const other = await putUser({ email: colleagues[3], role: 'Billing' });
    expect(other.response.status).toBe(200);
    const secondToken = await host.token({ tenant, user: second });
    const billingToken = await host.token({ tenant, user: colleagues[3], name: 'Dev Patel' });
    await host.api(billingToken).GET('/api/admin/me'); // first sign-in records the visit
    // The list says which roles each caller may grant, so the portal offers only those.
    expect((await ok(host.api(billingToken).GET('/api/admin/users'))).grantable).toEqual(['Billing']);
    expect((await ok(host.api(admin).GET('/api/admin/users'))).grantable).toEqual(['Admin', 'Editor', 'Billing', 'Marketing']);
    // Billing holds users but grants only what it holds: no Admin, no Marketing, no removing an Admin.
    await expectRefusedUnchanged(() => putUser({ email: colleagues[4], role: 'Admin' }, billingToken), 403, 'role_beyond_caller');
    await expectRefusedUnchanged(() => deleteUser(second, billingToken), 403, 'role_beyond_caller');
    expect((await putUser({ email: colleagues[4], role: 'Billing' }, billingToken)).response.status).toBe(200);
    await expectRefusedUnchanged(() => putUser({ email: colleagues[4], role: 'Marketing' }, billingToken), 403, 'role_beyond_caller');
    expect((await deleteUser(colleagues[4], billingToken)).response.status).toBe(204);
    await expectRefusedUnchanged(() => deleteUser('nobody@contoso.example'), 404, 'not_found');
    expect((await host.api(secondToken).GET('/api/admin/settings')).response.status).toBe(200);
    // With two Admins, one may go.
    expect((await deleteUser(second)).response.status).toBe(204);
    expect(statusAndCode(await host.api(secondToken).GET('/api/admin/settings'))).toEqual([403, 'not_a_portal_user']);
  });

  it('searches the directory from two characters', async () => {
    const q = colleagues[0].slice(0, 3);
    const search = (q: string) => host.api(admin).GET('/api/admin/users/search', { params: { query: { q } } });
    const res = await search(q);
    expect(res.response.status).toBe(200);
    expect(res.data?.users.map((u) => u.mail?.toLowerCase())).toContain(colleagues[0]);
    const short = await search('a');
    expect([...statusAndCode(short), short.error?.fields?.q]).toEqual([400, 'invalid_request', 'at least two characters']);
  });
});

describe('settings', () => {
  it('reads the defaults and changes one setting, logging it once', async () => {
    const get = await host.api(admin).GET('/api/admin/settings');
    expect(get.data).toEqual({
      requireApproval: false,
      profileEditing: true,
      photoUpload: false,
      digestFrequency: 'weekly',
      serverSide: 'off',
      serverSideMeetings: false,
      partnerDomains: [],
      trailRetentionDays: 30,
      threadSignature: 'every',
      removeMobileFooters: true,
      defaultLanguage: 'en',
    });
    const daily = () => host.api(admin).PUT('/api/admin/settings', { body: { digestFrequency: 'daily' } });
    expect((await daily()).data?.digestFrequency).toBe('daily');
    const before = await logLength();
    await daily();
    expect(await logLength()).toBe(before);
  });

  it("sets the organisation's default language, in the change log's words", async () => {
    const set = await ok(host.api(admin).PUT('/api/admin/settings', { body: { defaultLanguage: 'de' } }));
    expect(set.defaultLanguage).toBe('de');
    expect((await ok(host.api(admin).GET('/api/admin/settings'))).defaultLanguage).toBe('de');
    const log = await ok(host.api(admin).GET('/api/admin/log', { params: { query: { limit: 5 } } }));
    expect(log.entries[0]).toMatchObject({ target: 'defaultLanguage', details: { from: 'en', to: 'de' } });
    expect(log.entries[0].summary).toBe("Set the organisation's language to German");
    await ok(host.api(admin).PUT('/api/admin/settings', { body: { defaultLanguage: 'en' } }));
  });

  it('refuses unknown values and fields, changing nothing', async () => {
    // Values and fields the schema forbids go raw; the empty body is one it allows.
    const raw = (body: unknown) => () => host.call('PUT', '/api/admin/settings', { token: admin, body });
    await expectRefusedUnchanged(raw({ digestFrequency: 'hourly' }), 400, 'invalid_request', 'digestFrequency');
    await expectRefusedUnchanged(raw({ requireApproval: 'yes' }), 400, 'invalid_request', 'requireApproval');
    await expectRefusedUnchanged(raw({ threadSignature: 'sometimes' }), 400, 'invalid_request', 'threadSignature');
    await expectRefusedUnchanged(raw({ removeMobileFooters: 'no' }), 400, 'invalid_request', 'removeMobileFooters');
    for (const language of ['pt', 'de-DE', 'DE', '', null])
      await expectRefusedUnchanged(raw({ defaultLanguage: language }), 400, 'invalid_request', 'defaultLanguage');
    await expectRefusedUnchanged(raw({ colour: 'red' }), 400, 'invalid_request');
    // The message trail keeps 1 to 90 days, whole days.
    for (const days of [0, 91, 12.5, '30'])
      await expectRefusedUnchanged(raw({ trailRetentionDays: days }), 400, 'invalid_request', 'trailRetentionDays');
    await expectRefusedUnchanged(() => host.api(admin).PUT('/api/admin/settings', { body: {} }), 400, 'invalid_request');
  });
});

describe('change log', () => {
  it('filters by scope before the limit, pages with a cursor, and refuses a limit over 500', async () => {
    const log = host.services.changelog;
    await log.record(tenant, { actor: 'seed@contoso.example' }, { scope: 'template', action: 'template.published', target: 'A' });
    await log.record(tenant, { actor: 'seed@contoso.example' }, { scope: 'template', action: 'template.published', target: 'B' });
    for (let i = 0; i < 12; i++)
      await log.record(tenant, { actor: 'seed@contoso.example' }, { scope: 'tenant', action: 'noise', target: String(i) });
    type Query = { scope?: 'template' | 'tenant'; limit?: number; cursor?: string };
    const read = (query: Query) => host.api(admin).GET('/api/admin/log', { params: { query } });
    const page = await ok(read({ scope: 'template', limit: 2 }));
    expect(page.entries.map((e) => e.target)).toEqual(['B', 'A']);
    expectEvery(page.entries, (e) => e.scope === 'template');

    const first = await ok(read({ scope: 'tenant', limit: 5 }));
    expect(first.entries).toHaveLength(5);
    expect(first.entries.map((e) => e.target)).toEqual(['11', '10', '9', '8', '7']);
    const next = await ok(read({ scope: 'tenant', limit: 5, cursor: first.cursor ?? undefined }));
    expect(next.entries.map((e) => e.target)).toEqual(['6', '5', '4', '3', '2']);

    const big = await read({ limit: 501 });
    expect(statusAndCode(big)).toEqual([400, 'invalid_request']);
    expect(big.error?.fields?.limit).toBeTruthy();
    // A scope the schema does not know goes raw.
    const scope = await host.call('GET', '/api/admin/log?scope=everything', { token: admin });
    expect([scope.status, scope.json.fields.scope !== undefined]).toEqual([400, true]);
    expect((await read({ limit: 0 })).response.status).toBe(400);
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
    for (const page of ['/pricing', '/privacy', '/terms', '/support', '/dpa', '/partner-agreement'] as const) {
      const { data, response } = await host.api().GET(page, { parseAs: 'text' });
      expect([page, response.status, response.headers.get('content-type')]).toEqual([page, 200, 'text/html; charset=utf-8']);
      expect(data).toContain('<h1>');
    }
  });

  it("serve the portal's sign-in configuration as a script", async () => {
    const { data, response } = await host.api().GET('/admin/config.js', { parseAs: 'text' });
    expect(response.headers.get('content-type')).toContain('application/javascript');
    const config = JSON.parse(/window\.SIGNATURE_PORTAL_CONFIG = (.*);/.exec(data ?? '')![1]);
    expect(config).toMatchObject({ authority: `${host.url}/idp/organizations/v2.0`, apiBase: host.url, redirectUri: `${host.url}/admin` });
  });
});
