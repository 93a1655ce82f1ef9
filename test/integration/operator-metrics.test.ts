import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { METRIC_NAMES } from '../../shared/metrics/instruments.js';
import { movedBetween, movedOf, samplesOf } from '../helpers/metrics-text.js';
import { startSigningFaultHost, type StorageFaultHost } from '../helpers/storage-fault-host.js';
import { standInRelay } from '../helpers/stand-in-relay.js';

/**
 * The operators' metrics after a known run: every series a step moves, by exactly how much, read from
 * `GET /admin/metrics` (the registry is the process's: each test compares the answers before and after its own steps).
 */

let faults: StorageFaultHost;
let tenant: string;
let operator: string;
const operatorOid = crypto.randomUUID();
const operatorTenant = crypto.randomUUID();
/** Past every read the service trusts for a while (the rendered answer's ten minutes the longest). */
const PAST_TRUSTED_READS = 11 * 60_000;
const cleanups: (() => Promise<unknown>)[] = [];

beforeAll(async () => {
  ({ faults, tenant } = await startSigningFaultHost({ PLATFORM_OPERATORS: `${operatorTenant}/${operatorOid}` }));
  operator = await faults.host.token({ tenant: operatorTenant, user: 'ops@service.example', oid: operatorOid });
});
afterAll(async () => {
  while (cleanups.length) await cleanups.pop()!();
  await faults.close();
});

async function scrape(): Promise<Map<string, number>> {
  const res = await faults.host.call('GET', '/admin/metrics', { token: operator });
  expect([res.status, res.headers.get('content-type')]).toEqual([200, 'text/plain; version=0.0.4; charset=utf-8']);
  return samplesOf(res.text).samples;
}

/** What `steps` moved, by series. */
async function movedBy(steps: () => Promise<unknown>): Promise<Map<string, number>> {
  const before = await scrape();
  await steps();
  return movedBetween(before, await scrape());
}

const compose = async (user = 'ann.lee@fabrikam.test') =>
  faults.host.call('POST', '/api/signature', {
    token: await faults.host.token({ tenant, user, scope: 'access_as_user' }),
    body: { type: 'new' },
  });

