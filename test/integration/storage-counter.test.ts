import { inject, it, expect } from 'vitest';
import { StorageCounter } from '../../shared/storage/request-counter.js';
import { Storage } from '../../shared/storage/storage.js';

it('counts table requests and the entities they read', async () => {
  const counter = new StorageCounter();
  const storage = new Storage({ connectionString: inject('storageConnectionString'), counter });
  const table = storage.table('countertest');
  await storage.init();
  const partitionKey = crypto.randomUUID();
  for (let i = 0; i < 5; i++) await table.upsertEntity({ partitionKey, rowKey: String(i) });
  expect(counter.reset()).toEqual({ requests: 5, entitiesRead: 0, blobRequests: 0, byTable: new Map([['countertest', 5]]) });

  let listed = 0;
  for await (const _ of table.listEntities({ queryOptions: { filter: `PartitionKey eq '${partitionKey}'` } })) listed++;
  await table.getEntity(partitionKey, '1');
  expect(listed).toBe(5);
  expect(counter.reset()).toEqual({ requests: 2, entitiesRead: 6, blobRequests: 0, byTable: new Map([['countertest', 2]]) });
});

it('counts blob requests apart from table requests', async () => {
  const counter = new StorageCounter();
  const storage = new Storage({ connectionString: inject('storageConnectionString'), counter });
  const container = storage.container('countertest');
  await storage.init();
  counter.reset();
  const blob = container.getBlockBlobClient(`${crypto.randomUUID()}.txt`);
  await blob.upload('x', 1);
  await blob.download();
  expect(counter.reset()).toEqual({ requests: 0, entitiesRead: 0, blobRequests: 2, byTable: new Map() });
});

it('sends identical reads in flight at once as one request, each caller getting the row; other rows are read apart', async () => {
  const counter = new StorageCounter();
  const storage = new Storage({ connectionString: inject('storageConnectionString'), counter });
  const table = storage.table('sharedreads');
  await storage.init();
  const [t1, t2] = [crypto.randomUUID(), crypto.randomUUID()];
  await table.upsertEntity({ partitionKey: t1, rowKey: 'r', owner: 't1' });
  await table.upsertEntity({ partitionKey: t2, rowKey: 'r', owner: 't2' });
  counter.reset();
  const reads = await Promise.all([
    ...Array.from({ length: 8 }, () => table.getEntity<{ owner: string }>(t1, 'r')),
    table.getEntity<{ owner: string }>(t2, 'r'),
  ]);
  expect(reads.map((r) => r.owner)).toEqual([...Array(8).fill('t1'), 't2']);
  expect(new Set(reads.slice(0, 8)).size).toBe(8);
  expect(counter.reset().requests).toBe(2);
  // A read after the shared one has finished goes to storage again (nothing is kept).
  await table.updateEntity({ partitionKey: t1, rowKey: 'r', owner: 'changed' }, 'Merge');
  expect((await table.getEntity<{ owner: string }>(t1, 'r')).owner).toBe('changed');
  // A read issued while this client writes does not answer a read issued after the write: callers read their writes.
  const before = table.getEntity<{ owner: string }>(t1, 'r');
  await table.updateEntity({ partitionKey: t1, rowKey: 'r', owner: 'written' }, 'Merge');
  const after = await table.getEntity<{ owner: string }>(t1, 'r');
  await before;
  expect(after.owner).toBe('written');
  // A missing row is a 404 for every caller sharing the read.
  const missing = await Promise.allSettled([table.getEntity(t1, 'nope'), table.getEntity(t1, 'nope')]);
  expect(missing.map((m) => m.status === 'rejected' && (m.reason as { statusCode?: number }).statusCode)).toEqual([404, 404]);
});
