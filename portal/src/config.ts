import { shellMessages } from './i18n/shell.messages';
import { message } from './i18n/useMessages';

/** What `/admin/config.js` (served by the service) sets before the bundle runs. */
export interface PortalConfig {
  clientId: string;
  authority: string;
  apiBase: string;
  redirectUri: string;
  scopes: string[];
  /** The add-in's scope (`access_as_user`): the compose window's token for the signed-in person. */
  addinScopes: string[];
  consentUrl: string;
}

declare global {
  interface Window {
    SIGNATURE_PORTAL_CONFIG?: PortalConfig;
  }
}

export function portalConfig(): PortalConfig {
  const config = window.SIGNATURE_PORTAL_CONFIG;
  if (!config) throw new Error(message(shellMessages, 'configMissing'));
  return config;
}
