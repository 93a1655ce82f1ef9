import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DAY_MS, dayOf } from '../../shared/analytics/report.js';
import { ClickRollupStore, tenantRow, type Day } from '../../shared/analytics/rollup-store.js';
import { RollupWriter } from '../../shared/analytics/rollup-writer.js';
import { silentLogger } from '../../shared/log.js';
import { Storage } from '../../shared/storage/storage.js';
import { LinkStore, type Click, type TrackedLink } from '../../shared/analytics/store.js';
import { ClickTally } from '../../shared/analytics/tally.js';
import { ok } from '../helpers/api.js';
import { TestClock } from '../helpers/clock.js';
import { startTestHost, type TestHost } from '../helpers/host.js';
import { expectEvery } from '../helpers/expect-every.js';

const clock = new TestClock();
let a: TestHost;
let b: TestHost;
let rollups: ClickRollupStore;
let raw: LinkStore;

const AGENTS = [
  '',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
  'Microsoft Outlook 16.0.17328; Windows NT 10.0',
];
const REFERRERS = [undefined, 'https://outlook.office.com/mail/inbox', 'https://mail.google.com/', 'not a url'];

/** Counts of one kind of thing, as a plain object, to compare with what a report or rollup answers. */
function count<T>(items: readonly T[], key: (t: T) => string): Record<string, number> {
  const out: Record<string, number> = {};
  for (const t of items) out[key(t)] = (out[key(t)] ?? 0) + 1;
  return out;
}
const asCounts = (split: { name: string; clicks: number }[]) => Object.fromEntries(split.map((s) => [s.name, s.clicks]));

const startOf = (day: Day) => new Date(`${day}T00:00:00.000Z`);
const daysAgo = (n: number) => dayOf(new Date(clock.now().getTime() - n * DAY_MS));

/** Every raw click of the tenant on the days from `from` to `to`, read page by page. */
async function rawClicks(tenantId: string, from: Day, to: Day): Promise<Click[]> {
  const out: Click[] = [];
  let cursor: string | undefined;
  do {
    const page = await raw.clicksBetween(tenantId, startOf(from), new Date(startOf(to).getTime() + DAY_MS), 250, cursor);
    out.push(...page.items);
    cursor = page.cursor ?? undefined;
  } while (cursor);
  return out;
}

/** The rollups of a tenant's days, compared with a recount of its raw clicks, day by day and link by link. */
async function expectRollupsMatchRaw(tenantId: string, links: TrackedLink[], from: Day, to: Day) {
  const clicks = await rawClicks(tenantId, from, to);
  const byDay = await rollups.tenantDays(tenantId, from, to);
  const templateOf = new Map(links.map((l) => [l.slug, l.templateId]));
  const days_ = [...new Set(clicks.map((c) => dayOf(c.at)))].sort();
  expect([...byDay.keys()].sort()).toEqual(days_);
  for (const day of days_) {
    const mine = clicks.filter((c) => dayOf(c.at) === day);
    const t = byDay.get(day)!;
    expect(t.n).toBe(mine.length);
    expect(asCounts(t.split('device'))).toEqual(count(mine, (c) => c.device));
    expect(asCounts(t.split('client'))).toEqual(count(mine, (c) => c.client));
    expect(asCounts(t.split('referrer'))).toEqual(count(mine, (c) => c.referrer || 'direct'));
    expect(asCounts(t.split('link'))).toEqual(count(mine, (c) => c.slug));
    expect(asCounts(t.split('template'))).toEqual(count(mine, (c) => templateOf.get(c.slug)!));
    expect(t.hour).toEqual(Array.from({ length: 24 }, (_, h) => mine.filter((c) => new Date(c.at).getUTCHours() === h).length));
  }
  for (const link of links) {
    const perDay = await rollups.linkDays(tenantId, link.slug, from, to);
    const mine = clicks.filter((c) => c.slug === link.slug);
    expect(Object.fromEntries([...perDay].map(([day, t]) => [day, t.n]))).toEqual(count(mine, (c) => dayOf(c.at)));
    for (const [day, t] of perDay)
      expect(asCounts(t.split('device'))).toEqual(
        count(
          mine.filter((c) => dayOf(c.at) === day),
          (c) => c.device,
        ),
      );
  }
  return clicks;
}

