import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GraphDirectory } from '../../shared/directory/graph.js';
import { applyChunk } from '../../shared/imports/apply.js';
import { ImportJobStore, type JobRecord } from '../../shared/imports/job-store.js';
import { STALE_MS } from '../../shared/imports/job.js';
import { ImportStore } from '../../shared/imports/store.js';
import { TENANT_A, TENANT_B, testDirectoryFixture } from '../helpers/directory-fixture.js';
import { startGraphStandin, type GraphStandin } from '../helpers/graph-standin.js';
import { ok } from '../helpers/api.js';
import { startTestHost, type TestHost } from '../helpers/host.js';

/** Large imports as jobs: the same checks and answer, progress while they run, and an instance that stops taken over. */

let standin: GraphStandin;
let host: TestHost;
let tenant: string;
let other: string;
let admin: string;
let otherAdmin: string;
let jobs: ImportJobStore;
let layers: ImportStore;

const CSV = { 'content-type': 'text/csv' };
const FILE = 'mail,jobTitle\nann.lee@fabrikam.test,Chief\nben.okafor@fabrikam.test,Builder\ncleo.martin@fabrikam.test,Lead\n';
const startJob = (csv: string, dryRun: boolean, token = admin) =>
  host.call('POST', `/api/admin/imports/jobs?dryRun=${dryRun}`, { token, rawBody: csv, headers: CSV });
const jobOf = (id: string, token = admin) => host.call('GET', `/api/admin/imports/jobs/${id}`, { token });
const finished = async (id: string) => {
  await host.services.imports.jobs.settled();
  return (await jobOf(id)).json;
};
const jobTitle = async (email: string) => {
  const view = (await host.succeed('GET', `/api/admin/people/${email}/layers`, { token: admin })) as {
    attributes: { name: string; imported: string | null }[];
  };
  return view.attributes.find((a) => a.name === 'jobTitle')?.imported ?? null;
};
const importLogEntries = async () => {
  const { entries } = await ok(host.api(admin).GET('/api/admin/log', { params: { query: { scope: 'template', limit: 50 } } }));
  return entries.filter((e) => e.action === 'import.applied');
};
/** A job as an instance left it when it stopped (its heartbeat long past). */
const stoppedJob = (over: Partial<JobRecord>): JobRecord => ({
  id: `stopped-${Math.random().toString(36).slice(2)}`,
  stage: 'checking',
  dryRun: false,
  startedAt: host.clock.now().toISOString(),
  actor: { actor: 'import.admin@fabrikam.test' },
  bytes: Buffer.byteLength(FILE),
  bytesRead: 0,
  rows: 0,
  total: -1,
  cursor: 0,
  counts: null,
  applied: false,
  heartbeat: new Date(host.clock.now().getTime() - STALE_MS - 1_000).toISOString(),
  ...over,
});
const plant = async (job: JobRecord) => {
  const current = await jobs.get(tenant);
  await jobs.putFile(tenant, job.id, Buffer.from(FILE));
  await jobs.create(tenant, job, current?.etag ?? null);
};

beforeAll(async () => {
  standin = await startGraphStandin(testDirectoryFixture);
  const fixtureTenant = (t: string) => (t === host.tenants[0] ? TENANT_A : t === host.tenants[1] ? TENANT_B : 'unknown');
  const graph = new GraphDirectory({ baseUrl: standin.url, getToken: async (t) => `token-for-${fixtureTenant(t)}`, maxRetries: 0 });
  host = await startTestHost({ directory: graph });
  [tenant, other] = host.tenants;
  await host.onboard(tenant, 'import.admin@fabrikam.test');
  await host.onboard(other);
  admin = await host.token({ tenant, user: 'import.admin@fabrikam.test' });
  otherAdmin = await host.token({ tenant: other, user: host.adminOf(other) });
  await ok(host.api(admin).GET('/api/admin/me'));
  await ok(host.api(otherAdmin).GET('/api/admin/me'));
  jobs = new ImportJobStore(host.services.storage);
  layers = new ImportStore(host.services.storage);
});
afterAll(async () => {
  await host?.close();
  await standin?.close();
});

