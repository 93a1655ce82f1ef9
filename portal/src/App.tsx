import { Spinner } from '@fluentui/react-components';
import { Suspense } from 'react';
import { BrowserRouter, Outlet, Route, Routes } from 'react-router';
import { useKnownMe } from './api/queries';
import { shellMessages } from './i18n/shell.messages';
import { useMessages } from './i18n/useMessages';
import { AppShell } from './shell/AppShell';
import { OrganisationGate } from './shell/OrganisationGate';
import { PAGES, pagesAt, type PortalPage } from './shell/pages';

const BASENAME = '/admin';

/** The routes of a part of the page registry. */
const routesOf = (pages: readonly PortalPage[]) =>
  pages.map(({ path, page: Page, children }) =>
    path ? (
      <Route key={path} path={path} element={<Page />}>
        {children && routesOf(children)}
      </Route>
    ) : (
      <Route key="" index element={<Page />} />
    ),
  );

/**
 * The portal's routes, from the page registry. A standalone page (the staff profile page, for anyone signed in)
 * stands outside the organisation gate; every other page is inside it, in the portal's shell.
 */
export function App() {
  const t = useMessages(shellMessages);
  return (
    <BrowserRouter basename={BASENAME}>
      <Routes>
        {PAGES.filter((p) => p.standalone).map(({ path, page: Page }) => (
          <Route key={path} path={path} element={<StandaloneFrame />}>
            <Route
              index
              element={
                <Suspense fallback={<Spinner label={t('loading')} />}>
                  <Page />
                </Suspense>
              }
            />
          </Route>
        ))}
        <Route path="*" element={<AdminPages />} />
      </Routes>
    </BrowserRouter>
  );
}

/**
 * A standalone page inside the portal's shell for a portal user who comes to it from the portal (their answer from
 * /api/admin/me already known); otherwise the page's own frame.
 */
function StandaloneFrame() {
  const known = useKnownMe();
  return known && (known.role || known.partner) ? <AppShell /> : <Outlet />;
}

/** The lazy pages the portal shows at a browser path (their code and first queries can start before they render). */
export const adminPagesAt = (pathname: string) => pagesAt(pathname, BASENAME);

/** Every page of the portal but the standalone ones, lazily loaded; the organisation's state decides before any shows. */
function AdminPages() {
  const t = useMessages(shellMessages);
  return (
    <OrganisationGate>
      <Suspense fallback={<Spinner label={t('loading')} />}>
        <Routes>
          <Route element={<AppShell />}>{routesOf(PAGES.filter((p) => !p.standalone))}</Route>
        </Routes>
      </Suspense>
    </OrganisationGate>
  );
}
