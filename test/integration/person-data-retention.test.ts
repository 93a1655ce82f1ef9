import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS } from '../../shared/clock.js';
import { silentLogger } from '../../shared/log.js';
import { startTestHost, type CallResult, type TestHost } from '../helpers/host.js';
import { seedPerson } from '../helpers/person-data-seed.js';

/** Retention per kind: set by the organisation within the service's bounds, enforced by the nightly job. */

let host: TestHost;
let tenant: string;
let other: string;
let admin: string;

type Kinds = { kind: string; days: number; min: number; max: number; records: number }[];
const call = (method: string, body?: unknown, token = admin): Promise<CallResult> =>
  host.call(method, '/api/admin/privacy/retention', { token, body });
const kinds = async (token = admin) =>
  Object.fromEntries(((await call('GET', undefined, token)).json.kinds as Kinds).map((k) => [k.kind, k]));
async function* ours() {
  yield tenant;
  yield other;
}

beforeAll(async () => {
  host = await startTestHost();
  [tenant, other] = host.tenants;
  await host.onboard(tenant);
  await host.onboard(other);
  admin = await host.token({ tenant, user: host.adminOf(tenant) });
  // Data from ten days ago and from now, in both organisations.
  const now = host.clock.now();
  await seedPerson(host, tenant, now);
  await seedPerson(host, tenant, new Date(now.getTime() - 10 * DAY_MS), { datedOnly: true });
  for (const at of [now.getTime(), now.getTime() - 10 * DAY_MS]) await seedPerson(host, other, new Date(at), { datedOnly: true });
});
afterAll(() => host?.close());

describe('retention', () => {
  it("shows each kind, its retention, the service's bounds and its current size", async () => {
    const k = await kinds();
    expect(Object.keys(k)).toEqual(['click-events', 'apply-reports', 'message-trail', 'kept-messages', 'change-log', 'exports']);
    expect(k['apply-reports']).toMatchObject({ days: 90, min: 1, max: 90, records: 8 });
    expect(k['message-trail']).toMatchObject({ days: 30, records: 6 });
    expect(k['change-log'].records).toBeGreaterThan(3);
  });

  it('refuses a value outside the bounds, changing nothing', async () => {
    const before = await kinds();
    for (const body of [
      { 'apply-reports': 0 },
      { 'change-log': 30 },
      { exports: 8 },
      { 'apply-reports': 5, 'kept-messages': 99 },
      { unknown: 3 },
    ]) {
      const res = await call('PUT', body);
      expect([res.status, res.json.code]).toEqual([400, 'invalid_request']);
    }
    expect(await kinds()).toEqual(before);
  });

  it('removes only what is older than the setting, and only in the organisation that set it', async () => {
    const res = await call('PUT', { 'apply-reports': 5, 'message-trail': 5, 'change-log': 365 });
    expect(res.status).toBe(200);
    const otherBefore = await kinds(await host.token({ tenant: other, user: host.adminOf(other) }));
    await host.services.retention.purgeExpired(silentLogger, ours());
    await host.services.trail.purgeExpired(silentLogger, ours());
    const after = await kinds();
    expect([after['apply-reports'].records, after['message-trail'].records]).toEqual([4, 3]);
    expect(await kinds(await host.token({ tenant: other, user: host.adminOf(other) }))).toEqual(otherBefore);
  });
});
