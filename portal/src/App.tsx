import { Spinner } from '@fluentui/react-components';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { BrowserRouter, Outlet, Route, Routes } from 'react-router';
import { keys, type Me } from './api/queries';
import { prefetchEditor } from './pages/editor/prefetch';
import { prefetchLibrary } from './pages/library/prefetch';
import { lazyPage, pagesAt } from './shell/lazyPage';
import { AppShell } from './shell/AppShell';
import { OrganisationGate } from './shell/OrganisationGate';

const HomePage = lazy(() => import('./pages/HomePage'));
const LibraryPage = lazyPage(() => import('./pages/library/LibraryPage'), prefetchLibrary);
const DeletedTemplatesPage = lazy(() => import('./pages/library/DeletedTemplatesPage'));
const RolloutsPage = lazy(() => import('./pages/rollouts/RolloutsPage'));
const AssignmentPage = lazy(() => import('./pages/assignment/AssignmentPage'));
const VersionsPage = lazy(() => import('./pages/versions/VersionsPage'));
const ReviewPage = lazy(() => import('./pages/review/ReviewPage'));
const EditorPage = lazyPage(() => import('./pages/editor/EditorPage'), prefetchEditor);
const GalleryPage = lazy(() => import('./pages/designer/GalleryPage'));
const BrandKitPage = lazy(() => import('./pages/designer/BrandKitPage'));
const NotFoundPage = lazy(() => import('./pages/NotFoundPage'));
const ProfilePage = lazy(() => import('./pages/profile/ProfilePage'));
const PeoplePage = lazy(() => import('./pages/people/PeoplePage'));
const SettingsPage = lazy(() => import('./pages/settings/SettingsPage'));
const ChangeLogPage = lazy(() => import('./pages/changelog/ChangeLogPage'));
const AnalyticsPage = lazy(() => import('./pages/analytics/AnalyticsPage'));
const LinkDetailPage = lazy(() => import('./pages/analytics/LinkDetailPage'));
const MonitoringPage = lazy(() => import('./pages/monitoring/MonitoringPage'));
const CostPage = lazy(() => import('./pages/cost/CostPage'));
const BillingPage = lazy(() => import('./pages/billing/BillingPage'));
const BannersPage = lazy(() => import('./pages/blocks/BlocksPage').then((m) => ({ default: m.BannersPage })));
const FootersPage = lazy(() => import('./pages/blocks/BlocksPage').then((m) => ({ default: m.FootersPage })));
const FieldsPage = lazy(() => import('./pages/fields/FieldsPage'));
const PartnerLayout = lazy(() => import('./pages/partner/PartnerLayout'));
const PartnerIndex = lazy(() => import('./pages/partner/PartnerLayout').then((m) => ({ default: m.PartnerIndex })));
const PartnerClientsPage = lazy(() => import('./pages/partner/ClientsPage'));
const PartnerInvitesPage = lazy(() => import('./pages/partner/InvitesPage'));
const PartnerTransfersPage = lazy(() => import('./pages/partner/TransfersPage'));
const PartnerStaffPage = lazy(() => import('./pages/partner/StaffPage'));
const PartnerBillingPage = lazy(() => import('./pages/partner/PartnerBillingPage'));
const PartnerUsagePage = lazy(() => import('./pages/partner/UsagePage'));
const PartnerEventsPage = lazy(() => import('./pages/partner/EventsPage'));
const PartnerAgreementPage = lazy(() => import('./pages/partner/AgreementPage'));
const ManagedPage = lazy(() => import('./pages/managed/ManagedPage'));
const ComposePage = lazy(() => import('./pages/compose/ComposePage'));

/**
 * The staff profile page is for anyone signed in, role or not, so it stands outside the organisation gate (which
 * asks /api/admin/me, the route that makes the first person in an organisation its administrator). A portal user who
 * comes to it from the portal (their answer from /api/admin/me already known) sees it inside the portal's shell.
 */
export function App() {
  return (
    <BrowserRouter basename={BASENAME}>
      <Routes>
        <Route path="profile" element={<ProfileFrame />}>
          <Route
            index
            element={
              <Suspense fallback={<Spinner label="Loading…" />}>
                <ProfilePage />
              </Suspense>
            }
          />
        </Route>
        <Route path="*" element={<AdminPages />} />
      </Routes>
    </BrowserRouter>
  );
}

/** The portal's shell around the profile page for a portal user already known; otherwise the page's own frame. */
function ProfileFrame() {
  const known = useQueryClient().getQueryData<Me>(keys.me);
  return known && (known.role || known.partner) ? <AppShell /> : <Outlet />;
}

/** Every page of the portal inside its shell: the one route table, which also says what to load ahead (`pagesAt`). */
const adminRoutes = (
  <Route element={<AppShell />}>
    <Route index element={<HomePage />} />
    <Route path="templates" element={<LibraryPage />} />
    <Route path="templates/deleted" element={<DeletedTemplatesPage />} />
    <Route path="templates/new" element={<GalleryPage />} />
    <Route path="brand" element={<BrandKitPage />} />
    <Route path="rollouts" element={<RolloutsPage />} />
    <Route path="assignment" element={<AssignmentPage />} />
    <Route path="templates/:id/versions" element={<VersionsPage />} />
    <Route path="review" element={<ReviewPage />} />
    <Route path="templates/:id" element={<EditorPage />} />
    <Route path="people" element={<PeoplePage />} />
    <Route path="settings" element={<SettingsPage />} />
    <Route path="log" element={<ChangeLogPage />} />
    <Route path="analytics" element={<AnalyticsPage />} />
    <Route path="analytics/links/:slug" element={<LinkDetailPage />} />
    <Route path="monitoring" element={<MonitoringPage />} />
    <Route path="try" element={<ComposePage />} />
    <Route path="cost" element={<CostPage />} />
    <Route path="billing" element={<BillingPage />} />
    <Route path="banners" element={<BannersPage />} />
    <Route path="footers" element={<FootersPage />} />
    <Route path="fields" element={<FieldsPage />} />
    <Route path="partner" element={<PartnerLayout />}>
      <Route index element={<PartnerIndex />} />
      <Route path="clients" element={<PartnerClientsPage />} />
      <Route path="invites" element={<PartnerInvitesPage />} />
      <Route path="transfers" element={<PartnerTransfersPage />} />
      <Route path="staff" element={<PartnerStaffPage />} />
      <Route path="billing" element={<PartnerBillingPage />} />
      <Route path="usage" element={<PartnerUsagePage />} />
      <Route path="events" element={<PartnerEventsPage />} />
      <Route path="agreement" element={<PartnerAgreementPage />} />
    </Route>
    <Route path="managed" element={<ManagedPage />} />
    <Route path="*" element={<NotFoundPage />} />
  </Route>
);

const BASENAME = '/admin';

/** The lazy pages the portal shows at a browser path (their code and first queries can start before they render). */
export const adminPagesAt = (pathname: string) => pagesAt(adminRoutes, pathname, BASENAME);

/** Every page of the portal, lazily loaded; the organisation's state decides before any of them shows. */
function AdminPages() {
  return (
    <>
      <OrganisationGate>
        <Suspense fallback={<Spinner label="Loading…" />}>
          <Routes>{adminRoutes}</Routes>
        </Suspense>
      </OrganisationGate>
    </>
  );
}