describe('an import job', () => {
  it('previews as a direct import does, with its progress, and changes nothing', async () => {
    const started = await startJob(FILE, true);
    expect(started.status).toBe(202);
    expect(started.json).toMatchObject({ state: 'running', dryRun: true, progress: { phase: 'checking' }, answer: null });
    const done = await finished(started.json.id);
    const direct = (await host.call('POST', '/api/admin/imports?dryRun=true', { token: admin, rawBody: FILE, headers: CSV })).json;
    expect(done).toMatchObject({ state: 'done', progress: { phase: 'checking', rows: 3, total: 3, percent: 100 } });
    expect(done.answer).toEqual(direct);
    expect(await jobTitle('ann.lee@fabrikam.test')).toBeNull();
  });

  it('applies every row, logs the import once with its counts, and is undone like a direct import', async () => {
    const started = await startJob(FILE, false);
    const done = await finished(started.json.id);
    expect(done).toMatchObject({ state: 'done', progress: { phase: 'applying', percent: 100 }, answer: { applied: true, errors: [] } });
    expect(await jobTitle('cleo.martin@fabrikam.test')).toBe('Lead');
    expect((await importLogEntries()).map((e) => e.details)).toEqual([{ rows: 3, mailboxes: 3, values: 3 }]);
    expect((await host.succeed('GET', '/api/admin/imports/last', { token: admin })).last).toMatchObject({ id: started.json.id });
    await host.succeed('POST', '/api/admin/imports/undo', { token: admin });
    expect(await jobTitle('cleo.martin@fabrikam.test')).toBeNull();
  });

  it('reports row problems as a direct import does and applies nothing', async () => {
    const started = await startJob('mail,jobTitle\nnobody@fabrikam.test,Ghost\nann.lee@fabrikam.test,=1+1\n', false);
    const done = await finished(started.json.id);
    expect(done.answer).toMatchObject({ applied: false, counts: { rows: 2 } });
    expect(done.answer.errors.map((e: { row: number; code: string }) => [e.row, e.code])).toEqual([
      [3, 'formula_injection'],
      [2, 'unknown_mailbox'],
    ]);
    expect(await jobTitle('ann.lee@fabrikam.test')).toBeNull();
  });

  it('is taken over where its instance stopped: the rows written stay, the rest are written, and the log has it once', async () => {
    const before = (await importLogEntries()).length;
    // The instance had checked the file and written the row on line 2 when it stopped.
    const job = stoppedJob({ stage: 'applying', total: 3, counts: { rows: 3, mailboxes: 3, values: 3 }, cursor: 2, rows: 1 });
    await layers.dropUndo(tenant);
    const ann = await host.services.directory.findMailbox(tenant, 'ann.lee@fabrikam.test');
    const written = { id: ann!.id, address: 'ann.lee@fabrikam.test', attributes: { jobTitle: 'Chief' }, custom: {} };
    const after = { ...written, externalId: null, active: true, updatedAt: job.startedAt, updatedBy: 'import.admin@fabrikam.test' };
    await applyChunk(layers, tenant, job.id, [
      { mailbox: after.address, before: null, after, change: { mailbox: after.address, values: [] } },
    ]);
    await plant(job);

    const polled = await jobOf(job.id);
    expect(polled.json).toMatchObject({ state: 'running', progress: { phase: 'applying' } });
    const done = await finished(job.id);
    expect(done).toMatchObject({ state: 'done', progress: { percent: 100 } });
    expect(await jobTitle('ann.lee@fabrikam.test')).toBe('Chief');
    expect(await jobTitle('cleo.martin@fabrikam.test')).toBe('Lead');
    const logged = await importLogEntries();
    expect(logged.length).toBe(before + 1);
    expect(logged[0].details).toEqual({ rows: 3, mailboxes: 3, values: 3 });

    // Driven again (a second instance that had it too): nothing more is logged.
    await plant({ ...job, heartbeat: stoppedJob({}).heartbeat });
    await finished(job.id);
    await jobOf(job.id);
    await host.services.imports.jobs.settled();
    expect((await importLogEntries()).length).toBe(before + 1);

    // The undo takes back the row written before the stop too.
    await host.succeed('POST', '/api/admin/imports/undo', { token: admin });
    expect(await jobTitle('ann.lee@fabrikam.test')).toBeNull();
    expect(await jobTitle('cleo.martin@fabrikam.test')).toBeNull();
  });

  it('is taken over by the timer when nobody polls it', async () => {
    const job = stoppedJob({ stage: 'checking' });
    await plant(job);
    const fired = await host.call('POST', '/admin/functions/importResume');
    expect(fired.status).toBe(200);
    expect((await jobOf(job.id)).json).toMatchObject({ state: 'done', answer: { applied: true, counts: { mailboxes: 3 } } });
    expect(await jobTitle('ben.okafor@fabrikam.test')).toBe('Builder');
  });
});

