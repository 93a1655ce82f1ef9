import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ActivityStore } from '../../shared/activity/store.js';
import { ApplyRollupStore, dayOf, type Counts } from '../../shared/activity/rollups.js';
import type { ApplyEvent } from '../../shared/activity/schemas.js';
import { odata } from '../../shared/storage/entities.js';
import { Storage } from '../../shared/storage/storage.js';
import { ok } from '../helpers/api.js';
import { startTestHost, type TestHost } from '../helpers/host.js';
import { createPublishedWith } from '../helpers/templates.js';

// Rollups are written by every instance as reports arrive; they must equal a recount of the raw events.

const DAY = 86_400_000;
let host: TestHost;
let other: TestHost;
let storage: Storage;
let raw: ActivityStore;
let rollups: ApplyRollupStore;

const OUTCOMES = ['applied', 'failed', 'skipped'] as const;
const MAILBOXES = ['ann@org.test', 'bo@org.test', 'cy@org.test', 'di@org.test'];
const zero = (): Counts => ({ applied: 0, failed: 0, skipped: 0 });

/** What the rollups should say, counted afresh from the raw events. */
async function recount(tenantId: string) {
  const events = await raw.since(tenantId, new Date(0));
  const byDay = new Map<string, Counts>();
  const byVersion = new Map<string, Counts>();
  const byMailbox = new Map<string, { counts: Counts; last: ApplyEvent }>();
  for (const e of events) {
    const dk = `${dayOf(e.at)}|${e.templateId ?? ''}|${e.version ?? 0}`;
    (byDay.get(dk) ?? byDay.set(dk, zero()).get(dk)!)[e.outcome]++;
    const vk = `${e.templateId ?? ''}|${e.version ?? 0}`;
    (byVersion.get(vk) ?? byVersion.set(vk, zero()).get(vk)!)[e.outcome]++;
    const m = byMailbox.get(e.mailbox) ?? { counts: zero(), last: e };
    if (e.at > m.last.at) m.last = e;
    m.counts[e.outcome]++;
    byMailbox.set(e.mailbox, m);
  }
  return { events, byDay, byVersion, byMailbox };
}

/** The rollups as stored, in the shape of the recount. */
async function stored(tenantId: string, from: string, to: string) {
  const byDay = new Map<string, Counts>();
  for (const r of await rollups.days(tenantId, from, to)) byDay.set(`${r.day}|${r.templateId}|${r.version}`, r.counts);
  const byMailbox = new Map<string, { counts: Counts; lastAt: string; lastOutcome: string }>();
  for (const m of await rollups.mailboxes(tenantId, new Date(0).toISOString())) {
    const counts = zero();
    for (const c of Object.values(m.days)) for (const k of OUTCOMES) counts[k] += c[k];
    byMailbox.set(m.mailbox, { counts, lastAt: m.lastAt, lastOutcome: m.lastOutcome });
  }
  return { byDay, byMailbox };
}

/** Every rollup row of a tenant except the state markers, keys and counters only (for comparing two runs). */
async function rollupRows(tenantId: string) {
  const rows: Record<string, unknown>[] = [];
  const filter = odata`PartitionKey ge ${`${tenantId}|`} and PartitionKey lt ${`${tenantId}}`} and PartitionKey ne ${`${tenantId}|state`}`;
  for await (const r of rollups.table.listEntities({ queryOptions: { filter } })) {
    const { etag: _e, timestamp: _t, ...rest } = r as Record<string, unknown>;
    rows.push(rest);
  }
  return rows;
}

const event = (
  mailbox: string,
  at: Date,
  outcome: ApplyEvent['outcome'],
  templateId: string | null,
  version: number | null,
): ApplyEvent => ({
  mailbox,
  reportedBy: mailbox,
  type: 'new',
  outcome,
  templateId,
  version,
  error: outcome === 'failed' ? 'boom' : null,
  client: 'Outlook',
  clientFamily: null,
  clientVersion: null,
  event: null,
  reason: null,
  durationMs: null,
  at: at.toISOString(),
  source: 'addin',
});

beforeAll(async () => {
  host = await startTestHost();
  other = await startTestHost();
  storage = new Storage({ connectionString: inject('storageConnectionString') });
  await storage.init();
  raw = new ActivityStore(storage);
  rollups = new ApplyRollupStore(storage);
});
afterAll(async () => {
  await host.close();
  await other.close();
});

