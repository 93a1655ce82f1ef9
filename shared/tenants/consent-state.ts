import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import { z } from 'zod';
import { refuse } from '../http/errors.js';
import type { SignInSecrets } from './admin-signin.js';

const AUDIENCE = 'admin-consent';
const TTL_SECONDS = 15 * 60;

/**
 * What the signed `state` of the consent flow binds: the flow's random id, the browser that started it (a hash of
 * its cookie), the partner invitation and the login hint it carries, and on the sign-in leg the consented tenant.
 */
const StateClaims = z.object({
  sid: z.string().min(16).max(64),
  bh: z.string().min(16).max(64),
  leg: z.enum(['consent', 'signin']),
  inv: z.string().max(200).optional(),
  hint: z.string().max(320).optional(),
  tid: z.string().max(36).optional(),
});
type ConsentState = z.infer<typeof StateClaims>;

/** The consent flow's cookie: HttpOnly, sent back by the identity provider's top-level redirects (SameSite=Lax). */
const CONSENT_COOKIE = 'consent_flow';
const COOKIE_PATH = '/admin/consent';

export function consentCookie(value: string, secure: boolean, maxAgeSeconds = 900): string {
  return `${CONSENT_COOKIE}=${value}; Path=${COOKIE_PATH}; HttpOnly; SameSite=Lax; Max-Age=${maxAgeSeconds}${secure ? '; Secure' : ''}`;
}
export const clearConsentCookie = (secure: boolean) => consentCookie('', secure, 0);

/** The cookie's value in a Cookie header, or null. */
export function consentCookieOf(header: string | undefined): string | null {
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === CONSENT_COOKIE) return part.slice(eq + 1).trim() || null;
  }
  return null;
}

const hash = (s: string) => createHash('sha256').update(s).digest('base64url');

/**
 * Signs and checks the consent flow's state, and derives the sign-in's PKCE verifier and nonce from the signing
 * secret and the flow's id: they are never stored and never reach the browser (only the verifier's S256 challenge and
 * the nonce inside the identity provider's request do).
 */
export class ConsentStates {
  private readonly stateKey: Uint8Array;
  private readonly deriveKey: Buffer;

  constructor(signingSecret: string) {
    this.stateKey = createHash('sha256').update(`consent-state|${signingSecret}`).digest();
    this.deriveKey = createHash('sha256').update(`consent-signin|${signingSecret}`).digest();
  }

  /** A new flow: its state and the browser cookie that must come back with it. */
  async start(claims: { inv?: string; hint?: string }, now: Date): Promise<{ state: string; cookie: string }> {
    const cookie = randomBytes(32).toString('base64url');
    const state = await this.sign({ sid: randomBytes(18).toString('base64url'), bh: hash(cookie), leg: 'consent', ...claims }, now);
    return { state, cookie };
  }

  /** The sign-in leg's state: the same flow, now bound to the tenant the identity provider answered. */
  signInState(from: ConsentState, tenantId: string, now: Date): Promise<string> {
    return this.sign({ ...from, leg: 'signin', tid: tenantId }, now);
  }

  /** Signed on the service's clock, which checks it (a test's clock moves both). */
  private sign(claims: ConsentState, now: Date): Promise<string> {
    const iat = Math.floor(now.getTime() / 1000);
    return new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setAudience(AUDIENCE)
      .setIssuedAt(iat)
      .setExpirationTime(iat + TTL_SECONDS)
      .sign(this.stateKey);
  }

  /** The state's claims when this service signed it, it has not expired, and the browser's cookie matches it. */
  async check(state: string, cookie: string | null, now: Date): Promise<ConsentState> {
    let claims: ConsentState;
    try {
      const { payload } = await jwtVerify(state, this.stateKey, { algorithms: ['HS256'], audience: AUDIENCE, currentDate: now });
      claims = StateClaims.parse(payload);
    } catch (err) {
      if (err instanceof joseErrors.JWTExpired) throw refuse('state_expired');
      throw refuse('invalid_state');
    }
    const expected = Buffer.from(claims.bh);
    const actual = Buffer.from(cookie ? hash(cookie) : '');
    if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) {
      throw refuse('consent_other_browser');
    }
    return claims;
  }

  /** The sign-in's PKCE verifier (43 characters) and nonce, derived from the flow and the tenant. */
  secrets(claims: ConsentState, tenantId: string): SignInSecrets {
    const derive = (what: string) => createHmac('sha256', this.deriveKey).update(`${what}|${claims.sid}|${tenantId}`).digest('base64url');
    return { verifier: derive('pkce'), nonce: derive('nonce') };
  }
}