describe("an import job and a person's data", () => {
  it("counts the last job's preview naming the person, and its erasure removes the preview", async () => {
    const started = await startJob('mail,jobTitle\nfinn.berg@fabrikam.test,Storm Chaser\n', true);
    expect((await finished(started.json.id)).answer.changes).toHaveLength(1);
    const data = async () =>
      (
        (await host.succeed('GET', '/api/admin/people/finn.berg@fabrikam.test/data', { token: admin })).kinds as {
          kind: string;
          count: number;
        }[]
      ).find((k) => k.kind === 'imported-values')?.count;
    expect(await data()).toBe(1);
    expect((await host.call('DELETE', '/api/admin/people/finn.berg@fabrikam.test/data', { token: admin })).status).toBe(200);
    expect(await data()).toBe(0);
    expect((await jobOf(started.json.id)).json).toMatchObject({ state: 'done', answer: null });
  });
});

describe('what an import job refuses', () => {
  it('refuses a second import, a direct apply and an undo while one runs, changing nothing', async () => {
    const running = stoppedJob({ heartbeat: host.clock.now().toISOString() });
    await plant(running);
    const lastBefore = await host.succeed('GET', '/api/admin/imports/last', { token: admin });
    const second = await startJob(FILE.replace('Chief', 'Other'), false);
    expect([second.status, second.json.code]).toEqual([409, 'import_running']);
    const direct = await host.call('POST', '/api/admin/imports?dryRun=false', {
      token: admin,
      rawBody: FILE.replace('Chief', 'Other'),
      headers: CSV,
    });
    expect([direct.status, direct.json.code]).toEqual([409, 'import_running']);
    const undo = await host.call('POST', '/api/admin/imports/undo', { token: admin });
    expect([undo.status, undo.json.code]).toEqual([409, 'import_running']);
    expect((await jobs.get(tenant))?.id).toBe(running.id);
    expect(await jobTitle('ann.lee@fabrikam.test')).toBe('Chief');
    expect(await host.succeed('GET', '/api/admin/imports/last', { token: admin })).toEqual(lastBefore);
    // Let it finish (as if its instance stopped), for the tests after.
    await plant({ ...running, stage: 'done', heartbeat: stoppedJob({}).heartbeat });
  });

  it('refuses a body that is not CSV and a dryRun that is not true or false, starting nothing', async () => {
    const before = (await jobs.get(tenant))?.id;
    const notCsv = await host.call('POST', '/api/admin/imports/jobs?dryRun=true', {
      token: admin,
      rawBody: 'x',
      headers: { 'content-type': 'text/plain' },
    });
    expect([notCsv.status, notCsv.json.code]).toEqual([415, 'unsupported_media_type']);
    const badFlag = await host.call('POST', '/api/admin/imports/jobs?dryRun=maybe', { token: admin, rawBody: FILE, headers: CSV });
    expect([badFlag.status, badFlag.json.code]).toEqual([400, 'invalid_request']);
    expect((await jobs.get(tenant))?.id).toBe(before);
  });

  it('answers 404 for a job of another organisation or none', async () => {
    const mine = (await jobs.get(tenant))!.id;
    const theirs = await jobOf(mine, otherAdmin);
    expect([theirs.status, theirs.json.code]).toEqual([404, 'not_found']);
    const none = await jobOf('no-such-job');
    expect([none.status, none.json.code]).toEqual([404, 'not_found']);
    const bad = await jobOf('not%20an%20id');
    expect([bad.status, bad.json.code]).toEqual([400, 'invalid_request']);
    expect(await jobs.get(other)).toBeNull();
  });
});
