import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../../shared/http/errors.js';
import { Pipeline } from '../../shared/http/pipeline.js';
import { defineRoute, routesUsing } from '../../shared/http/route.js';
import { json } from '../../shared/http/reply.js';
import { routes } from '../../shared/routes.js';
import { ok, statusAndCode } from '../helpers/api.js';
import { startTestHost, type TestHost } from '../helpers/host.js';
import { wholeBody } from '../../shared/http/types.js';

let host: TestHost;
let tenant: string;
let admin: string;
const adminAddress = 'keys.admin@contoso.example';

beforeAll(async () => {
  host = await startTestHost();
  tenant = host.tenants[0];
  await host.onboard(tenant, adminAddress);
  admin = await host.token({ tenant, user: adminAddress, name: 'Keys Admin' });
  expect((await ok(host.api(admin).GET('/api/admin/me'))).role).toBe('Admin');
});
afterAll(() => host.close());

type KeyRequest = { name?: string; access?: string[]; readOnly?: boolean; expires?: string };
const create = async (body: KeyRequest, token = admin) => {
  const res = await host.api(token).POST('/api/admin/api-keys', { body: { name: 'script', access: ['templates'], ...body } });
  expect(res.response.status).toBe(201);
  return res.data!;
};
const list = async () => (await ok(host.api(admin).GET('/api/admin/api-keys'))).keys;
const lastLog = async (limit: number) => (await ok(host.api(admin).GET('/api/admin/log', { params: { query: { limit } } }))).entries;
const logLength = async () => (await lastLog(500)).length;
/** The typed client of a key (its secret as the bearer token). */
const withKey = (secret: string, headers?: Record<string, string>) => host.api(secret, headers);
/** A raw call with a key: unknown paths, methods a route lacks, bodies the schema forbids, answers compared byte for byte. */
const rawWithKey = (secret: string, method: string, path: string, body?: unknown) =>
  host.call(method, path, { body, headers: { authorization: `Bearer ${secret}` } });

