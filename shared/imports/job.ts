import { randomUUID } from 'node:crypto';
import type { Actor } from '../auth/principal.js';
import { isStorageUnreachable, notFound, refuse } from '../http/errors.js';
import { eachItem, type JobCounts } from '../job-items.js';
import type { Logger } from '../log.js';
import { isConflict, isPreconditionFailed } from '../storage/entities.js';
import { applyChunk } from './apply.js';
import { ImportJobStore, type JobRecord } from './job-store.js';
import { ImportWalk, LISTED, type WalkProgress } from './run.js';
import type { ImportAnswer, ImportJob, LastImport, MailboxChange } from './schemas.js';
import type { ImportDeps } from './service.js';
import { ImportStore } from './store.js';
import { errorsIn, type FoundError } from './row-errors.js';
import { DEFAULT_LANGUAGE, type Language } from '../i18n/languages.js';

/** A job whose instance said nothing for this long has stopped: the next look at it (a poll, the timer) takes it over. */
export const STALE_MS = 2 * 60_000;
/** Progress (and, applying, the line written up to) is saved after this many rows. */
const PROGRESS_ROWS = 1_000;

const running = (j: JobRecord) => j.stage === 'checking' || j.stage === 'applying';

/** How far the whole import is: the check is all of a dry run and the first half of an apply. */
function percentOf(j: JobRecord): number {
  if (j.stage === 'done') return 100;
  if (j.stage === 'applying') return Math.floor(50 + (50 * j.rows) / Math.max(1, j.total));
  const read = j.bytes ? j.bytesRead / j.bytes : 0;
  return Math.floor(Math.min(1, read) * (j.dryRun ? 100 : 50));
}

/**
 * Imports of large files as jobs: the file is kept as a blob and read as a stream, every row checked first (the
 * preview), then written chunk by chunk with the line written up to saved as it goes. An instance that stops leaves the
 * job to be taken over where it stopped; the change log gets the import once, with its counts, when the last row is in.
 */
export class ImportJobs {
  /** Jobs this instance is driving (tests wait for them). */
  private readonly inFlight = new Set<Promise<void>>();

  constructor(
    private readonly layers: ImportStore,
    private readonly store: ImportJobStore,
    private readonly deps: ImportDeps & { log: Logger },
  ) {}

  private now = () => this.deps.clock.now();
  private stale = (j: JobRecord) => this.now().getTime() - Date.parse(j.heartbeat) > STALE_MS;

  /** Refuses while an import job of the organisation is running (another import or an undo would race it). */
  async assertIdle(tenantId: string): Promise<void> {
    const job = await this.store.get(tenantId);
    if (job && running(job) && !this.stale(job)) throw refuse('import_running');
  }

  /** Keeps the file and starts checking it (and applying it unless `dryRun`) in the background. */
  async start(tenantId: string, actor: Actor, csv: Buffer, dryRun: boolean): Promise<ImportJob> {
    const current = await this.store.get(tenantId);
    if (current && running(current) && !this.stale(current)) throw refuse('import_running');
    const at = this.now().toISOString();
    const job: JobRecord = {
      ...{ id: randomUUID(), stage: 'checking', dryRun, startedAt: at, actor, bytes: csv.length, bytesRead: 0 },
      ...{ rows: 0, total: -1, cursor: 0, counts: null, applied: false, heartbeat: at },
    };
    await this.store.putFile(tenantId, job.id, csv);
    let etag: string;
    try {
      etag = await this.store.create(tenantId, job, current?.etag ?? null);
    } catch (err) {
      await this.store.dropBlobs(tenantId, job.id, ['upload.csv']);
      if (isConflict(err) || isPreconditionFailed(err)) throw refuse('import_running');
      throw err;
    }
    if (current) await this.store.dropBlobs(tenantId, current.id, ['upload.csv', 'answer.json']);
    this.launch(tenantId, job, etag);
    return this.view(tenantId, job);
  }

  /**
   * The job's state and progress, and its answer once done (its problems in `language`); a job stopped with its
   * instance is taken over here.
   */
  async get(tenantId: string, id: string, language: Language = DEFAULT_LANGUAGE): Promise<ImportJob> {
    const job = await this.store.get(tenantId);
    if (!job || job.id !== id) throw notFound('No such import');
    if (running(job) && this.stale(job)) {
      const etag = await this.claim(tenantId, job);
      if (etag) this.launch(tenantId, job, etag);
    }
    return this.view(tenantId, job, language);
  }

  /** The timer's part: each organisation's job that stopped with its instance, driven on to its end. */
  resumeAll(log: Logger, tenantIds: AsyncIterable<string>): Promise<JobCounts> {
    return eachItem(
      log,
      'importResume',
      tenantIds,
      (tenantId) => ({ tenantId }),
      async (tenantId) => {
        const job = await this.store.get(tenantId);
        if (!job || !running(job) || !this.stale(job)) return 'skipped';
        const etag = await this.claim(tenantId, job);
        if (!etag) return 'skipped';
        await this.drive(tenantId, job, etag);
        return 'resumed';
      },
    );
  }

  /** Waits for the jobs this instance is driving (tests, an instance shutting down). */
  async settled(): Promise<void> {
    while (this.inFlight.size) await Promise.allSettled([...this.inFlight]);
  }

