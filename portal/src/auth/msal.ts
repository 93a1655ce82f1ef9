import {
  createStandardPublicClientApplication,
  InteractionRequiredAuthError,
  type AccountInfo,
  type Configuration,
  type IPublicClientApplication,
} from '@azure/msal-browser';
import type { PortalConfig } from '../config';

/**
 * MSAL refuses an authority that is not https. The local identity provider runs on the loopback over http, so for
 * it the portal reads the discovery document itself and hands MSAL the metadata (its endpoints stay http) with the
 * authority spelled https; Entra's https authority goes to MSAL unchanged.
 */
async function authorityOptions(
  authority: string,
): Promise<Pick<Configuration['auth'], 'authority' | 'knownAuthorities' | 'authorityMetadata'>> {
  const url = new URL(authority);
  if (url.protocol === 'https:') return { authority, knownAuthorities: [url.host] };
  const discovery = await fetch(`${authority.replace(/\/$/, '')}/.well-known/openid-configuration`);
  if (!discovery.ok) throw new Error(`The identity provider's discovery document did not load (${discovery.status}).`);
  return { authority: authority.replace(/^http:/, 'https:'), knownAuthorities: [url.host], authorityMetadata: await discovery.text() };
}

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
    try {
      return (await this.msal.acquireTokenSilent({ scopes, account })).accessToken;
    } catch (err) {
      if (err instanceof InteractionRequiredAuthError) {
        await this.msal.acquireTokenRedirect({ scopes, account });
      }
      throw err;
    }
  }
}
