import { describe, expect, it } from 'vitest';
import { RecentReads } from '../../shared/storage/recent.js';
import { TestClock } from '../helpers/clock.js';

const setup = () => {
  const clock = new TestClock();
  clock.freeze('2026-01-01T00:00:00Z');
  const reads: string[] = [];
  const recent = new RecentReads<string>({ trustMs: 1000, clock });
  const reader = (key: string, value: string) => () => {
    reads.push(key);
    return Promise.resolve(value);
  };
  return { clock, reads, recent, reader };
};

describe('RecentReads', () => {
  it('trusts a read for its trust period, then reads again', async () => {
    const { clock, reads, recent, reader } = setup();
    expect(await recent.get('t1|a', reader('t1|a', 'v1'))).toBe('v1');
    clock.advance(999);
    expect(await recent.get('t1|a', reader('t1|a', 'v2'))).toBe('v1');
    clock.advance(1);
    expect(await recent.get('t1|a', reader('t1|a', 'v2'))).toBe('v2');
    expect(reads).toEqual(['t1|a', 't1|a']);
  });

  it('shares one read among concurrent misses of a key, not across keys', async () => {
    const { recent } = setup();
    let calls = 0;
    let release!: (v: string) => void;
    const slow = () => {
      calls++;
      return new Promise<string>((r) => (release = r));
    };
    const all = Promise.all([recent.get('t1|a', slow), recent.get('t1|a', slow), recent.get('t1|a', slow)]);
    expect(calls).toBe(1);
    const other = recent.get('t2|a', () => Promise.resolve('other tenant'));
    release('shared');
    expect(await all).toEqual(['shared', 'shared', 'shared']);
    expect(await other).toBe('other tenant');
  });

  it('keeps no failed read, and no read in flight when forgotten', async () => {
    const { recent } = setup();
    await expect(recent.get('k', () => Promise.reject(new Error('storage down')))).rejects.toThrow('storage down');
    expect(await recent.get('k', () => Promise.resolve('after'))).toBe('after');

    let release!: (v: string) => void;
    const stale = recent.get('j', () => new Promise<string>((r) => (release = r)));
    recent.forget('j');
    release('read before the change');
    expect(await stale).toBe('read before the change');
    expect(await recent.get('j', () => Promise.resolve('after the change'))).toBe('after the change');
  });

  it('counts trust from when the read was issued, so a slow read is not trusted longer', async () => {
    const { clock, recent } = setup();
    let release!: (v: string) => void;
    const first = recent.get('k', () => new Promise<string>((r) => (release = r)));
    clock.advance(800);
    release('old');
    await first;
    clock.advance(200);
    expect(await recent.get('k', () => Promise.resolve('new'))).toBe('new');
  });

  it('forgets one tenant by prefix and leaves the others', async () => {
    const { recent } = setup();
    await recent.get('t1|a', () => Promise.resolve('a'));
    await recent.get('t2|a', () => Promise.resolve('b'));
    recent.forgetPrefix('t1|');
    expect(recent.peek('t1|a')).toBeUndefined();
    expect(recent.peek('t2|a')).toBe('b');
  });

  it('refreshes ahead: past refreshAfterMs it answers the trusted value and reads once in the background', async () => {
    const clock = new TestClock();
    clock.freeze('2026-01-01T00:00:00Z');
    const recent = new RecentReads<string>({ trustMs: 1000, refreshAfterMs: 750, clock });
    let calls = 0;
    let release!: (v: string) => void;
    const slow = () => {
      calls++;
      return new Promise<string>((r) => (release = r));
    };
    expect(await recent.get('k', () => Promise.resolve('v1'))).toBe('v1');
    clock.advance(749);
    expect(await recent.get('k', slow)).toBe('v1');
    expect(calls).toBe(0);
    clock.advance(1);
    expect(await Promise.all([recent.get('k', slow), recent.get('k', slow)])).toEqual(['v1', 'v1']);
    expect(calls).toBe(1);
    // The refresh has not landed when the old trust ends: callers share it rather than answer an untrusted value.
    clock.advance(250);
    const waiting = recent.get('k', slow);
    expect(calls).toBe(1);
    release('v2');
    expect(await waiting).toBe('v2');
    // Trusted from when the refresh was issued (750 ms after the first read), not from when it landed.
    clock.advance(749);
    expect(recent.peek('k')).toBe('v2');
    clock.advance(1);
    expect(recent.peek('k')).toBeUndefined();
  });

  it('keeps nothing from a failed refresh, and no refresh issued before this instance set the key', async () => {
    const clock = new TestClock();
    clock.freeze('2026-01-01T00:00:00Z');
    const recent = new RecentReads<string>({ trustMs: 1000, refreshAfterMs: 750, clock });
    await recent.get('k', () => Promise.resolve('v1'));
    clock.advance(800);
    expect(await recent.get('k', () => Promise.reject(new Error('storage down')))).toBe('v1');
    await Promise.resolve();
    expect(recent.peek('k')).toBe('v1');

    let release!: (v: string) => void;
    expect(await recent.get('k', () => new Promise<string>((r) => (release = r)))).toBe('v1');
    recent.set('k', 'own write');
    release('read before the write');
    await Promise.resolve();
    expect(recent.peek('k')).toBe('own write');
  });
});
