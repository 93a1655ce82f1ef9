import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok, statusAndCode } from '../helpers/api.js';
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
type Lever = 'suspend' | 'resume' | 'schedule-deletion' | 'restore' | 'purge';
const lever = (tenantId: string, name: Lever, token = operatorToken, reason?: string) =>
  host.api(token).POST(`/api/admin/platform/tenants/{tenantId}/${name}`, { params: { path: { tenantId } }, body: { reason } });
const me = (token: string) => host.api(token).GET('/api/admin/me');
const settings = (token: string) => host.api(token).GET('/api/admin/settings');
const statusOf = async (answer: Promise<{ response: Response }>) => (await answer).response.status;
// The local host's timer trigger is no operation of the OpenAPI document: raw.
const purgeRun = () => host.call('POST', '/admin/functions/tenantPurge');

describe('tenant gate', () => {
  it('refuses an organisation that never connected: 403 not_onboarded', async () => {
    const tenant = crypto.randomUUID();
    expect(statusAndCode(await me(await adminOf(tenant)))).toEqual([403, 'not_onboarded']);
  });

  it('refuses a suspended organisation, then serves it again once resumed', async () => {
    const tenant = host.tenants[0];
    await host.onboard(tenant);
    const token = await adminOf(tenant);
    expect(await statusOf(settings(token))).toBe(200);
    expect(await statusOf(lever(tenant, 'suspend', operatorToken, 'unpaid invoice'))).toBe(200);
    expect(statusAndCode(await settings(token))).toEqual([403, 'suspended']);
    expect((await lever(tenant, 'suspend')).error?.code).toBe('invalid_transition');
    expect(await statusOf(lever(tenant, 'resume'))).toBe(200);
    expect(await statusOf(settings(token))).toBe(200);
  });

  it('refuses an organisation in its deletion grace window, restores it, and purges it when the window ends', async () => {
    const tenant = host.tenants[1];
    await host.onboard(tenant);
    const token = await adminOf(tenant);
    expect(await statusOf(me(token))).toBe(200);
    const scheduled = await ok(lever(tenant, 'schedule-deletion'));
    expect(scheduled.tenant?.state).toBe('pending_deletion');
    expect(statusAndCode(await me(token))).toEqual([403, 'pending_deletion']);
    expect((await ok(lever(tenant, 'restore'))).tenant?.state).toBe('active');

    const { entries } = await ok(host.api(token).GET('/api/admin/log', { params: { query: { scope: 'tenant' } } }));
    expect(entries.map((e) => e.action)).toEqual(expect.arrayContaining(['platform.schedule-deletion', 'platform.restore']));
    expect(entries.find((e) => e.action === 'platform.restore')?.actor).toBe('Service operator');

    await lever(tenant, 'schedule-deletion');
    expect((await purgeRun()).json.result).toMatchObject({ processed: 0, failed: 0 });
    host.clock.advance(31 * 24 * 3600_000);
    try {
      expect((await purgeRun()).json.result.processed).toBeGreaterThanOrEqual(1);
    } finally {
      host.clock.reset();
    }
    expect(statusAndCode(await me(token))).toEqual([403, 'not_onboarded']);
  });
});

describe('own organisation state', () => {
  it('answers every state with 200, before connecting too', async () => {
    const state = async (tenant: string) => {
      const res = await host.api(await adminOf(tenant)).GET('/api/me/organisation');
      expect(res.response.status).toBe(200);
      return res.data;
    };
    const newcomer = crypto.randomUUID();
    expect(await state(newcomer)).toEqual({ id: newcomer, state: 'not_onboarded' });
    const tenant = host.tenants[0];
    await host.onboard(tenant).catch(() => undefined);
    expect(await state(tenant)).toEqual({ id: tenant, state: 'active' });
    expect(await statusOf(lever(tenant, 'suspend', operatorToken, 'test'))).toBe(200);
    expect((await state(tenant))?.state).toBe('suspended');
    expect(await statusOf(lever(tenant, 'resume'))).toBe(200);
  });
});

