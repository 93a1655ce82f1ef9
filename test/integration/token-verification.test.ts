import { SignJWT, exportSPKI, generateKeyPair, importJWK, base64url, type JWK } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestHost, TEST_CLIENT_ID, type TestHost } from '../helpers/host.js';

let host: TestHost;
let tenant: string;
let other: string;
const user = 'someone@contoso.example';

beforeAll(async () => {
  host = await startTestHost();
  [tenant, other] = host.tenants;
  await host.onboard(tenant);
  await host.onboard(other);
});
afterAll(() => host.close());

const me = (token: string) => host.call('GET', '/api/admin/me', { token });

async function expectRefused(token: string) {
  const res = await me(token);
  expect(res.status).toBe(401);
  expect(res.json.code).toBe('unauthenticated');
  expect(res.headers.get('www-authenticate')).toBe('Bearer error="invalid_token"');
}

const segments = (t: string) => t.split('.');
const now = () => Math.floor(Date.now() / 1000);

describe('token verification', () => {
  it('accepts a well-formed portal token (the control case)', async () => {
    const res = await me(await host.token({ tenant, user }));
    expect(res.status).toBe(200);
    expect(res.json.organisation.id).toBe(tenant);
  });

  it('refuses a token whose signature was tampered with', async () => {
    const [h, p, s] = segments(await host.token({ tenant, user }));
    const flipped = s.slice(0, 10) + (s[10] === 'A' ? 'B' : 'A') + s.slice(11);
    await expectRefused([h, p, flipped].join('.'));
  });

  it('refuses alg none', async () => {
    const [, p] = segments(await host.token({ tenant, user }));
    const header = base64url.encode(JSON.stringify({ alg: 'none', typ: 'JWT' }));
    await expectRefused(`${header}.${p}.`);
  });

  it('refuses HS256 signed with the published public key', async () => {
    const jwk = host.idp.jwks().keys[0] as JWK;
    const pem = await exportSPKI((await importJWK({ ...jwk, alg: 'RS256' }, 'RS256')) as CryptoKey);
    const forged = await new SignJWT({ tid: tenant, oid: crypto.randomUUID(), scp: 'portal_admin', preferred_username: user })
      .setProtectedHeader({ alg: 'HS256', kid: host.idp.kid })
      .setIssuer(host.idp.issuerFor(tenant))
      .setAudience(TEST_CLIENT_ID)
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(pem));
    await expectRefused(forged);
  });

  it('refuses a key id the tenant does not publish', async () => {
    const { privateKey } = await generateKeyPair('RS256');
    const forged = await new SignJWT({ tid: tenant, oid: crypto.randomUUID(), scp: 'portal_admin', preferred_username: user })
      .setProtectedHeader({ alg: 'RS256', kid: 'not-a-published-key' })
      .setIssuer(host.idp.issuerFor(tenant))
      .setAudience(TEST_CLIENT_ID)
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(privateKey);
    await expectRefused(forged);
  });

  it('refuses a wrong issuer', async () => {
    await expectRefused(await host.token({ tenant, user, issuer: `https://login.example.com/${tenant}/v2.0` }));
  });

  it("refuses a token carrying another tenant's issuer", async () => {
    await expectRefused(await host.token({ tenant, user, issuer: host.idp.issuerFor(other) }));
  });

  it('refuses a wrong audience', async () => {
    await expectRefused(await host.token({ tenant, user, audience: 'api://someone-else' }));
  });

  it('accepts the api:// form of the audience', async () => {
    expect((await me(await host.token({ tenant, user, audience: `api://${TEST_CLIENT_ID}` }))).status).toBe(200);
  });

  it('refuses a tenant id that is not a GUID', async () => {
    await expectRefused(await host.token({ tenant: 'contoso', user, issuer: host.idp.issuerFor('contoso') }));
  });

  it('refuses an expired token', async () => {
    await expectRefused(await host.token({ tenant, user, issuedAt: new Date((now() - 7200) * 1000), expiresInSeconds: 3600 }));
  });

  it('refuses a token that is not valid yet', async () => {
    await expectRefused(await host.token({ tenant, user, notBefore: new Date((now() + 600) * 1000) }));
  });

  it('refuses a token without the portal scope, and one with another scope', async () => {
    await expectRefused(await host.token({ tenant, user, scope: '' }));
    await expectRefused(await host.token({ tenant, user, scope: 'User.Read' }));
  });

  it('refuses an add-in token on an admin route', async () => {
    await expectRefused(await host.token({ tenant, user, scope: 'access_as_user' }));
  });

  it('refuses a missing or malformed Authorization header', async () => {
    expect((await host.call('GET', '/api/admin/me')).status).toBe(401);
    expect((await host.call('GET', '/api/admin/me', { headers: { authorization: 'Basic abc' } })).status).toBe(401);
    await expectRefused('eyJ.not.a-token');
  });
});
