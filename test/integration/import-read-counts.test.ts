import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { DirectoryUser } from '../../shared/directory/types.js';
import { applyChunk } from '../../shared/imports/apply.js';
import { ImportWalk, type RowOutcome } from '../../shared/imports/run.js';
import type { ImportLayer } from '../../shared/imports/schemas.js';
import { ImportStore } from '../../shared/imports/store.js';
import { byPartition, layerPartition, undoPartition } from '../../shared/imports/layer-keys.js';
import { DEFAULT_STORAGE_WAITS } from '../../shared/storage/bounded-waits.js';
import { StorageCounter } from '../../shared/storage/request-counter.js';
import { expectEvery } from '../helpers/expect-every.js';
import { Storage } from '../../shared/storage/storage.js';

// An import's check reads the layers of the file's mailboxes many at a time, not a row at a time: the table requests
// a row costs are counted (never timed).

const ROWS = 1200;
const LAYERS_TABLE = 'importlayers';
const counter = new StorageCounter();
let storage: Storage;
let store: ImportStore;

const csv = (rows: number) => ['mail,jobTitle', ...Array.from({ length: rows }, (_, i) => `user${i}@counts.test,Title ${i}`)].join('\n');

/** One mailbox per generated address, as the bench's directory. */
const directory = {
  findMailbox: async (_tenantId: string, address: string): Promise<DirectoryUser | null> => {
    const m = /^user(\d+)@/.exec(address);
    return m ? ({ id: `u-${m[1]}`, mail: address, businessPhones: [], proxyAddresses: [], mailboxType: 'user' } as DirectoryUser) : null;
  },
};

const layer = (i: number): ImportLayer => ({
  id: `u-${i}`,
  address: `user${i}@counts.test`,
  attributes: { department: `Department ${i}` },
  custom: {},
  externalId: null,
  active: true,
  updatedAt: '2026-11-01T00:00:00.000Z',
  updatedBy: 'earlier import',
});

/** The mailbox ids of the file's rows, a chunk (500 rows) at a time. */
const CHUNK = 500;
const chunksOf = (rows: number) =>
  Array.from({ length: Math.ceil(rows / CHUNK) }, (_, c) =>
    Array.from({ length: Math.min(CHUNK, rows - c * CHUNK) }, (_, i) => `u-${c * CHUNK + i}`),
  );
/** Requests for `ids` naming at most `per` rows of one partition each. */
const perPartition = (ids: string[], per: number, partitionOf = layerPartition) =>
  [...byPartition(ids, (id) => partitionOf('t', id)).values()].reduce((n, group) => n + Math.ceil(group.length / per), 0);

/** A dry walk over the file (what an import's check does), counting the layer table's requests. */
async function check(tenantId: string, readAllUpTo?: number) {
  const outcomes: RowOutcome[] = [];
  counter.reset();
  const walk = new ImportWalk(tenantId, { store, directory, by: 'counts', at: '2026-11-29T00:00:00.000Z', readAllUpTo });
  const result = await walk.run(csv(ROWS), [], {}, async (chunk) => void outcomes.push(...chunk));
  const layerRequests = counter.reset().byTable.get(LAYERS_TABLE) ?? 0;
  return { result, outcomes, layerRequests };
}

beforeAll(async () => {
  storage = new Storage({
    connectionString: inject('storageConnectionString'),
    counter,
    waits: { ...DEFAULT_STORAGE_WAITS, tryTimeoutMs: 30_000, deadlineMs: 60_000 },
  });
  store = new ImportStore(storage);
  await storage.init();
});

