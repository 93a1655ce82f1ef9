import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../../shared/http/errors.js';
import { Pipeline } from '../../shared/http/pipeline.js';
import { defineRoute } from '../../shared/http/route.js';
import { json } from '../../shared/http/reply.js';
import { routes } from '../../shared/routes.js';
import { startTestHost, type TestHost } from '../helpers/host.js';

let host: TestHost;
let tenant: string;
let admin: string;
const adminAddress = 'keys.admin@contoso.example';

beforeAll(async () => {
  host = await startTestHost();
  tenant = host.tenants[0];
  await host.onboard(tenant);
  admin = await host.token({ tenant, user: adminAddress, name: 'Keys Admin' });
  expect((await host.call('GET', '/api/admin/me', { token: admin })).json.role).toBe('Admin');
});
afterAll(() => host.close());

const create = async (body: Record<string, unknown>, token = admin) => {
  const res = await host.call('POST', '/api/admin/api-keys', { token, body: { name: 'script', access: ['templates'], ...body } });
  expect(res.status).toBe(201);
  return res.json as { id: string; secret: string; name: string; readOnly: boolean; expires: string | null };
};
const list = async () => (await host.call('GET', '/api/admin/api-keys', { token: admin })).json.keys as Array<Record<string, unknown>>;
const logLength = async () => (await host.call('GET', '/api/admin/log?limit=500', { token: admin })).json.entries.length as number;
const withKey = (secret: string, method: string, path: string, opts: { body?: unknown; headers?: Record<string, string> } = {}) =>
  host.call(method, path, { ...opts, headers: { authorization: `Bearer ${secret}`, ...opts.headers } });

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
    const entry = (await host.call('GET', '/api/admin/log?limit=1', { token: admin })).json.entries[0];
    expect(entry).toMatchObject({ action: 'apikey.created', target: 'Joiner script', actor: adminAddress });
  });

  it('keeps read-only off only when asked, and takes a date or an instant as expiry', async () => {
    expect((await create({ readOnly: false })).readOnly).toBe(false);
    const tomorrow = new Date(Date.now() + 86400_000).toISOString().slice(0, 10);
    expect((await create({ expires: tomorrow })).expires).toBe(`${tomorrow}T23:59:59.999Z`);
  });

  it.each([
    ['an empty name', { name: '' }, 'name'],
    ['a name over 80 characters', { name: 'x'.repeat(81) }, 'name'],
    ['an expiry in the past', { expires: '2020-01-01' }, 'expires'],
    ['an instant in the past', { expires: new Date(Date.now() - 60_000).toISOString() }, 'expires'],
    ['a malformed expiry', { expires: 'next week' }, 'expires'],
    ['no access area', { access: [] }, 'access'],
    ['no access at all', { access: undefined }, 'access'],
    ['an unrecognised area', { access: ['templates', 'time-travel'] }, 'access'],
    ['a non-boolean read-only', { readOnly: 'no' }, 'readOnly'],
  ])('refuses %s with 400 and stores nothing', async (_what, patch, field) => {
    const [keysBefore, logBefore] = [await list(), await logLength()];
    const body = { name: 'bad', access: ['templates'], ...patch };
    const res = await host.call('POST', '/api/admin/api-keys', { token: admin, body });
    expect([res.status, res.json.code]).toEqual([400, 'invalid_request']);
    expect(res.json.fields[field]).toBeTruthy();
    expect(await list()).toEqual(keysBefore);
    expect(await logLength()).toBe(logBefore);
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
    for (const [m, p] of [
      ['GET', '/api/admin/api-keys'],
      ['POST', '/api/admin/api-keys'],
      ['DELETE', `/api/admin/api-keys/${key.id}`],
    ]) {
      const res = await withKey(key.secret, m, p, { body: { name: 'x', access: ['templates'] } });
      expect([res.status, res.json.code]).toEqual([404, 'not_available_to_api_keys']);
    }
    const editorAddress = 'ann.lee@fabrikam.test';
    expect((await host.call('PUT', '/api/admin/users', { token: admin, body: { email: editorAddress, role: 'Editor' } })).status).toBe(200);
    const editor = await host.token({ tenant, user: editorAddress });
    const res = await host.call('POST', '/api/admin/api-keys', { token: editor, body: { name: 'x', access: ['templates'] } });
    expect([res.status, res.json.code]).toEqual([403, 'admin_role_required']);
  });
});

