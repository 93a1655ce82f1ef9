import type { ContainerClient } from '@azure/storage-blob';
import type { TableClient } from '@azure/data-tables';
import type { Actor } from '../auth/principal.js';
import type { Storage } from '../storage/storage.js';
import { getOrNull, isNotFound } from '../storage/entities.js';
import type { ImportAnswer, ImportCounts } from './schemas.js';

const RUNS = 'importruns';
const JOB = 'job';
const CONTAINER = 'imports';
/** How much of the file one read brings. */
const RANGE_BYTES = 1024 * 1024;

/** Where a large import is: checking every row, writing them, or finished (`failed`: stopped by a fault of the service). */
export type JobStage = 'checking' | 'applying' | 'done' | 'failed';

/** An organisation's import job as stored: one at a time, the last one kept until the next starts. */
export interface JobRecord {
  id: string;
  stage: JobStage;
  dryRun: boolean;
  startedAt: string;
  actor: Actor;
  /** The file's size, and how far the current phase has read it. */
  bytes: number;
  bytesRead: number;
  /** Rows done in the current phase; the rows in the file once checked (-1 before). */
  rows: number;
  total: number;
  /** The line every row up to has been written (the apply goes on after it). */
  cursor: number;
  counts: ImportCounts | null;
  applied: boolean;
  /** When the instance running it last said so: one silent for long has stopped, and another takes the job over. */
  heartbeat: string;
}

interface JobRow extends Omit<JobRecord, 'actor' | 'counts'> {
  actor: string;
  counts: string;
}

const toRow = (tenantId: string, j: JobRecord) => ({
  partitionKey: tenantId,
  rowKey: JOB,
  ...j,
  actor: JSON.stringify(j.actor),
  counts: j.counts ? JSON.stringify(j.counts) : '',
});

/** The import job's row (beside the last import, in `importruns`) and its file and answer (blobs under the tenant). */
export class ImportJobStore {
  private readonly runs: TableClient;
  private readonly blobs: ContainerClient;
  constructor(storage: Storage) {
    this.runs = storage.table(RUNS);
    this.blobs = storage.container(CONTAINER);
  }

  async get(tenantId: string): Promise<(JobRecord & { etag: string }) | null> {
    const r = await getOrNull<JobRow>(this.runs, tenantId, JOB);
    if (!r) return null;
    return {
      id: r.id,
      stage: r.stage,
      dryRun: r.dryRun,
      startedAt: r.startedAt,
      actor: JSON.parse(r.actor) as Actor,
      bytes: r.bytes,
      bytesRead: r.bytesRead,
      rows: r.rows,
      total: r.total,
      cursor: r.cursor,
      counts: r.counts ? (JSON.parse(r.counts) as ImportCounts) : null,
      applied: r.applied,
      heartbeat: r.heartbeat,
      etag: r.etag,
    };
  }

  /** Starts a job in place of the last one: only if the row is still as read (`etag`; null: only if there is none). */
  async create(tenantId: string, job: JobRecord, etag: string | null): Promise<string> {
    const written = etag
      ? await this.runs.updateEntity(toRow(tenantId, job), 'Replace', { etag })
      : await this.runs.createEntity(toRow(tenantId, job));
    return written.etag as string;
  }

  /** Saves the job if nobody took it over since `etag`; answers the new ETag (a 412 throws: the job is another's now). */
  async save(tenantId: string, job: JobRecord, etag: string): Promise<string> {
    return (await this.runs.updateEntity(toRow(tenantId, job), 'Replace', { etag })).etag as string;
  }

  private blob(tenantId: string, id: string, name: 'upload.csv' | 'answer.json') {
    return this.blobs.getBlockBlobClient(`${tenantId}/${id}/${name}`);
  }

  async putFile(tenantId: string, id: string, csv: Buffer): Promise<void> {
    await this.blob(tenantId, id, 'upload.csv').uploadData(csv, { blobHTTPHeaders: { blobContentType: 'text/csv' } });
  }

  /**
   * The uploaded file a range at a time (never whole in memory). Each range is its own short request: a download held
   * open for the minutes a large import takes would be cut by the server or a proxy half-way.
   */
  async *file(tenantId: string, id: string): AsyncIterable<Buffer> {
    const blob = this.blob(tenantId, id, 'upload.csv');
    const size = (await blob.getProperties()).contentLength ?? 0;
    for (let offset = 0; offset < size; offset += RANGE_BYTES)
      yield await blob.downloadToBuffer(offset, Math.min(RANGE_BYTES, size - offset));
  }

  async putAnswer(tenantId: string, id: string, answer: Omit<ImportAnswer, 'applied'>): Promise<void> {
    const body = Buffer.from(JSON.stringify(answer), 'utf8');
    await this.blob(tenantId, id, 'answer.json').uploadData(body, { blobHTTPHeaders: { blobContentType: 'application/json' } });
  }

  async answer(tenantId: string, id: string): Promise<Omit<ImportAnswer, 'applied'> | null> {
    try {
      // The service's own writing, read back as written.
      return JSON.parse((await this.blob(tenantId, id, 'answer.json').downloadToBuffer()).toString('utf8')) as Omit<
        ImportAnswer,
        'applied'
      >;
    } catch (err) {
      if (isNotFound(err)) return null;
      throw err;
    }
  }

  /** Drops a job's blobs: the file once it is no longer needed, or both when a new job replaces it. */
  async dropBlobs(tenantId: string, id: string, which: readonly ('upload.csv' | 'answer.json')[]): Promise<void> {
    await Promise.all(which.map((name) => this.blob(tenantId, id, name).deleteIfExists()));
  }
}
