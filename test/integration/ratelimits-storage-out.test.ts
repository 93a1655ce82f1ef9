import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { RateLimiter } from '../../shared/auth/ratelimit.js';
import { ApiError } from '../../shared/http/errors.js';
import { DEFAULT_STORAGE_WAITS } from '../../shared/storage/bounded-waits.js';
import { Storage } from '../../shared/storage/storage.js';
import { TestClock } from '../helpers/clock.js';
import { storageFaultProxy, type StorageFaultProxy } from '../helpers/fault-proxy.js';

/**
 * The rate limiter while its shared counter in storage is out of reach (through the fault proxy): it grants blocks
 * itself, at most the limit per window on this instance, so no request is refused for want of the counter and the
 * limit still holds per instance; once storage is back (after a while) it leases from the shared counter again.
 */

let proxy: StorageFaultProxy;
let limiter: RateLimiter;
const clock = new TestClock();
const LIMIT = 120;

beforeAll(async () => {
  proxy = await storageFaultProxy(inject('storageConnectionString'));
  const waits = { ...DEFAULT_STORAGE_WAITS, tryTimeoutMs: 1_000, deadlineMs: 2_000, maxRetries: 1 };
  const storage = new Storage({ connectionString: proxy.connectionString, waits });
  limiter = new RateLimiter(storage, clock);
  await storage.init();
});
afterAll(() => proxy.close());

/** Freezes the clock one second into a minute of its own (minutes apart from the last), so a test's requests fall in one window. */
let minute = Math.ceil((Date.now() + 120_000) / 60_000);
const freshWindow = () => clock.freeze(new Date((minute += 5) * 60_000 + 1000));

/** 200 when `hit` admitted, else the refusal's status and code. */
const outcomeOf = (hit: Promise<void>) =>
  hit.then(
    () => '200',
    (err: unknown) => (err instanceof ApiError ? `${err.status} ${err.code}` : `thrown ${String(err)}`),
  );
const tally = (outcomes: string[]) => outcomes.reduce<Record<string, number>>((t, o) => ({ ...t, [o]: (t[o] ?? 0) + 1 }), {});

describe('the rate limits while storage is out', () => {
  it.for([
    { name: 'refused connections', mode: { kind: 'refuse' } as const },
    { name: 'a black hole', mode: { kind: 'blackhole' } as const },
  ])('with $name: admits the limit on this instance and refuses past it with 429, never 503', async ({ mode }) => {
    freshWindow();
    const bucket = `test|${crypto.randomUUID()}`;
    await proxy.set(mode);
    const asked = proxy.requests;
    const outcomes: string[] = [];
    for (let i = 0; i < LIMIT + 30; i++) outcomes.push(await outcomeOf(limiter.hit(bucket, LIMIT)));
    expect(tally(outcomes)).toEqual({ '200': LIMIT, '429 rate_limited': 30 });
    // Storage was asked for the first block only (its tries): the next blocks were granted without waiting on it.
    expect(proxy.requests - asked).toBeLessThanOrEqual(2);

    // Another bucket in the same half minute is granted at once, without asking storage.
    const before = proxy.requests;
    expect(await outcomeOf(limiter.hit(`test|${crypto.randomUUID()}`, LIMIT))).toBe('200');
    expect(proxy.requests).toBe(before);

    // Storage back, and the while passed: the next window leases from the shared counter again.
    await proxy.set({ kind: 'pass' });
    clock.advance(60_000);
    const leased = proxy.requests;
    expect(await outcomeOf(limiter.hit(bucket, LIMIT))).toBe('200');
    expect(proxy.requests).toBeGreaterThan(leased);
    clock.reset();
  });

  it('grants nothing itself while the shared counter answers: one at the limit is 429', async () => {
    freshWindow();
    const bucket = `test|${crypto.randomUUID()}`;
    await proxy.set({ kind: 'pass' });
    const other = new RateLimiter(new Storage({ connectionString: inject('storageConnectionString') }), clock);
    for (let i = 0; i < 5; i++) await other.hit(bucket, 5);
    expect(await outcomeOf(limiter.hit(bucket, 5))).toBe('429 rate_limited');
    clock.reset();
  });
});
