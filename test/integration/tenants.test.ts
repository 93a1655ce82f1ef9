import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok, statusAndCode } from '../helpers/api.js';
import { followConsent } from '../../local/consent-chain.js';
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

// The fixture's administrator of a tenant onboards it and is its first Admin; anyone else stands for a tenant never onboarded.
const adminOf = async (tenant: string) =>
  host.token({ tenant, user: host.tenants.includes(tenant) ? host.adminOf(tenant) : `admin-${tenant.slice(0, 8)}@contoso.example` });
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
    expect(response.headers.get('set-cookie')).toMatch(
      /^consent_flow=[\w-]{40,}; Path=\/admin\/consent; HttpOnly; SameSite=Lax; Max-Age=900$/,
    );
    return location.searchParams.get('state')!;
  };
  /** The callback as a raw call: its refusals are pages, with their code in `data-code`. */
  const callback = async (query: Record<string, string>) => {
    const res = await host.call('GET', `/admin/consent/callback?${new URLSearchParams(query)}`);
    return { status: res.status, type: res.headers.get('content-type'), code: /data-code="([a-z_]+)"/.exec(res.text)?.[1] ?? null };
  };

  it('provisions the organisation into its trial and opens the portal, its administrator the first Admin', async () => {
    const tenant = host.tenants[1];
    await host.services.tenants.purge(tenant);
    const outcome = await followConsent(host.url, { loginHint: host.adminOf(tenant), headers: { 'x-forwarded-for': host.address } });
    expect(outcome.portal?.toString()).toBe(`${host.url}/admin?onboarded=${tenant}`);
    const t = await host.services.tenants.get(tenant);
    expect(t?.state).toBe('active');
    expect(Date.parse(t!.trialEndsAt) - Date.parse(t!.createdAt)).toBe(30 * 24 * 3600_000);
    expect((await host.services.users.list(tenant)).map((u) => [u.email, u.role])).toEqual([[host.adminOf(tenant), 'Admin']]);
  });

  it('refuses a forged state with a page and creates nothing', async () => {
    const tenant = host.tenants[0];
    await host.services.tenants.purge(tenant);
    const forged = await new SignJWT({ sid: 'x'.repeat(24), bh: 'y'.repeat(43), leg: 'signin', tid: tenant })
      .setProtectedHeader({ alg: 'HS256' })
      .setAudience('admin-consent')
      .setExpirationTime('10m')
      .sign(new TextEncoder().encode('not-the-service-secret-not-the-service-secret'));
    for (const state of [forged, 'garbage', (await consentState()) + 'x']) {
      expect(await callback({ admin_consent: 'True', tenant, state, code: 'x' })).toEqual({
        status: 400,
        type: 'text/html; charset=utf-8',
        code: 'invalid_state',
      });
    }
    expect(await host.services.tenants.get(tenant)).toBeNull();
  });

  it('refuses an expired state', async () => {
    const tenant = host.tenants[0];
    const state = await consentState();
    host.clock.advance(16 * 60_000);
    try {
      expect((await callback({ admin_consent: 'True', tenant, state })).code).toBe('state_expired');
    } finally {
      host.clock.reset();
    }
    expect(await host.services.tenants.get(tenant)).toBeNull();
  });

  it('refuses a denied consent, a missing state and a callback without the browser that started it', async () => {
    const tenant = host.tenants[0];
    const start = await host.call('GET', '/admin/consent');
    const state = new URL(start.headers.get('location')!).searchParams.get('state')!;
    const cookie = start.headers.get('set-cookie')!.split(';')[0];
    const denied = await host.call('GET', `/admin/consent/callback?${new URLSearchParams({ error: 'access_denied', state })}`, {
      headers: { cookie },
    });
    expect([denied.status, /data-code="(\w+)"/.exec(denied.text)?.[1]]).toEqual([403, 'consent_denied']);
    expect(denied.text).toContain('Consent was not granted');
    expect(await callback({ admin_consent: 'True', tenant })).toMatchObject({ status: 400, code: 'invalid_request' });
    expect(await callback({ admin_consent: 'True', tenant, state })).toMatchObject({ status: 400, code: 'consent_other_browser' });
    expect(await host.services.tenants.get(tenant)).toBeNull();
  });

  it('refuses an invitation that cannot be used with a page, before sending anyone to consent', async () => {
    const res = await host.call('GET', '/admin/consent?invite=nobody.nothing');
    expect([res.status, res.headers.get('content-type'), /data-code="(\w+)"/.exec(res.text)?.[1]]).toEqual([
      404,
      'text/html; charset=utf-8',
      'invite_not_found',
    ]);
  });
});

describe('the first Admin of an organisation', () => {
  it('is the consenting administrator alone, even when consents and first calls race', async () => {
    const tenant = host.tenants[0];
    await host.services.tenants.purge(tenant);
    const consents = Array.from({ length: 3 }, () =>
      followConsent(host.url, { loginHint: host.adminOf(tenant), headers: { 'x-forwarded-for': host.address } }),
    );
    const outcomes = await Promise.all(consents);
    expect(outcomes.map((o) => o.portal?.pathname ?? o.code)).toEqual(['/admin', '/admin', '/admin']);
    const tokens = await Promise.all(
      Array.from({ length: 8 }, (_, i) => host.token({ tenant, user: `racer${i}@contoso.example`, name: `Racer ${i}` })),
    );
    const results = await Promise.all(tokens.map(settings));
    expect(results.map((r) => [r.response.status, r.error?.code])).toEqual(Array(8).fill([403, 'not_a_portal_user']));
    const { users } = await ok(host.api(await adminOf(tenant)).GET('/api/admin/users'));
    expect(users.map((u) => [u.email, u.role])).toEqual([[host.adminOf(tenant), 'Admin']]);
    const answer = await me(tokens[0]);
    expect([answer.response.status, answer.data?.role, answer.data?.capabilities]).toEqual([200, null, []]);
  });
});
