import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok } from '../helpers/api.js';
import { startTestHost, type TestHost } from '../helpers/host.js';
import { createPublishedWith } from '../helpers/templates.js';

/** SCIM 2.0 as an identity provider's provisioning client uses it: discover, look up, create, patch, deactivate, delete. */

let host: TestHost;
let tenant: string;
let admin: string;
let key: string;
let otherKey: string;

const CORE = 'urn:ietf:params:scim:schemas:core:2.0:User';
const ENTERPRISE = 'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User';
const SIGNATURE = 'urn:ietf:params:scim:schemas:extension:signature:2.0:User';
const PATCH = 'urn:ietf:params:scim:api:messages:2.0:PatchOp';
const ERROR = 'urn:ietf:params:scim:api:messages:2.0:Error';
const SCIM = { 'content-type': 'application/scim+json' };

const scim = (method: string, path: string, body?: unknown, headers: Record<string, string> = {}, token = key) =>
  host.call(method, `/scim/v2${path}`, {
    token,
    headers: { ...SCIM, ...headers },
    ...(body === undefined ? {} : { rawBody: JSON.stringify(body) }),
  });
const byUserName = (userName: string, token = key) =>
  scim('GET', `/Users?filter=${encodeURIComponent(`userName eq "${userName}"`)}`, undefined, {}, token);
const signatureOf = async (user: string) => {
  host.services.resolver.forget(tenant);
  const token = await host.token({ tenant, user, scope: 'access_as_user' });
  return (await ok(host.api(token).POST('/api/signature', { body: { type: 'new' } }))).html;
};
const keyFor = async (token: string, access: string[]) =>
  (await host.succeed('POST', '/api/admin/api-keys', { token, body: { name: 'HR feed', access, readOnly: false } })).secret as string;
const expectScimError = (res: { status: number; json: Record<string, unknown> }, status: number, scimType?: string) => {
  expect(res.json).toMatchObject({ schemas: [ERROR], status: String(status), ...(scimType ? { scimType } : {}) });
  expect(typeof res.json.detail).toBe('string');
  expect(res.status).toBe(status);
};

beforeAll(async () => {
  host = await startTestHost();
  tenant = host.tenants[0];
  await host.onboard(tenant, 'scim.admin@fabrikam.test');
  await host.onboard(host.tenants[1]);
  admin = await host.token({ tenant, user: 'scim.admin@fabrikam.test' });
  const otherAdmin = await host.token({ tenant: host.tenants[1], user: host.adminOf(host.tenants[1]) });
  await ok(host.api(admin).GET('/api/admin/me'));
  await ok(host.api(otherAdmin).GET('/api/admin/me'));
  await ok(
    host
      .api(admin)
      .POST('/api/admin/profile-fields', { body: { key: 'pronouns', label: 'Pronouns', type: 'choice', options: ['she/her', 'he/him'] } }),
  );
  const { id } = await createPublishedWith(host.api(admin), {
    name: 'Provisioned',
    html: '<p>{{jobTitle}}, {{department}} {{custom.pronouns}}</p>',
  });
  await ok(host.api(admin).PUT('/api/admin/roles', { body: { new: id, reply: null } }));
  key = await keyFor(admin, ['provisioning']);
  otherKey = await keyFor(otherAdmin, ['provisioning']);
});
afterAll(() => host?.close());

describe('SCIM discovery', () => {
  it('answers the service provider config, the schemas with the custom fields, and the resource types', async () => {
    const config = await scim('GET', '/ServiceProviderConfig');
    expect(config.status).toBe(200);
    expect(config.headers.get('content-type')).toMatch(/^application\/scim\+json/);
    expect(config.json).toMatchObject({
      patch: { supported: true },
      filter: { supported: true },
      etag: { supported: true },
      bulk: { supported: false },
    });
    const schemas = await scim('GET', '/Schemas');
    expect(schemas.json.Resources.map((s: { id: string }) => s.id)).toEqual([CORE, ENTERPRISE, SIGNATURE]);
    expect(schemas.json.Resources[2].attributes).toEqual([
      expect.objectContaining({ name: 'pronouns', canonicalValues: ['she/her', 'he/him'] }),
    ]);
    const types = await scim('GET', '/ResourceTypes');
    expect(types.json).toMatchObject({ totalResults: 1, Resources: [{ id: 'User', endpoint: '/Users', schema: CORE }] });
  });
});

