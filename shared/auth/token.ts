import { hash } from 'node:crypto';
import { decodeJwt, jwtVerify, type JWTPayload, type JWTVerifyGetKey } from 'jose';
import { refuse } from '../http/errors.js';
import { KeySetsBusy, TenantKeySets, UnknownTenant, type KeySetOptions } from './key-sets.js';

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isGuid = (s: unknown): s is string => typeof s === 'string' && GUID.test(s);

export type TokenScope = 'access_as_user' | 'portal_admin';

export interface VerifiedToken {
  tenantId: string;
  oid: string;
  email: string;
  name: string;
  scopes: string[];
  /** Signed in as a guest: the token's `idp` names another organisation (or a personal account) as their home. */
  guest: boolean;
}

/**
 * Whether a verified token of `tenantId` is a guest's: Entra names a guest's home identity provider in `idp`; a
 * member's token has none, or its own organisation's.
 */
export function isGuestToken(payload: JWTPayload, tenantId: string): boolean {
  const idp = typeof payload.idp === 'string' ? payload.idp.toLowerCase() : null;
  return !!idp && idp !== `https://sts.windows.net/${tenantId.toLowerCase()}/` && idp !== payload.iss?.toLowerCase();
}

interface TokenVerifierOptions extends KeySetOptions {
  clientId: string;
}

/** Many tenants' key sets are being fetched at once: the token is neither accepted nor refused; try again shortly. */
const KEYS_BUSY = refuse('identity_keys_busy', undefined, { retryAfter: 2 });

export const unauthenticated = (message: string) => refuse('unauthenticated', message);

/**
 * Verifies identity-provider access tokens: RS256 signature against the tenant's published keys, exact issuer,
 * audience, GUID tenant, scope, expiry and not-before.
 */
export class TokenVerifier {
  private readonly keySets: TenantKeySets;
  /**
   * Tokens already verified, until they expire, keyed by a hash of the token (the token itself is not kept): the
   * add-in presents the same token on every compose and the portal on every call.
   */
  private readonly verified = new Map<string, { person: VerifiedToken; exp: number; nbf: number }>();
  private readonly audiences: string[];

  constructor(private readonly opts: TokenVerifierOptions) {
    this.audiences = [opts.clientId, `api://${opts.clientId}`];
    this.keySets = new TenantKeySets(opts);
  }

  /** The tenant's published signing keys, as tokens are verified against them (the ID token after admin consent too). */
  keySet(tid: string): JWTVerifyGetKey {
    return this.keySets.forTenant(tid.toLowerCase());
  }

  /**
   * The token's person. `beforeVerifying` runs only when the token must be verified afresh (it is not one verified
   * already): the pipeline counts those per calling address, the work a stranger can make the service do.
   */
  async verify(token: string, scope: TokenScope, beforeVerifying?: () => Promise<unknown>): Promise<VerifiedToken> {
    const now = Date.now() / 1000;
    const hash = tokenHash(token);
    const known = this.verified.get(hash);
    if (known && known.exp > now && known.nbf <= now) {
      if (!known.person.scopes.includes(scope)) throw unauthenticated(`The token lacks the ${scope} scope`);
      return known.person;
    }
    await beforeVerifying?.();
    const result = await this.verifyAfresh(token, hash);
    if (!result.scopes.includes(scope)) throw unauthenticated(`The token lacks the ${scope} scope`);
    return result;
  }

  private async verifyAfresh(token: string, hash: string): Promise<VerifiedToken> {
    let unverified: JWTPayload;
    try {
      unverified = decodeJwt(token);
    } catch {
      throw unauthenticated('The token is malformed');
    }
    const tid = unverified.tid;
    if (!isGuid(tid)) throw unauthenticated('The token has no valid tenant id');
    const tenantId = tid.toLowerCase();
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(token, this.keySets.forTenant(tenantId), {
        algorithms: ['RS256'],
        issuer: `${this.opts.authority}/${tid}/v2.0`,
        audience: this.audiences,
        requiredClaims: ['exp', 'tid'],
      }));
    } catch (err) {
      if (err instanceof UnknownTenant) throw unauthenticated('The identity provider does not know the token’s tenant');
      if (err instanceof KeySetsBusy) throw KEYS_BUSY;
      const code = (err as { code?: string }).code ?? '';
      throw unauthenticated(
        code === 'ERR_JWT_EXPIRED'
          ? 'The token has expired'
          : code === 'ERR_JWT_CLAIM_VALIDATION_FAILED'
            ? `The token was refused: ${(err as Error).message}`
            : 'The token could not be verified',
      );
    }
    this.keySets.proven(tenantId);
    const scopes = typeof payload.scp === 'string' ? payload.scp.split(' ').filter(Boolean) : [];
    const oid = payload.oid;
    const email = payload.preferred_username ?? payload.upn ?? payload.email;
    if (typeof oid !== 'string' || typeof email !== 'string' || !email) {
      throw unauthenticated('The token does not name a user');
    }
    // Frozen: one object answers every request presenting the token.
    const result: VerifiedToken = Object.freeze({
      tenantId,
      oid,
      email,
      name: typeof payload.name === 'string' ? payload.name : email,
      scopes,
      guest: isGuestToken(payload, tenantId),
    });
    Object.freeze(scopes);
    if (this.verified.size >= 10_000) this.verified.delete(this.verified.keys().next().value as string);
    this.verified.set(hash, { person: result, exp: payload.exp!, nbf: payload.nbf ?? 0 });
    return result;
  }
}

// One-shot: a Hash object a request cost more than the digest itself.
const tokenHash = (token: string) => hash('sha256', token, 'base64url');

/** Splits `Authorization: Bearer x` into its credential. Keys start `svc_`; tokens are three dot-separated parts. */
export function bearerOf(header: string | undefined): { kind: 'key' | 'token'; value: string } | null {
  if (!header) return null;
  const m = /^Bearer\s+(\S+)\s*$/i.exec(header);
  if (!m) return null;
  const value = m[1];
  return { kind: value.startsWith('svc_') ? 'key' : 'token', value };
}
