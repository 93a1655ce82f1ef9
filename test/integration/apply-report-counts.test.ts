import { beforeAll, describe, expect, inject, it } from 'vitest';
import { ActivityStore } from '../../shared/activity/store.js';
import { ApplyRollupStore, dayOf, SHARDS } from '../../shared/activity/rollups.js';
import { ActivityService } from '../../shared/activity/service.js';
import type { ApplyEvent } from '../../shared/activity/schemas.js';
import { DEFAULT_STORAGE_WAITS } from '../../shared/storage/bounded-waits.js';
import { StorageCounter } from '../../shared/storage/request-counter.js';
import { Storage } from '../../shared/storage/storage.js';

// An apply report is counted in every rollup with few table requests (counted, not timed), exactly once, and the
// rows written before the shard layout are still read beside the new ones.

const counter = new StorageCounter();
let storage: Storage;
let rollups: ApplyRollupStore;
let activity: ActivityService;
const clock = { now: () => new Date() };

const event = (mailbox: string, outcome: ApplyEvent['outcome'], at = new Date()): ApplyEvent => ({
  mailbox,
  reportedBy: mailbox,
  type: 'new',
  outcome,
  templateId: 'tpl',
  version: 2,
  error: outcome === 'failed' ? 'boom' : null,
  client: 'Outlook',
  clientFamily: 'web',
  clientVersion: '1.0',
  event: null,
  reason: outcome === 'failed' ? 'client_error' : null,
  durationMs: 120,
  at: at.toISOString(),
  source: 'addin',
});

beforeAll(async () => {
  // The waits the test host gives its own storage (the run's Azurite can be slow to answer on a loaded machine).
  storage = new Storage({
    connectionString: inject('storageConnectionString'),
    counter,
    waits: { ...DEFAULT_STORAGE_WAITS, tryTimeoutMs: 30_000, deadlineMs: 60_000 },
  });
  rollups = new ApplyRollupStore(storage);
  activity = new ActivityService(new ActivityStore(storage), { rollups, clock });
  await storage.init();
});

