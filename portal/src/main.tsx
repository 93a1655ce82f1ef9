import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { MsalProvider } from '@azure/msal-react';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createApiClient } from './api/client';
import { createQueryClient } from './api/queryClient';
import { createMsal, PortalAuth } from './auth/msal';
import { App } from './App';
import { portalConfig } from './config';
import { PortalProvider } from './portal';
import { StartFailure } from './shell/StartFailure';
import './index.css';

const root = createRoot(document.getElementById('root')!);

const queries = createQueryClient();

async function start() {
  const config = portalConfig();
  const msal = await createMsal(config);
  const auth = new PortalAuth(msal, config.scopes);
  if (!auth.account) return auth.signIn();
  const api = createApiClient(config.apiBase, auth);
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
