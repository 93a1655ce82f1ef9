import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { TokenVerifier } from '../../shared/auth/token.js';

const CLIENT = '0f1e2d3c-4b5a-4978-8695-a4b3c2d1e0f9';
const TENANT = '11111111-2222-4333-8444-555555555555';
let server: Server;
let authority: string;
let sign: (claims: Record<string, unknown>, exp: number) => Promise<string>;

beforeAll(async () => {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' };
  server = createServer((_req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ keys: [jwk] })));
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  authority = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  sign = (claims, exp) =>
    new SignJWT({ tid: TENANT, oid: 'o1', preferred_username: 'eve@contoso.example', scp: 'portal_admin', ...claims })
      .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
      .setIssuer(`${authority}/${TENANT}/v2.0`)
      .setAudience(CLIENT)
      .setExpirationTime(exp)
      .sign(privateKey);
});
afterAll(() => server.close());
afterEach(() => vi.useRealTimers());

describe('verified tokens, remembered until they expire', () => {
  it('refuses a remembered token once it has expired', async () => {
    const verifier = new TokenVerifier({ authority, clientId: CLIENT });
    const exp = Math.floor(Date.now() / 1000) + 60;
    const token = await sign({}, exp);
    expect((await verifier.verify(token, 'portal_admin')).email).toBe('eve@contoso.example');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime((exp - 1) * 1000);
    expect((await verifier.verify(token, 'portal_admin')).tenantId).toBe(TENANT);
    vi.setSystemTime((exp + 1) * 1000);
    await expect(verifier.verify(token, 'portal_admin')).rejects.toMatchObject({ status: 401, code: 'unauthenticated' });
  });

  it('still checks the scope of a remembered token, and a changed token is verified afresh', async () => {
    const verifier = new TokenVerifier({ authority, clientId: CLIENT });
    const token = await sign({}, Math.floor(Date.now() / 1000) + 60);
    await verifier.verify(token, 'portal_admin');
    await expect(verifier.verify(token, 'access_as_user')).rejects.toMatchObject({ status: 401 });
    const [h, p, s] = token.split('.');
    const tampered = [h, p, s.slice(0, 10) + (s[10] === 'A' ? 'B' : 'A') + s.slice(11)].join('.');
    await expect(verifier.verify(tampered, 'portal_admin')).rejects.toMatchObject({ status: 401 });
  });

  it('keeps one tenant’s verified token apart from another tenant’s', async () => {
    const verifier = new TokenVerifier({ authority, clientId: CLIENT });
    const token = await sign({}, Math.floor(Date.now() / 1000) + 60);
    const other = await sign({ tid: '99999999-2222-4333-8444-555555555555' }, Math.floor(Date.now() / 1000) + 60);
    expect((await verifier.verify(token, 'portal_admin')).tenantId).toBe(TENANT);
    // Signed by the right key but issued for another tenant than its issuer names: refused, not served from the cache.
    await expect(verifier.verify(other, 'portal_admin')).rejects.toMatchObject({ status: 401 });
  });
});
