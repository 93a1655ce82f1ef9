import { readFile, writeFile, mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import { SignJWT, exportJWK, generateKeyPair, importJWK, calculateJwkThumbprint, type JWK, type CryptoKey } from 'jose';
import type { ApiResponse } from '../http/types.js';
import { json, redirect } from '../http/reply.js';

export interface MintOptions {
  tenant: string;
  user: string;
  oid?: string;
  name?: string;
  scope: string;
  audience?: string;
  /** Override the issuer (tests of forgery). */
  issuer?: string;
  expiresInSeconds?: number;
  notBefore?: Date;
  issuedAt?: Date;
}

/**
 * A local identity provider with Entra's URL layout under its base (`<base>/<tid>/discovery/v2.0/keys`,
 * `<base>/<tid>/v2.0/.well-known/openid-configuration`, `<base>/organizations/v2.0/adminconsent`) that issues
 * tokens with the Entra v2 claim shape, verified by the same code as real tokens.
 */
export class LocalIdp {
  private constructor(
    private readonly privateKey: CryptoKey,
    private readonly publicJwk: JWK,
    readonly kid: string,
    readonly base: string,
    private readonly clientId: string,
  ) {}

  static async create(opts: { base: string; clientId: string; keyFile?: string }): Promise<LocalIdp> {
    let privateJwk: JWK | undefined;
    if (opts.keyFile) {
      privateJwk = await readFile(opts.keyFile, 'utf8').then((s) => JSON.parse(s) as JWK, () => undefined);
    }
    if (!privateJwk) {
      const pair = await generateKeyPair('RS256', { extractable: true, modulusLength: 2048 });
      privateJwk = await exportJWK(pair.privateKey);
      if (opts.keyFile) {
        await mkdir(dirname(opts.keyFile), { recursive: true });
        await writeFile(opts.keyFile, JSON.stringify(privateJwk), { mode: 0o600 });
      }
    }
    const { d: _d, p: _p, q: _q, dp: _dp, dq: _dq, qi: _qi, ...pub } = privateJwk;
    const kid = await calculateJwkThumbprint(pub);
    const privateKey = (await importJWK({ ...privateJwk, alg: 'RS256' }, 'RS256')) as CryptoKey;
    return new LocalIdp(privateKey, { ...pub, kid, alg: 'RS256', use: 'sig' }, kid, opts.base.replace(/\/$/, ''), opts.clientId);
  }

  issuerFor(tenant: string) {
    return `${this.base}/${tenant}/v2.0`;
  }

  jwks() {
    return { keys: [this.publicJwk] };
  }

  /** A signed access token in the Entra v2 shape. */
  mint(o: MintOptions): Promise<string> {
    const now = o.issuedAt ?? new Date();
    const iat = Math.floor(now.getTime() / 1000);
    const jwt = new SignJWT({
      tid: o.tenant,
      oid: o.oid ?? crypto.randomUUID(),
      scp: o.scope,
      preferred_username: o.user,
      name: o.name ?? o.user,
      ver: '2.0',
      azp: this.clientId,
    })
      .setProtectedHeader({ alg: 'RS256', kid: this.kid, typ: 'JWT' })
      .setIssuer(o.issuer ?? this.issuerFor(o.tenant))
      .setAudience(o.audience ?? this.clientId)
      .setIssuedAt(iat)
      .setNotBefore(o.notBefore ? Math.floor(o.notBefore.getTime() / 1000) : iat)
      .setExpirationTime(iat + (o.expiresInSeconds ?? 3600));
    return jwt.sign(this.privateKey);
  }

  /** Serves the identity provider's public URLs; `path` is relative to the base. Null when not one of them. */
  handle(path: string, query: URLSearchParams): ApiResponse | null {
    const keys = /^\/([^/]+)\/discovery\/v2\.0\/keys$/.exec(path);
    if (keys) return json(this.jwks(), 200, { 'cache-control': 'public, max-age=300' });
    const meta = /^\/([^/]+)\/v2\.0\/\.well-known\/openid-configuration$/.exec(path);
    if (meta) {
      const tid = meta[1];
      return json({
        issuer: this.issuerFor(tid),
        jwks_uri: `${this.base}/${tid}/discovery/v2.0/keys`,
        authorization_endpoint: `${this.base}/${tid}/oauth2/v2.0/authorize`,
        token_endpoint: `${this.base}/${tid}/oauth2/v2.0/token`,
        id_token_signing_alg_values_supported: ['RS256'],
        response_types_supported: ['code'],
        subject_types_supported: ['pairwise'],
      });
    }
    if (path === '/organizations/v2.0/adminconsent') {
      // Local stand-in for Entra's consent screen: consents at once for the tenant named by `tenant` (or the demo).
      let back: URL;
      try {
        back = new URL(query.get('redirect_uri') ?? '');
      } catch {
        return json({ code: 'invalid_request', message: 'redirect_uri is required' }, 400);
      }
      back.searchParams.set('admin_consent', 'True');
      back.searchParams.set('tenant', query.get('tenant') ?? this.defaultTenant ?? '');
      back.searchParams.set('state', query.get('state') ?? '');
      return redirect(back.toString());
    }
    return null;
  }

  defaultTenant?: string;
}
