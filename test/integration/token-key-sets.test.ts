import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TokenVerifier } from '../../shared/auth/token.js';
import { json } from '../../shared/http/reply.js';
import { startTestHost, TEST_CLIENT_ID, type TestHost } from '../helpers/host.js';

let host: TestHost;
let tenant: string;
/** Key set requests the local identity provider answered, by tenant id. */
const keyFetches = new Map<string, number>();
/** Tenants the identity provider does not know: their key set is refused, as Entra answers (400, AADSTS90002). */
const notTenants = new Set<string>();
const fetchesOf = (tid: string) => keyFetches.get(tid) ?? 0;

beforeAll(async () => {
  host = await startTestHost();
  [tenant] = host.tenants;
  await host.onboard(tenant);
  // Counts key set requests on their way to the identity provider (the host serves it under /idp).
  const serve = host.idp.handle.bind(host.idp);
  host.idp.handle = async (req, path) => {
    const tid = /^\/([^/]+)\/discovery\/v2\.0\/keys$/.exec(path)?.[1];
    if (tid) {
      keyFetches.set(tid, fetchesOf(tid) + 1);
      if (notTenants.has(tid)) return json({ error: 'invalid_tenant', error_description: `AADSTS90002: Tenant '${tid}' not found.` }, 400);
    }
    return serve(req, path);
  };
});
afterAll(() => host.close());

/** A token naming `tid` whose signature does not verify (anyone can write one). */
async function forged(tid: string) {
  const [h, p, s] = (await host.token({ tenant: tid, user: 'mallory@nowhere.example' })).split('.');
  return [h, p, s.slice(0, 10) + (s[10] === 'A' ? 'B' : 'A') + s.slice(11)].join('.');
}

describe('tenant key sets', () => {
  it('keeps a known tenant’s key set while many unverified tenant ids come and go', async () => {
    const verifier = new TokenVerifier({ authority: host.idp.base, clientId: TEST_CLIENT_ID, maxKnown: 2, maxUnproven: 4 });
    const known = crypto.randomUUID();
    const user = 'dana@contoso.example';
    await verifier.verify(await host.token({ tenant: known, user }), 'portal_admin');
    expect(fetchesOf(known)).toBe(1);
    const randoms = Array.from({ length: 20 }, () => crypto.randomUUID());
    for (const tid of randoms) {
      await expect(verifier.verify(await forged(tid), 'portal_admin')).rejects.toMatchObject({ status: 401, code: 'unauthenticated' });
    }
    expect(randoms.map(fetchesOf)).toEqual(randoms.map(() => 1));
    // A new token of the known tenant (not one remembered as verified) is checked against the set kept.
    const again = await host.token({ tenant: known, user, name: 'Dana again' });
    expect((await verifier.verify(again, 'portal_admin')).tenantId).toBe(known);
    expect(fetchesOf(known)).toBe(1);
  });

  it('does not fetch an unknown tenant’s key set again while it is remembered as unknown', async () => {
    const unknown = crypto.randomUUID();
    notTenants.add(unknown);
    for (let i = 0; i < 3; i++) {
      const res = await host.call('GET', '/api/admin/me', { token: await forged(unknown) });
      expect(res.status).toBe(401);
      expect(res.json.code).toBe('unauthenticated');
    }
    expect(fetchesOf(unknown)).toBe(1);
    // The tenant the service serves is unaffected.
    expect((await host.call('GET', '/api/admin/me', { token: await host.token({ tenant, user: 'someone@contoso.example' }) })).status).toBe(
      200,
    );
  });
});

describe('key set fetches in flight', () => {
  let stalled: Server;
  const waiting: (() => void)[] = [];
  beforeAll(async () => {
    // An identity provider that answers nothing until released.
    stalled = createServer((_req, res) => waiting.push(() => res.writeHead(404).end()));
    await new Promise<void>((r) => stalled.listen(0, '127.0.0.1', r));
  });
  afterAll(() => stalled.close());

  it('refuses to start more fetches than the bound, answering 503 with Retry-After', async () => {
    const authority = `http://127.0.0.1:${(stalled.address() as AddressInfo).port}`;
    const verifier = new TokenVerifier({ authority, clientId: TEST_CLIENT_ID, maxFetches: 2 });
    const pending = [crypto.randomUUID(), crypto.randomUUID()].map(async (tid) => verifier.verify(await forged(tid), 'portal_admin'));
    const settled = Promise.allSettled(pending);
    while (waiting.length < 2) await new Promise((r) => setTimeout(r, 10));
    await expect(verifier.verify(await forged(crypto.randomUUID()), 'portal_admin')).rejects.toMatchObject({
      status: 503,
      code: 'identity_keys_busy',
      headers: { 'retry-after': '2' },
    });
    waiting.forEach((release) => release());
    for (const outcome of await settled) expect(outcome).toMatchObject({ status: 'rejected', reason: { status: 401 } });
  });
});
