import type { ApiRequest, ApiResponse } from '../shared/http/types.js';
import { html, json, redirect } from '../shared/http/reply.js';
import { CONSENT_ROLE_NAMES, mayGrantConsent } from '../shared/directory/roles.js';
import { GrantStore, pkceMatches, signInPage, type IdpOrganisation, type IdpPerson } from './idp-signin.js';
import { IdpTokens, type MintOptions } from './idp-tokens.js';

const SESSION_COOKIE = 'idp_session';
const OIDC_SCOPES = new Set(['openid', 'profile', 'offline_access', 'email']);

/** An OAuth error answer, as Entra's token endpoint gives it. */
const oauthError = (error: string, description: string, status = 400, headers: Record<string, string> = {}) =>
  json({ error, error_description: description }, status, { 'cache-control': 'no-store', ...headers });

const formOf = (req: ApiRequest) => new URLSearchParams(req.body?.toString('utf8') ?? '');
const cookie = (req: ApiRequest, name: string) =>
  (req.headers.cookie ?? '')
    .split(';')
    .map((c) => c.trim().split('='))
    .find(([k]) => k === name)?.[1];
const base64url = (data: unknown) => Buffer.from(JSON.stringify(data)).toString('base64url');
const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Who can grant admin consent (Entra lets nobody else consent to Microsoft Graph application permissions). */
const CONSENT_ROLES = `a ${CONSENT_ROLE_NAMES.join(' or a ')}`;
const CONSENT_NOTE = `Admin consent: pick an administrator of the organisation who may grant it (${CONSENT_ROLES}).`;

/**
 * A local identity provider with Entra's URL layout under its base (`<base>/<tid>/discovery/v2.0/keys`,
 * `<base>/<tid>/v2.0/.well-known/openid-configuration`, `<base>/<tid>/oauth2/v2.0/authorize` and `/token`,
 * `<base>/organizations/v2.0/adminconsent`) that issues tokens with the Entra v2 claim shape, verified by the same
 * code as real tokens. Its sign-in page lists the people of the directory fixture (local only).
 */
export class LocalIdp {
  private constructor(
    private readonly tokens: IdpTokens,
    readonly base: string,
    private readonly clientId: string,
    private readonly organisations: () => Promise<IdpOrganisation[]>,
  ) {}

  private readonly grants = new GrantStore();

  static async create(opts: {
    base: string;
    clientId: string;
    keyFile?: string;
    organisations?: () => Promise<IdpOrganisation[]>;
  }): Promise<LocalIdp> {
    const base = opts.base.replace(/\/$/, '');
    const tokens = await IdpTokens.load({ base, clientId: opts.clientId, keyFile: opts.keyFile });
    return new LocalIdp(tokens, base, opts.clientId, opts.organisations ?? (async () => []));
  }

  get kid() {
    return this.tokens.kid;
  }

  issuerFor(tenant: string) {
    return this.tokens.issuerFor(tenant);
  }

  jwks() {
    return this.tokens.jwks();
  }

  /** An access token as this provider issues them, for the seed, `npm run token`, tests and the bench. */
  mint(o: MintOptions): Promise<string> {
    return this.tokens.mint(o);
  }

  private async person(tenantId: string, oid: string): Promise<IdpPerson | null> {
    const org = (await this.organisations()).find((o) => o.tenantId === tenantId.toLowerCase());
    return org?.people.find((p) => p.oid === oid) ?? org?.guests?.find((g) => g.oid === oid) ?? null;
  }

  /**
   * The person a `login_hint` names, as Entra finds a known account: at an organisation's own authority its members
   * and guests, elsewhere members of any organisation. Null for an address nobody here has.
   */
  private async hinted(hint: string | null, authorityTenant: string): Promise<IdpPerson | null> {
    const address = hint?.trim().toLowerCase();
    if (!address) return null;
    const organisations = await this.organisations();
    if (GUID.test(authorityTenant)) {
      const own = organisations.find((o) => o.tenantId === authorityTenant.toLowerCase());
      const found = own?.people.find((p) => p.email === address) ?? own?.guests?.find((g) => g.email === address);
      if (found) return found;
    }
    for (const o of organisations) {
      const found = o.people.find((p) => p.email === address);
      if (found) return found;
    }
    return null;
  }

