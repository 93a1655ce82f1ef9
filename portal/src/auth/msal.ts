import {
  AuthError,
  CacheLookupPolicy,
  createStandardPublicClientApplication,
  InteractionRequiredAuthError,
  type AccountInfo,
  type Configuration,
  type IPublicClientApplication,
} from '@azure/msal-browser';
import type { PortalConfig } from '../config';
import { shellMessages } from '../i18n/shell.messages';
import { message } from '../i18n/useMessages';

/**
 * MSAL refuses an authority that is not https. The local identity provider runs on the loopback over http, so for
 * it the portal reads the discovery document itself and hands MSAL the metadata (its endpoints stay http) with the
 * authority spelled https; Entra's https authority goes to MSAL unchanged. The document is kept for the tab's
 * session, as MSAL keeps Entra's, so that a page load after the first does not wait for it.
 */
async function authorityOptions(
  authority: string,
): Promise<Pick<Configuration['auth'], 'authority' | 'knownAuthorities' | 'authorityMetadata'>> {
  const url = new URL(authority);
  if (url.protocol === 'https:') return { authority, knownAuthorities: [url.host] };
  const discoveryUrl = `${authority.replace(/\/$/, '')}/.well-known/openid-configuration`;
  const kept = `signature-portal.discovery ${discoveryUrl}`;
  let metadata = sessionStorage.getItem(kept);
  if (!metadata) {
    const discovery = await fetch(discoveryUrl);
    if (!discovery.ok) throw new Error(message(shellMessages, 'discoveryFailed', { status: discovery.status }));
    metadata = await discovery.text();
    sessionStorage.setItem(kept, metadata);
  }
  return { authority: authority.replace(/^http:/, 'https:'), knownAuthorities: [url.host], authorityMetadata: metadata };
}

/** MSAL's own margin: a token that expires within five minutes is renewed rather than sent. */
const RENEW_BEFORE_MS = 5 * 60_000;

export async function createMsal(config: PortalConfig): Promise<IPublicClientApplication> {
  const msal = await createStandardPublicClientApplication({
    auth: {
      clientId: config.clientId,
      redirectUri: config.redirectUri,
      postLogoutRedirectUri: config.redirectUri,
      ...(await authorityOptions(config.authority)),
    },
    cache: { cacheLocation: 'sessionStorage' },
  });
  const result = await msal.handleRedirectPromise();
  const account = result?.account ?? msal.getAllAccounts()[0] ?? null;
  if (account) msal.setActiveAccount(account);
  return msal;
}

export class PortalAuth {
  /**
   * The last token of each set of scopes, until it nears its expiry: every API request asks for one, and MSAL's
   * silent path (its cache read, telemetry, several awaits) would otherwise stand between a page and its requests.
   */
  private readonly tokens = new Map<string, Promise<{ accessToken: string; renewAt: number }>>();

  constructor(
    readonly msal: IPublicClientApplication,
    private readonly scopes: string[],
  ) {}

  get account(): AccountInfo | null {
    return this.msal.getActiveAccount();
  }

  signIn(): Promise<void> {
    // MSAL comes back to the page that started the sign-in (a deep link survives it).
    return this.msal.loginRedirect({ scopes: this.scopes });
  }

  /** A 401 from the API: forget the account here and sign in again. */
  async signInAgain(): Promise<void> {
    this.tokens.clear();
    this.msal.setActiveAccount(null);
    await this.msal.clearCache();
    await this.signIn();
  }

  signOut(): Promise<void> {
    return this.msal.logoutRedirect({ account: this.account ?? undefined });
  }

  /** An access token for the API, renewed silently; an interaction the IdP needs is a redirect. */
  async token(scopes: string[] = this.scopes): Promise<string> {
    const account = this.account;
    if (!account) {
      await this.signIn();
      throw new Error('Signing in');
    }
    const key = `${account.homeAccountId} ${scopes.join(' ')}`;
    const kept = this.tokens.get(key);
    if (kept) {
      const token = await kept.catch(() => null);
      if (token && Date.now() < token.renewAt) return token.accessToken;
      if (this.tokens.get(key) === kept) this.tokens.delete(key);
    }
    // Never MSAL's hidden-frame renewal: it loads /admin in a frame, which the portal's `frame-ancestors 'none'`
    // refuses (and browsers that block third-party cookies fail anyway). A refresh token that no longer serves is an
    // interaction, and that is a redirect.
    const silent = { scopes, account, cacheLookupPolicy: CacheLookupPolicy.AccessTokenAndRefreshToken };
    const asked = this.msal.acquireTokenSilent(silent).then(({ accessToken, expiresOn }) => ({
      accessToken,
      renewAt: (expiresOn?.getTime() ?? 0) - RENEW_BEFORE_MS,
    }));
    this.tokens.set(key, asked);
    try {
      return (await asked).accessToken;
    } catch (err) {
      if (this.tokens.get(key) === asked) this.tokens.delete(key);
      if (err instanceof InteractionRequiredAuthError || (err instanceof AuthError && err.errorCode === 'invalid_grant')) {
        await this.msal.acquireTokenRedirect({ scopes, account });
      }
      throw err;
    }
  }
}