describe('creating keys', () => {
  it('returns the secret once, lists the key without it, and logs the creation', async () => {
    const before = await logLength();
    const key = await create({ name: 'Joiner script', access: ['templates', 'monitoring'] });
    expect(key.secret).toMatch(/^svc_[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(key.secret.slice(4), 'base64url')).toHaveLength(32);
    expect(key).toMatchObject({
      name: 'Joiner script',
      readOnly: true,
      revoked: false,
      createdBy: adminAddress,
      createdByProvider: false,
      expires: null,
    });
    const listed = (await list()).find((k) => k.id === key.id)!;
    expect(listed.prefix).toBe(key.secret.slice(0, 12));
    expect(JSON.stringify(await list())).not.toContain(key.secret);
    expect(listed).not.toHaveProperty('secret');
    expect(await logLength()).toBe(before + 1);
    const entry = (await lastLog(1))[0];
    expect(entry).toMatchObject({ action: 'apikey.created', target: 'Joiner script', actor: adminAddress });
  });

  it('keeps read-only off only when asked, and takes a date or an instant as expiry', async () => {
    expect((await create({ readOnly: false })).readOnly).toBe(false);
    const tomorrow = new Date(Date.now() + 86400_000).toISOString().slice(0, 10);
    expect((await create({ expires: tomorrow })).expires).toBe(`${tomorrow}T23:59:59.999Z`);
  });

  const expectRefused = async (send: () => Promise<{ status: number; code?: string; fields?: Record<string, string> }>, field: string) => {
    const [keysBefore, logBefore] = [await list(), await logLength()];
    const res = await send();
    expect([res.status, res.code]).toEqual([400, 'invalid_request']);
    expect(res.fields?.[field]).toBeTruthy();
    expect(await list()).toEqual(keysBefore);
    expect(await logLength()).toBe(logBefore);
  };

  it.each([
    ['an empty name', { name: '' }, 'name'],
    ['a name over 80 characters', { name: 'x'.repeat(81) }, 'name'],
    ['an expiry in the past', { expires: '2020-01-01' }, 'expires'],
    ['an instant in the past', { expires: new Date(Date.now() - 60_000).toISOString() }, 'expires'],
    ['a malformed expiry', { expires: 'next week' }, 'expires'],
    ['no access area', { access: [] }, 'access'],
    ['an unrecognised area', { access: ['templates', 'time-travel'] }, 'access'],
  ] satisfies [string, KeyRequest, string][])('refuses %s with 400 and stores nothing', async (_what, patch, field) => {
    await expectRefused(async () => {
      const { response, error } = await host
        .api(admin)
        .POST('/api/admin/api-keys', { body: { name: 'bad', access: ['templates'], ...patch } });
      return { status: response.status, code: error?.code, fields: error?.fields };
    }, field);
  });

  // Bodies the schema forbids go raw.
  it.each([
    ['no access at all', { access: undefined }, 'access'],
    ['a non-boolean read-only', { readOnly: 'no' }, 'readOnly'],
  ])('refuses %s with 400 and stores nothing', async (_what, patch, field) => {
    await expectRefused(async () => {
      const res = await host.call('POST', '/api/admin/api-keys', { token: admin, body: { name: 'bad', access: ['templates'], ...patch } });
      return { status: res.status, code: res.json.code, fields: res.json.fields };
    }, field);
  });

  it('refuses an area the creator does not hold, storing nothing', async () => {
    const keysBefore = await list();
    const creator = { actor: 'partner@msp.example', capabilities: ['templates' as const], viaProvider: true };
    const err = await host.services.apiKeys
      .create(tenant, creator, { name: 'beyond', access: ['templates', 'billing'], readOnly: true })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect([(err as ApiError).status, (err as ApiError).extra.fields]).toEqual([400, { access: 'you do not hold: billing' }]);
    expect(await list()).toEqual(keysBefore);
  });

  it('marks keys created by a provider', async () => {
    const creator = { actor: 'partner@msp.example', capabilities: ['templates' as const], viaProvider: true };
    const key = await host.services.apiKeys.create(tenant, creator, { name: 'msp', access: ['templates'], readOnly: true });
    expect((await list()).find((k) => k.id === key.id)?.createdByProvider).toBe(true);
  });

  it('is for the Admin role only, and never for a key', async () => {
    const key = await create({ access: ['users', 'templates'], readOnly: false });
    const api = withKey(key.secret);
    const body = { name: 'x', access: ['templates'] };
    for (const res of [
      await api.GET('/api/admin/api-keys'),
      await api.POST('/api/admin/api-keys', { body }),
      await api.DELETE('/api/admin/api-keys/{id}', { params: { path: { id: key.id } } }),
    ]) {
      expect(statusAndCode(res)).toEqual([404, 'not_available_to_api_keys']);
    }
    const editorAddress = 'ann.lee@fabrikam.test';
    const put = await host.api(admin).PUT('/api/admin/users', { body: { email: editorAddress, role: 'Editor' } });
    expect(put.response.status).toBe(200);
    const editor = await host.token({ tenant, user: editorAddress });
    expect(statusAndCode(await host.api(editor).POST('/api/admin/api-keys', { body }))).toEqual([403, 'admin_role_required']);
  });
});

describe('the key pipeline, step by step', () => {
  it('refuses an unknown or malformed key 401 invalid_key', async () => {
    for (const secret of [`svc_${'A'.repeat(43)}`, 'svc_short']) {
      expect(statusAndCode(await withKey(secret).GET('/api/admin/me'))).toEqual([401, 'invalid_key']);
    }
  });

  it('refuses an expired key 401 key_expired', async () => {
    const tomorrow = new Date(Date.now() + 86400_000).toISOString().slice(0, 10);
    const key = await create({ expires: tomorrow });
    expect((await withKey(key.secret).GET('/api/admin/me')).response.status).toBe(200);
    host.clock.advance(2 * 86400_000);
    try {
      expect(statusAndCode(await withKey(key.secret).GET('/api/admin/me'))).toEqual([401, 'key_expired']);
    } finally {
      host.clock.reset();
    }
  });

  it('answers 404 not_available_to_api_keys, byte for byte the same, for excluded and unknown paths', async () => {
    const key = await create({ access: ['users'] });
    const excluded = await rawWithKey(key.secret, 'PUT', '/api/admin/users', { email: 'a@b.c', role: 'Admin' });
    const unknown = await rawWithKey(key.secret, 'GET', '/api/admin/does-not-exist');
    const wrongMethod = await rawWithKey(key.secret, 'PATCH', '/api/admin/users');
    expect([excluded.status, excluded.json.code]).toEqual([404, 'not_available_to_api_keys']);
    expect(unknown.text).toBe(excluded.text);
    expect(wrongMethod.text).toBe(excluded.text);
    expect(unknown.headers.get('content-type')).toBe(excluded.headers.get('content-type'));
  });

  it('refuses keys of a suspended organisation, and of one pending deletion', async () => {
    const key = await create({});
    await host.services.tenants.pullLever(tenant, 'suspend');
    try {
      expect(statusAndCode(await withKey(key.secret).GET('/api/admin/me'))).toEqual([403, 'suspended']);
    } finally {
      await host.services.tenants.pullLever(tenant, 'resume');
    }
    await host.services.tenants.pullLever(tenant, 'schedule-deletion');
    try {
      expect(statusAndCode(await withKey(key.secret).GET('/api/admin/me'))).toEqual([403, 'pending_deletion']);
    } finally {
      await host.services.tenants.pullLever(tenant, 'restore');
    }
  });

  it('refuses any write by a read-only key 403 read_only_key, whatever it holds', async () => {
    const key = await create({ access: ['templates'] });
    const res = await withKey(key.secret).PUT('/api/admin/template', { body: { html: '<p>x</p>' } });
    expect(statusAndCode(res)).toEqual([403, 'read_only_key']);
  });

  it('refuses a capability the key does not hold 403 missing_capability', async () => {
    const key = await create({ access: ['monitoring'] });
    const res = await withKey(key.secret).GET('/api/admin/users');
    expect([res.response.status, res.error?.code, res.error?.capability]).toEqual([403, 'missing_capability', 'users']);
    expect(res.error?.message).toContain('“users”');
    expect((await withKey(key.secret).GET('/api/admin/log')).response.status).toBe(200);
  });

  it('refuses publishing while publish approval is on 403 approval_required', async () => {
    const key = await create({ access: ['templates'], readOnly: false });
    const approval = (requireApproval: boolean) => ok(host.api(admin).PUT('/api/admin/settings', { body: { requireApproval } }));
    await approval(true);
    try {
      const res = await withKey(key.secret).PUT('/api/admin/template', { body: { html: '<p>x</p>' } });
      expect(statusAndCode(res)).toEqual([403, 'approval_required']);
    } finally {
      await approval(false);
    }
  });

  it('ignores X-Client-Tenant and X-Impersonate-Tenant', async () => {
    const key = await create({});
    const other = host.tenants[1];
    const res = await withKey(key.secret, { 'x-client-tenant': other, 'x-impersonate-tenant': other }).GET('/api/admin/me');
    expect(res.data?.organisation.id).toBe(tenant);
  });

  it('refuses a revoked key on its next request; the row stays, marked revoked', async () => {
    const key = await create({});
    expect((await withKey(key.secret).GET('/api/admin/me')).response.status).toBe(200);
    const revoke = (id: string) => host.api(admin).DELETE('/api/admin/api-keys/{id}', { params: { path: { id } } });
    const revoked = await revoke(key.id);
    expect(revoked.data).toMatchObject({ id: key.id, revoked: true });
    expect(statusAndCode(await withKey(key.secret).GET('/api/admin/me'))).toEqual([401, 'invalid_key']);
    expect((await list()).find((k) => k.id === key.id)).toMatchObject({ revoked: true, revokedAt: expect.any(String) });
    const log = (await lastLog(1))[0];
    expect(log).toMatchObject({ action: 'apikey.revoked', target: key.name });
    const again = await revoke(key.id);
    expect(again.response.status).toBe(200);
    expect((await revoke('k_nonexistent')).response.status).toBe(404);
  });

  it('keeps working after its creator is removed', async () => {
    const second = 'ben.okafor@fabrikam.test';
    expect((await host.api(admin).PUT('/api/admin/users', { body: { email: second, role: 'Admin' } })).response.status).toBe(200);
    const key = await create({}, await host.token({ tenant, user: second }));
    const removed = await host.api(admin).DELETE('/api/admin/users/{email}', { params: { path: { email: second } } });
    expect(removed.response.status).toBe(204);
    expect((await withKey(key.secret).GET('/api/admin/me')).response.status).toBe(200);
  });

  it('keeps naming a retired area, which grants nothing', async () => {
    const key = await create({ access: ['monitoring'] });
    const index = host.services.storage.table('apikeyindex');
    const keys = host.services.storage.table('apikeys');
    const hash = (await keys.getEntity<{ hash: string }>(tenant, key.id)).hash;
    const retired = JSON.stringify(['monitoring', 'legacy-reports']);
    await index.updateEntity({ partitionKey: hash, rowKey: '', access: retired }, 'Merge');
    await keys.updateEntity({ partitionKey: tenant, rowKey: key.id, access: retired }, 'Merge');
    const me = await ok(withKey(key.secret).GET('/api/admin/me'));
    expect(me.key?.access).toEqual(['monitoring', 'legacy-reports']);
    expect(me.capabilities).toEqual(['monitoring']);
  });

  it('answers /api/admin/me with the organisation and what the key holds', async () => {
    const key = await create({ name: 'reporting', access: ['monitoring', 'analytics'] });
    const me = await withKey(key.secret).GET('/api/admin/me');
    expect(me.data).toEqual({
      user: null,
      key: { id: key.id, name: 'reporting', access: ['monitoring', 'analytics'], readOnly: true, expires: null },
      role: null,
      capabilities: ['monitoring', 'analytics'],
      organisation: { id: tenant, name: expect.any(String), state: 'active', domain: 'fabrikam.test' },
      partner: null,
      insideClient: null,
      partnerAgreementVersion: expect.any(String),
    });
  });

  it('records last use to the hour, writing at most once an hour', async () => {
    const key = await create({});
    await withKey(key.secret).GET('/api/admin/me');
    const hour = new Date(Math.floor(Date.now() / 3600_000) * 3600_000).toISOString();
    expect((await list()).find((k) => k.id === key.id)?.lastUsed).toBe(hour);
    const table = host.services.storage.table('apikeys');
    const etag = (await table.getEntity(tenant, key.id)).etag;
    await withKey(key.secret).GET('/api/admin/me');
    await withKey(key.secret).GET('/api/admin/me');
    expect((await table.getEntity(tenant, key.id)).etag).toBe(etag);
  });

  it('cannot reach any route of the exclusion table', async () => {
    const key = await create({
      access: [
        'templates',
        'rules',
        'settings',
        'users',
        'monitoring',
        'analytics',
        'banners',
        'footers',
        'billing',
        'cost-management',
        'staff-profile',
        'privacy',
        'provisioning',
      ],
      readOnly: false,
    });
    const excluded = routes.filter((r) => r.keys !== 'allow' && r.auth !== 'none' && r.auth !== 'webhook');
    expect(excluded.length).toBeGreaterThan(50);
    for (const r of excluded) {
      const path = r.path.replace(/:([A-Za-z_]+)/g, 'x');
      // Every route of the table, by its method and path at run time: raw.
      const res = await rawWithKey(key.secret, r.method, path, {});
      expect([r.method, r.path, res.status, res.json?.code]).toEqual([r.method, r.path, 404, 'not_available_to_api_keys']);
    }
  });
});

describe('steps that need a route of their own', () => {
  // A table with an allow-listed write behind the Admin role, and one that writes to the change log.
  const probe = [
    defineRoute({
      method: 'POST',
      path: '/probe/admin-only',
      auth: 'admin',
      guard: { role: 'Admin' },
      keys: 'allow',
      summary: 'probe',
      async handler() {
        return json({});
      },
    }),
    routesUsing('changelog')({
      method: 'POST',
      path: '/probe/change',
      auth: 'admin',
      guard: { capability: 'templates' },
      keys: 'allow',
      summary: 'probe',
      async handler({ tenantId, actor, services }) {
        await services.changelog.record(tenantId, actor, { scope: 'template', action: 'probe.changed', target: 'probe' });
        return json({});
      },
    }),
  ];
  const call = (secret: string, path: string) =>
    new Pipeline(probe, host.services).handle({
      method: 'POST',
      path,
      query: new URLSearchParams(),
      headers: { authorization: `Bearer ${secret}` },
      clientAddress: host.address,
      invocationId: 'probe',
    });

  it('refuses an Admin-role guard to any key 403 admin_role_required', async () => {
    const key = await create({ readOnly: false });
    const res = await call(key.secret, '/probe/admin-only');
    expect([res.status, JSON.parse(String(wholeBody(res.body))).code]).toEqual([403, 'admin_role_required']);
  });

  it("writes a key's actions to the change log as `API key <name>` with the key id", async () => {
    const key = await create({ name: 'Leaver bot', readOnly: false });
    expect((await call(key.secret, '/probe/change')).status).toBe(200);
    const entry = (await lastLog(1))[0];
    expect(entry).toMatchObject({ actor: 'API key Leaver bot', keyId: key.id, action: 'probe.changed' });
  });
});
