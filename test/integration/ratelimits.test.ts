import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
  await one.onboard(tenant);
  admin = await one.token({ tenant, user: 'limits.admin@contoso.example' });
  expect((await one.call('GET', '/api/admin/me', { token: admin })).status).toBe(200);
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

const newKey = async () => {
  const res = await one.call('POST', '/api/admin/api-keys', { token: admin, body: { name: 'busy', access: ['templates', 'monitoring'] } });
  return res.json.secret as string;
};

async function hammer(n: number, send: (i: number) => Promise<{ status: number }>) {
  const statuses: number[] = [];
  for (let i = 0; i < n; i++) statuses.push((await send(i)).status);
  return statuses;
}

describe('rate limits', () => {
  it('answers the 601st request of a key inside a minute 429 with Retry-After, and clears in the next window', async () => {
    freshWindow();
    const secret = await newKey();
    const auth = { authorization: `Bearer ${secret}` };
    const statuses = await hammer(600, () => one.call('GET', '/api/admin/me', { headers: auth }));
    expect(statuses.every((s) => s === 200)).toBe(true);
    const over = await one.call('GET', '/api/admin/me', { headers: auth });
    expect([over.status, over.json.code]).toEqual([429, 'rate_limited']);
    expect(Number(over.headers.get('retry-after'))).toBe(59);
    // The per-key limit comes before the allow-list: an excluded path answers 429, not 404.
    expect((await one.call('GET', '/api/admin/api-keys', { headers: auth })).status).toBe(429);
    clock.advance(60_000);
    expect((await one.call('GET', '/api/admin/me', { headers: auth })).status).toBe(200);
    clock.reset();
  });

  it('shares one limit between two instances of the service on the same storage', async () => {
    freshWindow();
    const secret = await newKey();
    const headers = { authorization: `Bearer ${secret}`, 'x-forwarded-for': one.address };
    const statuses = await hammer(600, (i) => (i % 2 ? two : one).call('GET', '/api/admin/me', { headers }));
    expect(statuses.filter((s) => s === 200)).toHaveLength(600);
    expect((await two.call('GET', '/api/admin/me', { headers })).status).toBe(429);
    expect((await one.call('GET', '/api/admin/me', { headers })).status).toBe(429);
    clock.reset();
  });

  it('counts requests presenting invalid keys toward the 2,000 a minute of the calling address', async () => {
    freshWindow();
    const address = `192.0.2.${Math.floor(Math.random() * 250) + 1}`;
    const headers = { authorization: `Bearer svc_${'B'.repeat(43)}`, 'x-forwarded-for': address };
    const statuses = await hammer(2000, (i) => (i % 2 ? two : one).call('GET', '/api/admin/me', { headers }));
    expect(statuses.every((s) => s === 401)).toBe(true);
    const secret = await newKey();
    const valid = await one.call('GET', '/api/admin/me', { headers: { authorization: `Bearer ${secret}`, 'x-forwarded-for': address } });
    expect([valid.status, valid.json.code]).toEqual([429, 'rate_limited']);
    // A token (no key presented) is not subject to the key limits.
    expect((await one.call('GET', '/api/admin/me', { token: admin, headers: { 'x-forwarded-for': address } })).status).toBe(200);
    clock.reset();
  });
});