/** Every rollup row of the tenant (the backfill's own state aside), keyed by row. */
async function rollupRows(tenantId: string) {
  const rows: Record<string, unknown> = {};
  for await (const r of a.services.storage
    .table('clickrollups')
    .listEntities({ queryOptions: { filter: `PartitionKey eq '${tenantId}'` } })) {
    const { etag: _e, timestamp: _t, ...rest } = r as Record<string, unknown>;
    if (r.rowKey !== 'backfill') rows[r.rowKey!] = rest;
  }
  return rows;
}

async function linksOf(host: TestHost, tenantId: string, n: number): Promise<TrackedLink[]> {
  const out: TrackedLink[] = [];
  for (let i = 0; i < n; i++) {
    const url = await host.services.links.trackedUrl(tenantId, `tmpl${i % 2}`, `https://fabrikam.example/${i}`);
    out.push((await host.services.links.resolve(url.split('/r/')[1]))!);
  }
  return out;
}

beforeAll(async () => {
  // Two service instances on one storage, sharing one clock.
  a = await startTestHost({ clock });
  b = await startTestHost({ clock });
  rollups = new ClickRollupStore(a.services.storage);
  raw = new LinkStore(a.services.storage);
});
afterAll(async () => {
  clock.reset();
  await Promise.all([a.close(), b.close()]);
});

describe('click rollups', () => {
  it('equal a recount of the raw clicks after random concurrent clicks through two instances, for each of two tenants', async () => {
    const [t1, t2] = a.tenants;
    const links = { [t1]: await linksOf(a, t1, 4), [t2]: await linksOf(a, t2, 2) };
    const base = Date.parse('2026-03-10T12:00:00Z');
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({
            instance: fc.boolean(),
            second: fc.boolean(),
            link: fc.nat(3),
            agent: fc.nat(AGENTS.length - 1),
            referrer: fc.nat(REFERRERS.length - 1),
            minutes: fc.integer({ min: -3 * 1440, max: 0 }),
          }),
          { minLength: 40, maxLength: 120 },
        ),
        async (clicks) => {
          clock.freeze(new Date(base));
          for (const c of clicks) {
            const tenant = c.second ? t2 : t1;
            clock.freeze(new Date(base + c.minutes * 60_000));
            (c.instance ? a : b).services.links.recordClick(
              links[tenant][c.link % links[tenant].length],
              AGENTS[c.agent],
              REFERRERS[c.referrer],
            );
          }
          await Promise.all([a.services.links.settled(), b.services.links.settled()]);
          clock.freeze(new Date(base));
        },
      ),
      { numRuns: 4 },
    );
    const all1 = await expectRollupsMatchRaw(t1, links[t1], daysAgo(5), daysAgo(0));
    const all2 = await expectRollupsMatchRaw(t2, links[t2], daysAgo(5), daysAgo(0));
    expect(all1.length + all2.length).toBeGreaterThanOrEqual(160);
  });

  it('lose no increment when two instances write the same shard of the same rows at once', async () => {
    const tenant = crypto.randomUUID();
    const connectionString = inject('storageConnectionString');
    const writers = [0, 1].map(() => new RollupWriter(new ClickRollupStore(new Storage({ connectionString })), silentLogger, 0));
    const day = '2026-03-01';
    const click = (i: number) => ({
      at: `${day}T${String(i % 24).padStart(2, '0')}:10:00.000Z`,
      device: i % 2 ? 'mobile' : 'desktop',
      client: 'Outlook',
      referrer: '',
      slug: `s${i % 3}`,
      templateId: 't',
    });
    for (let i = 0; i < 200; i++) {
      writers[i % 2].add(tenant, tenantRow(day), ClickTally.of(click(i), true));
      // Yield now and then so that both writers' writes interleave with new clicks.
      if (i % 7 === 0) await new Promise((r) => setImmediate(r));
    }
    await Promise.all(writers.map((w) => w.settled()));
    const t = (await rollups.tenantDays(tenant, day, day)).get(day)!;
    expect(t.n).toBe(200);
    expect(asCounts(t.split('device'))).toEqual({ desktop: 100, mobile: 100 });
    expect(asCounts(t.split('link'))).toEqual({ s0: 67, s1: 67, s2: 66 });
    expect(t.hour.reduce((x, y) => x + y, 0)).toBe(200);
  });

  it('answer the reports the raw clicks would, for the window of whole days ending today', async () => {
    const [t1] = a.tenants;
    const admin = await a.token({ tenant: t1, user: 'rollup.admin@fabrikam.test' });
    await a.onboard(t1, 'rollup.admin@fabrikam.test');
    const api = a.api(admin);
    await ok(api.GET('/api/admin/me'));
    const clicks = await rawClicks(t1, daysAgo(6), daysAgo(0));
    const overview = await ok(api.GET('/api/admin/links/overview', { params: { query: { days: 7 } } }));
    expect(overview.totalClicks).toBe(clicks.length);
    expect(overview.from).toBe(`${dayOf(new Date(clock.now().getTime() - 6 * DAY_MS))}T00:00:00.000Z`);
    expect(overview.daily.reduce((n, d) => n + d.clicks, 0)).toBe(clicks.length);
    expect(asCounts(overview.devices)).toEqual(count(clicks, (c) => c.device));
    expect(asCounts(overview.referrers)).toEqual(count(clicks, (c) => c.referrer || 'direct'));
    expect(overview.hourOfDay.flat().reduce((x, y) => x + y, 0)).toBe(clicks.length);
    const grid = Array.from({ length: 7 }, () => Array<number>(24).fill(0));
    for (const c of clicks) grid[new Date(c.at).getUTCDay()][new Date(c.at).getUTCHours()] += 1;
    expect(overview.hourOfDay).toEqual(grid);
    expect(overview.campaigns.reduce((n, c) => n + c.clicks, 0)).toBe(clicks.length);

    const listed = await ok(api.GET('/api/admin/links'));
    for (const l of listed.links) expect(l.clicks).toBe(clicks.filter((c) => c.slug === l.slug).length);
    const top = listed.links[0];
    const detail = await ok(api.GET('/api/admin/links/detail/{slug}', { params: { path: { slug: top.slug }, query: { days: 7 } } }));
    expect(detail.totalClicks).toBe(top.clicks);
    expect(asCounts(detail.clients)).toEqual(
      count(
        clicks.filter((c) => c.slug === top.slug),
        (c) => c.client,
      ),
    );
  });
});

