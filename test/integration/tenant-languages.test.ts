import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { statusAndCode } from '../helpers/api.js';
import { startTestHost, type TestHost } from '../helpers/host.js';
import { Storage } from '../../shared/storage/storage.js';
import { TenantStore } from '../../shared/tenants/store.js';

/** Connecting an organisation, and the service operators' levers, in the reader's language (`Accept-Language`). */

let host: TestHost;
let operatorToken: string;
const operatorOid = crypto.randomUUID();
const operatorTenant = crypto.randomUUID();

beforeAll(async () => {
  host = await startTestHost({ env: { PLATFORM_OPERATORS: `${operatorTenant}/${operatorOid}` } });
  operatorToken = await host.token({ tenant: operatorTenant, user: 'ops@service.example', oid: operatorOid });
});
afterAll(() => host.close());

type Lever = 'suspend' | 'resume' | 'schedule-deletion' | 'restore' | 'purge';
const lever = (tenantId: string, name: Lever, language = 'en') =>
  host
    .api(operatorToken, { 'accept-language': language })
    .POST(`/api/admin/platform/tenants/{tenantId}/${name}`, { params: { path: { tenantId } }, body: {} });

/** A consent callback as the browser that started the consent sends it, asking for `language`. */
async function callback(query: Record<string, string>, language: string, started = true) {
  const headers: Record<string, string> = { 'accept-language': language };
  if (started) {
    const start = await host.call('GET', '/admin/consent');
    query = { state: new URL(start.headers.get('location')!).searchParams.get('state')!, ...query };
    headers.cookie = start.headers.get('set-cookie')!.split(';')[0];
  }
  const res = await host.call('GET', `/admin/consent/callback?${new URLSearchParams(query)}`, { headers });
  return { status: res.status, code: /data-code="(\w+)"/.exec(res.text)?.[1], text: res.text };
}

describe('the consent pages', () => {
  it('say a callback without its state in German, the page and its way back in German too; in English as before', async () => {
    const tenant = host.tenants[0];
    const german = await callback({ admin_consent: 'True', tenant }, 'de-DE,de;q=0.9,en;q=0.5', false);
    expect([german.status, german.code]).toEqual([400, 'invalid_request']);
    expect(german.text).toContain('<html lang="de">');
    expect(german.text).toContain('<h1>Ihre Organisation wurde nicht verbunden</h1>');
    expect(german.text).toContain(
      '<p>Diese Seite braucht den Status, mit dem die Zustimmung begonnen hat. Bitte beginnen Sie von vorn.</p>',
    );
    expect(german.text).toContain(
      'Es wurde nichts geändert. <a href="/admin/consent">Beginnen Sie von vorn</a> oder kehren Sie zum <a href="/admin">Portal</a> zurück.',
    );
    const english = await callback({ admin_consent: 'True', tenant }, 'en', false);
    expect([english.status, english.code]).toEqual([400, 'invalid_request']);
    expect(english.text).toContain('<html lang="en">');
    expect(english.text).toContain('<p>This page needs the state the consent started with; start again.</p>');
    expect(english.text).toContain(
      'Nothing was changed. <a href="/admin/consent">Start again</a> or go back to the <a href="/admin">portal</a>.',
    );
    expect(await host.services.tenants.get(tenant)).toBeNull();
  });

  it('say a denied consent and an organisation the identity provider did not name in German, creating nothing', async () => {
    const tenant = host.tenants[0];
    const denied = await callback({ error: 'access_denied' }, 'de');
    expect([denied.status, denied.code]).toEqual([403, 'consent_denied']);
    expect(denied.text).toContain('Die Zustimmung wurde nicht erteilt, daher wurde Ihre Organisation nicht verbunden.');
    const unnamed = await callback({ admin_consent: 'True', tenant: 'not-a-tenant' }, 'de');
    expect([unnamed.status, unnamed.code]).toEqual([400, 'invalid_request']);
    expect(unnamed.text).toContain('Der Identitätsanbieter hat Ihre Organisation nicht genannt. Bitte beginnen Sie von vorn.');
    const english = await callback({ admin_consent: 'True', tenant: 'not-a-tenant' }, 'en');
    expect(english.text).toContain('The identity provider did not name your organisation; start again.');
    expect(await host.services.tenants.get(tenant)).toBeNull();
  });
});

describe('the consent pages, given markup and ICU in the link', () => {
  it('answer a page in German with none of it as markup, creating nothing', async () => {
    const tenant = host.tenants[0];
    const hostile = "<script>alert(1)</script>{x}'{'";
    const queries: Record<string, string>[] = [
      { admin_consent: 'True', tenant: hostile },
      { error: hostile, error_description: hostile },
      { admin_consent: 'True', tenant: 'not-a-tenant', [hostile]: hostile },
    ];
    for (const query of queries) {
      const page = await callback(query, `de,${hostile}`);
      expect(page.status).toBeGreaterThanOrEqual(400);
      expect(page.status).toBeLessThan(500);
      expect(page.text).toContain('<html lang="de">');
      expect(page.text).not.toContain('<script');
      expect(page.text).not.toContain('{x}');
    }
    expect(await host.services.tenants.get(tenant)).toBeNull();
  });
});

describe('the platform levers', () => {
  it('say an unknown organisation and a move it cannot make in German, changing nothing', async () => {
    const unknown = await lever(crypto.randomUUID(), 'suspend', 'de');
    expect([...statusAndCode(unknown), unknown.error?.message]).toEqual([404, 'not_found', 'Diese Organisation gibt es nicht']);
    expect((await lever(crypto.randomUUID(), 'suspend')).error?.message).toBe('No such organisation');

    const tenant = host.tenants[1];
    await host.onboard(tenant);
    expect((await lever(tenant, 'suspend')).response.status).toBe(200);
    const again = await lever(tenant, 'suspend', 'de');
    expect([...statusAndCode(again), again.error?.message, (again.error as Record<string, unknown> | undefined)?.state]).toEqual([
      409,
      'invalid_transition',
      'Eine gesperrte Organisation kann nicht gesperrt werden',
      'suspended',
    ]);
    expect((await lever(tenant, 'suspend')).error?.message).toBe('Cannot suspend an organisation that is suspended');
    expect((await host.services.tenants.get(tenant))?.state).toBe('suspended');
  });

  it('say in German that an organisation being purged can no longer be restored, leaving it as it was', async () => {
    const tenant = host.tenants[0];
    await host.onboard(tenant);
    expect((await lever(tenant, 'schedule-deletion')).response.status).toBe(200);
    const store = new TenantStore(new Storage({ connectionString: inject('storageConnectionString') }));
    expect(await store.claimPurge(tenant, '9999-12-31T00:00:00.000Z')).toBe(true);
    const before = await host.services.tenants.get(tenant);
    const german = await lever(tenant, 'restore', 'de');
    expect([...statusAndCode(german), german.error?.message]).toEqual([
      409,
      'invalid_transition',
      'Die Organisation wird gerade endgültig gelöscht und lässt sich nicht mehr wiederherstellen',
    ]);
    expect((await lever(tenant, 'restore')).error?.message).toBe('The organisation is being purged; it can no longer be restored');
    expect(await host.services.tenants.get(tenant)).toEqual(before);
  });
});
