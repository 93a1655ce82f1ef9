import { promisify } from 'node:util';
import { gunzip, gzip } from 'node:zlib';
import type { Storage } from '../storage/storage.js';
import { SNAPSHOT_VERSION, SnapshotDocumentSchema, type SnapshotDocument } from './snapshot.js';

const gzipAsync = promisify(gzip);
const gunzipAsync = promisify(gunzip);
const statusOf = (err: unknown) => (err as { statusCode?: number } | null)?.statusCode;

/**
 * Each tenant's directory snapshot: one gzipped JSON blob (`directory/<tenant>/snapshot.json.gz`), replaced whole
 * under its ETag, so a reader sees one refresh's whole snapshot and two refreshes racing cannot both win.
 */
export class SnapshotStore {
  private readonly container;
  constructor(storage: Storage) {
    this.container = storage.container('directory');
  }

  private blob(tenantId: string) {
    return this.container.getBlockBlobClient(`${tenantId}/snapshot.json.gz`);
  }

  /** The stored snapshot's ETag (one small request: readers check their copy is current), or null when there is none. */
  async etag(tenantId: string): Promise<string | null> {
    try {
      return (await this.blob(tenantId).getProperties()).etag ?? null;
    } catch (err) {
      if (statusOf(err) === 404) return null;
      throw err;
    }
  }

  /** The stored snapshot, or `doc: null` (with its ETag, to replace it) when it is in a form of another version. */
  async load(tenantId: string): Promise<{ doc: SnapshotDocument | null; etag: string } | null> {
    try {
      const res = await this.blob(tenantId).download();
      const chunks: Buffer[] = [];
      for await (const c of res.readableStreamBody!) chunks.push(c as Buffer);
      const json: unknown = JSON.parse((await gunzipAsync(Buffer.concat(chunks))).toString('utf8'));
      const etag = res.etag ?? '';
      if ((json as { version?: unknown } | null)?.version !== SNAPSHOT_VERSION) return { doc: null, etag };
      return { doc: SnapshotDocumentSchema.parse(json), etag };
    } catch (err) {
      if (statusOf(err) === 404) return null;
      throw err;
    }
  }

  /**
   * Writes the snapshot if the stored one is still at `ifMatch` (null: only if there is none yet); a lost race is a
   * 412 or 409 for retryOnConflict. Answers the new ETag.
   */
  async save(tenantId: string, doc: SnapshotDocument, ifMatch: string | null): Promise<string> {
    const body = await gzipAsync(Buffer.from(JSON.stringify(doc), 'utf8'));
    const res = await this.blob(tenantId).uploadData(body, {
      blobHTTPHeaders: { blobContentType: 'application/gzip' },
      conditions: ifMatch ? { ifMatch } : { ifNoneMatch: '*' },
    });
    return res.etag ?? '';
  }
}
