import type { TransactionAction } from '@azure/data-tables';
import type { Storage } from '../storage/storage.js';
import { getOrNull, isConflict, mapRow, odata, pageByRowKey, partition, type Page } from '../storage/entities.js';
import type { Stamp } from '../outbox/outbox.js';
import type { ColumnMapping, ImportCounts, ImportedValues, ImportLayer, LastImport } from './schemas.js';

const LAYERS = 'importlayers';
const RUNS = 'importruns';
const layerKey = (id: string) => `o:${id}`;
const LAST = 'last';
const MAPPING = 'mapping';
/** Rows one query names at most: Table Storage allows 15 comparisons in a filter, and the partition's is one. */
const KEYS_PER_QUERY = 14;
/** Undo rows live in a partition of their own per organisation, keyed by the import and the mailbox. */
const undoPartition = (tenantId: string) => `${tenantId}|undo`;

interface LayerRowData {
  address: string;
  attributes: string;
  custom: string;
  externalId?: string;
  active: boolean;
  updatedAt: string;
  updatedBy: string;
}

const toLayer = (r: LayerRowData & { rowKey?: string }): ImportLayer => ({
  id: (r.rowKey as string).slice(2),
  address: r.address,
  attributes: JSON.parse(r.attributes) as Record<string, string>,
  custom: JSON.parse(r.custom) as Record<string, string>,
  externalId: r.externalId || null,
  active: r.active,
  updatedAt: r.updatedAt,
  updatedBy: r.updatedBy,
});
const layerRow = (tenantId: string, l: ImportLayer) => ({
  partitionKey: tenantId,
  rowKey: layerKey(l.id),
  address: l.address,
  attributes: JSON.stringify(l.attributes),
  custom: JSON.stringify(l.custom),
  externalId: l.externalId ?? '',
  active: l.active,
  updatedAt: l.updatedAt,
  updatedBy: l.updatedBy,
});

/** What a mailbox's layer was before an import touched it (null: it had none). */
export interface UndoEntry {
  id: string;
  before: ImportLayer | null;
}

/** The import layer: per mailbox (by directory object id) the values CSV imports and SCIM clients set. */
export class ImportStore {
  private readonly layers;
  private readonly runs;
  constructor(storage: Storage) {
    this.layers = storage.table(LAYERS);
    this.runs = storage.table(RUNS);
  }

  /** The witness row of an import run (see Outbox.commit). */
  static runWitness = () => ({ table: RUNS, rowKey: LAST });
  static layerWitness = (id: string, gone = false) => ({ table: LAYERS, rowKey: layerKey(id), gone });

  async get(tenantId: string, id: string): Promise<(ImportLayer & { etag: string }) | null> {
    return mapRow(await getOrNull<LayerRowData>(this.layers, tenantId, layerKey(id)), (r) => ({
      ...toLayer({ ...r, rowKey: layerKey(id) }),
      etag: r.etag,
    }));
  }

  /**
   * The layers of several mailboxes: one point read for one, else queries of the organisation's partition naming up
   * to 14 rows each, run together (an import reads a chunk of rows at a time, so at most a chunk's worth at once).
   */
  async getMany(tenantId: string, ids: readonly string[]): Promise<Map<string, ImportLayer & { etag: string }>> {
    const unique = [...new Set(ids)];
    if (unique.length === 1) {
      const one = await this.get(tenantId, unique[0]);
      return new Map(one ? [[one.id, one]] : []);
    }
    const groups: string[][] = [];
    for (let i = 0; i < unique.length; i += KEYS_PER_QUERY) groups.push(unique.slice(i, i + KEYS_PER_QUERY));
    const found = await Promise.all(groups.map((group) => this.named(tenantId, group)));
    return new Map(found.flat().map((l) => [l.id, l]));
  }

  private async named(tenantId: string, ids: readonly string[]): Promise<(ImportLayer & { etag: string })[]> {
    const keys = ids.map((id) => odata`RowKey eq ${layerKey(id)}`).join(' or ');
    const out: (ImportLayer & { etag: string })[] = [];
    for await (const r of partition<LayerRowData>(this.layers, tenantId, keys)) out.push({ ...toLayer(r), etag: r.etag });
    return out;
  }

  /**
   * Every layer of the organisation when it has at most `most` (a first import's empty partition, a small
   * organisation): one query instead of one per chunk. Null when it has more.
   */
  async allIfFew(tenantId: string, most: number): Promise<Map<string, ImportLayer & { etag: string }> | null> {
    const out = new Map<string, ImportLayer & { etag: string }>();
    for await (const r of partition<LayerRowData>(this.layers, tenantId)) {
      if (out.size === most) return null;
      const layer = toLayer(r);
      out.set(layer.id, { ...layer, etag: r.etag });
    }
    return out;
  }

  /** Whether the organisation has any import layer at all (one row read at most). */
  async any(tenantId: string): Promise<boolean> {
    const rows = this.layers.listEntities({ queryOptions: { filter: odata`PartitionKey eq ${tenantId}`, select: ['RowKey'] } });
    for await (const page of rows.byPage({ maxPageSize: 1 })) return page.length > 0;
    return false;
  }

