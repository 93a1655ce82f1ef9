import { promisify } from 'node:util';
import { gunzip, gzip } from 'node:zlib';
import type { Storage } from '../storage/storage.js';
import type { GroupChange, UserChange } from './types.js';

const gzipAsync = promisify(gzip);
const gunzipAsync = promisify(gunzip);
const statusOf = (err: unknown) => (err as { statusCode?: number } | null)?.statusCode;

/** One kind's part of a round: the changes read so far, where it goes on (`resume`), or its delta link once done. */
interface RoundPart<C> {
  changes: C[];
  resume: string | null;
  link: string | null;
}

/** A delta round of a snapshot refresh that stopped partway, kept so that the next refresh goes on where it stopped. */
export interface RoundProgress {
  /** The snapshot's delta links the round started from ('' for a full round): it applies to that snapshot only. */
  from: { users: string; groups: string };
  savedAt: string;
  users: RoundPart<UserChange>;
  groups: RoundPart<GroupChange>;
}

export const newRound = (from: RoundProgress['from'], at: string): RoundProgress => ({
  from,
  savedAt: at,
  users: { changes: [], resume: null, link: null },
  groups: { changes: [], resume: null, link: null },
});

/** Each tenant's stopped round, if any: one gzipped JSON blob beside its snapshot (`directory/<tenant>/round.json.gz`). */
export class RoundProgressStore {
  private readonly container;
  constructor(storage: Storage) {
    this.container = storage.container('directory');
  }

  private blob(tenantId: string) {
    return this.container.getBlockBlobClient(`${tenantId}/round.json.gz`);
  }

  async load(tenantId: string): Promise<RoundProgress | null> {
    try {
      const res = await this.blob(tenantId).download();
      const chunks: Buffer[] = [];
      for await (const c of res.readableStreamBody!) chunks.push(c as Buffer);
      // The service's own writing, read back as written.
      return JSON.parse((await gunzipAsync(Buffer.concat(chunks))).toString('utf8')) as RoundProgress;
    } catch (err) {
      if (statusOf(err) === 404) return null;
      throw err;
    }
  }

  async save(tenantId: string, progress: RoundProgress): Promise<void> {
    const body = await gzipAsync(Buffer.from(JSON.stringify(progress), 'utf8'));
    await this.blob(tenantId).uploadData(body, { blobHTTPHeaders: { blobContentType: 'application/gzip' } });
  }

  async drop(tenantId: string): Promise<void> {
    await this.blob(tenantId).deleteIfExists();
  }
}
