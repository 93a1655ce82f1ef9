import { createHmac } from 'node:crypto';
import { getOrNull, odata } from '../storage/entities.js';
import type { Storage } from '../storage/storage.js';
import { deleteRows, readRows, tenantPartition } from './rows.js';
import type { ExportJob, ExportState } from './schemas.js';

export const EXPORTS_TABLE = 'privacyexports';
export const EXPORTS_CONTAINER = 'privacyexports';
export const ERASURES_TABLE = 'privacyerasures';

/** An export as stored: its job, whom it is about and who asked (the only one who may download it). */
export interface ExportRow extends Omit<ExportJob, 'id' | 'downloadedAt'> {
  subject: string;
  subjectAddresses: string;
  requester: string;
  downloadedAt: string;
  /** When the work last moved on (a row written before resumption existed has none: its request's time stands in). */
  heartbeatAt?: string;
  /** How many times the work was started: a stalled export is started again, up to a bound. */
  attempt?: number;
}

type ExportPatch = Partial<Pick<ExportRow, 'state' | 'progress' | 'downloadedAt' | 'heartbeatAt' | 'attempt'>>;

const jobOf = (id: string, r: ExportRow): ExportJob => ({
  id,
  state: r.state,
  progress: r.progress,
  requestedAt: r.requestedAt,
  expiresAt: r.expiresAt,
  downloadedAt: r.downloadedAt || null,
});

/**
 * Exports (a row per job, its archive at `<tenant>/<id>.zip`) and erasure tombstones: the HMAC of each address and
 * object id erased, so that work fed by the directory can tell a person erased without keeping who they were.
 */
export class PrivacyStore {
  private readonly exports;
  private readonly archives;
  private readonly erasures;
  constructor(
    storage: Storage,
    private readonly secret: string,
  ) {
    this.exports = storage.table(EXPORTS_TABLE);
    this.archives = storage.container(EXPORTS_CONTAINER);
    this.erasures = storage.table(ERASURES_TABLE);
  }

  private hash(value: string) {
    return createHmac('sha256', `erasure|${this.secret}`).update(value.toLowerCase()).digest('base64url').slice(0, 32);
  }

  /** The stable pseudonym of a person in one organisation. */
  pseudonym(tenantId: string, key: string): string {
    return `Erased person ${this.hash(`${tenantId}|${key}`).slice(0, 10)}`;
  }

  async markErased(tenantId: string, addresses: readonly string[], oids: readonly string[], at: string): Promise<void> {
    const keys = [...addresses.map((a) => `a:${this.hash(a)}`), ...oids.map((o) => `o:${this.hash(o)}`)];
    for (const rowKey of keys) await this.erasures.upsertEntity({ partitionKey: tenantId, rowKey, at }, 'Replace');
  }

  async isErased(tenantId: string, { addresses = [], oids = [] }: { addresses?: readonly string[]; oids?: readonly string[] }) {
    const keys = [...addresses.map((a) => `a:${this.hash(a)}`), ...oids.map((o) => `o:${this.hash(o)}`)];
    for (const k of keys) if (await getOrNull(this.erasures, tenantId, k)) return true;
    return false;
  }

  /** A test of object ids against the organisation's tombstones, read once (the photo sync asks it of every user). */
  async erasedIds(tenantId: string): Promise<(oid: string) => boolean> {
    const keys = new Set((await readRows({ table: this.erasures, filter: tenantPartition(tenantId) })).map((r) => r.rowKey as string));
    return (oid) => keys.size > 0 && keys.has(`o:${this.hash(oid)}`);
  }

  /** Answers the new row's ETag. */
  async createExport(tenantId: string, id: string, row: ExportRow): Promise<string> {
    return (
      (await this.exports.createEntity({ partitionKey: tenantId, rowKey: id, ...row, progress: JSON.stringify(row.progress) })).etag ?? ''
    );
  }

  async getExport(tenantId: string, id: string): Promise<(ExportRow & { job: ExportJob; etag: string }) | null> {
    const r = await getOrNull<ExportRow & { progress: string }>(this.exports, tenantId, id);
    if (!r) return null;
    const row: ExportRow = { ...r, progress: JSON.parse(r.progress) as ExportRow['progress'] };
    return { ...row, job: jobOf(id, row), etag: r.etag };
  }

  /** Merges a change; with `etag`, only if nobody wrote the row since (412 otherwise). Answers the row's new ETag. */
  async updateExport(tenantId: string, id: string, patch: ExportPatch, etag?: string): Promise<string> {
    const entity = {
      partitionKey: tenantId,
      rowKey: id,
      ...patch,
      ...(patch.progress ? { progress: JSON.stringify(patch.progress) } : {}),
    };
    return (await this.exports.updateEntity(entity, 'Merge', etag ? { etag } : undefined)).etag ?? '';
  }

  /** Every organisation's exports still being made (a handful at any time), with their tenant and ETag. */
  async *running(): AsyncGenerator<ExportRow & { tenantId: string; id: string; etag: string }> {
    const filter = odata`state eq ${'running'}`;
    for await (const r of this.exports.listEntities<ExportRow & { progress: string }>({ queryOptions: { filter } }))
      yield {
        ...r,
        progress: JSON.parse(r.progress) as ExportRow['progress'],
        tenantId: r.partitionKey as string,
        id: r.rowKey as string,
        etag: r.etag,
      };
  }

  async putArchive(tenantId: string, id: string, zip: Buffer): Promise<void> {
    await this.archives
      .getBlockBlobClient(`${tenantId}/${id}.zip`)
      .uploadData(zip, { blobHTTPHeaders: { blobContentType: 'application/zip' } });
  }

  async archive(tenantId: string, id: string): Promise<Buffer | null> {
    const blob = this.archives.getBlockBlobClient(`${tenantId}/${id}.zip`);
    return (await blob.exists()) ? blob.downloadToBuffer() : null;
  }

  async dropArchive(tenantId: string, id: string): Promise<void> {
    await this.archives.getBlockBlobClient(`${tenantId}/${id}.zip`).deleteIfExists();
  }

  /** The organisation's exports, with their ids. */
  async exportRows(tenantId: string): Promise<(ExportRow & { id: string })[]> {
    return (await readRows({ table: this.exports, filter: tenantPartition(tenantId) })).map((r) => ({
      ...(r as unknown as ExportRow),
      id: r.rowKey as string,
    }));
  }

  /** Removes the exports asked for before an instant (retention). */
  async dropExportsBefore(tenantId: string, cutoff: Date): Promise<number> {
    const old = (await this.exportRows(tenantId)).filter((r) => Date.parse(r.requestedAt) < cutoff.getTime());
    return this.dropExports(
      tenantId,
      old.map((r) => r.id),
    );
  }

  /** Removes exports (rows and archives) and answers how many went. */
  async dropExports(tenantId: string, ids: readonly string[]): Promise<number> {
    for (const id of ids) await this.dropArchive(tenantId, id);
    let n = 0;
    for (const id of ids) n += await deleteRows({ table: this.exports, filter: odata`PartitionKey eq ${tenantId} and RowKey eq ${id}` });
    return n;
  }
}

export const expiredState = (row: { state: ExportState; expiresAt: string }, now: Date): ExportState =>
  row.state !== 'failed' && Date.parse(row.expiresAt) <= now.getTime() ? 'expired' : row.state;
