import { randomUUID } from 'node:crypto';
import { expect, inject, it } from 'vitest';
import { Storage } from '../../shared/storage/storage.js';
import type { TrailEntry } from '../../shared/trail/schemas.js';
import { rowsOf, TrailStore } from '../../shared/trail/store.js';

/**
 * Lookups by time alone read a day's ten-minute partitions as one key range: what they answer is exactly the entries
 * between the two instants, newest first, across slots and days, and a limit smaller than what the range holds takes
 * the newest.
 */
const storage = new Storage({ connectionString: inject('storageConnectionString') });
const store = new TrailStore(storage);
const tenant = randomUUID();
const beside = randomUUID();

const entry = (at: string, n: number): TrailEntry => ({
  at,
  mailbox: `p${n}@slots.example`,
  source: 'addin',
  outcome: 'signed',
  explanation: `${n}.`,
});
const instants = [
  '2026-03-01T23:55:00.000Z',
  '2026-03-02T00:00:00.000Z',
  '2026-03-02T00:09:59.999Z',
  '2026-03-02T00:10:00.000Z',
  '2026-03-02T09:59:00.000Z',
  '2026-03-02T10:00:00.000Z',
  '2026-03-02T23:59:59.999Z',
  '2026-03-03T00:00:00.000Z',
];

it('answers the entries between two instants across ten-minute partitions and days, newest first', async () => {
  await storage.init();
  for (const t of [tenant, beside])
    for (const [n, at] of instants.entries())
      for (const row of rowsOf(t, entry(at, n))) if (row.partitionKey.includes('|t')) await store.writePartition([row]);
  const between = async (from: string, to: string, limit = 100) =>
    (await store.byTime(tenant, new Date(from), new Date(to), limit, 3)).map((e) => e.at);
  expect(await between('2026-03-01T00:00:00Z', '2026-03-03T23:00:00Z')).toEqual([...instants].reverse());
  expect(await between('2026-03-02T00:09:59.999Z', '2026-03-02T10:00:00Z')).toEqual([
    '2026-03-02T10:00:00.000Z',
    '2026-03-02T09:59:00.000Z',
    '2026-03-02T00:10:00.000Z',
    '2026-03-02T00:09:59.999Z',
  ]);
  expect(await between('2026-03-02T00:00:01Z', '2026-03-02T00:09:00Z')).toEqual([]);
  expect(await between('2026-03-01T00:00:00Z', '2026-03-03T23:00:00Z', 3)).toEqual(instants.slice(-3).reverse());
});