  private signedIn(req: ApiRequest): Promise<IdpPerson | null> {
    const [tenantId, oid] = decodeURIComponent(cookie(req, SESSION_COOKIE) ?? '').split('/');
    return tenantId && oid ? this.person(tenantId, oid) : Promise.resolve(null);
  }

  private session(person: IdpPerson): string {
    return `${SESSION_COOKIE}=${encodeURIComponent(`${person.tenantId}/${person.oid}`)}; Path=${new URL(this.base).pathname}; HttpOnly; SameSite=Lax`;
  }

  /** Only the portal's own origin may receive codes: the local stand-in for Entra's registered redirect URIs. */
  private allowedRedirect(uri: string | null): URL | null {
    try {
      const url = new URL(uri ?? '');
      return url.origin === new URL(this.base).origin ? url : null;
    } catch {
      return null;
    }
  }

  /** Back to the client with the answer in the query or the fragment, as `response_mode` asks. */
  private answer(to: URL, mode: string | null, values: Record<string, string>, headers: Record<string, string> = {}): ApiResponse {
    const params = new URLSearchParams(values);
    const target = new URL(to);
    if (mode === 'query') params.forEach((v, k) => target.searchParams.set(k, v));
    else target.hash = params.toString();
    const res = redirect(target.toString());
    return { ...res, headers: { ...res.headers, ...headers } };
  }

  /** The person picked on the sign-in page, or the page again asking for a pick. */
  private async picked(params: URLSearchParams): Promise<IdpPerson | ApiResponse> {
    const [tenantId, oid] = (params.get('person') ?? '').split('/');
    const person = tenantId && oid ? await this.person(tenantId, oid) : null;
    if (person) return person;
    const rest = new URLSearchParams([...params.entries()].filter(([k]) => k !== 'person'));
    return html(signInPage(await this.organisations(), rest, 'Pick a person of the list.'), 400);
  }

  private async authorize(req: ApiRequest, authorityTenant: string): Promise<ApiResponse> {
    const params = req.method === 'POST' ? formOf(req) : req.query;
    const to = this.allowedRedirect(params.get('redirect_uri'));
    if (!to)
      return html(
        '<!doctype html><title>Sign-in refused</title><h1>Sign-in refused</h1><p>The redirect_uri is missing or not on this host.</p>',
        400,
      );
    const mode = params.get('response_mode');
    const state = params.get('state') ?? '';
    const refuse = (error: string, description: string) => this.answer(to, mode, { error, error_description: description, state });
    if (params.get('response_type') !== 'code') return refuse('unsupported_response_type', 'Only response_type=code is supported');
    if (params.get('client_id') !== this.clientId) return refuse('unauthorized_client', 'Unknown client_id');
    const challenge = params.get('code_challenge');
    if (!challenge || params.get('code_challenge_method') !== 'S256')
      return refuse('invalid_request', 'PKCE with code_challenge_method=S256 is required');

    let person: IdpPerson | null;
    if (req.method === 'POST') {
      const picked = await this.picked(params);
      if ('status' in picked) return picked;
      person = picked;
    } else {
      const signedIn = await this.signedIn(req);
      const hinted = await this.hinted(params.get('login_hint'), authorityTenant);
      if (hinted) {
        // A known account named by login_hint is signed in without the picker (Entra would ask for its password).
        person = hinted;
      } else if (params.get('prompt') === 'none') {
        if (!signedIn) return refuse('login_required', 'Nobody is signed in to the identity provider');
        person = signedIn;
      } else {
        return html(signInPage(await this.organisations(), params), 200, { 'cache-control': 'no-store' });
      }
    }
    const code = this.grants.issueCode({
      person,
      clientId: this.clientId,
      redirectUri: to.toString(),
      scope: params.get('scope') ?? '',
      nonce: params.get('nonce'),
      codeChallenge: challenge,
    });
    return this.answer(
      to,
      mode,
      { code, state, client_info: base64url({ uid: person.oid, utid: person.tenantId }) },
      { 'set-cookie': this.session(person) },
    );
  }

