import { createContext, useContext, type ReactNode } from 'react';
import type { ApiClient } from './api/client';
import type { PortalAuth } from './auth/msal';
import type { PortalConfig } from './config';

/** What every page needs: the typed API client, the sign-in, and the service's configuration. */
export interface Portal {
  api: ApiClient;
  auth: PortalAuth;
  config: PortalConfig;
}

const PortalContext = createContext<Portal | null>(null);

export function PortalProvider({ value, children }: { value: Portal; children: ReactNode }) {
  return <PortalContext.Provider value={value}>{children}</PortalContext.Provider>;
}

export function usePortal(): Portal {
  const portal = useContext(PortalContext);
  if (!portal) throw new Error('usePortal outside PortalProvider');
  return portal;
}