describe("a provisioning client's request sequence", () => {
  let id: string;
  let version: string;

  it('finds no user yet, creates one the directory knows, and reads it back with its ETag', async () => {
    const none = await byUserName('Dev.Patel@fabrikam.test');
    expect(none.json).toMatchObject({ totalResults: 0, startIndex: 1, itemsPerPage: 0, Resources: [] });

    const created = await scim('POST', '/Users', {
      schemas: [CORE, ENTERPRISE, SIGNATURE],
      userName: 'Dev.Patel@fabrikam.test',
      externalId: 'hr-1001',
      active: true,
      title: 'Head of Treasury',
      [ENTERPRISE]: { department: 'Treasury' },
      [SIGNATURE]: { pronouns: 'he/him' },
    });
    expect(created.status).toBe(201);
    id = created.json.id;
    version = created.headers.get('etag')!;
    expect(created.headers.get('location')).toMatch(new RegExp(`/scim/v2/Users/${id}$`));
    expect(created.json).toMatchObject({
      userName: 'dev.patel@fabrikam.test',
      externalId: 'hr-1001',
      title: 'Head of Treasury',
      meta: { version },
    });
    expect(await signatureOf('dev.patel@fabrikam.test')).toContain('Head of Treasury, Treasury he/him');

    const found = await byUserName('dev.patel@fabrikam.test');
    expect(found.json).toMatchObject({ totalResults: 1, Resources: [{ id, userName: 'dev.patel@fabrikam.test' }] });
    const both = await scim('GET', `/Users?filter=${encodeURIComponent('userName eq "dev.patel@fabrikam.test" and active eq true')}`);
    expect(both.json.totalResults).toBe(1);
    const either = await scim(
      'GET',
      `/Users?filter=${encodeURIComponent('userName eq "nobody@fabrikam.test" or title eq "Head of Treasury"')}`,
    );
    expect(either.json.totalResults).toBe(1);
    const read = await scim('GET', `/Users/${id}`);
    expect(read.headers.get('etag')).toBe(version);
  });

  it('refuses a second create, a user the directory does not know, and bad values, each in the SCIM error shape', async () => {
    const again = await scim('POST', '/Users', { schemas: [CORE], userName: 'dev.patel@fabrikam.test', externalId: 'hr-1001' });
    expectScimError(again, 409, 'uniqueness');
    const unknown = await scim('POST', '/Users', { schemas: [CORE], userName: 'nobody@fabrikam.test' });
    expectScimError(unknown, 400, 'invalidValue');
    const badValue = await scim('POST', '/Users', {
      schemas: [CORE],
      userName: 'ann.lee@fabrikam.test',
      [SIGNATURE]: { pronouns: 'it/its' },
    });
    expectScimError(badValue, 400, 'invalidValue');
    const badFilter = await scim('GET', `/Users?filter=${encodeURIComponent('userName eq')}`);
    expectScimError(badFilter, 400, 'invalidFilter');
    const missing = await scim('GET', '/Users/does-not-exist');
    expectScimError(missing, 404);
    expect((await scim('GET', '/Users')).json.totalResults).toBe(1);
  });

  it('patches a value, refusing a stale If-Match with 412 and changing nothing', async () => {
    const patch = { schemas: [PATCH], Operations: [{ op: 'replace', path: 'title', value: 'Treasurer' }] };
    const stale = await scim('PATCH', `/Users/${id}`, patch, { 'if-match': 'W/"not-the-version"' });
    expectScimError(stale, 412);
    expect((await scim('GET', `/Users/${id}`)).json.title).toBe('Head of Treasury');

    const patched = await scim('PATCH', `/Users/${id}`, patch, { 'if-match': version });
    expect(patched.status).toBe(200);
    expect(patched.json.title).toBe('Treasurer');
    expect(patched.headers.get('etag')).not.toBe(version);
    expect(await signatureOf('dev.patel@fabrikam.test')).toContain('Treasurer, Treasury');

    const badOp = await scim('PATCH', `/Users/${id}`, { schemas: [PATCH], Operations: [{ op: 'move', path: 'title' }] });
    expectScimError(badOp, 400, 'invalidSyntax');
  });

  it('deactivates: the imported values stop applying and the directory’s show again', async () => {
    const off = await scim('PATCH', `/Users/${id}`, { schemas: [PATCH], Operations: [{ op: 'replace', value: { active: false } }] });
    expect(off.json.active).toBe(false);
    const html = await signatureOf('dev.patel@fabrikam.test');
    expect(html).not.toContain('Treasurer');
    expect(html).toContain('Finance');
  });

  it("is confined to the key's own organisation", async () => {
    expect((await byUserName('dev.patel@fabrikam.test', otherKey)).json.totalResults).toBe(0);
    expectScimError(await scim('GET', `/Users/${id}`, undefined, {}, otherKey), 404);
    expectScimError(await scim('DELETE', `/Users/${id}`, undefined, {}, otherKey), 404);
    expect((await scim('GET', `/Users/${id}`)).status).toBe(200);
  });

  it('refuses a key without the provisioning capability, in the SCIM error shape', async () => {
    const settingsKey = await keyFor(admin, ['settings']);
    expectScimError(await scim('GET', '/Users', undefined, {}, settingsKey), 403);
    expectScimError(await scim('GET', '/Users', undefined, {}, ''), 401);
  });

  it('deletes the user: its imported values go', async () => {
    const gone = await scim('DELETE', `/Users/${id}`);
    expect(gone.status).toBe(204);
    expectScimError(await scim('GET', `/Users/${id}`), 404);
    const { entries } = await ok(host.api(admin).GET('/api/admin/log', { params: { query: { scope: 'template', limit: 50 } } }));
    expect(entries.map((e) => e.action)).toEqual(
      expect.arrayContaining(['provisioning.user_created', 'provisioning.user_updated', 'provisioning.user_deleted']),
    );
  });
});