  /** CORS as Entra answers a single-page app's token request. */
  private cors(req: ApiRequest): Record<string, string> {
    return req.headers.origin ? { 'access-control-allow-origin': req.headers.origin, vary: 'Origin' } : {};
  }

  private async token(req: ApiRequest): Promise<ApiResponse> {
    const cors = this.cors(req);
    if (req.method === 'OPTIONS') {
      return {
        status: 204,
        headers: {
          ...cors,
          'access-control-allow-methods': 'POST, OPTIONS',
          'access-control-allow-headers': 'content-type',
          'access-control-max-age': '86400',
        },
      };
    }
    if (req.method !== 'POST') return oauthError('invalid_request', 'Use POST', 405, { ...cors, allow: 'POST, OPTIONS' });
    const form = formOf(req);
    if (form.get('client_id') !== this.clientId) return oauthError('unauthorized_client', 'Unknown client_id', 400, cors);
    let person: IdpPerson;
    let scope: string;
    let nonce: string | null = null;
    const grantType = form.get('grant_type');
    if (grantType === 'authorization_code') {
      const grant = this.grants.redeemCode(form.get('code') ?? '');
      if (!grant) return oauthError('invalid_grant', 'The code is unknown, expired or already used', 400, cors);
      if (grant.redirectUri !== this.allowedRedirect(form.get('redirect_uri'))?.toString()) {
        return oauthError('invalid_grant', 'redirect_uri does not match the authorization request', 400, cors);
      }
      if (!pkceMatches(form.get('code_verifier') ?? '', grant.codeChallenge)) {
        return oauthError('invalid_grant', 'The code_verifier does not match the code_challenge', 400, cors);
      }
      ({ person, scope, nonce } = grant);
    } else if (grantType === 'refresh_token') {
      const grant = this.grants.redeemRefreshToken(form.get('refresh_token') ?? '');
      if (!grant) return oauthError('invalid_grant', 'The refresh token is unknown or already used', 400, cors);
      person = grant.person;
      scope = form.get('scope') || grant.scope;
    } else {
      return oauthError('unsupported_grant_type', 'Use authorization_code or refresh_token', 400, cors);
    }
    const resourceScopes = scope.split(/\s+/).filter((s) => s && !OIDC_SCOPES.has(s));
    const accessToken = await this.mint({
      tenant: person.tenantId,
      user: person.email,
      oid: person.oid,
      name: person.name,
      idp: person.homeIdp,
      // Entra puts the scope names without the resource prefix in `scp`.
      scope: resourceScopes.map((s) => s.split('/').pop()).join(' ') || 'portal_admin',
    });
    return json(
      {
        token_type: 'Bearer',
        scope: resourceScopes.join(' '),
        expires_in: 3600,
        ext_expires_in: 3600,
        access_token: accessToken,
        refresh_token: this.grants.issueRefreshToken({ person, clientId: this.clientId, scope }),
        id_token: await this.tokens.idToken(person, nonce),
        client_info: base64url({ uid: person.oid, utid: person.tenantId }),
      },
      200,
      { 'cache-control': 'no-store', pragma: 'no-cache', ...cors },
    );
  }

  private logout(req: ApiRequest): ApiResponse {
    const back = this.allowedRedirect(req.query.get('post_logout_redirect_uri'));
    const clear = `${SESSION_COOKIE}=; Path=${new URL(this.base).pathname}; HttpOnly; SameSite=Lax; Max-Age=0`;
    if (!back) return html('<!doctype html><title>Signed out</title><h1>You are signed out</h1>', 200, { 'set-cookie': clear });
    return { status: 302, headers: { location: back.toString(), 'cache-control': 'no-store', 'set-cookie': clear } };
  }