describe('apply rollups', () => {
  it('equal a recount of the raw events after random concurrent reports from two instances', async () => {
    const report = fc.record({
      instance: fc.integer({ min: 0, max: 1 }),
      mailbox: fc.constantFrom(...MAILBOXES),
      outcome: fc.constantFrom(...OUTCOMES),
      version: fc.integer({ min: 1, max: 2 }),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(report, { minLength: 10, maxLength: 40 }), async (reports) => {
        const tenant = crypto.randomUUID();
        await Promise.all(
          reports.map((r) =>
            (r.instance ? other : host).services.activity.report(tenant, r.mailbox, {
              type: 'new',
              outcome: r.outcome,
              templateId: 'tpl',
              version: r.version,
              client: 'Outlook',
            }),
          ),
        );
        const want = await recount(tenant);
        expect(want.events).toHaveLength(reports.length);
        const today = dayOf(new Date().toISOString());
        const got = await stored(tenant, '2000-01-01', today);
        expect(Object.fromEntries(got.byDay)).toEqual(Object.fromEntries(want.byDay));
        for (const [mailbox, m] of want.byMailbox) {
          const row = got.byMailbox.get(mailbox)!;
          expect({ counts: row.counts, lastAt: row.lastAt }).toEqual({ counts: m.counts, lastAt: m.last.at });
          // Reports of the same millisecond have no order: the last outcome is one of theirs.
          expect(want.events.filter((e) => e.mailbox === mailbox && e.at === m.last.at).map((e) => e.outcome)).toContain(row.lastOutcome);
        }
        expect([...got.byMailbox.keys()].sort()).toEqual([...want.byMailbox.keys()].sort());
        for (const v of [1, 2])
          expect(await host.services.activity.versionTotals(tenant, 'tpl', v)).toEqual(want.byVersion.get(`tpl|${v}`) ?? zero());
      }),
      { numRuns: 3 },
    );
  });

  it('serves the activity report and the applies of analytics from the rollups, per organisation', async () => {
    // An organisation of this host's directory that no other test here reports for.
    const tenant = host.tenants[1];
    await host.services.activity.report(tenant, 'ann@org.test', { type: 'new', outcome: 'failed', error: 'quota', client: 'Outlook' });
    await host.services.activity.report(tenant, 'ann@org.test', { type: 'new', outcome: 'applied', client: 'Outlook' });
    const report = await host.services.monitoring.activityReport(tenant);
    expect(report.mailboxes).toEqual([
      expect.objectContaining({
        mailbox: 'ann@org.test',
        applied: 1,
        failed: 1,
        skipped: 0,
        lastOutcome: 'applied',
        lastClient: 'Outlook',
        lastError: null,
      }),
    ]);
    expect(report.feed.map((e) => e.outcome)).toEqual(['applied', 'failed']);
    const today = new Date().toISOString().slice(0, 10);
    const yesterday = new Date(Date.now() - DAY).toISOString().slice(0, 10);
    expect(await host.services.activity.appliedOnDays(tenant, yesterday, today)).toBe(1);
    expect(await host.services.activity.appliedOnDays(tenant, yesterday, yesterday)).toBe(0);
    // Another organisation's reports are not counted here.
    expect(await host.services.activity.mailboxes(other.tenants[1], new Date(Date.now() - 30 * DAY))).toEqual([]);
  });

  it('counts a rollout from its start: reports of the live version before it are not its results', async () => {
    const admin = await host.token({ tenant: host.tenants[0], user: 'rollups.admin@fabrikam.test' });
    await host.onboard(host.tenants[0], 'rollups.admin@fabrikam.test');
    const api = host.api(admin);
    await ok(api.GET('/api/admin/me'));
    const { id } = await createPublishedWith(api, { name: 'Baseline', html: '<p>v1</p>' });
    const path = { params: { path: { id } } };
    for (let i = 0; i < 3; i++)
      await host.services.activity.report(host.tenants[0], 'dev.patel@fabrikam.test', {
        type: 'new',
        outcome: 'failed',
        templateId: id,
        version: 1,
      });
    await ok(api.PUT('/api/admin/templates/{id}', { ...path, body: { html: '<p>v2</p>', rollout: { minHours: 0, minApplies: 1 } } }));
    await other.services.activity.report(host.tenants[0], 'dev.patel@fabrikam.test', {
      type: 'new',
      outcome: 'applied',
      templateId: id,
      version: 1,
    });
    await other.services.activity.report(host.tenants[0], 'eva.jansen@fabrikam.test', {
      type: 'new',
      outcome: 'applied',
      templateId: id,
      version: 2,
    });
    const detail = await ok(api.GET('/api/admin/templates/{id}/rollout', path));
    expect(detail.results.current).toMatchObject({ version: 1, applied: 1, failed: 0, failureRate: 0 });
    expect(detail.results.candidate).toMatchObject({ version: 2, applied: 1, failed: 0 });
    expect(detail.next).toMatchObject({ action: 'promote' });
  });

  it('backfills the rollups of stored events; run twice, and resumed from a cursor, it gives the same rollups', async () => {
    const tenant = crypto.randomUUID();
    const now = Date.now();
    const events: ApplyEvent[] = [];
    for (let i = 0; i < 120; i++) {
      const at = new Date(now - 1000 - (i % 50) * DAY - i * 60_000);
      events.push(event(MAILBOXES[i % 4], at, OUTCOMES[i % 3], i % 5 ? 'tpl' : null, i % 5 ? 1 + (i % 2) : null));
    }
    for (const e of events) await raw.append(tenant, e);
    const neighbour = crypto.randomUUID();
    await raw.append(neighbour, event('zed@other.test', new Date(now - DAY), 'applied', 'tpl', 1));

    expect(await host.services.activity.backfillTenant(tenant)).toBe('backfilled');
    const want = await recount(tenant);
    const got = await stored(tenant, '2000-01-01', dayOf(new Date().toISOString()));
    expect(Object.fromEntries(got.byDay)).toEqual(Object.fromEntries(want.byDay));
    // The mailbox rows keep 40 days of counts and the last report.
    for (const [mailbox, m] of want.byMailbox)
      expect(got.byMailbox.get(mailbox)).toMatchObject({ lastAt: m.last.at, lastOutcome: m.last.outcome });
    const first = await rollupRows(tenant);

    // Done once: the job skips it. Forced again from the start, and resumed from a cursor: the same rows.
    expect(await host.services.activity.backfillTenant(tenant)).toBe('skipped');
    await rollups.saveBackfillState(tenant, 'mailboxes', '');
    expect(await other.services.activity.backfillTenant(tenant)).toBe('backfilled');
    expect(await rollupRows(tenant)).toEqual(first);
    const middle = dayOf(new Date(now - 20 * DAY).toISOString());
    await rollups.saveBackfillState(tenant, 'days', middle);
    expect(await host.services.activity.backfillTenant(tenant)).toBe('backfilled');
    expect(await rollupRows(tenant)).toEqual(first);
    // The neighbour's event is not in this tenant's rollups.
    expect((await rollups.mailboxes(tenant, new Date(0).toISOString())).map((m) => m.mailbox)).not.toContain('zed@other.test');

    // Reports after the backfill add to it; the backfill of them is not repeated.
    await host.services.activity.report(tenant, 'ann@org.test', { type: 'new', outcome: 'applied', templateId: 'tpl', version: 1 });
    const after = await stored(tenant, '2000-01-01', dayOf(new Date().toISOString()));
    const recounted = await recount(tenant);
    expect(Object.fromEntries(after.byDay)).toEqual(Object.fromEntries(recounted.byDay));
  });

  it('purges raw events after 90 days and daily rollups after 400, leaving newer ones and other organisations', async () => {
    const tenant = crypto.randomUUID();
    const neighbour = crypto.randomUUID();
    const now = Date.now();
    await raw.append(tenant, event('ann@org.test', new Date(now - 100 * DAY), 'applied', 'tpl', 1));
    await raw.append(tenant, event('ann@org.test', new Date(now - 10 * DAY), 'applied', 'tpl', 1));
    await raw.append(neighbour, event('zed@other.test', new Date(now - 100 * DAY), 'applied', 'tpl', 1));
    await rollups.writeBackfillDay(tenant, dayOf(new Date(now - 420 * DAY).toISOString()), [
      { templateId: 'tpl', version: 1, counts: { applied: 1, failed: 0, skipped: 0 } },
    ]);
    await rollups.writeBackfillDay(tenant, dayOf(new Date(now - 100 * DAY).toISOString()), [
      { templateId: 'tpl', version: 1, counts: { applied: 1, failed: 0, skipped: 0 } },
    ]);

    const counts = await host.services.activity.purgeExpired(host.services.log, [tenant]);
    expect(counts).toMatchObject({ processed: 1, failed: 0 });
    expect((await raw.since(tenant, new Date(0))).map((e) => e.at)).toEqual([new Date(now - 10 * DAY).toISOString()]);
    expect(await raw.since(neighbour, new Date(0))).toHaveLength(1);
    expect((await rollups.days(tenant, '2000-01-01', '2999-01-01')).map((r) => r.day)).toEqual([
      dayOf(new Date(now - 100 * DAY).toISOString()),
    ]);
  });
});
