import type { TableClient } from '@azure/data-tables';
import type { Storage } from '../storage/storage.js';
import { deleteIfPresent, getOrNull, partition, mapRow } from '../storage/entities.js';
import type { Stamp, Witness } from '../outbox/outbox.js';
import { packVariants, unpackVariants, type PackedVariants, type VariantDesign } from './languages.js';
import { BrandKit, Design } from './schema.js';

/** A stored design is JSON in a table property (Azure Tables take up to 32K characters in one). */
export const MAX_DESIGN_JSON = 30_000;

/** The design a template's working copy was rendered from. */
export interface WorkingDesign {
  design: Design;
  /**
   * SHA-256 of the template HTML the design rendered to (as stored; of an out-of-office reply, both replies): tells
   * the design's own output from a hand edit.
   */
  htmlHash: string;
  /** The template is an out-of-office reply: the design renders to its two replies (see `reply.ts`). */
  reply?: boolean;
  /** The HTML was edited by hand: the design is kept only to undo that. */
  detached: boolean;
  /** The designs of the language variants (a design saved before languages has none). */
  variants: VariantDesign[];
  updatedAt: string;
  updatedBy: string;
}

/** The designs a published version was rendered from. */
export interface VersionDesigns {
  design: Design;
  variants: VariantDesign[];
}

interface WorkingRow extends PackedVariants {
  design: string;
  htmlHash: string;
  reply?: boolean;
  detached: boolean;
  updatedAt: string;
  updatedBy: string;
}

const TABLE = 'designs';
const BRAND_KIT = 'brandkit';
const workingKey = (templateId: string) => `w|${templateId}`;
/** The rows a change of the brand kit, or of whether a template follows its design, lands on (see Outbox.commit). */
export const brandKitWitness: Witness = { table: TABLE, rowKey: BRAND_KIT };
export const workingWitness = (templateId: string): Witness => ({ table: TABLE, rowKey: workingKey(templateId) });
const versionKey = (templateId: string, version: number) => `v|${templateId}|${String(version).padStart(6, '0')}`;

/**
 * The brand kit (one row per organisation) and the designs of templates: the working copy's and each version's, in
 * one partition per tenant. Rows written before a schema change are read through the schema (defaults filled in).
 */
export class DesignStore {
  private readonly table: TableClient;
  constructor(storage: Storage) {
    this.table = storage.table(TABLE);
  }

  async brandKit(tenantId: string): Promise<{ kit: BrandKit; etag: string } | null> {
    const r = await getOrNull<{ kit: string }>(this.table, tenantId, BRAND_KIT);
    return r ? { kit: BrandKit.parse(JSON.parse(r.kit)), etag: r.etag } : null;
  }

  /** Writes the kit only if the row is still at `etag` (null: only if there is none yet); answers the new ETag. */
  async putBrandKit(tenantId: string, kit: BrandKit, etag: string | null, stamp: Stamp): Promise<string> {
    const entity = { partitionKey: tenantId, rowKey: BRAND_KIT, kit: JSON.stringify(kit), ...stamp };
    const res = etag ? await this.table.updateEntity(entity, 'Replace', { etag }) : await this.table.createEntity(entity);
    return res.etag ?? '';
  }

  async working(tenantId: string, templateId: string): Promise<(WorkingDesign & { etag: string }) | null> {
    return mapRow(await getOrNull<WorkingRow>(this.table, tenantId, workingKey(templateId)), (r) => ({ ...fromRow(r), etag: r.etag }));
  }

  async putWorking(tenantId: string, templateId: string, w: WorkingDesign, stamp?: Stamp): Promise<void> {
    await this.table.upsertEntity({ partitionKey: tenantId, rowKey: workingKey(templateId), ...toRow(w), ...stamp }, 'Replace');
  }

  /** Every designed template's working design (a brand-kit change re-renders them). */
  async *allWorking(tenantId: string): AsyncIterable<{ templateId: string } & WorkingDesign> {
    for await (const r of partition<WorkingRow>(this.table, tenantId, "RowKey ge 'w|' and RowKey lt 'w}'"))
      yield { templateId: (r.rowKey as string).slice(2), ...fromRow(r) };
  }

  async version(tenantId: string, templateId: string, version: number): Promise<VersionDesigns | null> {
    const r = await getOrNull<{ design: string } & PackedVariants>(this.table, tenantId, versionKey(templateId, version));
    return r ? { design: Design.parse(JSON.parse(r.design)), variants: unpackVariants(r) } : null;
  }

  async putVersion(tenantId: string, templateId: string, version: number, v: VersionDesigns): Promise<void> {
    await this.table.upsertEntity(
      { partitionKey: tenantId, rowKey: versionKey(templateId, version), design: JSON.stringify(v.design), ...packVariants(v.variants) },
      'Replace',
    );
  }

  async removeWorking(tenantId: string, templateId: string): Promise<void> {
    await deleteIfPresent(this.table, tenantId, workingKey(templateId));
  }
}

const fromRow = (r: WorkingRow): WorkingDesign => ({
  design: Design.parse(JSON.parse(r.design)),
  htmlHash: r.htmlHash,
  ...(r.reply && { reply: true }),
  detached: r.detached,
  variants: unpackVariants(r),
  updatedAt: r.updatedAt,
  updatedBy: r.updatedBy,
});
const toRow = (w: WorkingDesign): WorkingRow => ({
  design: JSON.stringify(w.design),
  htmlHash: w.htmlHash,
  ...(w.reply && { reply: true }),
  detached: w.detached,
  ...packVariants(w.variants),
  updatedAt: w.updatedAt,
  updatedBy: w.updatedBy,
});
