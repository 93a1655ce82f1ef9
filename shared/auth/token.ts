import { createHash } from 'node:crypto';
import { createRemoteJWKSet, decodeJwt, jwtVerify, type JWTPayload } from 'jose';
import { ApiError } from '../http/errors.js';

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isGuid = (s: unknown): s is string => typeof s === 'string' && GUID.test(s);

export type TokenScope = 'access_as_user' | 'portal_admin';

export interface VerifiedToken {
  tenantId: string;
  oid: string;
  email: string;
  name: string;
  scopes: string[];
}

export interface TokenVerifierOptions {
  authority: string;
  clientId: string;
  /** How many tenants' key sets stay cached. */
  maxTenants?: number;
}

export const unauthenticated = (message: string) =>
  new ApiError(401, 'unauthenticated', message, {}, { 'www-authenticate': 'Bearer error="invalid_token"' });

/**
 * Verifies identity-provider access tokens: RS256 signature against the tenant's published keys, exact issuer,
 * audience, GUID tenant, scope, expiry and not-before.
 */
export class TokenVerifier {
  private readonly keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();
  /**
   * Tokens already verified, until they expire, keyed by a hash of the token (the token itself is not kept): the
   * add-in presents the same token on every compose and the portal on every call.
   */
  private readonly verified = new Map<string, VerifiedToken & { exp: number; nbf: number }>();
  private readonly audiences: string[];

  constructor(private readonly opts: TokenVerifierOptions) {
    this.audiences = [opts.clientId, `api://${opts.clientId}`];
  }

  /** The tenant's published signing keys, cached: also verifies the ID token of the sign-in after admin consent. */
  keySet(tid: string) {
    let set = this.keySets.get(tid);
    if (!set) {
      if (this.keySets.size >= (this.opts.maxTenants ?? 5000)) {
        this.keySets.delete(this.keySets.keys().next().value as string);
      }
      set = createRemoteJWKSet(new URL(`${this.opts.authority}/${tid}/discovery/v2.0/keys`), {
        cooldownDuration: 30_000,
        cacheMaxAge: 24 * 3600_000,
        timeoutDuration: 5000,
      });
      this.keySets.set(tid, set);
    }
    return set;
  }

  async verify(token: string, scope: TokenScope): Promise<VerifiedToken> {
    const now = Date.now() / 1000;
    const hash = tokenHash(token);
    const known = this.verified.get(hash);
    if (known && known.exp > now && known.nbf <= now) {
      if (!known.scopes.includes(scope)) throw unauthenticated(`The token lacks the ${scope} scope`);
      const { exp: _e, nbf: _n, ...result } = known;
      return result;
    }
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
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(token, this.keySet(tid.toLowerCase()), {
        algorithms: ['RS256'],
        issuer: `${this.opts.authority}/${tid}/v2.0`,
        audience: this.audiences,
        requiredClaims: ['exp', 'tid'],
      }));
    } catch (err) {
      const code = (err as { code?: string }).code ?? '';
      throw unauthenticated(
        code === 'ERR_JWT_EXPIRED'
          ? 'The token has expired'
          : code === 'ERR_JWT_CLAIM_VALIDATION_FAILED'
            ? `The token was refused: ${(err as Error).message}`
            : 'The token could not be verified',
      );
    }
    const scopes = typeof payload.scp === 'string' ? payload.scp.split(' ').filter(Boolean) : [];
    const oid = payload.oid;
    const email = payload.preferred_username ?? payload.upn ?? payload.email;
    if (typeof oid !== 'string' || typeof email !== 'string' || !email) {
      throw unauthenticated('The token does not name a user');
    }
    const result: VerifiedToken = {
      tenantId: tid.toLowerCase(),
      oid,
      email,
      name: typeof payload.name === 'string' ? payload.name : email,
      scopes,
    };
    if (this.verified.size >= 10_000) this.verified.delete(this.verified.keys().next().value as string);
    this.verified.set(hash, { ...result, exp: payload.exp!, nbf: payload.nbf ?? 0 });
    return result;
  }
}

const tokenHash = (token: string) => createHash('sha256').update(token).digest('base64url');

/** Splits `Authorization: Bearer x` into its credential. Keys start `svc_`; tokens are three dot-separated parts. */
export function bearerOf(header: string | undefined): { kind: 'key' | 'token'; value: string } | null {
  if (!header) return null;
  const m = /^Bearer\s+(\S+)\s*$/i.exec(header);
  if (!m) return null;
  const value = m[1];
  return { kind: value.startsWith('svc_') ? 'key' : 'token', value };
}
