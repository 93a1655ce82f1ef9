// First: before any module that parses with zod is evaluated.
import './zodWithoutEval';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { MsalProvider } from '@azure/msal-react';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createApiClient } from './api/client';
import { meQuery, ownOrganisationQuery } from './api/queries';
import { followLanguage } from './api/followLanguage';
import { createQueryClient } from './api/queryClient';
import { LanguageFromPreferences } from './i18n/LanguageFromPreferences';
import { LanguageProvider } from './i18n/LanguageProvider';
import { createMsal, PortalAuth } from './auth/msal';
import { adminPagesAt, App } from './App';
import { portalConfig } from './config';
import { PortalProvider } from './portal';
import { isPortalUser, rememberPortalUser, wasPortalUser } from './shell/portalUser';
import { StartFailure } from './shell/StartFailure';
import './index.css';

const root = createRoot(document.getElementById('root')!);

const queries = createQueryClient();
followLanguage(queries);

async function start() {
  // The page's code loads while the sign-in starts.
  const pages = adminPagesAt(location.pathname);
  pages.forEach(({ page }) => page.preload());
  const config = portalConfig();
  const msal = await createMsal(config);
  const auth = new PortalAuth(msal, config.scopes);
  if (!auth.account) return auth.signIn();
  const api = createApiClient(config.apiBase, auth);
  // The organisation's state is asked at once (the gate would ask it only once it has rendered). When this tab knows
  // the person as a portal user (`wasPortalUser`), who is signed in and the page's first queries go beside it;
  // otherwise `/me` waits for the organisation to be served (asked of one not yet connected, it is refused, and the
  // browser logs the refusal as an error), and the page's queries for its answer.
  const account = auth.account.homeAccountId;
  const prefetchPages = () => pages.forEach(({ page, params }) => page.prefetch?.({ queries, api, params }));
  const known = wasPortalUser(account);
  const organisation = queries.fetchQuery(ownOrganisationQuery(api));
  const askMe = () =>
    queries.fetchQuery(meQuery(api)).then((me) => {
      rememberPortalUser(account, me);
      if (!known && isPortalUser(me)) prefetchPages();
    });
  const asked = known ? askMe() : organisation.then((own) => (own.state === 'active' ? askMe() : undefined));
  // The organisation gate shows either refusal.
  organisation.catch(() => undefined);
  asked.catch(() => undefined);
  if (known) prefetchPages();
  root.render(
    <StrictMode>
      <MsalProvider instance={msal}>
        <LanguageProvider>
          <FluentProvider theme={webLightTheme}>
            <QueryClientProvider client={queries}>
              <PortalProvider value={{ api, auth, config }}>
                <LanguageFromPreferences />
                <App />
              </PortalProvider>
            </QueryClientProvider>
          </FluentProvider>
        </LanguageProvider>
      </MsalProvider>
    </StrictMode>,
  );
}

start().catch((err: unknown) =>
  root.render(
    <LanguageProvider>
      <FluentProvider theme={webLightTheme}>
        <StartFailure error={err} />
      </FluentProvider>
    </LanguageProvider>,
  ),
);
