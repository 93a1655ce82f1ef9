import { createHash } from 'node:crypto';
import { jwtVerify, type JWTPayload, type JWTVerifyGetKey } from 'jose';
import { z } from 'zod';
import { mayGrantConsent } from '../directory/roles.js';
import { refuse } from '../http/errors.js';
import { withMessage } from '../http/said-reasons.js';
import { isGuestToken } from '../auth/token.js';
import { tenantSentence } from './messages.js';

/** The person whose sign-in after admin consent was verified: an administrator of the consented organisation. */
export interface ConsentingAdmin {
  tenantId: string;
  oid: string;
  email: string;
  name: string;
}

interface AdminSignInConfig {
  authority: string;
  clientId: string;
  /** Sent to the token endpoint when set: in Azure the app is a confidential client with a web redirect URI. */
  clientSecret?: string;
  redirectUri: string;
}

/** What one sign-in binds: the random values derived from the flow, never shown to the browser but the challenge. */
export interface SignInSecrets {
  verifier: string;
  nonce: string;
}

/** How long the token endpoint may take, and how much of its answer is read. */
const TOKEN_TIMEOUT_MS = 10_000;
const MAX_TOKEN_ANSWER_BYTES = 64 * 1024;

const TokenAnswer = z.object({ id_token: z.string().min(1).max(16_384) });
const Wids = z.array(z.string().max(64)).max(500);

/**
 * The sign-in that follows admin consent: the authorization code flow with PKCE (S256) and an OIDC nonce at the
 * consented organisation's own authority, then the ID token verified like any token (RS256 against that tenant's
 * keys, its issuer, our audience, the nonce, expiry) and checked to name an administrator of that organisation.
 */
export class AdminSignIn {
  constructor(
    private readonly config: AdminSignInConfig,
    /** The tenant's published signing keys (the token verifier's key sets). */
    private readonly keys: (tenantId: string) => JWTVerifyGetKey,
  ) {}

  /** Where the browser goes to sign the consenting person in to `tenantId`. */
  authorizeUrl(tenantId: string, state: string, secrets: SignInSecrets, loginHint: string | null): string {
    const url = new URL(`${this.config.authority}/${tenantId}/oauth2/v2.0/authorize`);
    url.searchParams.set('client_id', this.config.clientId);
    url.searchParams.set('response_type', 'code');
    url.searchParams.set('redirect_uri', this.config.redirectUri);
    url.searchParams.set('response_mode', 'query');
    url.searchParams.set('scope', 'openid profile');
    url.searchParams.set('state', state);
    url.searchParams.set('nonce', secrets.nonce);
    url.searchParams.set('code_challenge', createHash('sha256').update(secrets.verifier).digest('base64url'));
    url.searchParams.set('code_challenge_method', 'S256');
    if (loginHint) url.searchParams.set('login_hint', loginHint);
    return url.toString();
  }

  /** Redeems the code and answers the verified administrator, or refuses with a code saying why. */
  async complete(tenantId: string, code: string, secrets: SignInSecrets): Promise<ConsentingAdmin> {
    const idToken = await this.redeem(tenantId, code, secrets.verifier);
    return this.verify(tenantId, idToken, secrets.nonce);
  }

  private async redeem(tenantId: string, code: string, verifier: string): Promise<string> {
    const form = new URLSearchParams({
      client_id: this.config.clientId,
      grant_type: 'authorization_code',
      code,
      redirect_uri: this.config.redirectUri,
      code_verifier: verifier,
      scope: 'openid profile',
    });
    if (this.config.clientSecret) form.set('client_secret', this.config.clientSecret);
    let res: Response;
    let body: string;
    try {
      res = await fetch(`${this.config.authority}/${tenantId}/oauth2/v2.0/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: form,
        signal: AbortSignal.timeout(TOKEN_TIMEOUT_MS),
      });
      body = await boundedText(res, MAX_TOKEN_ANSWER_BYTES);
    } catch {
      throw refuse('identity_provider_unavailable');
    }
    if (!res.ok) throw refuse('signin_failed');
    let parsed: z.infer<typeof TokenAnswer>;
    try {
      parsed = TokenAnswer.parse(JSON.parse(body));
    } catch {
      throw withMessage((m) => refuse('identity_provider_unavailable', m), tenantSentence('unexpectedAnswer'));
    }
    return parsed.id_token;
  }

  private async verify(tenantId: string, idToken: string, nonce: string): Promise<ConsentingAdmin> {
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(idToken, this.keys(tenantId), {
        algorithms: ['RS256'],
        issuer: `${this.config.authority}/${tenantId}/v2.0`,
        audience: this.config.clientId,
        requiredClaims: ['exp', 'iat', 'tid', 'oid', 'nonce'],
      }));
    } catch (err) {
      const claim = (err as { claim?: string }).claim;
      // A person of another organisation signs in with their own issuer: the sign-in is not one of this organisation.
      if (claim === 'iss') throw tenantMismatch();
      throw refuse('signin_unverified');
    }
    if (payload.nonce !== nonce) throw refuse('signin_unverified');
    if (typeof payload.tid !== 'string' || payload.tid.toLowerCase() !== tenantId) throw tenantMismatch();
    // A guest administers nothing here, whatever role the organisation gave them.
    if (isGuestToken(payload, tenantId)) {
      throw refuse('guest_not_allowed');
    }
    const wids = Wids.safeParse(payload.wids ?? []);
    if (!wids.success || !mayGrantConsent(wids.data)) {
      throw refuse('not_an_administrator');
    }
    const email = payload.preferred_username ?? payload.email ?? payload.upn;
    if (typeof payload.oid !== 'string' || typeof email !== 'string' || !email) {
      throw withMessage((m) => refuse('signin_unverified', m), tenantSentence('namesNoPerson'));
    }
    return {
      tenantId,
      oid: payload.oid,
      email: email.toLowerCase(),
      name: typeof payload.name === 'string' && payload.name ? payload.name : email,
    };
  }
}

const tenantMismatch = () => refuse('tenant_mismatch');

/** The answer's text, refusing one longer than `max` bytes (read as it streams, never buffered whole). */
async function boundedText(res: Response, max: number): Promise<string> {
  const reader = res.body?.getReader();
  if (!reader) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel();
      throw new Error('answer too large');
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}
