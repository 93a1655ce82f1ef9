import type { TableTransaction } from '@azure/data-tables';
import type { Storage } from '../storage/storage.js';
import { deleteIfPresent, getOrNull, odata, partition, mapRow } from '../storage/entities.js';
import { NO_CHANGE, updateEntity } from '../storage/update.js';
import type { Stamp, Witness, Work } from '../outbox/outbox.js';
import { OutboxRows } from '../outbox/partition.js';
import type { RoleName, Roles, Version } from './schemas.js';
import { EMPTY_BODY, isPlain, NO_MAP, StoredBody, type TemplateBody } from './variants.js';

/** One template's metadata; its bodies are blobs. */
export interface TemplateRow {
  name: string;
  /** `automatic-reply`; absent or empty for a signature template. */
  kind?: string;
  /** The live version; 0 until the first publish (no live body: `blob` is empty). */
  version: number;
  blob: string;
  tracking: boolean;
  createdAt: string;
  createdBy: string;
  updatedAt: string;
  updatedBy: string;
  /** Images (asset names) the live body and the working copy use. */
  images: string;
  deletedAt?: string;
  deletedBy?: string;
  draftState?: string;
  draftBlob?: string;
  draftUpdatedAt?: string;
  draftUpdatedBy?: string;
  draftSubmittedAt?: string;
  draftSubmittedBy?: string;
  draftNote?: string;
}

export interface VersionRow {
  version: number;
  blob: string;
  publishedAt: string;
  publishedBy: string;
  source: Version['source'];
  fromVersion?: number;
  length: number;
}

export type Stored<T> = T & { id: string; etag: string };

const templateKey = (id: string) => `t|${id}`;
const versionKey = (id: string, v: number) => `v|${id}|${String(v).padStart(6, '0')}`;
const TABLE = 'templates';
const ROLES = 'roles';
const DELIVERY = 'delivery';
/** The rows a change of the role assignments or of the delivery switch lands on (see Outbox.commit). */
export const rolesWitness: Witness = { table: TABLE, rowKey: ROLES };
export const deliveryWitness: Witness = { table: TABLE, rowKey: DELIVERY };
/** The row a template's metadata change lands on; `gone` for a purge. */
export const templateWitness = (id: string, gone = false): Witness => ({ table: TABLE, rowKey: templateKey(id), gone });
/** A body as after-commit work names it, to drop. */
export const bodyBlob = (name: string) => ({ container: TABLE, name });

/**
 * A publish's outbox row written before the outbox's work was generic holds its parts instead of `work`: `event` (one
 * domain event, JSON) and `dropBlobs` (body names, JSON). Rows of either shape may be keyed `o|<template>|<version>`,
 * which the outbox rows' range covers.
 */
const earlierPublish = (row: Record<string, unknown>): Work => ({
  events: typeof row.event === 'string' && row.event ? [JSON.parse(row.event) as Work['events'][number]] : [],
  entries: [],
  dropBlobs: (typeof row.dropBlobs === 'string' && row.dropBlobs ? (JSON.parse(row.dropBlobs) as string[]) : []).map(bodyBlob),
});

/** Partial updates; an empty string clears a field. */
export type TemplatePatch = Partial<{ [K in keyof TemplateRow]: TemplateRow[K] | '' }>;

/**
 * Templates, their versions, role assignments and the delivery switch share one partition per tenant, so that a
 * publish (new version row + template row, guarded by the template row's ETag) is one atomic transaction.
 * Bodies are immutable blobs under `templates/<tenant>/<template>/`; a row pointing at a blob is the commit point.
 */
/** Bodies an instance keeps: a body's blob is written once under a fresh name and never changed. */
const BODIES_KEPT = 2000;

export class TemplateStore {
  private readonly table;
  private readonly blobs;
  /** Bodies by blob name (which starts with the tenant id), and the reads in flight (one per name). */
  private readonly bodies = new Map<string, TemplateBody | Promise<TemplateBody>>();
  /** After-commit work of publishes, in the tenant's partition (one transaction with the version). */
  readonly outbox: OutboxRows;
  constructor(storage: Storage) {
    this.table = storage.table(TABLE);
    this.blobs = storage.container(TABLE);
    this.outbox = new OutboxRows(this.table, earlierPublish);
  }

