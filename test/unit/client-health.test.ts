import { describe, expect, it } from 'vitest';
import { clientHealth, risingFailures } from '../../shared/activity/client-health.js';
import { alertWords } from '../../shared/alerts/message.js';
import { renderDigest } from '../../shared/digest/template.js';
import type { ClientDay } from '../../shared/activity/client-rollups.js';
import {
  bucketOf,
  clientFamily,
  clientLine,
  clientVersion,
  emptyHistogram,
  hostOf,
  quantile,
  reasonFromError,
  DURATION_BOUNDS,
} from '../../shared/activity/clients.js';

describe('mail client classification', () => {
  it.each([
    [{ name: 'Outlook', platform: 'PC' }, 'windows-classic'],
    [{ name: 'newOutlookWindows', platform: 'OfficeOnline' }, 'windows-new'],
    [{ name: 'OutlookWebApp', platform: 'OfficeOnline' }, 'web'],
    [{ name: 'Outlook', platform: 'Mac' }, 'mac'],
    [{ name: 'OutlookIOS', platform: 'iOS' }, 'ios'],
    [{ name: 'OutlookAndroid', platform: 'Android' }, 'android'],
    [{ name: 'Thunderbird', platform: '' }, 'other'],
  ] as const)('%o is %s', (host, family) => {
    expect(clientFamily(host)).toBe(family);
  });

  it('reads the host from the client line of older add-in builds', () => {
    expect(hostOf({ client: 'Outlook PC 16.0.18025.20104' })).toEqual({ name: 'Outlook', platform: 'PC', version: '16.0.18025.20104' });
    expect(hostOf({ client: 'Outlook Web' })).toEqual({ name: 'Outlook', platform: 'Web', version: '' });
    expect(hostOf({})).toBeNull();
    const host = { name: 'OutlookIOS', platform: 'iOS', version: '4.2448.0' };
    expect(hostOf({ host, client: 'ignored 1' })).toBe(host);
  });

  it('writes a known client as its name and version, anything else as the add-in sent it', () => {
    expect(clientLine({ client: 'raw' }, { name: 'Outlook', platform: 'Mac', version: '16.90.24121' })).toBe('Outlook for Mac 16.90.24121');
    expect(clientLine({ client: 'Outlook Web' }, hostOf({ client: 'Outlook Web' }))).toBe('Outlook Web');
    expect(clientLine({}, null)).toBeNull();
  });

  it('groups versions to major.minor.build', () => {
    expect(clientVersion('16.0.18025.20104')).toBe('16.0.18025');
    expect(clientVersion('4.2448')).toBe('4.2448');
    expect(clientVersion('')).toBe('');
  });

  it('names why an attempt failed from the error line when no reason came with it', () => {
    expect(reasonFromError('applied', undefined)).toBeNull();
    expect(reasonFromError('failed', 'No token: consent')).toBe('no_token');
    expect(reasonFromError('skipped', 'HTTP 404')).toBe('not_served');
    expect(reasonFromError('failed', 'The signature service answered 503')).toBe('service_error');
    expect(reasonFromError('failed', 'TypeError: Failed to fetch')).toBe('service_unreachable');
    expect(reasonFromError('failed', 'InvalidOperation: the body is locked')).toBe('client_error');
    expect(reasonFromError('skipped', undefined)).toBe('not_served');
    expect(reasonFromError('failed', '')).toBeNull();
  });
});

describe('duration histogram', () => {
  it('puts each duration in the first bucket that holds it', () => {
    expect(bucketOf(0)).toBe(0);
    expect(bucketOf(50)).toBe(0);
    expect(bucketOf(51)).toBe(1);
    expect(bucketOf(99_999)).toBe(DURATION_BOUNDS.length);
  });

  it('answers quantiles interpolated inside their bucket', () => {
    const h = emptyHistogram();
    expect(quantile(h, 0.5)).toBeNull();
    for (let i = 0; i < 90; i++) h[bucketOf(120)] += 1; // 100..200
    for (let i = 0; i < 10; i++) h[bucketOf(2500)] += 1; // 2000..3000
    const median = quantile(h, 0.5)!;
    expect(median).toBeGreaterThan(100);
    expect(median).toBeLessThanOrEqual(200);
    const p95 = quantile(h, 0.95)!;
    expect(p95).toBeGreaterThan(2000);
    expect(p95).toBeLessThanOrEqual(3000);
  });
});

