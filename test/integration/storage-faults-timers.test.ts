import { RestError, type PipelinePolicy } from '@azure/core-rest-pipeline';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startAzurite, type AzuriteInstance } from '../../local/azurite.js';
import { jobs } from '../../shared/jobs.js';
import { ok } from '../helpers/api.js';
import { startStorageFaultHost, STORAGE_OUTAGES, TEST_STORAGE_WAITS, type StorageFaultHost } from '../helpers/storage-fault-host.js';
import { storageFaults } from '../helpers/storage-faults.js';
import { createPublishedWith } from '../helpers/templates.js';

/**
 * Every timer job, fired on demand through the local host's Functions admin API (`POST /admin/functions/<name>`), while
 * storage fails in each way the fault proxy knows: each run ends within its bound and answers its failure by name,
 * the host keeps serving, the work that was due is left as it was, and the first run once storage passes again does
 * it exactly once: a due schedule publishes one version, an after-commit change-log entry is written once.
 *
 * Its own Azurite: the jobs read every organisation of their storage, and the outbox's run would finish the work other
 * test files leave undone on purpose.
 */

let azurite: AzuriteInstance;
let faults: StorageFaultHost;
let tenant: string;
const ADMIN = 'timers.admin@fabrikam.test';
const { failTables, heal, inject } = storageFaults(() => faults.host);

/** A run that ends past this had waited on something other than storage's bounded calls. */
const RUN_BOUND_MS = 3 * Number(TEST_STORAGE_WAITS.STORAGE_DEADLINE_MS) + 5_000;

const admin = () => faults.host.token({ tenant, user: ADMIN });
const api = async () => faults.host.api(await admin());
const fire = (job: string) => faults.host.call('POST', `/admin/functions/${job}`);
const templateOf = async (id: string) => ok((await api()).GET('/api/admin/templates/{id}', { params: { path: { id } } }));
const scheduleOf = async (id: string) =>
  (await ok((await api()).GET('/api/admin/templates/{id}/schedule', { params: { path: { id } } }))).schedule;
/** The change log's publish entries of one template. */
const publishEntries = async (id: string) =>
  (await ok((await api()).GET('/api/admin/log', { params: { query: { limit: 500 } } }))).entries.filter(
    (e) =>
      ['template.published', 'draft.published', 'schedule.published'].includes(e.action) &&
      (e.details as { id?: string } | undefined)?.id === id,
  );

/** Work that is due: a schedule whose time has come, and a publish whose change-log entry storage failed to take. */
async function dueWork(name: string) {
  const booked = await createPublishedWith(await api(), { name: `Booked ${name}`, html: '<p>v1</p>' });
  const at = new Date(faults.host.clock.now().getTime() + 3_600_000).toISOString();
  await ok(
    (await api()).PUT('/api/admin/templates/{id}/schedule', {
      params: { path: { id: booked.id } },
      body: { html: '<p>v2</p>', publishAt: at },
    }),
  );
  const logged = await createPublishedWith(await api(), { name: `Logged ${name}`, html: '<p>v1</p>' });
  failTables({ changelog: null });
  const publish = await (
    await api()
  ).PUT('/api/admin/templates/{id}', { params: { path: { id: logged.id } }, body: { html: '<p>v2</p>' } });
  heal();
  expect([200, 503]).toContain(publish.response.status);
  expect((await templateOf(logged.id)).version).toBe(2);
  // Its own entry (version 1) only: version 2's waits in the outbox.
  expect(await publishEntries(logged.id)).toHaveLength(1);
  faults.host.clock.advance(2 * 3_600_000);
  return { booked: booked.id, logged: logged.id };
}

/** Writes to the schedules table (1 the first after arming) that fail as an unreachable storage account would. */
let failWrites: number[] = [];
let writes = 0;
const failingWrites: PipelinePolicy = {
  name: 'fail-schedule-writes',
  sendRequest: async (req, next) => {
    if (req.method !== 'GET' && failWrites.includes(++writes))
      throw new RestError('injected: storage unreachable', { code: 'ECONNREFUSED' });
    return next(req);
  },
};
const armScheduleWrites = (...failing: number[]) => {
  writes = 0;
  failWrites = failing;
};

/** A schedule whose time has come. */
async function dueSchedule(name: string) {
  const { id } = await createPublishedWith(await api(), { name, html: '<p>v1</p>' });
  const at = new Date(faults.host.clock.now().getTime() + 3_600_000).toISOString();
  await ok(
    (await api()).PUT('/api/admin/templates/{id}/schedule', { params: { path: { id } }, body: { html: '<p>v2</p>', publishAt: at } }),
  );
  faults.host.clock.advance(2 * 3_600_000);
  return id;
}

beforeAll(async () => {
  azurite = await startAzurite();
  faults = await startStorageFaultHost({}, azurite.connectionString);
  tenant = faults.host.tenants[0];
  await faults.host.onboard(tenant, ADMIN);
  await ok((await api()).GET('/api/admin/me'));
  inject('changelog');
  inject('templates');
  faults.host.services.storage.table('schedules').pipeline.addPolicy(failingWrites);
});
afterEach(async () => {
  heal();
  failWrites = [];
  await faults.proxy.set({ kind: 'pass' });
});
afterAll(async () => {
  await faults?.close();
  await azurite?.stop();
});