describe('click rollup backfill', () => {
  const now = Date.parse('2026-06-20T09:30:00Z');
  /** Clicks of history, as stored before rollups existed: some every few days back to 400 days ago. */
  function history(links: TrackedLink[]): Click[] {
    return Array.from({ length: 300 }, (_, i) => ({
      slug: links[i % links.length].slug,
      at: new Date(now - i * 32 * 3_600_000 - 1).toISOString(),
      device: i % 3 ? 'desktop' : 'mobile',
      client: i % 2 ? 'Outlook' : 'Chrome',
      os: 'Windows',
      referrer: i % 5 ? '' : 'mail.google.com',
    }));
  }

  it('builds the rollups from stored raw clicks; a second run changes nothing; a repeated backfill gives the same rows', async () => {
    const tenant = crypto.randomUUID();
    const links = await linksOf(a, tenant, 3);
    await raw.importClicks(tenant, history(links));
    clock.freeze(new Date(now));
    const upkeep = a.services.links.upkeep;

    expect(await upkeep.backfillTenant(tenant)).toBe('resumable');
    const first = await rollupRows(tenant);
    expect(Object.keys(first).length).toBeGreaterThan(0);
    await expectRollupsMatchRaw(tenant, links, daysAgo(365), daysAgo(1));
    // Today is left to live counting until the day is over.
    expect(Object.keys(first).some((k) => k.includes(daysAgo(0)))).toBe(false);
    // Clicks older than the 365-day window are left out.
    const oldest = Object.keys(first)
      .filter((k) => k.startsWith('d|'))
      .sort()[0];
    expect(oldest >= `d|${dayOf(new Date(now - 365 * DAY_MS))}`).toBe(true);

    // The same day again: nothing left to do before today, and the rows stay as they are.
    expect(await upkeep.backfillTenant(tenant)).toBe('resumable');
    expect(await rollupRows(tenant)).toEqual(first);

    // From scratch again over rows already there: the same rows (replaced, not added to).
    await rollups.resetBackfill(tenant);
    await upkeep.backfillTenant(tenant);
    expect(await rollupRows(tenant)).toEqual(first);

    // The next day it recounts the day of its first run and is done; after that it costs one read.
    clock.freeze(new Date(now + DAY_MS));
    expect(await upkeep.backfillTenant(tenant)).toBe('done');
    expect(await upkeep.backfillTenant(tenant)).toBe('skipped');
    await expectRollupsMatchRaw(tenant, links, daysAgo(365), daysAgo(1));
    const after = await rollupRows(tenant);
    // The day of the first run is added; every other row is as the first run left it.
    expect(Object.keys(after).some((k) => k.includes(daysAgo(1)))).toBe(true);
    expect(Object.fromEntries(Object.entries(after).filter(([k]) => !k.includes(daysAgo(1))))).toEqual(first);
    clock.reset();
  });

  it('resumes from its stored place', async () => {
    const tenant = crypto.randomUUID();
    const links = await linksOf(a, tenant, 2);
    await raw.importClicks(tenant, history(links));
    clock.freeze(new Date(now));
    const cursor: Day = dayOf(new Date(now - 30 * DAY_MS));
    // A run that stopped after `cursor`: the days up to it were done (here: none written, to see which run does what).
    await rollups.saveBackfill(tenant, { firstRun: dayOf(new Date(now)), cursor, done: false });
    await a.services.links.upkeep.backfillTenant(tenant);
    const days = Object.keys(await rollupRows(tenant))
      .filter((k) => k.startsWith('d|'))
      .map((k) => k.split('|')[1]);
    expect(days.length).toBeGreaterThan(0);
    expectEvery(days, (d) => d > cursor);
    clock.reset();
  });

  // The local host's timer trigger is no operation of the OpenAPI document: raw.
  it('runs as a timer through POST /admin/functions', async () => {
    const res = await a.call('POST', '/admin/functions/clickRollupBackfill');
    expect(res.status).toBe(200);
    expect(res.json.result).toMatchObject({ failed: 0 });
  });
});