  /**
   * Admin consent, as Entra's `/adminconsent`: an administrator must be signed in (the person `login_hint` names, the
   * one signed in here, or one picked on the sign-in page), and the consent is for that person's own organisation.
   * A person without a role that may grant tenant-wide consent, or a guest, is answered `access_denied`. The caller
   * cannot name the tenant.
   */
  private async adminConsent(req: ApiRequest): Promise<ApiResponse> {
    const params = req.method === 'POST' ? formOf(req) : req.query;
    const back = this.allowedRedirect(params.get('redirect_uri'));
    if (!back)
      return html(
        '<!doctype html><title>Consent refused</title><h1>Consent refused</h1><p>The redirect_uri is missing or not on this host.</p>',
        400,
      );
    const state = params.get('state') ?? '';
    if (params.get('client_id') !== this.clientId) {
      return this.answer(back, 'query', { error: 'unauthorized_client', error_description: 'Unknown client_id', state });
    }
    let person: IdpPerson | null;
    if (req.method === 'POST') {
      const picked = await this.picked(params);
      if ('status' in picked) return picked;
      person = picked;
    } else {
      // The signed-in account when the hint names it (an address may be a person of several organisations here).
      const session = await this.signedIn(req);
      const hint = params.get('login_hint')?.trim().toLowerCase();
      person = session && (!hint || session.email === hint) ? session : ((await this.hinted(hint ?? null, 'organizations')) ?? session);
      if (!person)
        return html(signInPage(await this.organisations(), params, undefined, CONSENT_NOTE), 200, { 'cache-control': 'no-store' });
    }
    const headers = { 'set-cookie': this.session(person) };
    if (person.homeIdp || !mayGrantConsent(person.roles)) {
      return this.answer(
        back,
        'query',
        {
          error: 'access_denied',
          error_description: `${person.name} cannot grant consent for the organisation: that needs ${CONSENT_ROLES}`,
          state,
        },
        headers,
      );
    }
    return this.answer(back, 'query', { admin_consent: 'True', tenant: person.tenantId, state }, headers);
  }

  /** Serves the identity provider's public URLs; `path` is relative to the base. Null when not one of them. */
  async handle(req: ApiRequest, path: string): Promise<ApiResponse | null> {
    const keys = /^\/[^/]+\/discovery\/v2\.0\/keys$/.exec(path);
    if (keys) return json(this.jwks(), 200, { 'cache-control': 'public, max-age=300', ...this.cors(req) });
    const meta = /^\/([^/]+)\/v2\.0\/\.well-known\/openid-configuration$/.exec(path);
    if (meta) {
      const tid = meta[1];
      return json(
        {
          issuer: this.issuerFor(tid),
          jwks_uri: `${this.base}/${tid}/discovery/v2.0/keys`,
          authorization_endpoint: `${this.base}/${tid}/oauth2/v2.0/authorize`,
          token_endpoint: `${this.base}/${tid}/oauth2/v2.0/token`,
          end_session_endpoint: `${this.base}/${tid}/oauth2/v2.0/logout`,
          id_token_signing_alg_values_supported: ['RS256'],
          response_types_supported: ['code'],
          response_modes_supported: ['query', 'fragment'],
          code_challenge_methods_supported: ['S256'],
          grant_types_supported: ['authorization_code', 'refresh_token'],
          scopes_supported: ['openid', 'profile', 'email', 'offline_access'],
          subject_types_supported: ['pairwise'],
          token_endpoint_auth_methods_supported: ['none'],
        },
        200,
        this.cors(req),
      );
    }
    const oauth = /^\/([^/]+)\/oauth2\/v2\.0\/(authorize|token|logout)$/.exec(path);
    if (oauth?.[2] === 'authorize') return this.authorize(req, oauth[1]);
    if (oauth?.[2] === 'token') return this.token(req);
    if (oauth?.[2] === 'logout') return this.logout(req);
    if (path === '/organizations/v2.0/adminconsent') return this.adminConsent(req);
    return null;
  }
}
