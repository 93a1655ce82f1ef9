import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { errorResponse } from '../../shared/http/errors.js';
import type { StorageWaits } from '../../shared/storage/bounded-waits.js';
import { Storage } from '../../shared/storage/storage.js';
import { storageFaultProxy, type StorageFaultProxy } from '../helpers/fault-proxy.js';
import { wholeBody } from '../../shared/http/types.js';

/**
 * The storage clients' bounded waits, counted at the fault proxy (tries, not clocks): a throttling answer's
 * `Retry-After` is waited for, never retried sooner, and one past the deadline ends the call at once; the retries stop
 * at their count; a try that does not answer is abandoned and retried; the deadline ends a call whatever it waits for;
 * and each ends as 503 `storage_unavailable`.
 */

let proxy: StorageFaultProxy;
const quick: StorageWaits = { tryTimeoutMs: 2_000, deadlineMs: 2_000, maxRetries: 2, retryDelayMs: 10, maxRetryDelayMs: 20 };
/**
 * Clients with these waits. Faults the proxy answers itself need no table or container; `prepare` makes them (through
 * the proxy while it passes, within the waits: for the recovery test only, whose waits are not short).
 */
const storageWith = async (waits: Partial<StorageWaits>, { prepare = false } = {}) => {
  const storage = new Storage({ connectionString: proxy.connectionString, waits: { ...quick, ...waits } });
  const table = storage.table('faultwaits');
  const container = storage.container('faultwaits', { tenantData: false });
  if (prepare) await storage.init();
  return { table, blob: container.getBlockBlobClient('probe.txt') };
};
const failure = async (call: Promise<unknown>) => {
  const err = await call.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).not.toBeNull();
  return err as { code?: string; statusCode?: number; message: string };
};
const answered = (err: unknown) => {
  const res = errorResponse(err, 'test', { error: () => {} });
  return [res.status, JSON.parse(String(wholeBody(res.body))).code, res.headers?.['retry-after']];
};
/** How many requests `call` sent through the proxy. */
const counted = async <T>(side: 'tables' | 'blobs', call: () => Promise<T>) => {
  const before = proxy[side].requests;
  const result = await call();
  return { result, sent: proxy[side].requests - before };
};

beforeAll(async () => {
  proxy = await storageFaultProxy(inject('storageConnectionString'));
});
afterEach(() => proxy.set({ kind: 'pass' }));
afterAll(() => proxy.close());

describe('bounded storage waits', () => {
  it('retries a 503 with Retry-After: 0 exactly its retry count, tables and blobs alike, then answers storage_unavailable', async () => {
    const { table, blob } = await storageWith({});
    await proxy.set({ kind: 'status', status: 503, retryAfter: 0 });
    const read = await counted('tables', () => failure(table.getEntity('p', 'r')));
    expect([read.sent, read.result.statusCode]).toEqual([3, 503]);
    expect(answered(read.result)).toEqual([503, 'storage_unavailable', '5']);
    const write = await counted('blobs', () => failure(blob.upload('data', 4)));
    expect(write.sent).toBe(3);
    expect(answered(write.result)).toEqual([503, 'storage_unavailable', '5']);
  });

  it('waits for a Retry-After within the deadline before the next try, and gives up at once on one past it', async () => {
    const within = await storageWith({ maxRetries: 1, tryTimeoutMs: 3_000, deadlineMs: 5_000 });
    await proxy.set({ kind: 'status', status: 503, retryAfter: 1 });
    const waited = await counted('tables', () => failure(within.table.getEntity('p', 'r')));
    expect([waited.sent, waited.result.statusCode]).toEqual([2, 503]);

    const { table, blob } = await storageWith({ tryTimeoutMs: 300, deadlineMs: 600 });
    await proxy.set({ kind: 'status', status: 429, retryAfter: 30 });
    for (const [side, call] of [
      ['tables', () => table.getEntity('p', 'r')],
      ['blobs', () => blob.upload('data', 4)],
    ] as const) {
      const { result, sent } = await counted(side, () => failure(call()));
      expect([sent, result.code, result.statusCode]).toEqual([1, 'STORAGE_BUSY', 429]);
      expect(answered(result)).toEqual([503, 'storage_unavailable', '5']);
    }
  });

  it('ends a call at its deadline whatever it waits for', async () => {
    const { table } = await storageWith({ tryTimeoutMs: 5_000, deadlineMs: 300 });
    await proxy.set({ kind: 'blackhole' });
    const { result, sent } = await counted('tables', () => failure(table.getEntity('p', 'r')));
    expect([sent, result.code, result.message]).toEqual([1, 'ETIMEDOUT', 'storage did not answer by the deadline (300 ms)']);
    expect(answered(result)).toEqual([503, 'storage_unavailable', '5']);
  });

  it('abandons a try that does not answer and retries it, up to the retry count', async () => {
    const { table } = await storageWith({ tryTimeoutMs: 100, deadlineMs: 10_000 });
    await proxy.set({ kind: 'blackhole' });
    const { result, sent } = await counted('tables', () => failure(table.getEntity('p', 'r')));
    expect([sent, result.code, result.message]).toEqual([3, 'ETIMEDOUT', 'storage did not answer the try in time (100 ms)']);
    expect(answered(result)).toEqual([503, 'storage_unavailable', '5']);
  });

  it('reads and writes again as soon as storage passes, with the same clients', async () => {
    const { table, blob } = await storageWith({}, { prepare: true });
    await proxy.set({ kind: 'refuse' });
    await failure(table.upsertEntity({ partitionKey: 'p', rowKey: 'r', value: 'lost' }));
    await proxy.set({ kind: 'pass' });
    await table.upsertEntity({ partitionKey: 'p', rowKey: 'r', value: 'kept' });
    expect((await table.getEntity<{ value: string }>('p', 'r')).value).toBe('kept');
    await blob.upload('data', 4);
    expect((await blob.downloadToBuffer()).toString()).toBe('data');
  });
});
