import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestHost, type TestHost } from '../helpers/host.js';

let host: TestHost;
let operatorToken: string;
const operatorOid = crypto.randomUUID();
const operatorTenant = crypto.randomUUID();

beforeAll(async () => {
  host = await startTestHost({ env: { PLATFORM_OPERATORS: `${operatorTenant}/${operatorOid}` } });
  operatorToken = await host.token({ tenant: operatorTenant, user: 'ops@service.example', oid: operatorOid });
});
afterAll(() => host.close());

const adminOf = async (tenant: string) => host.token({ tenant, user: `admin-${tenant.slice(0, 8)}@contoso.example` });
const lever = (tenant: string, name: string, token = operatorToken, body: unknown = {}) =>
  host.call('POST', `/api/admin/platform/tenants/${tenant}/${name}`, { token, body });

describe('tenant gate', () => {
  it('refuses an organisation that never connected: 403 not_onboarded', async () => {
    const tenant = crypto.randomUUID();
    const res = await host.call('GET', '/api/admin/me', { token: await adminOf(tenant) });
    expect(res.status).toBe(403);
    expect(res.json.code).toBe('not_onboarded');
  });

  it('refuses a suspended organisation, then serves it again once resumed', async () => {
    const tenant = host.tenants[0];
    await host.onboard(tenant);
    const token = await adminOf(tenant);
    expect((await host.call('GET', '/api/admin/settings', { token })).status).toBe(200);
    expect((await lever(tenant, 'suspend', operatorToken, { reason: 'unpaid invoice' })).status).toBe(200);
    const refused = await host.call('GET', '/api/admin/settings', { token });
    expect([refused.status, refused.json.code]).toEqual([403, 'suspended']);
    expect((await lever(tenant, 'suspend')).json.code).toBe('invalid_transition');
    expect((await lever(tenant, 'resume')).status).toBe(200);
    expect((await host.call('GET', '/api/admin/settings', { token })).status).toBe(200);
  });

  it('refuses an organisation in its deletion grace window, restores it, and purges it when the window ends', async () => {
    const tenant = host.tenants[1];
    await host.onboard(tenant);
    const token = await adminOf(tenant);
    expect((await host.call('GET', '/api/admin/me', { token })).status).toBe(200);
    const scheduled = await lever(tenant, 'schedule-deletion');
    expect(scheduled.json.tenant.state).toBe('pending_deletion');
    const refused = await host.call('GET', '/api/admin/me', { token });
    expect([refused.status, refused.json.code]).toEqual([403, 'pending_deletion']);
    expect((await lever(tenant, 'restore')).json.tenant.state).toBe('active');

    const log = await host.call('GET', '/api/admin/log?scope=tenant', { token });
    const actions = log.json.entries.map((e: { action: string }) => e.action);
    expect(actions).toEqual(expect.arrayContaining(['platform.schedule-deletion', 'platform.restore']));
    expect(log.json.entries.find((e: { action: string }) => e.action === 'platform.restore').actor).toBe('Service operator');

    await lever(tenant, 'schedule-deletion');
    expect((await host.call('POST', '/admin/functions/tenantPurge')).json.result).toMatchObject({ processed: 0, failed: 0 });
    host.clock.advance(31 * 24 * 3600_000);
    try {
      expect((await host.call('POST', '/admin/functions/tenantPurge')).json.result.processed).toBeGreaterThanOrEqual(1);
    } finally {
      host.clock.reset();
    }
    const gone = await host.call('GET', '/api/admin/me', { token });
    expect([gone.status, gone.json.code]).toEqual([403, 'not_onboarded']);
  });
});

describe('own organisation state', () => {
  it('answers every state with 200, before connecting too', async () => {
    const state = async (tenant: string) => {
      const res = await host.call('GET', '/api/me/organisation', { token: await adminOf(tenant) });
      expect(res.status).toBe(200);
      return res.json;
    };
    const newcomer = crypto.randomUUID();
    expect(await state(newcomer)).toEqual({ id: newcomer, state: 'not_onboarded' });
    const tenant = host.tenants[0];
    await host.onboard(tenant).catch(() => undefined);
    expect(await state(tenant)).toEqual({ id: tenant, state: 'active' });
    expect((await lever(tenant, 'suspend', operatorToken, { reason: 'test' })).status).toBe(200);
    expect((await state(tenant)).state).toBe('suspended');
    expect((await lever(tenant, 'resume')).status).toBe(200);
  });
});