describe('the key pipeline, step by step', () => {
  it('refuses an unknown or malformed key 401 invalid_key', async () => {
    for (const secret of [`svc_${'A'.repeat(43)}`, 'svc_short']) {
      const res = await withKey(secret, 'GET', '/api/admin/me');
      expect([res.status, res.json.code]).toEqual([401, 'invalid_key']);
    }
  });

  it('refuses an expired key 401 key_expired', async () => {
    const tomorrow = new Date(Date.now() + 86400_000).toISOString().slice(0, 10);
    const key = await create({ expires: tomorrow });
    expect((await withKey(key.secret, 'GET', '/api/admin/me')).status).toBe(200);
    host.clock.advance(2 * 86400_000);
    try {
      const res = await withKey(key.secret, 'GET', '/api/admin/me');
      expect([res.status, res.json.code]).toEqual([401, 'key_expired']);
    } finally {
      host.clock.reset();
    }
  });

  it('answers 404 not_available_to_api_keys, byte for byte the same, for excluded and unknown paths', async () => {
    const key = await create({ access: ['users'] });
    const excluded = await withKey(key.secret, 'PUT', '/api/admin/users', { body: { email: 'a@b.c', role: 'Admin' } });
    const unknown = await withKey(key.secret, 'GET', '/api/admin/does-not-exist');
    const wrongMethod = await withKey(key.secret, 'PATCH', '/api/admin/users');
    expect([excluded.status, excluded.json.code]).toEqual([404, 'not_available_to_api_keys']);
    expect(unknown.text).toBe(excluded.text);
    expect(wrongMethod.text).toBe(excluded.text);
    expect(unknown.headers.get('content-type')).toBe(excluded.headers.get('content-type'));
  });

  it('refuses keys of a suspended organisation, and of one pending deletion', async () => {
    const key = await create({});
    await host.services.tenants.pullLever(tenant, 'suspend');
    try {
      const res = await withKey(key.secret, 'GET', '/api/admin/me');
      expect([res.status, res.json.code]).toEqual([403, 'suspended']);
    } finally {
      await host.services.tenants.pullLever(tenant, 'resume');
    }
    await host.services.tenants.pullLever(tenant, 'schedule-deletion');
    try {
      const res = await withKey(key.secret, 'GET', '/api/admin/me');
      expect([res.status, res.json.code]).toEqual([403, 'pending_deletion']);
    } finally {
      await host.services.tenants.pullLever(tenant, 'restore');
    }
  });

  it('refuses any write by a read-only key 403 read_only_key, whatever it holds', async () => {
    const key = await create({ access: ['templates'] });
    const res = await withKey(key.secret, 'PUT', '/api/admin/template', { body: { html: '<p>x</p>' } });
    expect([res.status, res.json.code]).toEqual([403, 'read_only_key']);
  });

  it('refuses a capability the key does not hold 403 missing_capability', async () => {
    const key = await create({ access: ['monitoring'] });
    const res = await withKey(key.secret, 'GET', '/api/admin/users');
    expect([res.status, res.json.code, res.json.capability]).toEqual([403, 'missing_capability', 'users']);
    expect(res.json.message).toContain('“users”');
    expect((await withKey(key.secret, 'GET', '/api/admin/log')).status).toBe(200);
  });

  it('refuses publishing while publish approval is on 403 approval_required', async () => {
    const key = await create({ access: ['templates'], readOnly: false });
    await host.call('PUT', '/api/admin/settings', { token: admin, body: { requireApproval: true } });
    try {
      const res = await withKey(key.secret, 'PUT', '/api/admin/template', { body: { html: '<p>x</p>' } });
      expect([res.status, res.json.code]).toEqual([403, 'approval_required']);
    } finally {
      await host.call('PUT', '/api/admin/settings', { token: admin, body: { requireApproval: false } });
    }
  });

  it('ignores X-Client-Tenant and X-Impersonate-Tenant', async () => {
    const key = await create({});
    const other = host.tenants[1];
    const res = await withKey(key.secret, 'GET', '/api/admin/me', { headers: { 'x-client-tenant': other, 'x-impersonate-tenant': other } });
    expect(res.json.organisation.id).toBe(tenant);
  });

  it('refuses a revoked key on its next request; the row stays, marked revoked', async () => {
    const key = await create({});
    expect((await withKey(key.secret, 'GET', '/api/admin/me')).status).toBe(200);
    const revoked = await host.call('DELETE', `/api/admin/api-keys/${key.id}`, { token: admin });
    expect(revoked.json).toMatchObject({ id: key.id, revoked: true });
    const res = await withKey(key.secret, 'GET', '/api/admin/me');
    expect([res.status, res.json.code]).toEqual([401, 'invalid_key']);
    expect((await list()).find((k) => k.id === key.id)).toMatchObject({ revoked: true, revokedAt: expect.any(String) });
    const log = (await host.call('GET', '/api/admin/log?limit=1', { token: admin })).json.entries[0];
    expect(log).toMatchObject({ action: 'apikey.revoked', target: key.name });
    const again = await host.call('DELETE', `/api/admin/api-keys/${key.id}`, { token: admin });
    expect(again.status).toBe(200);
    expect((await host.call('DELETE', '/api/admin/api-keys/k_nonexistent', { token: admin })).status).toBe(404);
  });

  it('keeps working after its creator is removed', async () => {
    const second = 'ben.okafor@fabrikam.test';
    expect((await host.call('PUT', '/api/admin/users', { token: admin, body: { email: second, role: 'Admin' } })).status).toBe(200);
    const key = await create({}, await host.token({ tenant, user: second }));
    expect((await host.call('DELETE', `/api/admin/users/${encodeURIComponent(second)}`, { token: admin })).status).toBe(204);
    expect((await withKey(key.secret, 'GET', '/api/admin/me')).status).toBe(200);
  });

  it('keeps naming a retired area, which grants nothing', async () => {
    const key = await create({ access: ['monitoring'] });
    const index = host.services.storage.table('apikeyindex');
    const keys = host.services.storage.table('apikeys');
    const hash = (await keys.getEntity<{ hash: string }>(tenant, key.id)).hash;
    const retired = JSON.stringify(['monitoring', 'legacy-reports']);
    await index.updateEntity({ partitionKey: hash, rowKey: '', access: retired }, 'Merge');
    await keys.updateEntity({ partitionKey: tenant, rowKey: key.id, access: retired }, 'Merge');
    const me = await withKey(key.secret, 'GET', '/api/admin/me');
    expect(me.json.key.access).toEqual(['monitoring', 'legacy-reports']);
    expect(me.json.capabilities).toEqual(['monitoring']);
  });

  it('answers /api/admin/me with the organisation and what the key holds', async () => {
    const key = await create({ name: 'reporting', access: ['monitoring', 'analytics'] });
    const me = await withKey(key.secret, 'GET', '/api/admin/me');
    expect(me.json).toEqual({
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
    await withKey(key.secret, 'GET', '/api/admin/me');
    const hour = new Date(Math.floor(Date.now() / 3600_000) * 3600_000).toISOString();
    expect((await list()).find((k) => k.id === key.id)?.lastUsed).toBe(hour);
    const table = host.services.storage.table('apikeys');
    const etag = (await table.getEntity(tenant, key.id)).etag;
    await withKey(key.secret, 'GET', '/api/admin/me');
    await withKey(key.secret, 'GET', '/api/admin/me');
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
      ],
      readOnly: false,
    });
    const excluded = routes.filter((r) => r.keys !== 'allow' && r.auth !== 'none' && r.auth !== 'webhook');
    expect(excluded.length).toBeGreaterThan(50);
    for (const r of excluded) {
      const path = r.path.replace(/:([A-Za-z_]+)/g, 'x');
      const res = await withKey(key.secret, r.method, path, { body: {} });
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
    defineRoute({
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
    expect([res.status, JSON.parse(String(res.body)).code]).toEqual([403, 'admin_role_required']);
  });

  it("writes a key's actions to the change log as `API key <name>` with the key id", async () => {
    const key = await create({ name: 'Leaver bot', readOnly: false });
    expect((await call(key.secret, '/probe/change')).status).toBe(200);
    const entry = (await host.call('GET', '/api/admin/log?limit=1', { token: admin })).json.entries[0];
    expect(entry).toMatchObject({ actor: 'API key Leaver bot', keyId: key.id, action: 'probe.changed' });
  });
});
