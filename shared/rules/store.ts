import type { Storage } from '../storage/storage.js';
import type { Stamp, Witness } from '../outbox/outbox.js';
import type { Rule } from './schemas.js';

const CONTAINER = 'rules';
const blobOf = (tenantId: string) => `${tenantId}.json`;
/** The blob a replace of the rules lands on (see Outbox.commit). */
export const rulesWitness = (tenantId: string): Witness => ({ container: CONTAINER, blob: blobOf(tenantId) });

/** The ordered rule list of each tenant, one JSON blob (`rules/<tenant>.json`), replaced whole under its ETag. */
export class RuleStore {
  private readonly container;
  constructor(storage: Storage) {
    this.container = storage.container(CONTAINER);
  }

  async get(tenantId: string): Promise<{ rules: Rule[]; etag: string | null }> {
    const blob = this.container.getBlockBlobClient(blobOf(tenantId));
    try {
      const res = await blob.download();
      const chunks: Buffer[] = [];
      for await (const c of res.readableStreamBody!) chunks.push(c as Buffer);
      return { rules: JSON.parse(Buffer.concat(chunks).toString('utf8')) as Rule[], etag: res.etag ?? null };
    } catch (err) {
      if ((err as { statusCode?: number }).statusCode === 404) return { rules: [], etag: null };
      throw err;
    }
  }

  /**
   * Replaces the list; with `ifMatch`, only if nobody replaced it since that ETag was read. One upload, so a reader
   * sees one writer's whole list. Answers the ETag of this write.
   */
  async put(tenantId: string, rules: Rule[], ifMatch: string | null, stamp: Stamp): Promise<string> {
    const body = JSON.stringify(rules);
    const res = await this.container.getBlockBlobClient(blobOf(tenantId)).upload(body, Buffer.byteLength(body), {
      blobHTTPHeaders: { blobContentType: 'application/json' },
      metadata: { ...stamp },
      ...(ifMatch ? { conditions: { ifMatch } } : {}),
    });
    return res.etag ?? '';
  }
}