describe('an apply report', () => {
  it('costs at most three table requests once the instance knows the organisation', async () => {
    const tenant = crypto.randomUUID();
    await activity.record(tenant, event('ann@org.test', 'applied'));
    counter.reset();
    const reports = 20;
    for (let i = 0; i < reports; i++) await activity.record(tenant, event(`p${i % 7}@org.test`, i % 4 ? 'applied' : 'failed'));
    const { requests } = counter.reset();
    expect(requests / reports).toBeLessThanOrEqual(3);
    const today = dayOf(new Date().toISOString());
    expect(await rollups.versionTotals(tenant, 'tpl', 2)).toEqual({ applied: 16, failed: 5, skipped: 0 });
    const [day] = await rollups.days(tenant, today, today);
    expect(day).toMatchObject({ templateId: 'tpl', version: 2, counts: { applied: 16, failed: 5, skipped: 0 } });
    const [client] = await rollups.clients.days(tenant, today, today);
    expect(client).toMatchObject({ family: 'web', version: '1.0', counts: { applied: 16, failed: 5 }, reasons: { client_error: 5 } });
    expect((await rollups.mailboxes(tenant, new Date(0).toISOString())).map((m) => m.mailbox).sort()).toEqual(
      ['ann@org.test', ...Array.from({ length: 7 }, (_, i) => `p${i}@org.test`)].sort(),
    );
  });

  it('is counted once when the same report is recorded again (an answer lost, the write retried)', async () => {
    const tenant = crypto.randomUUID();
    const e = event('ann@org.test', 'applied');
    await rollups.record(tenant, e, 'report-1');
    await rollups.record(tenant, e, 'report-1');
    await rollups.record(tenant, e, 'report-2');
    expect(await rollups.versionTotals(tenant, 'tpl', 2)).toEqual({ applied: 2, failed: 0, skipped: 0 });
    const [m] = await rollups.mailboxes(tenant, new Date(0).toISOString());
    expect(m.days[dayOf(e.at)]).toEqual({ applied: 2, failed: 0, skipped: 0 });
  });

  it('counts every report of many at once from two instances, over every shard', async () => {
    const tenant = crypto.randomUUID();
    const second = new ActivityService(new ActivityStore(storage), { rollups: new ApplyRollupStore(storage), clock });
    const mailboxes = Array.from({ length: 3 * SHARDS }, (_, i) => `m${i}@org.test`);
    await Promise.all(
      Array.from({ length: 60 }, (_, i) => (i % 2 ? second : activity).record(tenant, event(mailboxes[i % mailboxes.length], 'applied'))),
    );
    expect(await rollups.versionTotals(tenant, 'tpl', 2)).toEqual({ applied: 60, failed: 0, skipped: 0 });
    const boxes = await rollups.mailboxes(tenant, new Date(0).toISOString());
    expect(boxes).toHaveLength(mailboxes.length);
    expect(boxes.reduce((n, b) => n + Object.values(b.days).reduce((k, c) => k + c.applied, 0), 0)).toBe(60);
  });

  it('counts a shared mailbox many people send from at once as one mailbox, whatever rows its reports spread over', async () => {
    const tenant = crypto.randomUUID();
    const start = new Date();
    await Promise.all(Array.from({ length: 24 }, (_, i) => activity.record(tenant, event('info@org.test', i % 3 ? 'applied' : 'failed'))));
    const boxes = await rollups.mailboxes(tenant, new Date(0).toISOString());
    expect(boxes).toHaveLength(1);
    expect(boxes[0].days[dayOf(start.toISOString())]).toEqual({ applied: 16, failed: 8, skipped: 0 });
    // Asked from an instant after some of the day's reports, the mailbox still has the whole day's counts.
    const later = new Date(Date.parse(boxes[0].lastAt) - 1).toISOString();
    expect((await rollups.mailboxes(tenant, later))[0].days[dayOf(start.toISOString())]).toEqual({ applied: 16, failed: 8, skipped: 0 });
    expect(await rollups.mailboxes(tenant, new Date(Date.now() + 60_000).toISOString())).toEqual([]);
  });

  it('adds the rows written before the shard layout to every read, and purges both', async () => {
    const tenant = crypto.randomUUID();
    const table = rollups.table;
    const now = new Date();
    const today = dayOf(now.toISOString());
    const earlier = new Date(now.getTime() - 60_000).toISOString();
    await table.createEntity({
      partitionKey: `${tenant}|day`,
      rowKey: `${today}|tpl|2|3`,
      templateId: 'tpl',
      version: 2,
      applied: 4,
      failed: 1,
      skipped: 0,
    });
    await table.createEntity({
      partitionKey: `${tenant}|version`,
      rowKey: 'tpl|2|5',
      templateId: 'tpl',
      version: 2,
      applied: 4,
      failed: 1,
      skipped: 0,
    });
    await table.createEntity({
      partitionKey: `${tenant}|client`,
      rowKey: `${today}|web|1.0|3`,
      family: 'web',
      version: '1.0',
      applied: 4,
      failed: 1,
      skipped: 0,
      reasons: JSON.stringify({ client_error: 1 }),
      durations: '',
    });
    await table.createEntity({
      partitionKey: `${tenant}|mailbox`,
      rowKey: 'ann@org.test',
      lastAt: earlier,
      lastAppliedAt: earlier,
      lastOutcome: 'applied',
      lastClient: 'Outlook',
      lastError: '',
      days: JSON.stringify({ [today]: { applied: 4, failed: 1, skipped: 0 } }),
      past: '',
    });
    await activity.record(tenant, event('ann@org.test', 'failed'));

    expect(await rollups.versionTotals(tenant, 'tpl', 2)).toEqual({ applied: 4, failed: 2, skipped: 0 });
    expect((await rollups.days(tenant, today, today))[0].counts).toEqual({ applied: 4, failed: 2, skipped: 0 });
    expect((await rollups.clients.days(tenant, today, today))[0]).toMatchObject({
      counts: { applied: 4, failed: 2 },
      reasons: { client_error: 2 },
    });
    const [ann] = await rollups.mailboxes(tenant, new Date(0).toISOString());
    expect(ann).toMatchObject({
      mailbox: 'ann@org.test',
      lastOutcome: 'failed',
      lastAppliedAt: earlier,
      days: { [today]: { applied: 4, failed: 2, skipped: 0 } },
    });
    expect([...(await rollups.applyingSince(tenant, new Date(0).toISOString()))]).toEqual(['ann@org.test']);

    const tomorrow = dayOf(new Date(now.getTime() + 86_400_000).toISOString());
    expect(await rollups.purgeBefore(tenant, tomorrow, new Date(now.getTime() + 60_000).toISOString())).toBe(6);
    expect(await rollups.days(tenant, today, today)).toEqual([]);
    expect(await rollups.clients.days(tenant, today, today)).toEqual([]);
    expect(await rollups.mailboxes(tenant, new Date(0).toISOString())).toEqual([]);
  });
});
