import type { Storage } from '../storage/storage.js';
import type { Stamp, Witness } from '../outbox/outbox.js';
import type { AssetInfo } from './schemas.js';

const CONTAINER = 'assets';
const blobName = (tenantId: string, name: string) => `${tenantId}/${name}`;
/** The blob a change of an image lands on (see Outbox.commit); `gone` for a delete. */
export const assetWitness = (tenantId: string, name: string, gone = false): Witness => ({
  container: CONTAINER,
  blob: blobName(tenantId, name),
  gone,
});

/** Images in Blob Storage under `assets/<tenant>/<name>`. */
export class AssetStore {
  private readonly container;
  constructor(storage: Storage) {
    this.container = storage.container(CONTAINER);
  }

  async list(tenantId: string): Promise<AssetInfo[]> {
    const out: AssetInfo[] = [];
    for await (const b of this.container.listBlobsFlat({ prefix: `${tenantId}/` })) {
      out.push({
        name: b.name.slice(tenantId.length + 1),
        contentType: b.properties.contentType ?? 'application/octet-stream',
        size: b.properties.contentLength ?? 0,
        updatedAt: b.properties.lastModified?.toISOString() ?? null,
      });
    }
    return out;
  }

  async get(tenantId: string, name: string): Promise<{ info: AssetInfo; bytes: Buffer } | null> {
    const blob = this.container.getBlockBlobClient(blobName(tenantId, name));
    try {
      // One round trip: the download carries the properties.
      const res = await blob.download();
      const chunks: Buffer[] = [];
      for await (const c of res.readableStreamBody!) chunks.push(c as Buffer);
      const bytes = Buffer.concat(chunks);
      return {
        bytes,
        info: {
          name,
          contentType: res.contentType ?? 'application/octet-stream',
          size: bytes.length,
          updatedAt: res.lastModified?.toISOString() ?? null,
        },
      };
    } catch (err) {
      if ((err as { statusCode?: number }).statusCode === 404) return null;
      throw err;
    }
  }

  async put(tenantId: string, name: string, bytes: Buffer, contentType: string, stamp: Stamp): Promise<void> {
    await this.container
      .getBlockBlobClient(blobName(tenantId, name))
      .uploadData(bytes, { blobHTTPHeaders: { blobContentType: contentType }, metadata: { ...stamp } });
  }

  async delete(tenantId: string, name: string): Promise<boolean> {
    return (await this.container.getBlockBlobClient(blobName(tenantId, name)).deleteIfExists()).succeeded;
  }
}