const day = (family: ClientDay['family'], version: string, applied: number, failed: number, ms = 150): ClientDay => {
  const durations = emptyHistogram();
  durations[bucketOf(ms)] = applied + failed;
  return {
    day: '2026-11-20',
    family,
    version,
    counts: { applied, failed, skipped: 0 },
    reasons: failed ? { client_error: failed } : {},
    durations,
  };
};

describe('client health', () => {
  it('sums days per client and version, most attempts first and newest version first', () => {
    const [web, mac] = clientHealth([
      day('mac', '16.90', 2, 0),
      day('web', '', 5, 1),
      { ...day('web', '', 3, 1), day: '2026-11-21' },
      day('mac', '16.100', 1, 1, 900),
    ]);
    expect(web).toMatchObject({ client: 'web', label: 'Outlook on the web', applied: 8, failed: 2, failureRate: 0.2 });
    expect(web.reasons).toEqual([{ reason: 'client_error', label: 'Outlook refused the signature', count: 2 }]);
    expect(web.versions.map((v) => v.version)).toEqual(['unknown']);
    expect(mac.versions.map((v) => v.version)).toEqual(['16.100', '16.90']);
    expect(mac.p95Ms!).toBeGreaterThan(750);
  });

  it('names clients and reasons in the reader’s language, product names as that language writes them', () => {
    const days = [day('web', '', 5, 1), day('other', '', 1, 1)];
    const [web, other] = clientHealth(days, 'de');
    expect(web).toMatchObject({ client: 'web', label: 'Outlook im Web' });
    expect(web.reasons).toEqual([{ reason: 'client_error', label: 'Outlook hat die Signatur abgelehnt', count: 1 }]);
    expect(other.label).toBe('Ein anderer Client');
    expect(clientHealth(days, 'fr')[0].label).toBe('Outlook sur le web');
    expect(clientHealth(days, 'en')).toEqual(clientHealth(days));
  });

  it('names a client whose failures rose in the digest’s language', async () => {
    const rising = { client: 'windows-new' as const, label: 'New Outlook for Windows', failed: 20, rate: 0.2, previousRate: 0.02 };
    const data = {
      organisation: 'Fabrikam',
      days: 7,
      adoption: { mailboxes: 1, applying: 1, rate: 1 },
      failures: { total: 0, top: [] },
      risingClients: [rising],
      approvalsWaiting: 0,
      rolloutsInFlight: 0,
      schedulesPending: 0,
      coverageGaps: [],
      trialEndsAt: null,
      portalUrl: 'https://portal.example/',
    };
    expect((await renderDigest(data, 'en')).html).toContain('New Outlook for Windows');
    const german = (await renderDigest(data, 'de')).html;
    expect(german).toContain('Neues Outlook für Windows');
    expect(german).not.toContain('New Outlook for Windows');
  });

  it('names a client whose failures rose in the alert reader’s language', () => {
    const alert = {
      kind: 'clientFailures' as const,
      key: 'windows-new',
      subject: 'Failures rose on New Outlook for Windows',
      sentences: [],
      words: { subject: { key: 'clientFailuresSubject' as const, values: { client: { client: 'windows-new' as const } } }, sentences: [] },
      page: 'monitoring',
    };
    expect(alertWords(alert, 'en').subject).toBe('Failures rose on New Outlook for Windows');
    expect(alertWords(alert, 'de').subject).toContain('Neues Outlook für Windows');
    expect(alertWords(alert, 'nl').subject).toContain('Nieuwe Outlook voor Windows');
  });

  it('names a client whose failures rose, not one that stayed level or has too few to tell', () => {
    const before = [day('windows-new', '1', 98, 2), day('web', '1', 90, 10), day('mac', '1', 100, 0)];
    const now = [day('windows-new', '1', 80, 20), day('web', '1', 89, 11), day('mac', '1', 8, 2)];
    expect(risingFailures(now, before)).toEqual([
      { client: 'windows-new', label: 'New Outlook for Windows', failed: 20, rate: 0.2, previousRate: 0.02 },
    ]);
  });
});
