import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { operations } from '../../portal/src/api/schema.js';
import { ok, statusAndCode } from '../helpers/api.js';
import { startTestHost, type TestHost } from '../helpers/host.js';

let host: TestHost;
let tenant: string;
let other: string;
let admin: string;

type Report = Omit<operations['postApiSignatureReport']['requestBody']['content']['application/json'], 'type'>;
const api = (token = admin) => host.api(token);
const addin = (user: string, t = tenant) => host.token({ tenant: t, user, scope: 'access_as_user' });
const report = async (body: Report, user = 'ann.lee@fabrikam.test', t = tenant) =>
  host.api(await addin(user, t)).POST('/api/signature/report', { body: { type: 'new', ...body } });
/** Raw: a report the schema forbids. */
const reportRaw = async (body: Record<string, unknown>) =>
  host.call('POST', '/api/signature/report', { token: await addin('ann.lee@fabrikam.test'), body: { type: 'new', ...body } });
const clients = (query: { days?: number } = {}, token = admin) => api(token).GET('/api/admin/activity/clients', { params: { query } });
const eventCount = async () => (await ok(api().GET('/api/admin/activity/events', { params: { query: { limit: 500 } } }))).events.length;

const newOutlook = { name: 'newOutlookWindows', platform: 'OfficeOnline', version: '1.2025.1105.100' };
const classic = (version: string) => ({ name: 'Outlook', platform: 'PC', version });

const DAY = 86_400_000;

beforeAll(async () => {
  host = await startTestHost();
  [tenant, other] = host.tenants;
  await host.onboard(tenant, 'clients.admin@fabrikam.test');
  await host.onboard(other, 'clients.admin@northwind.test');
  admin = await host.token({ tenant, user: 'clients.admin@fabrikam.test' });
  await ok(api().GET('/api/admin/me'));
});
afterAll(() => host.close());

describe('health per mail client', () => {
  it('rolls reports up per client and version with failures by reason and time to completed()', async () => {
    host.clock.set(new Date(Date.now() - 10 * DAY));
    try {
      // The period before: new Outlook works.
      for (let i = 0; i < 10; i++)
        expect((await report({ outcome: 'applied', host: newOutlook, durationMs: 300 })).response.status).toBe(202);
    } finally {
      host.clock.reset();
    }
    for (let i = 0; i < 6; i++) await report({ outcome: 'applied', event: 'newMessage', host: newOutlook, durationMs: 180 });
    for (let i = 0; i < 4; i++)
      await report({
        outcome: 'failed',
        event: 'newMessage',
        reason: 'client_error',
        error: 'InvalidOperation',
        host: newOutlook,
        durationMs: 2400,
      });
    await report({ outcome: 'applied', event: 'fromChanged', host: classic('16.0.18025.20104'), durationMs: 90 });
    await report({ outcome: 'applied', event: 'newMessage', host: classic('16.0.17928.20114'), durationMs: 140 });
    // An older add-in build sends only its client line and an error: both are understood.
    await report({ outcome: 'failed', client: 'OutlookWebApp OfficeOnline 20261101.3', error: 'TypeError: Failed to fetch' });
    await report({ outcome: 'skipped', reason: 'not_served', host: classic('16.0.18025.20104') }, 'dev.patel@fabrikam.test');

    const res = await ok(clients({ days: 7 }));
    expect(res.days).toBe(7);
    const byClient = new Map(res.clients.map((c) => [c.client, c]));
    const fresh = byClient.get('windows-new')!;
    expect(fresh).toMatchObject({ label: 'New Outlook for Windows', applied: 6, failed: 4, skipped: 0, failureRate: 0.4 });
    expect(fresh.reasons).toEqual([{ reason: 'client_error', label: 'Outlook refused the signature', count: 4 }]);
    expect(fresh.medianMs).toBeGreaterThan(100);
    expect(fresh.medianMs).toBeLessThanOrEqual(200);
    expect(fresh.p95Ms).toBeGreaterThan(2000);
    expect(byClient.get('windows-classic')?.versions).toEqual([
      expect.objectContaining({ version: '16.0.18025', applied: 1, skipped: 1 }),
      expect.objectContaining({ version: '16.0.17928', applied: 1, skipped: 0 }),
    ]);
    expect(byClient.get('web')).toMatchObject({ failed: 1, reasons: [expect.objectContaining({ reason: 'service_unreachable' })] });

    // Named in the reader's language, the figures the same.
    const dutch = await ok(
      host.api(admin, { 'accept-language': 'nl-NL,nl;q=0.9' }).GET('/api/admin/activity/clients', { params: { query: { days: 7 } } }),
    );
    const dutchFresh = dutch.clients.find((c) => c.client === 'windows-new')!;
    expect(dutchFresh.label).toBe('Nieuwe Outlook voor Windows');
    expect(dutchFresh.reasons).toEqual([{ reason: 'client_error', label: 'Outlook heeft de handtekening geweigerd', count: 4 }]);
    const numbers = (c: typeof fresh) => [
      c.applied,
      c.failed,
      c.skipped,
      c.medianMs,
      c.p95Ms,
      c.versions.map((v) => [v.version, v.failed]),
    ];
    expect(numbers(dutchFresh)).toEqual(numbers(fresh));

    // The 30-day window also holds the period before.
    const month = await ok(clients());
    expect(month.clients.find((c) => c.client === 'windows-new')).toMatchObject({ applied: 16, failed: 4 });

    // The raw events carry what was reported.
    const { events } = await ok(api().GET('/api/admin/activity/events', { params: { query: { limit: 20 } } }));
    expect(events.find((e) => e.reason === 'client_error')).toMatchObject({
      clientFamily: 'windows-new',
      clientVersion: '1.2025.1105',
      event: 'newMessage',
      durationMs: 2400,
    });
  });

  it('names the client whose failures rose in the digest', async () => {
    const digest = await ok(api().GET('/api/admin/settings/digest/preview'));
    expect(digest.html).toContain('Failures rose on New Outlook for Windows');
    expect(digest.html).not.toContain('Failures rose on Outlook for Windows (classic)');
  });

  it('refuses a malformed report with a code, recording nothing', async () => {
    const before = await eventCount();
    for (const body of [
      { outcome: 'applied', event: 'opened' },
      { outcome: 'failed', reason: 'gremlins' },
      { outcome: 'applied', host: { name: 'Outlook' } },
    ]) {
      const res = await reportRaw(body);
      expect([res.status, res.json?.code]).toEqual([400, 'invalid_request']);
    }
    expect(statusAndCode(await report({ outcome: 'applied', durationMs: -5 }))).toEqual([400, 'invalid_request']);
    expect(statusAndCode(await clients({ days: 91 }))).toEqual([400, 'invalid_request']);
    expect(await eventCount()).toBe(before);
  });

  it("keeps each organisation's clients to itself", async () => {
    const otherAdmin = await host.token({ tenant: other, user: 'clients.admin@northwind.test' });
    await ok(api(otherAdmin).GET('/api/admin/me'));
    expect((await ok(clients({}, otherAdmin))).clients).toEqual([]);
    await report({ outcome: 'applied', host: classic('16.0.1.1') }, 'nia.ross@northwind.test', other);
    const theirs = (await ok(clients({}, otherAdmin))).clients;
    expect(theirs.map((c) => [c.client, c.applied])).toEqual([['windows-classic', 1]]);
    const ours = (await ok(clients())).clients;
    expect(ours.find((c) => c.client === 'windows-classic')?.applied).toBe(2);
  });
});