describe('platform levers', () => {
  it('are refused to anyone not named in PLATFORM_OPERATORS, changing nothing', async () => {
    const tenant = crypto.randomUUID();
    const res = await lever(tenant, 'suspend', await host.token({ tenant: operatorTenant, user: 'ops@service.example' }));
    expect([res.status, res.json.code]).toEqual([403, 'not_platform_operator']);
  });

  it('validate the tenant id and answer 404 for an unknown organisation', async () => {
    const bad = await lever('not-a-guid', 'suspend');
    expect([bad.status, bad.json.code]).toEqual([400, 'invalid_request']);
    expect(bad.json.fields.tenantId).toBeTruthy();
    expect((await lever(crypto.randomUUID(), 'suspend')).status).toBe(404);
  });

  it('purge removes the organisation at once', async () => {
    const tenant = host.tenants[0];
    await host.onboard(tenant);
    expect((await lever(tenant, 'purge')).status).toBe(200);
    const gone = await host.call('GET', '/api/admin/me', { token: await adminOf(tenant) });
    expect(gone.json.code).toBe('not_onboarded');
  });
});

describe('admin consent', () => {
  const consentState = async () => {
    const res = await host.call('GET', '/admin/consent');
    expect(res.status).toBe(302);
    const location = new URL(res.headers.get('location')!);
    expect(location.pathname).toBe('/idp/organizations/v2.0/adminconsent');
    expect(location.searchParams.get('redirect_uri')).toBe(`${host.url}/admin/consent/callback`);
    return location.searchParams.get('state')!;
  };
  const callback = (q: Record<string, string>) => host.call('GET', `/admin/consent/callback?${new URLSearchParams(q)}`);

  it('provisions the organisation into its trial and opens the portal; the state cannot be replayed', async () => {
    const tenant = host.tenants[1];
    await host.services.tenants.purge(tenant);
    const state = await consentState();
    const res = await callback({ admin_consent: 'True', tenant, state });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toContain('/admin');
    const t = await host.services.tenants.get(tenant);
    expect(t?.state).toBe('active');
    expect(Date.parse(t!.trialEndsAt) - Date.parse(t!.createdAt)).toBe(30 * 24 * 3600_000);
    const replay = await callback({ admin_consent: 'True', tenant, state });
    expect([replay.status, replay.json.code]).toEqual([400, 'state_used']);
  });

  it('refuses a forged state and creates nothing', async () => {
    const tenant = host.tenants[0];
    await host.services.tenants.purge(tenant);
    const forged = await new SignJWT({ n: 'x' })
      .setProtectedHeader({ alg: 'HS256' })
      .setAudience('admin-consent')
      .setExpirationTime('10m')
      .sign(new TextEncoder().encode('not-the-service-secret-not-the-service-secret'));
    for (const state of [forged, 'garbage', (await consentState()) + 'x']) {
      const res = await callback({ admin_consent: 'True', tenant, state });
      expect([res.status, res.json.code]).toEqual([400, 'invalid_state']);
    }
    expect(await host.services.tenants.get(tenant)).toBeNull();
  });

  it('refuses an expired state', async () => {
    const tenant = host.tenants[0];
    const state = await consentState();
    host.clock.advance(16 * 60_000);
    try {
      const res = await callback({ admin_consent: 'True', tenant, state });
      expect([res.status, res.json.code]).toEqual([400, 'state_expired']);
    } finally {
      host.clock.reset();
    }
    expect(await host.services.tenants.get(tenant)).toBeNull();
  });

  it('refuses a tenant the directory does not know, and a denied consent', async () => {
    const unknown = crypto.randomUUID();
    const res = await callback({ admin_consent: 'True', tenant: unknown, state: await consentState() });
    expect([res.status, res.json.code]).toEqual([400, 'unknown_tenant']);
    expect(await host.services.tenants.get(unknown)).toBeNull();
    const denied = await callback({ error: 'access_denied', tenant: host.tenants[0], state: await consentState() });
    expect([denied.status, denied.json.code]).toEqual([400, 'consent_denied']);
    const missing = await callback({ admin_consent: 'True', tenant: host.tenants[0] });
    expect([missing.status, missing.json.code, missing.json.fields.state]).toEqual([400, 'invalid_request', 'required']);
  });
});

describe('the first person of an organisation', () => {
  it('becomes its only Admin even when several arrive at once', async () => {
    const tenant = host.tenants[0];
    await host.services.tenants.purge(tenant);
    await host.onboard(tenant);
    const tokens = await Promise.all(
      Array.from({ length: 8 }, (_, i) => host.token({ tenant, user: `racer${i}@contoso.example`, name: `Racer ${i}` })),
    );
    const results = await Promise.all(tokens.map((token) => host.call('GET', '/api/admin/settings', { token })));
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 403, 403, 403, 403, 403, 403, 403]);
    expect(results.filter((r) => r.status === 403).every((r) => r.json.code === 'not_a_portal_user')).toBe(true);
    const winner = tokens[results.findIndex((r) => r.status === 200)];
    const users = await host.call('GET', '/api/admin/users', { token: winner });
    expect(users.json.users).toHaveLength(1);
    expect(users.json.users[0].role).toBe('Admin');
    const loser = tokens[results.findIndex((r) => r.status === 403)];
    const me = await host.call('GET', '/api/admin/me', { token: loser });
    expect([me.status, me.json.role, me.json.capabilities]).toEqual([200, null, []]);
  });
});