  async get(tenantId: string, id: string): Promise<Stored<TemplateRow> | null> {
    return mapRow(await getOrNull<TemplateRow>(this.table, tenantId, templateKey(id)), (r) => ({ ...r, id, etag: r.etag }));
  }

  async list(tenantId: string): Promise<Stored<TemplateRow>[]> {
    const out: Stored<TemplateRow>[] = [];
    for await (const r of partition<TemplateRow>(this.table, tenantId, "RowKey ge 't|' and RowKey lt 't}'")) {
      out.push({ ...r, id: (r.rowKey as string).slice(2), etag: r.etag });
    }
    return out;
  }

  /**
   * The delivery switch, the role assignments and every template row, from one query of the partition (what the
   * signature path reads of templates, once a rendering generation).
   */
  async deliveryView(tenantId: string): Promise<{ paused: boolean; roles: Roles; templates: Map<string, Stored<TemplateRow>> }> {
    const view = { paused: false, roles: { new: null, reply: null } as Roles, templates: new Map<string, Stored<TemplateRow>>() };
    const filter = odata`RowKey eq ${DELIVERY} or RowKey eq ${ROLES} or (RowKey ge 't|' and RowKey lt 't}')`;
    for await (const r of partition<Record<string, unknown>>(this.table, tenantId, filter)) {
      const key = r.rowKey as string;
      if (key === DELIVERY) view.paused = r.paused === true;
      else if (key === ROLES) view.roles = { new: (r.new as string) || null, reply: (r.reply as string) || null };
      else view.templates.set(key.slice(2), { ...(r as unknown as TemplateRow), id: key.slice(2), etag: r.etag as string });
    }
    return view;
  }

  /** Ids of the live templates never published (version 0): usually none, so the query answers nothing. */
  async unpublished(tenantId: string): Promise<Set<string>> {
    const out = new Set<string>();
    for await (const r of partition<TemplateRow>(this.table, tenantId, "RowKey ge 't|' and RowKey lt 't}' and version eq 0"))
      out.add((r.rowKey as string).slice(2));
    return out;
  }

  /** Creates the template row (an unpublished working copy: no version yet). */
  async create(tenantId: string, id: string, row: TemplateRow, stamp: Stamp): Promise<void> {
    await this.table.createEntity({ partitionKey: tenantId, rowKey: templateKey(id), ...row, ...stamp });
  }

  /**
   * Adds a version and moves the template to it, only if the template row is still at `etag`; the work the publish
   * leaves to do is an outbox row of the same transaction, so it is never lost (see `outbox`).
   */
  async publish(tenantId: string, id: string, etag: string, version: VersionRow, patch: TemplatePatch, work: Work): Promise<void> {
    const actions: TableTransaction['actions'] = [
      ['create', { partitionKey: tenantId, rowKey: versionKey(id, version.version), ...version }],
      [
        'update',
        { partitionKey: tenantId, rowKey: templateKey(id), ...patch, version: version.version, blob: version.blob },
        'Merge',
        { etag },
      ],
      this.outbox.row(tenantId, work),
    ];
    await this.table.submitTransaction(actions);
  }

  async update(tenantId: string, id: string, patch: TemplatePatch, etag: string, stamp?: Stamp): Promise<void> {
    await this.table.updateEntity({ partitionKey: tenantId, rowKey: templateKey(id), ...patch, ...stamp }, 'Merge', { etag });
  }

