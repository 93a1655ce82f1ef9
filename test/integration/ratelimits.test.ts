import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { RateLimiter } from '../../shared/auth/ratelimit.js';
import { ApiError } from '../../shared/http/errors.js';
import { Storage } from '../../shared/storage/storage.js';
import { ok, statusAndCode } from '../helpers/api.js';
import { startTestHost, type TestHost } from '../helpers/host.js';
import { TestClock } from '../helpers/clock.js';

let one: TestHost;
let two: TestHost;
let tenant: string;
let admin: string;
const clock = new TestClock();

beforeAll(async () => {
  one = await startTestHost({ clock });
  tenant = one.tenants[0];
  await one.onboard(tenant, 'limits.admin@contoso.example');
  admin = await one.token({ tenant, user: 'limits.admin@contoso.example' });
  await ok(one.api(admin).GET('/api/admin/me'));
  // A second instance of the service on the same storage, serving the same organisation.
  two = await startTestHost({ clock, env: {} });
});
afterAll(async () => {
  await one.close();
  await two.close();
});

/** Freezes the clock at the start of a fresh minute, so a test's requests fall in one window. */
const freshWindow = () => {
  const start = Math.ceil((Date.now() + 120_000) / 60_000) * 60_000;
  clock.freeze(new Date(start + 1000));
};

const newKey = async () =>
  (await ok(one.api(admin).POST('/api/admin/api-keys', { body: { name: 'busy', access: ['templates', 'monitoring'] } }))).secret;
/** Who am I, asked of `host` with a key (and any other headers). */
const me = (host: TestHost, headers: Record<string, string>) => host.api(undefined, headers).GET('/api/admin/me');
const statusOf = async (answer: Promise<{ response: Response }>) => (await answer).response.status;

/** Sends `n` requests `concurrency` at a time (a burst, as a busy integration sends them). */
async function hammer<T>(n: number, send: (i: number) => Promise<T>, concurrency = 50): Promise<T[]> {
  const answers: T[] = [];
  for (let start = 0; start < n; start += concurrency) {
    const batch = Array.from({ length: Math.min(concurrency, n - start) }, (_, j) => send(start + j));
    answers.push(...(await Promise.all(batch)));
  }
  return answers;
}

const count = (answers: ({ status: number } | { response: Response })[], status: number) =>
  answers.filter((a) => ('response' in a ? a.response.status : a.status) === status).length;

/** A storage whose table clients count the writes they send (and the reads, in `reads`). */
function countingStorage(writes: { n: number; reads?: number }): Storage {
  const storage = new Storage({ connectionString: inject('storageConnectionString') });
  const table = storage.table.bind(storage);
  storage.table = (name: string) =>
    new Proxy(table(name), {
      get(target, prop) {
        const value: unknown = Reflect.get(target, prop);
        if (typeof value !== 'function') return value;
        return (...args: unknown[]) => {
          if (prop === 'createEntity' || prop === 'updateEntity' || prop === 'upsertEntity') writes.n++;
          if (prop === 'getEntity') writes.reads = (writes.reads ?? 0) + 1;
          return (value as (...a: unknown[]) => unknown).apply(target, args);
        };
      },
    });
  return storage;
}

/** What `hit` answered: 'ok', or the status and Retry-After of its refusal. */
const outcomeOf = (hit: Promise<void>) =>
  hit.then(
    () => ({ status: 200, retryAfter: null as string | null }),
    (err: unknown) => {
      if (!(err instanceof ApiError)) throw err;
      return { status: err.status, retryAfter: err.headers?.['retry-after'] ?? null };
    },
  );

