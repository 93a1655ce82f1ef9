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
  expect(counter.reset()).toEqual({ requests: 5, entitiesRead: 0 });

  let listed = 0;
  for await (const _ of table.listEntities({ queryOptions: { filter: `PartitionKey eq '${partitionKey}'` } })) listed++;
  await table.getEntity(partitionKey, '1');
  expect(listed).toBe(5);
  expect(counter.reset()).toEqual({ requests: 2, entitiesRead: 6 });
});