describe("an import's check reads the import layer", () => {
  it('once for an organisation with no imported values yet', async () => {
    const { result, outcomes, layerRequests } = await check(`counts-${randomUUID()}`);
    expect(result.counts).toEqual({ rows: ROWS, mailboxes: ROWS, values: ROWS });
    expectEvery(outcomes, (o) => o.before === null);
    expect(layerRequests).toBe(1);
  });

  it('many mailboxes a request for an organisation with many layers, each row seeing what its mailbox had', async () => {
    const tenantId = `counts-${randomUUID()}`;
    const seeded = 40;
    for (let i = 0; i < seeded; i++) await store.write(tenantId, layer(i * 5));
    // Fewer read at once than the organisation has: each chunk of rows reads its own mailboxes' layers.
    const { outcomes, layerRequests } = await check(tenantId, 10);
    expect(outcomes).toHaveLength(ROWS);
    const before = outcomes.filter((o) => o.before !== null);
    expect(before.map((o) => o.mailbox).sort()).toEqual(Array.from({ length: seeded }, (_, i) => `user${i * 5}@counts.test`).sort());
    expectEvery(before, (o) => o.after.attributes.department === o.before!.attributes.department);
    // The first look at the layers, then for each chunk of rows a query for each 14 of its mailboxes in a partition.
    expect(layerRequests).toBe(1 + chunksOf(ROWS).reduce((n, ids) => n + perPartition(ids, 14), 0));
    expect(layerRequests / ROWS).toBeLessThan(0.25);
  });

  it("of its own organisation only: another's layers for the same mailboxes are not seen", async () => {
    const tenantId = `counts-${randomUUID()}`;
    const other = `counts-${randomUUID()}`;
    await store.write(other, layer(1));
    // A layer of its own for a mailbox not in the file: read all at once (the default) or chunk by chunk (none at once).
    await store.write(tenantId, { ...layer(1), id: 'u-elsewhere', address: 'elsewhere@counts.test' });
    for (const readAllUpTo of [undefined, 0]) {
      const { outcomes } = await check(tenantId, readAllUpTo);
      expect(outcomes.filter((o) => o.before !== null)).toEqual([]);
    }
  });

  it("and its apply writes a transaction for each partition's rows of a chunk, each mailbox getting its value", async () => {
    const tenantId = `counts-${randomUUID()}`;
    counter.reset();
    const walk = new ImportWalk(tenantId, { store, directory, by: 'counts', at: '2026-11-29T00:00:00.000Z' });
    const result = await walk.run(csv(ROWS), [], {}, (outcomes) => applyChunk(store, tenantId, 'import-1', outcomes));
    const requests = counter.reset().requests;
    expect(result.counts).toEqual({ rows: ROWS, mailboxes: ROWS, values: ROWS });
    // Per chunk of rows and partition: one transaction keeping the undo, one writing the layers; and the first look.
    expect(requests).toBe(1 + chunksOf(ROWS).reduce((n, ids) => n + perPartition(ids, 100, undoPartition) + perPartition(ids, 100), 0));
    const written = await store.getMany(
      tenantId,
      Array.from({ length: ROWS }, (_, i) => `u-${i}`),
    );
    expect(written.size).toBe(ROWS);
    expectEvery([...written.values()], (l) => l.attributes.jobTitle === `Title ${l.id.slice(2)}`);
  });
});

describe('layers kept in the first layout (one partition an organisation)', () => {
  /** A layer as the first layout wrote it: in the partition named by the tenant alone. */
  const legacyRow = (tenantId: string, l: ImportLayer) => ({
    partitionKey: tenantId,
    rowKey: `o:${l.id}`,
    address: l.address,
    attributes: JSON.stringify(l.attributes),
    custom: JSON.stringify(l.custom),
    externalId: '',
    active: l.active,
    updatedAt: l.updatedAt,
    updatedBy: l.updatedBy,
  });

  it('are found, moved to their partitions on first use, and never overwrite one written since', async () => {
    const tenantId = `legacy-${randomUUID()}`;
    const table = storage.table(LAYERS_TABLE);
    for (const i of [1, 2, 3]) await table.createEntity(legacyRow(tenantId, layer(i)));
    // Written in the current layout while an older instance had not moved the organisation's layers yet: it is newer.
    await new ImportStore(storage).write(tenantId, { ...layer(3), attributes: { department: 'Newer' } });
    const fresh = new ImportStore(storage);
    expect(await fresh.any(tenantId)).toBe(true);
    const all = await fresh.getMany(tenantId, ['u-1', 'u-2', 'u-3']);
    expect([...all.values()].map((l) => [l.id, l.attributes.department]).sort()).toEqual([
      ['u-1', 'Department 1'],
      ['u-2', 'Department 2'],
      ['u-3', 'Newer'],
    ]);
    const left: unknown[] = [];
    for await (const r of table.listEntities({ queryOptions: { filter: `PartitionKey eq '${tenantId}'` } })) left.push(r);
    expect(left).toEqual([]);
    // Another organisation's layers were not touched by the move.
    expect(await fresh.get(`legacy-${randomUUID()}`, 'u-1')).toBeNull();
  });

  it('are listed whole by an instance that reads them all first', async () => {
    const tenantId = `legacy-${randomUUID()}`;
    for (const i of [4, 5]) await storage.table(LAYERS_TABLE).createEntity(legacyRow(tenantId, layer(i)));
    const listed = await new ImportStore(storage).allIfFew(tenantId, 10);
    expect([...listed!.keys()].sort()).toEqual(['u-4', 'u-5']);
    expect((await new ImportStore(storage).get(tenantId, 'u-4'))?.attributes).toEqual({ department: 'Department 4' });
  });

  it('are not looked for by an instance told they moved (the inputs another instance kept say so): one read for a layer', async () => {
    const tenantId = `moved-${randomUUID()}`;
    await new ImportStore(storage).write(tenantId, layer(6));
    const fresh = new ImportStore(storage);
    fresh.knowMoved(tenantId);
    counter.reset();
    expect((await fresh.get(tenantId, 'u-6'))?.attributes).toEqual({ department: 'Department 6' });
    expect(counter.reset().byTable.get(LAYERS_TABLE)).toBe(1);
    // Without it, the first use looks for layers of the first layout once.
    const unaware = new ImportStore(storage);
    await unaware.get(tenantId, 'u-6');
    expect(counter.reset().byTable.get(LAYERS_TABLE)).toBe(2);
  });
});
