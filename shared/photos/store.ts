import type { Storage } from '../storage/storage.js';
import { getOrNull, partition } from '../storage/entities.js';
import { updateEntity, NO_CHANGE, type Current } from '../storage/update.js';
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

export const NO_PHOTOS: PhotoRow = { graphId: '', graphEtag: '', uploadId: '', updatedAt: '' };

/** The photo the signature shows: the person's own, else the directory's. */
export const shownId = (row: PhotoRow | null) => (row ? row.uploadId || row.graphId : '') || null;

const blobName = (tenantId: string, id: string, variant: PhotoVariant) => `${tenantId}/${id}/${variant}`;

/** Rows in the `photos` table, renditions in the `photos` container under `<tenant>/<photo id>/<variant>`. */
export class PhotoStore {
  private readonly table;
  private readonly container;
  constructor(storage: Storage) {
    this.table = storage.table('photos');
    this.container = storage.container('photos');
  }

  async get(tenantId: string, userId: string): Promise<PhotoRow | null> {
    return getOrNull<PhotoRow>(this.table, tenantId, userId);
  }

  async *all(tenantId: string): AsyncIterable<PhotoRow & { userId: string }> {
    for await (const r of partition<PhotoRow>(this.table, tenantId)) {
      yield { graphId: r.graphId, graphEtag: r.graphEtag, uploadId: r.uploadId, updatedAt: r.updatedAt, userId: r.rowKey! };
    }
  }

  /** Read-modify-write of a person's row under its ETag; answers the row as it was and as it is now. */
  async update(
    tenantId: string,
    userId: string,
    mutate: (current: PhotoRow) => PhotoRow | typeof NO_CHANGE,
  ): Promise<{ before: PhotoRow; after: PhotoRow }> {
    let before = NO_PHOTOS;
    const { value } = await updateEntity<PhotoRow>(this.table, tenantId, userId, (current: Current<PhotoRow> | null) => {
      before = current
        ? { graphId: current.graphId, graphEtag: current.graphEtag, uploadId: current.uploadId, updatedAt: current.updatedAt }
        : NO_PHOTOS;
      return mutate(before);
    });
    return { before, after: value ?? NO_PHOTOS };
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
