import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { MsalProvider } from '@azure/msal-react';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createApiClient } from './api/client';
import { meQuery } from './api/queries';
import { createQueryClient } from './api/queryClient';
import { createMsal, PortalAuth } from './auth/msal';
import { adminPagesAt, App } from './App';
import { portalConfig } from './config';
import { PortalProvider } from './portal';
import { wasServed } from './shell/servedBefore';
import { StartFailure } from './shell/StartFailure';
import './index.css';

const root = createRoot(document.getElementById('root')!);

const queries = createQueryClient();

async function start() {
  // The page's code loads while the sign-in starts.
  const pages = adminPagesAt(location.pathname);
  pages.forEach(({ page }) => page.preload());
  const config = portalConfig();
  const msal = await createMsal(config);
  const auth = new PortalAuth(msal, config.scopes);
  if (!auth.account) return auth.signIn();
  const api = createApiClient(config.apiBase, auth);
  // Who is signed in is asked beside the organisation's state (the gate needs both) when this browser found the
  // organisation served last time, and the page's first queries as soon as the answer says they are a portal user:
  // after it, since asking it is what makes an organisation's first person its Admin.
  if (wasServed(auth.account.tenantId))
    void queries.fetchQuery(meQuery(api)).then(
      (me) =>
        me.role !== null || me.partner !== null
          ? pages.forEach(({ page, params }) => page.prefetch?.({ queries, api, params }))
          : undefined,
      () => undefined, // the organisation gate shows the refusal
    );
  root.render(
    <StrictMode>
      <MsalProvider instance={msal}>
        <FluentProvider theme={webLightTheme}>
          <QueryClientProvider client={queries}>
            <PortalProvider value={{ api, auth, config }}>
              <App />
            </PortalProvider>
          </QueryClientProvider>
        </FluentProvider>
      </MsalProvider>
    </StrictMode>,
  );
}

start().catch((err: unknown) =>
  root.render(
    <FluentProvider theme={webLightTheme}>
      <StartFailure error={err} />
    </FluentProvider>,
  ),
);
