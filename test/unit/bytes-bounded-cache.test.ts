import { describe, expect, it } from 'vitest';
import { BytesBoundedCache, type CacheBounds } from '../../shared/signature/cache.js';

/** A cache of strings that cost their length, on a clock the test moves. */
function cacheOf(bounds: Partial<CacheBounds> = {}) {
  let now = 1_000_000;
  const cache = new BytesBoundedCache<string>(
    { maxBytes: 1000, ownerBytes: 300, ttlMs: 60_000, ...bounds },
    (_key, value) => value.length,
    () => now,
  );
  return { cache, advance: (ms: number) => void (now += ms) };
}
const bytes = (n: number, fill = 'x') => fill.repeat(n);
const kept = (cache: BytesBoundedCache<string>, owner: string, keys: string[]) => keys.filter((k) => cache.get(owner, k) !== undefined);
const keys = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => `${prefix}${i}`);

describe('the answer cache: bounded in bytes', () => {
  it('keeps the whole under its bytes, letting the least recently used of anyone go first', () => {
    const { cache } = cacheOf({ maxBytes: 1000, ownerBytes: 1000 });
    for (const k of keys('a', 10)) cache.set('A', k, bytes(100));
    expect(cache.bytes()).toBe(1000);
    expect(cache.get('A', 'a0')).toBe(bytes(100));
    cache.set('B', 'b0', bytes(250));
    expect(cache.bytes()).toBe(950);
    // a1, a2, a3 were used least recently (a0 was just read).
    expect(kept(cache, 'A', keys('a', 10))).toEqual(['a0', 'a4', 'a5', 'a6', 'a7', 'a8', 'a9']);
    expect(cache.get('B', 'b0')).toBe(bytes(250));
  });

  it('counts a value again when it is replaced, and never keeps one larger than an organisation may hold', () => {
    const { cache } = cacheOf();
    cache.set('A', 'k', bytes(100));
    cache.set('A', 'k', bytes(50));
    expect([cache.bytes(), cache.bytes('A')]).toEqual([50, 50]);
    cache.set('A', 'k', bytes(301));
    // The older value is not kept either: it no longer is the answer for that key.
    expect([cache.get('A', 'k'), cache.bytes()]).toEqual([undefined, 0]);
  });

  it('refuses bounds where one organisation could hold more than the whole', () => {
    expect(() => cacheOf({ maxBytes: 100, ownerBytes: 200 })).toThrow();
  });
});

describe('the answer cache: per organisation', () => {
  it("keeps one organisation within its quota from its own least recently used, leaving the others' answers", () => {
    const { cache } = cacheOf({ maxBytes: 1000, ownerBytes: 300 });
    for (const k of keys('b', 7)) cache.set('B', k, bytes(100));
    expect(cache.bytes('B')).toBe(300);
    for (const k of keys('c', 3)) cache.set('C', k, bytes(100));
    // Past its quota, A makes room from its own least recently used (a1; a0 was just read).
    for (const k of keys('a', 3)) cache.set('A', k, bytes(100));
    cache.get('A', 'a0');
    cache.set('A', 'a3', bytes(100));
    expect(kept(cache, 'A', keys('a', 4))).toEqual(['a0', 'a2', 'a3']);
    // A flood of A's answers, far more than the whole: A keeps its quota, B and C keep theirs.
    for (const k of keys('flood', 500)) cache.set('A', k, bytes(100));
    expect(cache.bytes('A')).toBe(300);
    expect(kept(cache, 'A', keys('flood', 500))).toEqual(['flood497', 'flood498', 'flood499']);
    expect(kept(cache, 'B', keys('b', 7))).toEqual(['b4', 'b5', 'b6']);
    expect(kept(cache, 'C', keys('c', 3))).toEqual(['c0', 'c1', 'c2']);
    expect(cache.bytes()).toBe(900);
  });

  it('lets a new organisation in when the whole is full, taking the least recently used of all', () => {
    const { cache } = cacheOf({ maxBytes: 600, ownerBytes: 300 });
    for (const k of keys('a', 3)) cache.set('A', k, bytes(100));
    for (const k of keys('b', 3)) cache.set('B', k, bytes(100));
    cache.get('A', 'a0');
    for (const k of keys('c', 2)) cache.set('C', k, bytes(100));
    expect([kept(cache, 'A', keys('a', 3)), kept(cache, 'B', keys('b', 3)), kept(cache, 'C', keys('c', 2))]).toEqual([
      ['a0'],
      ['b0', 'b1', 'b2'],
      ['c0', 'c1'],
    ]);
    expect(cache.bytes()).toBe(600);
  });
});

describe('the answer cache: expiry', () => {
  it('forgets a value after its lifetime, or the shorter one it was given, and keeps none given no time', () => {
    const { cache, advance } = cacheOf({ ttlMs: 60_000 });
    cache.set('A', 'long', 'v');
    cache.set('A', 'short', 'v', 10_000);
    cache.set('A', 'capped', 'v', 10 * 60_000);
    cache.set('A', 'none', 'v', 0);
    expect(cache.get('A', 'none')).toBeUndefined();
    advance(10_000);
    expect(kept(cache, 'A', ['long', 'short', 'capped'])).toEqual(['long', 'capped']);
    advance(50_000);
    expect(kept(cache, 'A', ['long', 'capped'])).toEqual([]);
    // Forgotten values give their bytes back.
    expect(cache.bytes()).toBe(0);
  });

  it('trusts no value stored under a clock that has since gone back', () => {
    const { cache, advance } = cacheOf({ ttlMs: 60_000 });
    cache.set('A', 'k', 'v');
    advance(-120_000);
    expect(cache.get('A', 'k')).toBeUndefined();
  });
});