  page(tenantId: string, limit: number, cursor?: string): Promise<Page<ImportLayer>> {
    return pageByRowKey<LayerRowData>(this.layers, odata`PartitionKey eq ${tenantId}`, limit, cursor).then((p) => ({
      cursor: p.cursor,
      items: p.items.map((r) => toLayer(r)),
    }));
  }

  async *all(tenantId: string): AsyncIterable<ImportLayer & { etag: string }> {
    for await (const r of partition<LayerRowData>(this.layers, tenantId)) yield { ...toLayer(r), etag: r.etag };
  }

  /** Writes a layer if nobody changed it since `etag` (null: only if none is stored); an empty one is deleted. */
  async put(tenantId: string, layer: ImportLayer, etag: string | null, stamp?: Stamp): Promise<void> {
    const entity = { ...layerRow(tenantId, layer), ...stamp };
    if (etag) await this.layers.updateEntity(entity, 'Replace', { etag });
    else await this.layers.createEntity(entity);
  }

  /** Writes a layer whatever is stored (an import applying, an undo restoring). */
  async write(tenantId: string, layer: ImportLayer): Promise<void> {
    await this.layers.upsertEntity(layerRow(tenantId, layer), 'Replace');
  }

  /** Writes several layers whatever is stored, a hundred to a transaction (one partition: the organisation's). */
  async writeMany(tenantId: string, layers: readonly ImportLayer[]): Promise<void> {
    for (let i = 0; i < layers.length; i += 100) {
      const batch: TransactionAction[] = layers.slice(i, i + 100).map((l) => ['upsert', layerRow(tenantId, l), 'Replace']);
      await this.layers.submitTransaction(batch);
    }
  }

  async remove(tenantId: string, id: string, etag = '*'): Promise<void> {
    try {
      await this.layers.deleteEntity(tenantId, layerKey(id), { etag });
    } catch (err) {
      if ((err as { statusCode?: number }).statusCode !== 404) throw err;
    }
  }

  async lastImport(tenantId: string): Promise<LastImport | null> {
    return mapRow(
      await getOrNull<{ id: string; at: string; by: string; counts: string; undone: boolean }>(this.runs, tenantId, LAST),
      (r) => ({
        id: r.id,
        at: r.at,
        by: r.by,
        counts: JSON.parse(r.counts) as ImportCounts,
        undone: r.undone,
      }),
    );
  }

  async putLastImport(tenantId: string, last: LastImport, stamp: Stamp): Promise<void> {
    const { counts, ...rest } = last;
    await this.runs.upsertEntity({ partitionKey: tenantId, rowKey: LAST, ...rest, counts: JSON.stringify(counts), ...stamp }, 'Replace');
  }

  async mapping(tenantId: string): Promise<ColumnMapping['columns']> {
    const row = await getOrNull<{ columns: string }>(this.runs, tenantId, MAPPING);
    return row ? (JSON.parse(row.columns) as ColumnMapping['columns']) : {};
  }

  async putMapping(tenantId: string, columns: ColumnMapping['columns']): Promise<void> {
    await this.runs.upsertEntity({ partitionKey: tenantId, rowKey: MAPPING, columns: JSON.stringify(columns) }, 'Replace');
  }

  /** Keeps what the mailboxes' layers were before import `importId` (written in transactions of 100). */
  async keepUndo(tenantId: string, importId: string, entries: readonly UndoEntry[]): Promise<void> {
    const pk = undoPartition(tenantId);
    for (let i = 0; i < entries.length; i += 100) {
      const batch: TransactionAction[] = entries
        .slice(i, i + 100)
        .map((e) => [
          'upsert',
          { partitionKey: pk, rowKey: `${importId}|${e.id}`, before: e.before ? JSON.stringify(e.before) : '' },
          'Replace',
        ]);
      try {
        await this.runs.submitTransaction(batch);
      } catch (err) {
        if (!isConflict(err)) throw err;
      }
    }
  }

  /** What import `importId` found before it, mailbox by mailbox. */
  async *undoEntries(tenantId: string, importId: string): AsyncIterable<UndoEntry> {
    const filter = odata`RowKey ge ${`${importId}|`} and RowKey lt ${`${importId}}`}`;
    for await (const r of partition<{ before: string }>(this.runs, undoPartition(tenantId), filter)) {
      const id = (r.rowKey as string).slice(importId.length + 1);
      yield { id, before: r.before ? (JSON.parse(r.before) as ImportLayer) : null };
    }
  }

  /** Forgets every undo row of the organisation (a new import replaces the last one). */
  async dropUndo(tenantId: string): Promise<void> {
    const pk = undoPartition(tenantId);
    let batch: TransactionAction[] = [];
    for await (const r of partition<object>(this.runs, pk)) {
      batch.push(['delete', { partitionKey: pk, rowKey: r.rowKey as string }]);
      if (batch.length === 100) {
        await this.runs.submitTransaction(batch);
        batch = [];
      }
    }
    if (batch.length) await this.runs.submitTransaction(batch);
  }
}

/** A layer with no values left, kept only when a provisioning client holds it (it has an external id). */
export const isEmptyLayer = (l: ImportedValues) => Object.keys(l.attributes).length === 0 && Object.keys(l.custom).length === 0;
