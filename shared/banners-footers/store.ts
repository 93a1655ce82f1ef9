import type { Storage } from '../storage/storage.js';
import { deleteIfPresent, getOrNull, partition } from '../storage/entities.js';
import { NO_CHANGE, updateEntity } from '../storage/update.js';
import type { Stamp, Witness } from '../outbox/outbox.js';
import type { BannerOrFooter, BannerOrFooterKind } from './schemas.js';

const TABLE = 'blocks';
const key = (kind: BannerOrFooterKind, id: string) => `${kind}|${id}`;
/** The row a change of a block lands on (see Outbox.commit); `gone` for a delete. */
export const bannerOrFooterWitness = (kind: BannerOrFooterKind, id: string, gone = false): Witness => ({
  table: TABLE,
  rowKey: key(kind, id),
  gone,
});

/** Banners and footers of each tenant, one row each, the whole block as JSON. */
export class BannersFootersStore {
  private readonly table;
  constructor(storage: Storage) {
    this.table = storage.table(TABLE);
  }

  async list(tenantId: string): Promise<BannerOrFooter[]> {
    const out: BannerOrFooter[] = [];
    for await (const r of partition<{ block: string }>(this.table, tenantId)) out.push(JSON.parse(r.block) as BannerOrFooter);
    return out;
  }

  async get(tenantId: string, kind: BannerOrFooterKind, id: string): Promise<BannerOrFooter | null> {
    const r = await getOrNull<{ block: string }>(this.table, tenantId, key(kind, id));
    return r ? (JSON.parse(r.block) as BannerOrFooter) : null;
  }

  /**
   * Replaces an existing block, built by `make` from the one stored, conditioned on that one (a concurrent edit is
   * retried from a fresh read, never overwritten unseen). Null when there is no such block.
   */
  async replace(
    tenantId: string,
    kind: BannerOrFooterKind,
    id: string,
    make: (existing: BannerOrFooter) => BannerOrFooter,
    stamp: Stamp,
  ): Promise<{ before: BannerOrFooter; after: BannerOrFooter } | null> {
    let before: BannerOrFooter | null = null;
    const c = await updateEntity<{ block: string } & Partial<Stamp>>(
      this.table,
      tenantId,
      key(kind, id),
      (r) => {
        if (!r) return NO_CHANGE;
        before = JSON.parse(r.block) as BannerOrFooter;
        return { block: JSON.stringify(make(before)), ...stamp };
      },
      { what: `the ${kind}` },
    );
    return c.changed && c.value && before ? { before, after: JSON.parse(c.value.block) as BannerOrFooter } : null;
  }

  async put(tenantId: string, block: BannerOrFooter, stamp: Stamp): Promise<void> {
    await this.table.upsertEntity(
      { partitionKey: tenantId, rowKey: key(block.kind, block.id), block: JSON.stringify(block), ...stamp },
      'Replace',
    );
  }

  delete(tenantId: string, kind: BannerOrFooterKind, id: string): Promise<boolean> {
    return deleteIfPresent(this.table, tenantId, key(kind, id));
  }
}
