import { createHash, randomBytes } from 'node:crypto';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { portalFiles } from '../../shared/portal/files.js';
import { ok } from '../helpers/api.js';
import { startTestHost, TEST_CLIENT_ID, type TestHost } from '../helpers/host.js';
import { wholeBody } from '../../shared/http/types.js';

// The local identity provider (/idp) and the portal's built files are no operations of the service's OpenAPI
// document: those calls are raw (forms, redirects, pages); the service's own operations go through the typed client.

let host: TestHost;
beforeAll(async () => {
  host = await startTestHost();
});
afterAll(() => host?.close());

const verifier = () => randomBytes(32).toString('base64url');
const challengeOf = (v: string) => createHash('sha256').update(v).digest('base64url');
const redirectUri = () => `${host.url}/admin`;
const authorizePath = () => `/idp/organizations/oauth2/v2.0/authorize`;
const tokenPath = () => `/idp/organizations/oauth2/v2.0/token`;

function authorizeQuery(challenge: string, extra: Record<string, string> = {}) {
  return new URLSearchParams({
    client_id: TEST_CLIENT_ID,
    redirect_uri: redirectUri(),
    response_type: 'code',
    response_mode: 'fragment',
    scope: `api://${TEST_CLIENT_ID}/portal_admin openid profile offline_access`,
    state: 'state-1',
    nonce: 'nonce-1',
    code_challenge: challenge,
    code_challenge_method: 'S256',
    ...extra,
  });
}