describe('click retention', () => {
  it('deletes raw clicks after 90 days once the backfill is done, and rollups after 400 days', async () => {
    const tenant = crypto.randomUUID();
    const [link] = await linksOf(a, tenant, 1);
    const now = Date.parse('2026-09-01T10:00:00Z');
    const at = (daysAgo: number) => ({
      slug: link.slug,
      at: new Date(now - daysAgo * DAY_MS).toISOString(),
      device: 'desktop',
      client: 'Outlook',
      os: 'Windows',
      referrer: '',
    });
    await raw.importClicks(tenant, [at(1), at(89), at(92), at(200), at(380)]);
    clock.freeze(new Date(now));
    const upkeep = a.services.links.upkeep;
    const rawLeft = async () =>
      (await rawClicks(tenant, daysAgo(500), daysAgo(0))).map((c) => Math.round((now - Date.parse(c.at)) / DAY_MS)).sort((x, y) => x - y);

    // Before the backfill has rolled them up, no raw click goes.
    await upkeep.dailyTenant(tenant);
    expect(await rawLeft()).toEqual([1, 89, 92, 200, 380]);

    await upkeep.backfillTenant(tenant);
    clock.freeze(new Date(now + DAY_MS));
    await upkeep.backfillTenant(tenant);
    clock.freeze(new Date(now));
    // A rollup row from 410 days ago, as a long-running deployment would hold.
    const old = dayOf(new Date(now - 410 * DAY_MS));
    const tally = ClickTally.of({ ...at(410), templateId: 'tmpl0' }, true);
    await rollups.replaceDays(
      tenant,
      old,
      old,
      new Map([[old, { total: tally, perLink: new Map([[link.slug, ClickTally.of({ ...at(410), templateId: 'tmpl0' }, false)]]) }]]),
    );
    expect(Object.keys(await rollupRows(tenant))).toContain(`d|${old}|0`);

    await upkeep.dailyTenant(tenant);
    expect(await rawLeft()).toEqual([1, 89]);
    const rows = Object.keys(await rollupRows(tenant));
    expect(rows.some((k) => k.includes(old))).toBe(false);
    // The rollups of the purged raw clicks stay for the analytics window.
    expect(rows).toContain(`d|${dayOf(new Date(now - 200 * DAY_MS))}|0`);
    expect(rows).toContain(`l|${link.slug}|${dayOf(new Date(now - 200 * DAY_MS))}|0`);
    clock.reset();
  });
});
