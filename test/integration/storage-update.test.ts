import { beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import type { TableClient } from '@azure/data-tables';
import { ApiError } from '../../shared/http/errors.js';
import { getOrNull } from '../../shared/storage/entities.js';
import { Storage } from '../../shared/storage/storage.js';
import { NO_CHANGE, retryOnConflict, updateEntity } from '../../shared/storage/update.js';

let table: TableClient;
const pk = () => crypto.randomUUID();

beforeAll(async () => {
  const storage = new Storage({ connectionString: inject('storageConnectionString') });
  table = storage.table('updatetest');
  await storage.init();
});

describe('updateEntity (read, mutate, conditional write, retry)', () => {
  it('creates an absent row, then changes it, answering the committed value and its ETag', async () => {
    const p = pk();
    const created = await updateEntity<{ n: number }>(table, p, 'r', (cur) => ({ n: (cur?.n ?? 0) + 1 }));
    expect(created).toMatchObject({ value: { n: 1 }, changed: true });
    const updated = await updateEntity<{ n: number }>(table, p, 'r', (cur) => ({ n: (cur?.n ?? 0) + 1 }));
    const stored = await getOrNull<{ n: number }>(table, p, 'r');
    expect([updated.value, stored?.n, updated.etag]).toEqual([{ n: 2 }, 2, stored?.etag]);
  });

  it('loses no increment among 20 concurrent writers', async () => {
    const p = pk();
    const results = await Promise.all(
      Array.from({ length: 20 }, () => updateEntity<{ n: number }>(table, p, 'r', (cur) => ({ n: (cur?.n ?? 0) + 1 }), { attempts: 40 })),
    );
    expect((await getOrNull<{ n: number }>(table, p, 'r'))?.n).toBe(20);
    // Each writer answers its own commit: twenty different counts, twenty different ETags.
    expect(new Set(results.map((r) => r.value?.n)).size).toBe(20);
    expect(new Set(results.map((r) => r.etag)).size).toBe(20);
  });

  it('retries a write that lost a race, from a fresh read', async () => {
    const p = pk();
    await table.createEntity({ partitionKey: p, rowKey: 'r', n: 1 });
    const seen: number[] = [];
    const c = await updateEntity<{ n: number }>(table, p, 'r', async (cur) => {
      seen.push(cur!.n);
      // Another writer commits between this read and the conditional write, once.
      if (seen.length === 1) await table.updateEntity({ partitionKey: p, rowKey: 'r', n: 10 }, 'Replace');
      return { n: cur!.n + 1 };
    });
    expect(seen).toEqual([1, 10]);
    expect(c.value).toEqual({ n: 11 });
    expect((await getOrNull<{ n: number }>(table, p, 'r'))?.n).toBe(11);
  });

  it('answers 409 concurrent_update when the row keeps moving, and writes nothing of its own', async () => {
    const p = pk();
    await table.createEntity({ partitionKey: p, rowKey: 'r', n: 1 });
    let other = 100;
    const attempt = updateEntity<{ n: number }>(
      table,
      p,
      'r',
      async (cur) => {
        await table.updateEntity({ partitionKey: p, rowKey: 'r', n: ++other }, 'Replace');
        return { n: cur!.n + 1 };
      },
      { attempts: 3, what: 'the counter' },
    );
    await expect(attempt).rejects.toMatchObject({ status: 409, code: 'concurrent_update' });
    expect((await getOrNull<{ n: number }>(table, p, 'r'))?.n).toBe(103);
  });

  it('writes nothing on NO_CHANGE, and passes a refusal through untouched', async () => {
    const p = pk();
    await table.createEntity({ partitionKey: p, rowKey: 'r', n: 1 });
    const before = await getOrNull<{ n: number }>(table, p, 'r');
    const same = await updateEntity<{ n: number }>(table, p, 'r', () => NO_CHANGE);
    expect(same).toEqual({ value: { n: 1 }, etag: before?.etag, changed: false });
    const refusal = new ApiError(409, 'invalid_transition', 'no');
    await expect(updateEntity(table, p, 'r', () => Promise.reject(refusal))).rejects.toBe(refusal);
    expect((await getOrNull<{ n: number }>(table, p, 'r'))?.etag).toBe(before?.etag);
  });

  it('merges a patch over the row it read', async () => {
    const p = pk();
    await table.createEntity({ partitionKey: p, rowKey: 'r', a: 'x', b: 'y' });
    const c = await updateEntity<{ a: string; b?: string }>(table, p, 'r', () => ({ a: 'z' }), { mode: 'Merge' });
    expect(c.value).toEqual({ a: 'z', b: 'y' });
    expect(await getOrNull(table, p, 'r')).toMatchObject({ a: 'z', b: 'y' });
  });
});

describe('retryOnConflict', () => {
  it('gives up after the attempts it was given with 409 concurrent_update', async () => {
    let n = 0;
    const err = Object.assign(new Error('precondition'), { statusCode: 412 });
    await expect(
      retryOnConflict(
        async () => {
          n++;
          throw err;
        },
        { attempts: 4 },
      ),
    ).rejects.toMatchObject({ status: 409, code: 'concurrent_update' });
    expect(n).toBe(4);
  });
});