describe('rate limits', () => {
  it('answers exactly 600 of 650 requests of one key sent 50 at a time, the rest 429 with Retry-After, and clears in the next window', async () => {
    freshWindow();
    const secret = await newKey();
    const auth = { authorization: `Bearer ${secret}` };
    const answers = await hammer(650, () => me(one, auth));
    expect(count(answers, 200)).toBe(600);
    const refused = answers.filter((a) => a.response.status !== 200);
    expect(refused).toHaveLength(50);
    for (const r of refused) {
      expect(statusAndCode(r)).toEqual([429, 'rate_limited']);
      // The clock stands one second into the window: the limit frees in 59 seconds.
      expect(r.response.headers.get('retry-after')).toBe('59');
    }
    // The per-key limit comes before the allow-list: an excluded path answers 429, not 404.
    expect(await statusOf(one.api(undefined, auth).GET('/api/admin/api-keys'))).toBe(429);
    clock.advance(30_000);
    expect((await me(one, auth)).response.headers.get('retry-after')).toBe('29');
    clock.advance(30_000);
    expect(await statusOf(me(one, auth))).toBe(200);
    clock.reset();
  });

  it('shares one limit between two instances of the service on the same storage', async () => {
    freshWindow();
    const secret = await newKey();
    const headers = { authorization: `Bearer ${secret}`, 'x-forwarded-for': one.address };
    const answers = await hammer(650, (i) => me(i % 2 ? two : one, headers));
    expect(count(answers, 200)).toBe(600);
    expect(count(answers, 429)).toBe(50);
    expect(await statusOf(me(two, headers))).toBe(429);
    expect(await statusOf(me(one, headers))).toBe(429);
    clock.reset();
  });

  it('counts requests presenting invalid keys toward the 2,000 a minute of the calling address', async () => {
    freshWindow();
    const address = `192.0.2.${Math.floor(Math.random() * 250) + 1}`;
    const headers = { authorization: `Bearer svc_${'B'.repeat(43)}`, 'x-forwarded-for': address };
    const answers = await hammer(2000, (i) => me(i % 2 ? two : one, headers));
    expect(count(answers, 401)).toBe(2000);
    const secret = await newKey();
    const valid = await me(one, { authorization: `Bearer ${secret}`, 'x-forwarded-for': address });
    expect(statusAndCode(valid)).toEqual([429, 'rate_limited']);
    expect(valid.response.headers.get('retry-after')).toBe('59');
    expect(await statusOf(me(two, headers))).toBe(429);
    // A token (no key presented) is not subject to the key limits.
    expect(await statusOf(one.api(admin, { 'x-forwarded-for': address }).GET('/api/admin/me'))).toBe(200);
    clock.reset();
  });

  it('takes effect at once on the instance that revokes a key, and within a second on the others', async () => {
    freshWindow();
    const create = await ok(one.api(admin).POST('/api/admin/api-keys', { body: { name: 'revoked soon', access: ['monitoring'] } }));
    const headers = { authorization: `Bearer ${create.secret}` };
    expect(await statusOf(me(one, headers))).toBe(200);
    expect(await statusOf(me(two, headers))).toBe(200);
    await ok(one.api(admin).DELETE('/api/admin/api-keys/{id}', { params: { path: { id: create.id } } }));
    expect((await me(one, headers)).error?.code).toBe('invalid_key');
    clock.advance(1000);
    expect((await me(two, headers)).error?.code).toBe('invalid_key');
    clock.reset();
  });
});

describe('the shared counter under a burst', () => {
  it('admits exactly the limit to a lone instance, with one shared write per block rather than per request, and no read', async () => {
    freshWindow();
    const writes = { n: 0, reads: 0 };
    const limiter = new RateLimiter(countingStorage(writes), clock);
    const bucket = `test|${crypto.randomUUID()}`;
    const outcomes = await hammer(650, () => outcomeOf(limiter.hit(bucket, 600)));
    expect(count(outcomes, 200)).toBe(600);
    expect(outcomes.filter((o) => o.status === 429 && o.retryAfter === '59')).toHaveLength(50);
    // Per request this would be 600 writes; blocks of at most 50 need a dozen or so (more only after lost races).
    expect(writes.n).toBeLessThanOrEqual(30);
    // Alone on the bucket, the instance knows the row as it last wrote it, and its first lease of the window creates
    // the row without reading it (nothing was leased yet): no read at all.
    expect(writes.reads).toBe(0);
    clock.reset();
  });

  it('never admits more than the limit between instances, and strands none of it while all keep asking', async () => {
    freshWindow();
    const writes = { n: 0 };
    const limiters = [0, 1, 2].map(() => new RateLimiter(countingStorage(writes), clock));
    const bucket = `test|${crypto.randomUUID()}`;
    const outcomes = await hammer(900, (i) => outcomeOf(limiters[i % 3].hit(bucket, 600)));
    expect(count(outcomes, 200)).toBe(600);
    expect(count(outcomes, 429)).toBe(300);
    clock.reset();
  });
});