  private async claim(tenantId: string, job: JobRecord & { etag: string }): Promise<string | null> {
    try {
      return await this.store.save(tenantId, { ...job, heartbeat: this.now().toISOString() }, job.etag);
    } catch (err) {
      if (isPreconditionFailed(err)) return null;
      throw err;
    }
  }

  private launch(tenantId: string, job: JobRecord, etag: string): void {
    const work = this.drive(tenantId, job, etag).catch((err: unknown) =>
      this.deps.log.error('import job failed', { tenantId, id: job.id, error: (err as Error).message }),
    );
    this.inFlight.add(work);
    void work.finally(() => this.inFlight.delete(work));
  }

  /** Takes the job on from its stage to its end. A save refused (412) means another instance took it over: this one stops. */
  private async drive(tenantId: string, start: JobRecord, etag: string): Promise<void> {
    let job = start;
    let tag = etag;
    const save = async (next: Partial<JobRecord>) => {
      job = { ...job, ...next, heartbeat: this.now().toISOString() };
      tag = await this.store.save(tenantId, job, tag);
    };
    try {
      const [fields, mapping] = await Promise.all([this.deps.profiles.fields(tenantId), this.layers.mapping(tenantId)]);
      const walk = () =>
        new ImportWalk(tenantId, { store: this.layers, directory: this.deps.directory, by: job.actor.actor, at: job.startedAt });
      let savedAt = job.rows;
      const progress = (extra: (p: WalkProgress) => Partial<JobRecord>) => async (p: WalkProgress) => {
        if (p.rows - savedAt < PROGRESS_ROWS) return;
        savedAt = p.rows;
        await save({ rows: p.rows, bytesRead: p.bytes, ...extra(p) });
      };
      if (job.stage === 'checking') {
        const changes: MailboxChange[] = [];
        const keep = async (outcomes: { change: MailboxChange }[]) => {
          for (const o of outcomes) if (changes.length < LISTED) changes.push(o.change);
        };
        const file = this.store.file(tenantId, job.id);
        const checked = await walk().run(file, fields, mapping, keep, { onProgress: progress(() => ({})) });
        const truncated = checked.counts.mailboxes > changes.length || checked.errorCount > checked.errors.length;
        await this.store.putAnswer(tenantId, job.id, { changes, errors: checked.errors, counts: checked.counts, truncated });
        const counted = { total: checked.counts.rows, counts: checked.counts };
        if (job.dryRun || checked.errorCount > 0 || checked.counts.mailboxes === 0) {
          await save({ ...counted, stage: 'done', rows: checked.counts.rows, bytesRead: job.bytes });
          await this.store.dropBlobs(tenantId, job.id, ['upload.csv']);
          return;
        }
        // The last import's undo gives way to this one's, written as its rows are.
        await this.layers.dropUndo(tenantId);
        await save({ ...counted, stage: 'applying', rows: 0, bytesRead: 0, cursor: 0 });
        savedAt = 0;
      }
      if (job.stage === 'applying') {
        const file = this.store.file(tenantId, job.id);
        const write = (outcomes: Parameters<typeof applyChunk>[3]) => applyChunk(this.layers, tenantId, job.id, outcomes);
        await walk().run(file, fields, mapping, write, { after: job.cursor, onProgress: progress((p) => ({ cursor: p.line })) });
        await this.logOnce(tenantId, job);
        await save({ stage: 'done', applied: true, rows: job.total, bytesRead: job.bytes });
        await this.store.dropBlobs(tenantId, job.id, ['upload.csv']);
      }
    } catch (err) {
      if (isPreconditionFailed(err)) return;
      // Storage out is no fault of the job: left running, it is taken over once silent (a poll, the timer).
      if (!isStorageUnreachable(err)) await save({ stage: 'failed' }).catch(() => undefined);
      throw err;
    }
  }

  /** Records the import as the last one, and in the change log with its counts, unless an earlier run of the job did. */
  private async logOnce(tenantId: string, job: JobRecord): Promise<void> {
    if ((await this.layers.lastImport(tenantId))?.id === job.id) return;
    const counts = job.counts ?? { rows: 0, mailboxes: 0, values: 0 };
    const last: LastImport = { id: job.id, at: this.now().toISOString(), by: job.actor.actor, counts, undone: false };
    const work = {
      events: [{ type: 'profileSaved' as const, tenantId }],
      log: [{ actor: job.actor, change: { scope: 'template' as const, action: 'import.applied', details: { ...counts } } }],
    };
    await this.deps.outbox.commit(tenantId, work, ImportStore.runWitness(), (stamp) => this.layers.putLastImport(tenantId, last, stamp));
  }

  private async view(tenantId: string, job: JobRecord, language: Language = DEFAULT_LANGUAGE): Promise<ImportJob> {
    const done = job.stage === 'done';
    // The problems were kept with their facts: each reader gets them in their own language.
    const answer: ImportAnswer | null = done
      ? await this.store
          .answer(tenantId, job.id)
          .then((a) => a && { ...a, errors: errorsIn(a.errors as FoundError[], language), applied: job.applied })
      : null;
    return {
      id: job.id,
      state: done ? 'done' : job.stage === 'failed' ? 'failed' : 'running',
      dryRun: job.dryRun,
      startedAt: job.startedAt,
      progress: {
        phase: job.stage === 'applying' || job.applied ? 'applying' : 'checking',
        rows: job.rows,
        total: job.total >= 0 ? job.total : null,
        percent: percentOf(job),
      },
      answer,
    };
  }
}
