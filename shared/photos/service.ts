import { randomBytes } from 'node:crypto';
import type { Clock } from '../clock.js';
import type { DirectorySnapshots } from '../directory/service.js';
import type { Directory } from '../directory/types.js';
import type { Emit } from '../events/bus.js';
import type { ImageWork } from '../images/decode.js';
import { ApiError } from '../http/errors.js';
import { eachItem, type JobCounts } from '../job-items.js';
import type { Logger } from '../log.js';
import type { Outbox } from '../outbox/outbox.js';
import { Registered } from '../registered.js';
import { NO_CHANGE, retryOnConflict, type NoChange } from '../storage/update.js';
import { renditions, type PhotoVariant } from './images.js';
import { photoWitness, renditionBlobs, shownId, type PhotoRow, type PhotoStore } from './store.js';

/** Directory photo requests in flight at once per tenant (Graph throttles per app and tenant). */
const PARALLEL = 4;
const newId = () => randomBytes(16).toString('base64url');

/** What a person's signature shows, and where it came from. */
interface PersonPhoto {
  /** The square photo, twice the size a signature shows it (sharp on high-density screens). */
  url: string;
  roundUrl: string;
  source: 'upload' | 'directory';
}

interface PhotoSyncCounts {
  fetched: number;
  unchanged: number;
  removed: number;
}

/**
 * People's photos: the directory's (fetched by the nightly job, only when their ETag changed) and the person's own
 * upload, which wins. Served by URL from the service's origin, never inlined: signatures stay small.
 */
export class PhotoService {
  /** Which directory users were erased at their request (the privacy feature answers): the sync copies no photo of theirs. */
  readonly erased = new Registered<(tenantId: string) => Promise<(userId: string) => boolean>>('which people were erased');

  constructor(
    private readonly store: PhotoStore,
    private readonly deps: {
      directory: Directory;
      snapshots: Pick<DirectorySnapshots, 'current'>;
      events: Emit;
      outbox: Pick<Outbox, 'commit'>;
      clock: Clock;
      baseUrl: string;
      images: ImageWork;
    },
  ) {}

  private url(tenantId: string, id: string, variant: PhotoVariant) {
    return `${this.deps.baseUrl}/photos/${tenantId}/${id}/${variant}`;
  }

  private describe(tenantId: string, row: PhotoRow | null): PersonPhoto | null {
    const id = shownId(row);
    if (!id) return null;
    return {
      url: this.url(tenantId, id, '192.jpg'),
      roundUrl: this.url(tenantId, id, '192-round.png'),
      source: row!.uploadId ? 'upload' : 'directory',
    };
  }

  /** The photo a person's signature shows, or null when they have none. */
  async of(tenantId: string, userId: string): Promise<PersonPhoto | null> {
    return this.describe(tenantId, await this.store.get(tenantId, userId));
  }

  /** One rendition's bytes, or null (an id of another tenant, or a photo since replaced, is not found alike). */
  rendition(tenantId: string, id: string, variant: PhotoVariant): Promise<Buffer | null> {
    return this.store.rendition(tenantId, id, variant);
  }

  /** Stores the person's own photo in place of their previous upload (removed); it wins over the directory's. */
  async upload(tenantId: string, userId: string, bytes: Buffer): Promise<PersonPhoto> {
    const id = newId();
    await this.store.putRenditions(tenantId, id, await renditions(this.deps.images, bytes));
    const { after } = await this.change(tenantId, userId, (row) => ({ ...row, uploadId: id, updatedAt: this.now() }), 'outbox');
    return this.describe(tenantId, after)!;
  }

  /** Removes the person's own photo: the directory's shows again if there is one. */
  async removeUpload(tenantId: string, userId: string): Promise<PersonPhoto | null> {
    const { after } = await this.change(
      tenantId,
      userId,
      (row) => (row.uploadId ? { ...row, uploadId: '', updatedAt: this.now() } : NO_CHANGE),
      'outbox',
    );
    return this.describe(tenantId, after);
  }

  private now() {
    return this.deps.clock.now().toISOString();
  }