describe('timers while storage is out', () => {
  it.for(STORAGE_OUTAGES)(
    'with $name: every run ends in time and says why, nothing due is half done, and the run after recovery does it once',
    async ({ mode }) => {
      const due = await dueWork(mode.kind);

      await faults.proxy.set(mode);
      const runs = await Promise.all(
        jobs.map(async (job) => {
          const started = Date.now();
          const res = await fire(job.name);
          return { job: job.name, ms: Date.now() - started, status: res.status, body: res.json };
        }),
      );
      for (const run of runs) {
        expect([run.job, run.ms < RUN_BOUND_MS]).toEqual([run.job, true]);
        // Failed as a whole (named, with storage's reason), or ran with each item's failure counted.
        if (run.status === 500) expect([run.job, run.body.code, run.body.message]).toEqual([run.job, 'job_failed', expect.any(String)]);
        else
          expect([run.job, run.status, run.body.result]).toEqual([run.job, 200, expect.objectContaining({ failed: expect.any(Number) })]);
      }
      // The schedule and the outbox could not have done their work: their runs failed, or counted the item failed.
      for (const job of ['schedulePublish', 'outbox']) {
        const run = runs.find((r) => r.job === job)!;
        if (run.status === 200) expect([job, run.body.result.failed]).toEqual([job, 1]);
      }

      await faults.proxy.set({ kind: 'pass' });
      // Unchanged: the schedule still waits, no version was added, the entry is still to be written.
      expect(await scheduleOf(due.booked)).toMatchObject({ state: 'pending' });
      expect((await templateOf(due.booked)).version).toBe(1);
      expect(await publishEntries(due.logged)).toHaveLength(1);

      // The first runs after recovery do it; the next ones find nothing left to do.
      for (let round = 0; round < 2; round++) {
        expect((await fire('schedulePublish')).status).toBe(200);
        expect((await fire('outbox')).status).toBe(200);
      }
      expect(await scheduleOf(due.booked)).toMatchObject({ state: 'published', version: 2 });
      expect(await templateOf(due.booked)).toMatchObject({ version: 2, html: '<p>v2</p>' });
      expect(await publishEntries(due.booked)).toHaveLength(2);
      expect(await publishEntries(due.logged)).toHaveLength(2);

      // And every job runs again, with no restart.
      for (const job of jobs) expect([job.name, (await fire(job.name)).status]).toEqual([job.name, 200]);
    },
  );

  it('with storage failing after a schedule is claimed and before it publishes: back to pending, then published once', async () => {
    const id = await dueSchedule('Interrupted before');
    failTables({ templates: null });
    const failed = await fire('schedulePublish');
    expect([failed.status, failed.json?.result?.failed]).toEqual([200, 1]);
    heal();
    expect(await scheduleOf(id)).toMatchObject({ state: 'pending' });
    expect((await templateOf(id)).version).toBe(1);

    for (let round = 0; round < 2; round++) expect((await fire('schedulePublish')).status).toBe(200);
    expect(await scheduleOf(id)).toMatchObject({ state: 'published', version: 2 });
    expect(await templateOf(id)).toMatchObject({ version: 2, html: '<p>v2</p>' });
  });

  it('with the answer to a published schedule lost: the next run finds its version and publishes no other', async () => {
    const id = await dueSchedule('Interrupted after');
    // The claim passes; the write recording the publish fails (the version is committed); putting it back passes.
    armScheduleWrites(2);
    const failed = await fire('schedulePublish');
    expect([failed.status, failed.json?.result?.failed]).toEqual([200, 1]);
    expect((await templateOf(id)).version).toBe(2);
    expect(await scheduleOf(id)).toMatchObject({ state: 'pending' });

    for (let round = 0; round < 2; round++) expect((await fire('schedulePublish')).status).toBe(200);
    expect(await scheduleOf(id)).toMatchObject({ state: 'published', version: 2 });
    expect(await templateOf(id)).toMatchObject({ version: 2, html: '<p>v2</p>' });
    expect(await publishEntries(id)).toHaveLength(2);
  });

  it('with storage failing the publish record and the way back too: left publishing, fired again once the claim is stale', async () => {
    const id = await dueSchedule('Stuck publishing');
    armScheduleWrites(2, 3);
    expect((await fire('schedulePublish')).json?.result?.failed).toBe(1);
    expect(await scheduleOf(id)).toMatchObject({ state: 'publishing' });
    expect((await templateOf(id)).version).toBe(2);

    // A fresh claim is another firing's, maybe still running: left alone.
    expect((await fire('schedulePublish')).status).toBe(200);
    expect(await scheduleOf(id)).toMatchObject({ state: 'publishing' });
    faults.host.clock.advance(11 * 60_000);
    for (let round = 0; round < 2; round++) expect((await fire('schedulePublish')).status).toBe(200);
    expect(await scheduleOf(id)).toMatchObject({ state: 'published', version: 2 });
    expect(await templateOf(id)).toMatchObject({ version: 2, html: '<p>v2</p>' });
  });
});
