import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  personBucket,
  PERSON_LIMIT_PER_MINUTE,
  tokenAddressBucket,
  TOKEN_ADDRESS_LIMIT_PER_MINUTE,
} from '../../shared/auth/person-limits.js';
import { RateLimiter } from '../../shared/auth/ratelimit.js';
import { Storage } from '../../shared/storage/storage.js';
import { TestClock } from '../helpers/clock.js';
import { startTestHost, type TestHost } from '../helpers/host.js';

const clock = new TestClock();
let host: TestHost;
let tenant: string;
/** Another instance of the service on the same storage: what it admits counts against the same limits. */
let elsewhere: RateLimiter;
const dana = { oid: crypto.randomUUID(), user: 'limits.dana@contoso.example' };
const eli = { oid: crypto.randomUUID(), user: 'limits.eli@contoso.example' };

beforeAll(async () => {
  host = await startTestHost({ clock });
  tenant = host.tenants[0];
  await host.onboard(tenant);
  elsewhere = new RateLimiter(new Storage({ connectionString: inject('storageConnectionString') }), clock);
});
afterAll(() => host.close());

/** Freezes the clock 1 s into a fresh minute, so a test's requests fall in one window. */
const freshWindow = () => clock.freeze(new Date(Math.ceil((Date.now() + 120_000) / 60_000) * 60_000 + 1000));
/** Uses up what is left of `bucket` this minute on the other instance (until it refuses). */
async function useUp(bucket: string, limit: number) {
  let admitted = 0;
  for (;;) {
    try {
      await elsewhere.hit(bucket, limit);
    } catch (err) {
      expect(err).toMatchObject({ status: 429, code: 'rate_limited' });
      return admitted;
    }
    admitted++;
  }
}
const tokenOf = (who: { oid: string; user: string }) => host.token({ tenant, ...who });
const keyNames = async () => (await host.services.apiKeys.list(tenant)).map((k) => k.name);

describe('person token limits', () => {
  it('refuses a person over the limit with 429 rate_limited and Retry-After, changing nothing; another person is served', async () => {
    const danaToken = await tokenOf(dana);
    expect((await host.call('GET', '/api/admin/me', { token: danaToken })).status).toBe(200);
    const before = await keyNames();
    freshWindow();
    expect(await useUp(personBucket({ tenantId: tenant, oid: dana.oid }), PERSON_LIMIT_PER_MINUTE)).toBe(PERSON_LIMIT_PER_MINUTE);

    const refused = await host.call('POST', '/api/admin/api-keys', {
      token: danaToken,
      body: { name: 'over the limit', access: ['monitoring'] },
    });
    expect(refused.status).toBe(429);
    expect(refused.json.code).toBe('rate_limited');
    expect(refused.headers.get('retry-after')).toBe('59');
    expect(refused.json.retryAfter).toBe(59);
    expect(await keyNames()).toEqual(before);

    expect((await host.call('GET', '/api/admin/me', { token: await tokenOf(eli) })).status).toBe(200);
  });

  it('refuses tokens an address has verified afresh beyond its limit, before verifying them; tokens verified already and other addresses are served', async () => {
    // An address of its own, so that nothing this host admitted earlier in the window is still held here.
    const address = `198.18.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    const from = { 'x-forwarded-for': address };
    // Verified before the window the test fills: had it been verified in it, this host would hold a block of the
    // window's allowance (an eighth) and admit the fresh token below from it.
    const known = await tokenOf(eli);
    expect((await host.call('GET', '/api/admin/me', { token: known, headers: from })).status).toBe(200);
    freshWindow();
    expect(await useUp(tokenAddressBucket(address), TOKEN_ADDRESS_LIMIT_PER_MINUTE)).toBe(TOKEN_ADDRESS_LIMIT_PER_MINUTE);
    // A token this instance has not verified yet (another name makes other bytes) is refused before any work on it.
    const fresh = await host.token({ tenant, ...eli, name: 'Eli, signed in again' });
    const refused = await host.call('GET', '/api/admin/me', { token: fresh, headers: from });
    expect([refused.status, refused.json.code, refused.headers.get('retry-after')]).toEqual([429, 'rate_limited', '59']);
    const forged = `${fresh.slice(0, -4)}AAAA`;
    expect((await host.call('GET', '/api/admin/me', { token: forged, headers: from })).status).toBe(429);
    // Everyone behind that address whose token was verified already goes on working: a lookup costs nothing.
    expect((await host.call('GET', '/api/admin/me', { token: known, headers: from })).status).toBe(200);
    expect((await host.call('GET', '/api/admin/me', { token: fresh })).status).toBe(200);
  });

  it('counts a token /health verifies afresh in the same limit: over it, 429 before any work on the token', async () => {
    freshWindow();
    const address = `198.19.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    expect(await useUp(tokenAddressBucket(address), TOKEN_ADDRESS_LIMIT_PER_MINUTE)).toBeGreaterThan(TOKEN_ADDRESS_LIMIT_PER_MINUTE - 60);
    const forged = `${(await host.token({ tenant, ...eli, name: 'Eli at /health' })).slice(0, -4)}AAAA`;
    const refused = await host.call('GET', '/health', { token: forged, headers: { 'x-forwarded-for': address } });
    expect([refused.status, refused.json.code]).toEqual([429, 'rate_limited']);
    expect((await host.call('GET', '/health', { headers: { 'x-forwarded-for': address } })).status).toBe(200);
  });
});