/** Picks a person on the sign-in page (the form's POST) and returns the code the redirect carries. */
async function signIn(challenge: string, person = `${host.tenants[0]}/a-ann`) {
  const form = authorizeQuery(challenge);
  form.set('person', person);
  const res = await host.call('POST', authorizePath(), {
    rawBody: form.toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  expect(res.status).toBe(302);
  const location = new URL(res.headers.get('location')!);
  expect(location.origin + location.pathname).toBe(redirectUri());
  const answer = new URLSearchParams(location.hash.slice(1));
  expect(answer.get('state')).toBe('state-1');
  return { code: answer.get('code')!, cookie: res.headers.get('set-cookie') ?? '' };
}

const redeem = (body: Record<string, string>) =>
  host.call('POST', tokenPath(), {
    rawBody: new URLSearchParams({ client_id: TEST_CLIENT_ID, redirect_uri: redirectUri(), ...body }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: host.url },
  });

describe('local identity provider: sign-in', () => {
  it('serves discovery for the authority MSAL uses', async () => {
    const res = await host.call('GET', '/idp/organizations/v2.0/.well-known/openid-configuration');
    expect(res.status).toBe(200);
    expect(res.json.authorization_endpoint).toBe(`${host.url}/idp/organizations/oauth2/v2.0/authorize`);
    expect(res.json.token_endpoint).toBe(`${host.url}/idp/organizations/oauth2/v2.0/token`);
  });

  it('shows a page listing the people of the directory by organisation', async () => {
    const res = await host.call('GET', `${authorizePath()}?${authorizeQuery(challengeOf(verifier()))}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(res.text).toContain('<h2 id="org-');
    expect(res.text).toContain('Fabrikam Test');
    expect(res.text).toContain('ann.lee@fabrikam.test');
    expect(res.text).not.toContain('gus@partner.example');
  });

  it('refuses a redirect URI off this host', async () => {
    const res = await host.call('GET', `${authorizePath()}?${authorizeQuery('x', { redirect_uri: 'https://evil.example/admin' })}`);
    expect(res.status).toBe(400);
    expect(res.headers.get('location')).toBeNull();
  });

  it('redeems a code with the PKCE verifier for tokens the API accepts, with CORS', async () => {
    const v = verifier();
    const { code } = await signIn(challengeOf(v));
    const res = await redeem({ grant_type: 'authorization_code', code, code_verifier: v });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe(host.url);
    const access = decodeJwt(res.json.access_token);
    expect(access).toMatchObject({
      iss: `${host.url}/idp/${host.tenants[0]}/v2.0`,
      aud: TEST_CLIENT_ID,
      scp: 'portal_admin',
      tid: host.tenants[0],
      oid: 'a-ann',
      preferred_username: 'ann.lee@fabrikam.test',
      name: 'Ann Lee',
    });
    expect(decodeJwt(res.json.id_token)).toMatchObject({ nonce: 'nonce-1', aud: TEST_CLIENT_ID, tid: host.tenants[0], oid: 'a-ann' });
    expect(JSON.parse(Buffer.from(res.json.client_info, 'base64url').toString())).toEqual({ uid: 'a-ann', utid: host.tenants[0] });

    await host.onboard(host.tenants[0]);
    const me = await host.api(res.json.access_token).GET('/api/admin/me');
    expect(me.response.status).toBe(200);
    expect(me.data?.user?.email).toBe('ann.lee@fabrikam.test');
  });

  it('refuses a verifier that does not match the challenge', async () => {
    const { code } = await signIn(challengeOf(verifier()));
    const res = await redeem({ grant_type: 'authorization_code', code, code_verifier: verifier() });
    expect(res.status).toBe(400);
    expect(res.json.error).toBe('invalid_grant');
  });

  it('refuses a code redeemed twice', async () => {
    const v = verifier();
    const { code } = await signIn(challengeOf(v));
    expect((await redeem({ grant_type: 'authorization_code', code, code_verifier: v })).status).toBe(200);
    const replay = await redeem({ grant_type: 'authorization_code', code, code_verifier: v });
    expect(replay.status).toBe(400);
    expect(replay.json.error).toBe('invalid_grant');
  });

  it('renews with the refresh token once (rotated)', async () => {
    const v = verifier();
    const { code } = await signIn(challengeOf(v));
    const first = await redeem({ grant_type: 'authorization_code', code, code_verifier: v });
    const renewed = await redeem({
      grant_type: 'refresh_token',
      refresh_token: first.json.refresh_token,
      scope: `api://${TEST_CLIENT_ID}/portal_admin openid offline_access`,
    });
    expect(renewed.status).toBe(200);
    expect(decodeJwt(renewed.json.access_token)).toMatchObject({ scp: 'portal_admin', oid: 'a-ann' });
    expect(renewed.json.refresh_token).not.toBe(first.json.refresh_token);
    const again = await redeem({ grant_type: 'refresh_token', refresh_token: first.json.refresh_token });
    expect(again.json.error).toBe('invalid_grant');
  });

  it('signs in silently (prompt=none) with the session, and says login_required without one', async () => {
    const { cookie } = await signIn(challengeOf(verifier()));
    const silent = await host.call('GET', `${authorizePath()}?${authorizeQuery(challengeOf(verifier()), { prompt: 'none' })}`, {
      headers: { cookie: cookie.split(';')[0] },
    });
    expect(new URLSearchParams(new URL(silent.headers.get('location')!).hash.slice(1)).get('code')).toBeTruthy();
    const anonymous = await host.call('GET', `${authorizePath()}?${authorizeQuery(challengeOf(verifier()), { prompt: 'none' })}`);
    expect(new URLSearchParams(new URL(anonymous.headers.get('location')!).hash.slice(1)).get('error')).toBe('login_required');
  });

  const adminConsent = (query: Record<string, string>, cookie?: string) =>
    host.call(
      'GET',
      `/idp/organizations/v2.0/adminconsent?${new URLSearchParams({
        client_id: TEST_CLIENT_ID,
        redirect_uri: `${host.url}/admin/consent/callback`,
        state: 's',
        ...query,
      })}`,
      cookie ? { headers: { cookie: cookie.split(';')[0] } } : {},
    );
  const answerOf = (res: { headers: Headers }) => new URL(res.headers.get('location')!).searchParams;

  it('consents for the organisation of the administrator signed in, whatever tenant the caller names', async () => {
    const { cookie } = await signIn(challengeOf(verifier()), `${host.tenants[1]}/b-nia`);
    const res = await adminConsent({ tenant: host.tenants[0] }, cookie);
    expect(res.status).toBe(302);
    expect(Object.fromEntries(answerOf(res))).toEqual({ admin_consent: 'True', tenant: host.tenants[1], state: 's' });
  });

  it('consents for the administrator login_hint names, and answers access_denied to a person without a consent role or a guest', async () => {
    expect(answerOf(await adminConsent({ login_hint: 'ann.lee@fabrikam.test' })).get('tenant')).toBe(host.tenants[0]);
    for (const person of [`${host.tenants[0]}/a-ben`, `${host.tenants[0]}/a-cleo`]) {
      const { cookie } = await signIn(challengeOf(verifier()), person);
      const refused = answerOf(await adminConsent({}, cookie));
      expect([person, refused.get('error'), refused.get('tenant'), refused.get('admin_consent')]).toEqual([
        person,
        'access_denied',
        null,
        null,
      ]);
    }
  });

  it('shows its sign-in page to consent when nobody is signed in and no known person is hinted', async () => {
    for (const query of [{}, { login_hint: 'nobody@nowhere.example' }] as Record<string, string>[]) {
      const res = await adminConsent(query);
      expect(res.status).toBe(200);
      expect(res.text).toContain('Ann Lee');
    }
  });

  it('signs in the known person login_hint names without its picker, with their directory roles in wids', async () => {
    const v = verifier();
    const res = await host.call('GET', `${authorizePath()}?${authorizeQuery(challengeOf(v), { login_hint: 'Nia.Ross@northwind.test' })}`);
    expect(res.status).toBe(302);
    const code = new URLSearchParams(new URL(res.headers.get('location')!).hash.slice(1)).get('code')!;
    const tokens = await redeem({ grant_type: 'authorization_code', code, code_verifier: v });
    expect(decodeJwt(tokens.json.id_token)).toMatchObject({
      tid: host.tenants[1],
      oid: 'b-nia',
      nonce: 'nonce-1',
      wids: ['62e90394-69f5-4237-9190-012177145e10'],
    });
    const unknown = await host.call(
      'GET',
      `${authorizePath()}?${authorizeQuery(challengeOf(v), { login_hint: 'nobody@nowhere.example' })}`,
    );
    expect([unknown.status, unknown.text.includes('Ann Lee')]).toEqual([200, true]);
  });

  it('signs a guest in to the organisation that invited them only at its own authority, naming their home in idp', async () => {
    const v = verifier();
    const at = (tenant: string) =>
      host.call('GET', `/idp/${tenant}/oauth2/v2.0/authorize?${authorizeQuery(challengeOf(v), { login_hint: 'gus@partner.example' })}`);
    const res = await at(host.tenants[0]);
    const code = new URLSearchParams(new URL(res.headers.get('location')!).hash.slice(1)).get('code')!;
    const tokens = await redeem({ grant_type: 'authorization_code', code, code_verifier: v });
    expect(decodeJwt(tokens.json.id_token)).toMatchObject({ tid: host.tenants[0], oid: 'a-guest', idp: 'live.com' });
    expect((await at('organizations')).status).toBe(200);
  });
});

describe('portal files', () => {
  it('serves deep links with the app shell, never cached, and keeps config.js with the service', async () => {
    const deep = await host.call('GET', '/admin/templates/deleted');
    // The run's global setup builds the portal.
    expect(deep.status).toBe(200);
    expect(deep.headers.get('content-type')).toContain('text/html');
    expect(deep.headers.get('cache-control')).toBe('no-cache');
    expect(deep.text).toContain('<script src="/admin/config.js"></script>');
    const asset = /src="(\/admin\/assets\/[^"]+\.js)"/.exec(deep.text)![1];
    const script = await host.call('GET', asset);
    expect(script.headers.get('content-type')).toContain('text/javascript');
    expect(script.headers.get('cache-control')).toContain('immutable');
    const config = await ok(host.api().GET('/admin/config.js', { parseAs: 'text' }));
    expect(config).toContain('SIGNATURE_PORTAL_CONFIG');
    const missingAsset = await host.call('GET', '/admin/assets/gone-0000.js');
    expect(missingAsset.status).toBe(404);
  });
});

describe('portal not built', () => {
  it('answers a page saying to build, not a 500', async () => {
    const res = await portalFiles('/nonexistent/portal').serve('/admin/templates');
    expect(res.status).toBe(503);
    expect(String(wholeBody(res.body))).toContain('npm run build');
  });
});