  async versions(tenantId: string, id: string): Promise<VersionRow[]> {
    const filter = odata`PartitionKey eq ${tenantId} and RowKey ge ${`v|${id}|`} and RowKey lt ${`v|${id}}`}`;
    const out: VersionRow[] = [];
    for await (const r of this.table.listEntities<VersionRow>({ queryOptions: { filter } })) out.push(r);
    return out.sort((a, b) => b.version - a.version);
  }

  async version(tenantId: string, id: string, v: number): Promise<VersionRow | null> {
    return getOrNull<VersionRow>(this.table, tenantId, versionKey(id, v));
  }

  /** Removes the template, every version row and every body. */
  async purge(tenantId: string, id: string): Promise<void> {
    const versions = await this.versions(tenantId, id);
    for (let i = 0; i < versions.length; i += 99) {
      await this.table.submitTransaction(
        versions
          .slice(i, i + 99)
          .map((v) => ['delete', { partitionKey: tenantId, rowKey: versionKey(id, v.version) }] as const) as TableTransaction['actions'],
      );
    }
    // The template row going is the purge's commit point (see templateWitness).
    await deleteIfPresent(this.table, tenantId, templateKey(id));
    for await (const b of this.blobs.listBlobsFlat({ prefix: `${tenantId}/${id}/` }))
      await this.blobs.deleteBlob(b.name).catch(() => undefined);
  }

  /** Deleted templates, across organisations, whose retention ended before `cutoff`. */
  async *deletedBefore(cutoff: string): AsyncIterable<{ tenantId: string; id: string }> {
    const filter = odata`RowKey ge 't|' and RowKey lt 't}' and deletedAt ne '' and deletedAt le ${cutoff}`;
    for await (const r of this.table.listEntities<TemplateRow>({
      queryOptions: { filter, select: ['PartitionKey', 'RowKey', 'deletedAt'] },
    })) {
      if (r.deletedAt) yield { tenantId: r.partitionKey as string, id: (r.rowKey as string).slice(2) };
    }
  }

  /**
   * Writes a body under a fresh name: the default HTML alone as `.html` (as every body was before language variants),
   * a body with variants or a language map as `.json`. The name says which, so a body is never sniffed.
   */
  async writeBody(tenantId: string, id: string, body: TemplateBody): Promise<string> {
    const plain = isPlain(body);
    const name = `${tenantId}/${id}/${crypto.randomUUID()}${plain ? '.html' : '.json'}`;
    const text = plain ? body.html : JSON.stringify(body);
    await this.blobs.getBlockBlobClient(name).upload(text, Buffer.byteLength(text), {
      blobHTTPHeaders: { blobContentType: plain ? 'text/html; charset=utf-8' : 'application/json; charset=utf-8' },
    });
    return name;
  }

  /** A body by name; the empty name is an unpublished template's live body, which is empty. */
  readBody(name: string): Promise<TemplateBody> {
    if (!name) return Promise.resolve(EMPTY_BODY);
    const known = this.bodies.get(name);
    if (known !== undefined) return Promise.resolve(known);
    const reading = this.downloadBody(name).then(
      (text) => {
        const body: TemplateBody = name.endsWith('.json')
          ? StoredBody.parse(JSON.parse(text))
          : { html: text, variants: [], languageBy: NO_MAP };
        this.bodies.set(name, body);
        if (this.bodies.size > BODIES_KEPT) this.bodies.delete(this.bodies.keys().next().value as string);
        return body;
      },
      (err: unknown) => {
        this.bodies.delete(name);
        throw err;
      },
    );
    this.bodies.set(name, reading);
    return reading;
  }

  /** One round trip (`downloadToBuffer` asks for the properties first). */
  private async downloadBody(name: string): Promise<string> {
    const res = await this.blobs.getBlockBlobClient(name).download();
    const chunks: Buffer[] = [];
    for await (const c of res.readableStreamBody!) chunks.push(c as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  }

  async deleteBody(name: string): Promise<void> {
    this.bodies.delete(name);
    await this.blobs.deleteBlob(name).catch(() => undefined);
  }

  async roles(tenantId: string): Promise<{ roles: Roles; etag: string | null }> {
    const r = await getOrNull<Partial<Record<RoleName, string>>>(this.table, tenantId, ROLES);
    return { roles: { new: r?.new || null, reply: r?.reply || null }, etag: r?.etag ?? null };
  }

  async putRoles(tenantId: string, roles: Roles, etag: string | null, stamp: Stamp): Promise<void> {
    const entity = { partitionKey: tenantId, rowKey: ROLES, new: roles.new ?? '', reply: roles.reply ?? '', ...stamp };
    if (etag) await this.table.updateEntity(entity, 'Replace', { etag });
    else await this.table.createEntity(entity);
  }

  async paused(tenantId: string): Promise<boolean> {
    return (await getOrNull<{ paused: boolean }>(this.table, tenantId, DELIVERY))?.paused ?? false;
  }

  /** Sets the delivery switch; answers whether this call changed it (a concurrent identical switch changes it once). */
  async setPaused(tenantId: string, paused: boolean, stamp: Stamp): Promise<boolean> {
    const c = await updateEntity<{ paused: boolean } & Partial<Stamp>>(
      this.table,
      tenantId,
      DELIVERY,
      (cur) => ((cur?.paused ?? false) === paused ? NO_CHANGE : { paused, ...stamp }),
      {
        what: 'signature delivery',
      },
    );
    return c.changed;
  }
}
