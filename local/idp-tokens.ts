import { readFile, writeFile, mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import { SignJWT, exportJWK, generateKeyPair, importJWK, calculateJwkThumbprint, type JWK, type CryptoKey } from 'jose';
import type { IdpPerson } from './idp-signin.js';

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
  /** A guest's home identity provider, as Entra names it in `idp`. */
  idp?: string;
}

/**
 * The local identity provider's signing key (kept in `keyFile` across restarts, so `npm run token` signs what the host
 * accepts) and the tokens it signs, in Entra v2's claim shapes, with each tenant's issuer under `base`.
 */
export class IdpTokens {
  private constructor(
    private readonly privateKey: CryptoKey,
    private readonly publicJwk: JWK,
    readonly kid: string,
    private readonly base: string,
    private readonly clientId: string,
  ) {}

  /** The key in `keyFile`, or a new one (written there when a file is named). */
  static async load(opts: { base: string; clientId: string; keyFile?: string }): Promise<IdpTokens> {
    let privateJwk: JWK | undefined;
    if (opts.keyFile) {
      privateJwk = await readFile(opts.keyFile, 'utf8').then(
        (s) => JSON.parse(s) as JWK,
        () => undefined,
      );
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
    return new IdpTokens(privateKey, { ...pub, kid, alg: 'RS256', use: 'sig' }, kid, opts.base, opts.clientId);
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
      ...(o.idp ? { idp: o.idp } : {}),
    })
      .setProtectedHeader({ alg: 'RS256', kid: this.kid, typ: 'JWT' })
      .setIssuer(o.issuer ?? this.issuerFor(o.tenant))
      .setAudience(o.audience ?? this.clientId)
      .setIssuedAt(iat)
      .setNotBefore(o.notBefore ? Math.floor(o.notBefore.getTime() / 1000) : iat)
      .setExpirationTime(iat + (o.expiresInSeconds ?? 3600));
    return jwt.sign(this.privateKey);
  }

  /** An ID token MSAL accepts: Entra v2 claims, the request's nonce. */
  idToken(person: IdpPerson, nonce: string | null): Promise<string> {
    const iat = Math.floor(Date.now() / 1000);
    return new SignJWT({
      tid: person.tenantId,
      oid: person.oid,
      sub: person.oid,
      name: person.name,
      preferred_username: person.email,
      ver: '2.0',
      ...(nonce ? { nonce } : {}),
      // As Entra with the app's groupMembershipClaims including DirectoryRole: the role template ids the person holds.
      ...(person.roles.length ? { wids: person.roles } : {}),
      ...(person.homeIdp ? { idp: person.homeIdp } : {}),
    })
      .setProtectedHeader({ alg: 'RS256', kid: this.kid, typ: 'JWT' })
      .setIssuer(this.issuerFor(person.tenantId))
      .setAudience(this.clientId)
      .setIssuedAt(iat)
      .setNotBefore(iat)
      .setExpirationTime(iat + 3600)
      .sign(this.privateKey);
  }
}