  /**
   * Changes a person's row under its ETag; the renditions of a photo it no longer names go after the commit. A
   * person's own change (`outbox`) tells the signature cache through the outbox; the nightly job's changes are told
   * once at its end (see syncTenant), and keep the outbox stamp a row carries. Answers the row before and after.
   */
  private change(tenantId: string, userId: string, mutate: (row: PhotoRow) => PhotoRow | NoChange, tell: 'outbox' | 'job') {
    return retryOnConflict(
      async () => {
        const { row: before, etag, stamp } = await this.store.read(tenantId, userId);
        const after = mutate(before);
        if (after === NO_CHANGE) return { before, after: before };
        const replaced = [before.graphId, before.uploadId].filter((id) => id && id !== after.graphId && id !== after.uploadId);
        if (tell === 'outbox') {
          const work = {
            events: [{ type: 'photoChanged' as const, tenantId }],
            dropBlobs: replaced.flatMap((id) => renditionBlobs(tenantId, id)),
          };
          await this.deps.outbox.commit(tenantId, work, photoWitness(userId), (s) => this.store.write(tenantId, userId, after, etag, s));
        } else {
          await this.store.write(tenantId, userId, after, etag, stamp);
          for (const id of replaced) await this.store.deleteRenditions(tenantId, id);
        }
        return { before, after };
      },
      { what: 'the photo' },
    );
  }

  /**
   * Brings the directory photos of one organisation up to date: each user's photo is asked for with the ETag it had
   * (Graph answers the metadata only when it is unchanged), a changed one is fetched and resized, a photo gone from
   * the directory is removed, and so is every photo of a user no longer in it. The signature cache is told once at
   * the end; a run that failed before it had told is told by the next (its rows changed since the cache was told).
   */
  async syncTenant(tenantId: string): Promise<PhotoSyncCounts> {
    const counts: PhotoSyncCounts = { fetched: 0, unchanged: 0, removed: 0 };
    const toldAt = await this.store.toldAt(tenantId);
    const photo = this.deps.directory.photo?.bind(this.deps.directory);
    const erased = this.erased.answered ? await this.erased.one(tenantId) : () => false;
    const users = (await this.deps.snapshots.current(tenantId))
      .allUsers()
      .filter((u) => (u.userType ?? '').toLowerCase() !== 'guest' && !erased(u.id));
    const rows = new Map<string, PhotoRow>();
    for await (const { userId, ...row } of this.store.all(tenantId)) rows.set(userId, row);
    const present = new Set(users.map((u) => u.id));

    const syncUser = async (userId: string) => {
      const known = rows.get(userId);
      const answer = photo ? await photo(tenantId, userId, known?.graphEtag || null) : { state: 'none' as const };
      if (answer.state === 'unchanged') return void counts.unchanged++;
      if (answer.state === 'none') {
        if (!known?.graphEtag) return;
        await this.setGraph(tenantId, userId, '', '');
        if (known.graphId) counts.removed++;
        return;
      }
      let id = newId();
      try {
        await this.store.putRenditions(tenantId, id, await renditions(this.deps.images, answer.bytes, 'job'));
      } catch (err) {
        // A directory photo this service cannot use (not an image, too large) counts as none, never as a broken image.
        if (!(err instanceof ApiError)) throw err;
        id = '';
      }
      await this.setGraph(tenantId, userId, id, answer.etag);
      counts.fetched++;
    };
    const queue = users.map((u) => u.id);
    // One person's failure (the directory out) ends the run for everyone, once the people in hand are done: the next
    // run takes them all again.
    const workers = await Promise.allSettled(
      Array.from({ length: PARALLEL }, async () => {
        for (let next = queue.shift(); next !== undefined; next = queue.shift())
          await syncUser(next).catch((err: unknown) => {
            queue.length = 0;
            throw err;
          });
      }),
    );
    const failed = workers.find((w) => w.status === 'rejected');
    if (failed) throw failed.reason;
    for (const [userId, row] of rows) {
      if (present.has(userId) || !shownId(row)) continue;
      await this.forget(tenantId, userId);
      counts.removed++;
    }
    if (counts.fetched || counts.removed || [...rows.values()].some((r) => r.updatedAt > toldAt)) {
      const at = this.now();
      await this.deps.events.emit({ type: 'photoChanged', tenantId });
      await this.store.told(tenantId, at);
    }
    return counts;
  }

  /** Replaces the directory photo (id '' for none), then removes the previous one's renditions. */
  private async setGraph(tenantId: string, userId: string, id: string, etag: string) {
    await this.change(tenantId, userId, (row) => ({ ...row, graphId: id, graphEtag: etag, updatedAt: this.now() }), 'job');
  }

  /** A user gone from the directory: both their photos go. */
  private async forget(tenantId: string, userId: string) {
    await this.change(tenantId, userId, () => ({ graphId: '', graphEtag: '', uploadId: '', updatedAt: this.now() }), 'job');
  }

  /** Timer job: every active organisation's directory photos, each on its own. */
  syncAll(log: Logger, tenantIds: AsyncIterable<string>): Promise<JobCounts> {
    return eachItem(
      log,
      'directoryPhotoSync',
      tenantIds,
      (tenantId) => ({ tenantId }),
      async (tenantId) => {
        const { fetched, removed } = await this.syncTenant(tenantId);
        return fetched || removed ? 'updated' : 'skipped';
      },
    );
  }
}