describe('GET /admin/metrics', () => {
  it('renders every metric the code declares, each with its type', async () => {
    const res = await faults.host.call('GET', '/admin/metrics', { token: operator });
    const { types } = samplesOf(res.text);
    expect([...types.keys()]).toEqual(METRIC_NAMES);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('is refused to anyone but a platform operator: 401 without a token, 403 not_platform_operator for an Admin', async () => {
    const before = await scrape();
    const anonymous = await faults.host.call('GET', '/admin/metrics');
    expect([anonymous.status, anonymous.json?.code]).toEqual([401, 'unauthenticated']);
    const admin = await faults.host.token({ tenant, user: 'faults.admin@fabrikam.test' });
    const refused = await faults.host.call('GET', '/admin/metrics', { token: admin });
    expect([refused.status, refused.json?.code]).toEqual([403, 'not_platform_operator']);
    const addin = await faults.host.token({ tenant, user: 'ann.lee@fabrikam.test', scope: 'access_as_user' });
    const fromAddin = await faults.host.call('GET', '/admin/metrics', { token: addin });
    expect(fromAddin.status).toBe(401);
    // Nothing of the metrics in the refusals; and the refusals moved nothing but the requests' own count.
    for (const r of [anonymous, refused, fromAddin]) expect(r.text).not.toContain('sigsvc_');
    const moved = movedBetween(before, await scrape());
    expect([...moved.keys()].filter((k) => !k.startsWith('sigsvc_http_requests_total') && !k.startsWith('sigsvc_storage_'))).toEqual([]);
    expect(movedOf(moved, 'sigsvc_http_requests_total')).toEqual({
      'sigsvc_http_requests_total{status_class="4xx"}': 3,
      'sigsvc_http_requests_total{status_class="2xx"}': 1,
    });
  });
});

describe('after a known run', () => {
  it('counts the add-in compose: a rendering, then the cached answer, then the last good answer while storage is out', async () => {
    const { host, proxy } = faults;
    host.clock.freeze(host.clock.now());
    const served = 'sigsvc_signatures_served_total';
    const fresh = await movedBy(async () => {
      expect((await compose()).status).toBe(200);
      expect((await compose()).status).toBe(200);
    });
    expect(movedOf(fresh, served)).toEqual({
      [`${served}{source="addin",cache="miss",stale="false",outcome="signed"}`]: 1,
      [`${served}{source="addin",cache="hit",stale="false",outcome="signed"}`]: 1,
    });
    expect(movedOf(fresh, 'sigsvc_http_requests_total')).toEqual({ 'sigsvc_http_requests_total{status_class="2xx"}': 3 });

    const out = await movedBy(async () => {
      await proxy.set({ kind: 'refuse' });
      host.clock.advance(PAST_TRUSTED_READS);
      const stale = await compose();
      expect([stale.status, stale.headers.has('x-signature-stale')]).toEqual([200, true]);
      // Never answered before: nothing to fall back on.
      expect((await compose('eva.jansen@fabrikam.test')).status).toBe(503);
      await proxy.set({ kind: 'pass' });
    });
    expect(movedOf(out, served)).toEqual({
      [`${served}{source="addin",cache="miss",stale="true",outcome="signed"}`]: 1,
      [`${served}{source="addin",cache="miss",stale="false",outcome="unavailable"}`]: 1,
    });
    // Storage refused every call the two composes made (how many: the service's reads, not this test's to fix).
    expect(out.get('sigsvc_storage_call_seconds_count{service="table",result="failed"}')).toBeGreaterThan(0);
    host.clock.reset();
  });

  it('counts storage throttling (429) per try', async () => {
    const { host, proxy } = faults;
    const moved = await movedBy(async () => {
      await proxy.set({ kind: 'status', status: 429, retryAfter: 5 });
      host.clock.advance(PAST_TRUSTED_READS);
      await compose('eva.jansen@fabrikam.test');
      await proxy.set({ kind: 'pass' });
    });
    host.clock.reset();
    expect(moved.get('sigsvc_storage_throttles_total{service="table"}')).toBeGreaterThan(0);
  });

  it('counts failed applies by client family and build; applied ones not at all', async () => {
    const token = await faults.host.token({ tenant, user: 'ann.lee@fabrikam.test', scope: 'access_as_user' });
    const host = { name: 'newOutlookWindows', platform: 'OfficeOnline', version: '1.2025.1105.100' };
    const moved = await movedBy(async () => {
      for (const outcome of ['failed', 'failed', 'applied']) {
        const res = await faults.host.call('POST', '/api/signature/report', {
          token,
          body: { type: 'new', outcome, host, reason: 'client_error' },
        });
        expect(res.status).toBe(202);
      }
    });
    expect(movedOf(moved, 'sigsvc_apply_failures_total')).toEqual({
      'sigsvc_apply_failures_total{source="addin",client_family="windows-new",build="1.2025.1105"}': 2,
    });
  });

  it('counts a timer run on demand, without a lag (it was not due)', async () => {
    const moved = await movedBy(() => faults.host.succeed('POST', '/admin/functions/outbox'));
    expect(movedOf(moved, 'sigsvc_timer_runs_total')).toEqual({ 'sigsvc_timer_runs_total{job="outbox",outcome="ok"}': 1 });
    expect(movedOf(moved, 'sigsvc_timer_lag_seconds_count')).toEqual({});
    // Set by the run: the age of the oldest work it found (other test files' organisations share this storage).
    expect((await scrape()).get('sigsvc_outbox_oldest_seconds')).toBeGreaterThanOrEqual(0);
  });

  it('counts the relay: signed, passed (by reason), deferred, and the next hop’s answers', async () => {
    const { signing, send } = await standInRelay(cleanups);
    const moved = await movedBy(async () => {
      expect(await send()).toBe(250);
      signing.mode = 'off';
      expect(await send()).toBe(250);
      signing.decide = () => Promise.reject(new Error('storage unavailable'));
      expect(await send()).toBe(451);
    });
    expect(movedOf(moved, 'sigsvc_relay_messages_total')).toEqual({
      'sigsvc_relay_messages_total{outcome="signed",reason=""}': 1,
      'sigsvc_relay_messages_total{outcome="passed",reason="server_side_off"}': 1,
      'sigsvc_relay_messages_total{outcome="deferred",reason="service_error"}': 1,
    });
    expect(movedOf(moved, 'sigsvc_relay_next_hop_seconds_count')).toEqual({ 'sigsvc_relay_next_hop_seconds_count{result="accepted"}': 2 });
    expect(movedOf(moved, 'sigsvc_signatures_served_total')).toEqual({
      'sigsvc_signatures_served_total{source="relay",cache="miss",stale="false",outcome="signed"}': 1,
    });
  });
});