describe('platform levers', () => {
  it('are refused to anyone not named in PLATFORM_OPERATORS, changing nothing', async () => {
    const tenant = crypto.randomUUID();
    const res = await lever(tenant, 'suspend', await host.token({ tenant: operatorTenant, user: 'ops@service.example' }));
    expect(statusAndCode(res)).toEqual([403, 'not_platform_operator']);
  });

  it('validate the tenant id and answer 404 for an unknown organisation', async () => {
    const bad = await lever('not-a-guid', 'suspend');
    expect(statusAndCode(bad)).toEqual([400, 'invalid_request']);
    expect(bad.error?.fields?.tenantId).toBeTruthy();
    expect(await statusOf(lever(crypto.randomUUID(), 'suspend'))).toBe(404);
  });

  it('purge removes the organisation at once', async () => {
    const tenant = host.tenants[0];
    await host.onboard(tenant);
    expect(await statusOf(lever(tenant, 'purge'))).toBe(200);
    expect((await me(await adminOf(tenant))).error?.code).toBe('not_onboarded');
  });
});

describe('admin consent', () => {
  const consentState = async () => {
    const { response } = await host.api().GET('/admin/consent');
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get('location')!);
    expect(location.pathname).toBe('/idp/organizations/v2.0/adminconsent');
    expect(location.searchParams.get('redirect_uri')).toBe(`${host.url}/admin/consent/callback`);
    return location.searchParams.get('state')!;
  };
  const callback = (query: { admin_consent?: string; tenant: string; state?: string; error?: string }) =>
    host.api().GET('/admin/consent/callback', { params: { query } });

  it('provisions the organisation into its trial and opens the portal; the state cannot be replayed', async () => {
    const tenant = host.tenants[1];
    await host.services.tenants.purge(tenant);
    const state = await consentState();
    const res = await callback({ admin_consent: 'True', tenant, state });
    expect(res.response.status).toBe(302);
    expect(res.response.headers.get('location')).toContain('/admin');
    const t = await host.services.tenants.get(tenant);
    expect(t?.state).toBe('active');
    expect(Date.parse(t!.trialEndsAt) - Date.parse(t!.createdAt)).toBe(30 * 24 * 3600_000);
    const replay = await callback({ admin_consent: 'True', tenant, state });
    expect(statusAndCode(replay)).toEqual([400, 'state_used']);
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
      expect(statusAndCode(res)).toEqual([400, 'invalid_state']);
    }
    expect(await host.services.tenants.get(tenant)).toBeNull();
  });

  it('refuses an expired state', async () => {
    const tenant = host.tenants[0];
    const state = await consentState();
    host.clock.advance(16 * 60_000);
    try {
      const res = await callback({ admin_consent: 'True', tenant, state });
      expect(statusAndCode(res)).toEqual([400, 'state_expired']);
    } finally {
      host.clock.reset();
    }
    expect(await host.services.tenants.get(tenant)).toBeNull();
  });

  it('refuses a tenant the directory does not know, and a denied consent', async () => {
    const unknown = crypto.randomUUID();
    const res = await callback({ admin_consent: 'True', tenant: unknown, state: await consentState() });
    expect(statusAndCode(res)).toEqual([400, 'unknown_tenant']);
    expect(await host.services.tenants.get(unknown)).toBeNull();
    const denied = await callback({ error: 'access_denied', tenant: host.tenants[0], state: await consentState() });
    expect(statusAndCode(denied)).toEqual([400, 'consent_denied']);
    const missing = await callback({ admin_consent: 'True', tenant: host.tenants[0] });
    expect([...statusAndCode(missing), missing.error?.fields?.state]).toEqual([400, 'invalid_request', 'required']);
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
    const results = await Promise.all(tokens.map(settings));
    const statuses = results.map((r) => r.response.status).sort();
    expect(statuses).toEqual([200, 403, 403, 403, 403, 403, 403, 403]);
    expect(results.filter((r) => r.response.status === 403).every((r) => r.error?.code === 'not_a_portal_user')).toBe(true);
    const winner = tokens[results.findIndex((r) => r.response.status === 200)];
    const { users } = await ok(host.api(winner).GET('/api/admin/users'));
    expect(users).toHaveLength(1);
    expect(users[0].role).toBe('Admin');
    const loser = tokens[results.findIndex((r) => r.response.status === 403)];
    const answer = await me(loser);
    expect([answer.response.status, answer.data?.role, answer.data?.capabilities]).toEqual([200, null, []]);
  });
});
