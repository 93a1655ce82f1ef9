import type { Stamp, Witness } from '../outbox/outbox.js';
import type { Storage } from '../storage/storage.js';
import { getOrNull, partition } from '../storage/entities.js';
import { PHOTO_VARIANTS, variantType, type PhotoRenditions, type PhotoVariant } from './images.js';

/**
 * A person's photos (row: tenant, directory user id). Each stored photo has a random id that names its blobs and its
 * URL: a new photo gets a new id (its URL can be cached for ever), and ids cannot be guessed across tenants.
 * '' stands for none (table properties cannot be null).
 */
export interface PhotoRow {
  /** The directory's photo and the ETag it had when fetched. */
  graphId: string;
  graphEtag: string;
  /** The person's own upload; it wins over the directory's. */
  uploadId: string;
  updatedAt: string;
}

const NO_PHOTOS: PhotoRow = { graphId: '', graphEtag: '', uploadId: '', updatedAt: '' };

/** The photo the signature shows: the person's own, else the directory's. */
export const shownId = (row: PhotoRow | null) => (row ? row.uploadId || row.graphId : '') || null;

const TABLE = 'photos';
const CONTAINER = 'photos';
/** When the signature cache was last told of the directory photos the nightly job changed (see PhotoService.syncTenant). */
const TOLD = '~told';
const blobName = (tenantId: string, id: string, variant: PhotoVariant) => `${tenantId}/${id}/${variant}`;
/** The row a change of a person's photos lands on (see Outbox.commit). */
export const photoWitness = (userId: string): Witness => ({ table: TABLE, rowKey: userId });
/** Every rendition blob of a photo (after-commit work drops those of a photo replaced). */
export const renditionBlobs = (tenantId: string, id: string) =>
  PHOTO_VARIANTS.map((v) => ({ container: CONTAINER, name: blobName(tenantId, id, v) }));
const photoOf = (r: PhotoRow): PhotoRow => ({ graphId: r.graphId, graphEtag: r.graphEtag, uploadId: r.uploadId, updatedAt: r.updatedAt });

/** Rows in the `photos` table, renditions in the `photos` container under `<tenant>/<photo id>/<variant>`. */
export class PhotoStore {
  private readonly table;
  private readonly container;
  constructor(storage: Storage) {
    this.table = storage.table(TABLE);
    this.container = storage.container(CONTAINER);
  }

  async get(tenantId: string, userId: string): Promise<PhotoRow | null> {
    return getOrNull<PhotoRow>(this.table, tenantId, userId);
  }

  async *all(tenantId: string): AsyncIterable<PhotoRow & { userId: string }> {
    for await (const r of partition<PhotoRow>(this.table, tenantId, `RowKey ne '${TOLD}'`)) yield { ...photoOf(r), userId: r.rowKey! };
  }

  /** A person's row as stored (none: no photos), with the ETag a change of it is conditioned on (null: no row). */
  async read(tenantId: string, userId: string): Promise<{ row: PhotoRow; etag: string | null; stamp: Stamp | null }> {
    const r = await getOrNull<PhotoRow & Partial<Stamp>>(this.table, tenantId, userId);
    return { row: r ? photoOf(r) : NO_PHOTOS, etag: r?.etag ?? null, stamp: r?.outbox ? { outbox: r.outbox } : null };
  }

  /** Writes a person's row only if nobody changed it since `etag` was read (null: only if there was none; 412/409). */
  async write(tenantId: string, userId: string, row: PhotoRow, etag: string | null, stamp: Stamp | null): Promise<void> {
    const entity = { partitionKey: tenantId, rowKey: userId, ...row, ...stamp };
    if (etag) await this.table.updateEntity(entity, 'Replace', { etag });
    else await this.table.createEntity(entity);
  }

  /** When the signature cache was last told of the nightly job's changes ('' never). */
  async toldAt(tenantId: string): Promise<string> {
    return (await getOrNull<{ at: string }>(this.table, tenantId, TOLD))?.at ?? '';
  }

  async told(tenantId: string, at: string): Promise<void> {
    await this.table.upsertEntity({ partitionKey: tenantId, rowKey: TOLD, at }, 'Replace');
  }

  /** Writes every rendition of a new photo (before the row that names it: the row is the commit point). */
  async putRenditions(tenantId: string, id: string, renditions: PhotoRenditions): Promise<void> {
    await Promise.all(
      PHOTO_VARIANTS.map((v) =>
        this.container.getBlockBlobClient(blobName(tenantId, id, v)).uploadData(renditions[v], {
          blobHTTPHeaders: { blobContentType: variantType(v) },
        }),
      ),
    );
  }

  async deleteRenditions(tenantId: string, id: string): Promise<void> {
    await Promise.all(PHOTO_VARIANTS.map((v) => this.container.getBlockBlobClient(blobName(tenantId, id, v)).deleteIfExists()));
  }

  async rendition(tenantId: string, id: string, variant: PhotoVariant): Promise<Buffer | null> {
    try {
      return await this.container.getBlockBlobClient(blobName(tenantId, id, variant)).downloadToBuffer();
    } catch (err) {
      if ((err as { statusCode?: number }).statusCode === 404) return null;
      throw err;
    }
  }
}
