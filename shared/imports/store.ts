import type { TableClient, TransactionAction } from '@azure/data-tables';
import { deleteMatching } from '../storage/tenant-purge.js';
import type { Storage } from '../storage/storage.js';
import { getOrNull, isConflict, mapRow, odata, partition } from '../storage/entities.js';
import type { Stamp } from '../outbox/outbox.js';
import type { ColumnMapping, ImportCounts, ImportedValues, ImportLayer, LastImport } from './schemas.js';
import {
  allLayerPartitions,
  allUndoPartitions,
  byPartition,
  layerKey,
  layerPart,
  layerPartition,
  undoKey,
  undoPartition,
} from './layer-keys.js';

const LAYERS = 'importlayers';
const RUNS = 'importruns';
const LAST = 'last';
const MAPPING = 'mapping';
/** Rows one query names at most: Table Storage allows 15 comparisons in a filter, and the partition's is one. */
const KEYS_PER_QUERY = 14;
/** Rows one transaction writes at most (Table Storage's limit). */
const PER_TRANSACTION = 100;

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
  partitionKey: layerPartition(tenantId, l.id),
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
  /** Organisations whose layers this instance knows are all in the current layout (see layer-keys.ts). */
  private readonly moved = new Set<string>();
  constructor(storage: Storage) {
    this.layers = storage.table(LAYERS);
    this.runs = storage.table(RUNS);
  }

  /** The witness row of an import run (see Outbox.commit). */
  static runWitness = () => ({ table: RUNS, rowKey: LAST });
  static layerWitness = (id: string, gone = false) => ({ table: LAYERS, partition: layerPart(id), rowKey: layerKey(id), gone });

  async get(tenantId: string, id: string): Promise<(ImportLayer & { etag: string }) | null> {
    await this.ensureMoved(tenantId);
    return mapRow(await getOrNull<LayerRowData>(this.layers, layerPartition(tenantId, id), layerKey(id)), (r) => ({
      ...toLayer({ ...r, rowKey: layerKey(id) }),
      etag: r.etag,
    }));
  }

  /**
   * The layers of several mailboxes: one point read for one, else queries naming up to 14 rows of one partition each,
   * run together (an import reads a chunk of rows at a time, so at most a chunk's worth at once).
   */
  async getMany(tenantId: string, ids: readonly string[]): Promise<Map<string, ImportLayer & { etag: string }>> {
    const unique = [...new Set(ids)];
    if (unique.length === 1) {
      const one = await this.get(tenantId, unique[0]);
      return new Map(one ? [[one.id, one]] : []);
    }
    await this.ensureMoved(tenantId);
    const queries: [string, string[]][] = [];
    for (const [pk, group] of byPartition(unique, (id) => layerPartition(tenantId, id)))
      for (let i = 0; i < group.length; i += KEYS_PER_QUERY) queries.push([pk, group.slice(i, i + KEYS_PER_QUERY)]);
    const found = await Promise.all(queries.map(([pk, group]) => this.named(pk, group)));
    return new Map(found.flat().map((l) => [l.id, l]));
  }

  private async named(pk: string, ids: readonly string[]): Promise<(ImportLayer & { etag: string })[]> {
    const keys = ids.map((id) => odata`RowKey eq ${layerKey(id)}`).join(' or ');
    const out: (ImportLayer & { etag: string })[] = [];
    for await (const r of partition<LayerRowData>(this.layers, pk, keys)) out.push({ ...toLayer(r), etag: r.etag });
    return out;
  }

  /**
   * Every layer of the organisation when it has at most `most` (a first import's empty partitions, a small
   * organisation): one query instead of one per chunk. Null when it has more.
   */
  async allIfFew(tenantId: string, most: number): Promise<Map<string, ImportLayer & { etag: string }> | null> {
    const out = new Map<string, ImportLayer & { etag: string }>();
    for await (const layer of this.all(tenantId)) {
      if (out.size === most) return null;
      out.set(layer.id, layer);
    }
    return out;
  }

  /**
   * Whether the organisation has any import layer at all (one row read at most). Rows of the first layout sort first:
   * finding one, the organisation's layers are moved to the current layout before the answer.
   */
  async any(tenantId: string): Promise<boolean> {
    const rows = this.layers.listEntities({ queryOptions: { filter: allLayerPartitions(tenantId), select: ['PartitionKey'] } });
    let first: string | null = null;
    for await (const page of rows.byPage({ maxPageSize: 1 })) {
      first = (page[0]?.partitionKey as string | undefined) ?? null;
      break;
    }
    if (first === tenantId) await this.moveOut(tenantId);
    this.moved.add(tenantId);
    return first !== null;
  }

  /** Every layer of the organisation; the first row read tells whether any are left in the first layout (they sort first). */
  async *all(tenantId: string): AsyncIterable<ImportLayer & { etag: string }> {
    const rows = this.layers.listEntities<LayerRowData>({ queryOptions: { filter: allLayerPartitions(tenantId) } });
    for await (const r of rows) {
      if (!this.moved.has(tenantId) && r.partitionKey === tenantId) {
        await this.moveOut(tenantId);
        this.moved.add(tenantId);
        yield* this.all(tenantId);
        return;
      }
      this.moved.add(tenantId);
      yield { ...toLayer(r), etag: r.etag };
    }
    this.moved.add(tenantId);
  }

  /** Writes a layer if nobody changed it since `etag` (null: only if none is stored); an empty one is deleted. */
  async put(tenantId: string, layer: ImportLayer, etag: string | null, stamp?: Stamp): Promise<void> {
    await this.ensureMoved(tenantId);
    const entity = { ...layerRow(tenantId, layer), ...stamp };
    if (etag) await this.layers.updateEntity(entity, 'Replace', { etag });
    else await this.layers.createEntity(entity);
  }

  /** Writes a layer whatever is stored (an import applying, an undo restoring). */
  async write(tenantId: string, layer: ImportLayer): Promise<void> {
    await this.ensureMoved(tenantId);
    await this.layers.upsertEntity(layerRow(tenantId, layer), 'Replace');
  }

  /** Writes several layers whatever is stored, a transaction for each hundred of a partition. */
  async writeMany(tenantId: string, layers: readonly ImportLayer[]): Promise<void> {
    await this.ensureMoved(tenantId);
    await transactions(
      this.layers,
      byPartition(layers, (l) => layerPartition(tenantId, l.id)),
      (l) => ['upsert', layerRow(tenantId, l), 'Replace'],
    );
  }

  async remove(tenantId: string, id: string, etag = '*'): Promise<void> {
    await this.ensureMoved(tenantId);
    try {
      await this.layers.deleteEntity(layerPartition(tenantId, id), layerKey(id), { etag });
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

  /** Keeps what the mailboxes' layers were before import `importId` (a transaction for each hundred of a partition). */
  async keepUndo(tenantId: string, importId: string, entries: readonly UndoEntry[]): Promise<void> {
    const groups = byPartition(entries, (e) => undoPartition(tenantId, e.id));
    await transactions(
      this.runs,
      groups,
      (e) => [
        'upsert',
        { partitionKey: undoPartition(tenantId, e.id), rowKey: undoKey(importId, e.id), before: e.before ? JSON.stringify(e.before) : '' },
        'Replace',
      ],
      isConflict,
    );
  }

  /** What import `importId` found before it, mailbox by mailbox. */
  async *undoEntries(tenantId: string, importId: string): AsyncIterable<UndoEntry> {
    const filter = `${allUndoPartitions(tenantId)} and ${odata`RowKey ge ${`${importId}|`} and RowKey lt ${`${importId}}`}`}`;
    for await (const r of this.runs.listEntities<{ before: string }>({ queryOptions: { filter } })) {
      const id = (r.rowKey as string).slice(importId.length + 1);
      yield { id, before: r.before ? (JSON.parse(r.before) as ImportLayer) : null };
    }
  }

  /** Forgets every undo row of the organisation (a new import replaces the last one). */
  async dropUndo(tenantId: string): Promise<void> {
    await deleteMatching(this.runs, allUndoPartitions(tenantId));
  }

  /** Tells the store the organisation's layers are in the current layout (an answer of `any` kept elsewhere says so). */
  knowMoved(tenantId: string): void {
    this.moved.add(tenantId);
  }

  private async ensureMoved(tenantId: string): Promise<void> {
    if (!this.moved.has(tenantId)) await this.any(tenantId);
  }

  /**
   * Moves the organisation's layers out of the first layout's one partition: each is created in its partition unless
   * one is there already (written since, so newer), then deleted where it was if it did not change meanwhile. Two
   * instances moving at once do the same work twice and lose nothing.
   */
  private async moveOut(tenantId: string): Promise<void> {
    for await (const r of partition<LayerRowData>(this.layers, tenantId)) {
      const layer = toLayer(r);
      await this.layers.createEntity(layerRow(tenantId, layer)).catch((err: unknown) => {
        if (!isConflict(err)) throw err;
      });
      await this.layers.deleteEntity(tenantId, r.rowKey as string, { etag: r.etag }).catch((err: { statusCode?: number }) => {
        if (err.statusCode !== 404 && err.statusCode !== 412) throw err;
      });
    }
  }
}

/** Submits the groups' actions, a transaction for each hundred of a partition; `tolerated` errors skip a transaction. */
async function transactions<T>(
  table: TableClient,
  groups: Map<string, T[]>,
  action: (item: T) => TransactionAction,
  tolerated: (err: unknown) => boolean = () => false,
): Promise<void> {
  const batches: TransactionAction[][] = [];
  for (const items of groups.values())
    for (let i = 0; i < items.length; i += PER_TRANSACTION) batches.push(items.slice(i, i + PER_TRANSACTION).map(action));
  await Promise.all(
    batches.map((batch) =>
      table.submitTransaction(batch).catch((err: unknown) => {
        if (!tolerated(err)) throw err;
      }),
    ),
  );
}

/** A layer with no values left, kept only when a provisioning client holds it (it has an external id). */
export const isEmptyLayer = (l: ImportedValues) => Object.keys(l.attributes).length === 0 && Object.keys(l.custom).length === 0;
