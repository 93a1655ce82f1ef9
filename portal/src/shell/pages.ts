import {
  ArrowSplitRegular,
  ArrowUploadRegular,
  BuildingMultipleRegular,
  CalendarClockRegular,
  ContactCardRegular,
  DataTrendingRegular,
  DeleteRegular,
  DocumentFooterRegular,
  DocumentTextRegular,
  HandshakeRegular,
  HistoryRegular,
  HomeRegular,
  MailArrowForwardRegular,
  MailEditRegular,
  MegaphoneRegular,
  SearchRegular,
  MoneyRegular,
  PaintBrushRegular,
  PeopleRegular,
  PersonRegular,
  PulseRegular,
  ReceiptMoneyRegular,
  SettingsRegular,
  ShieldLockRegular,
  TaskListSquareLtrRegular,
  type FluentIcon,
} from '@fluentui/react-icons';
import { lazy, type ComponentType } from 'react';
import { matchRoutes, type Params, type RouteObject } from 'react-router';
import type { Capability } from '../../../shared/auth/vocabulary';
import type { Me } from '../api/queries';
import type { NavigationLabel } from '../i18n/navigation.messages';
import { lazyPage, type LazyPage, type PageData } from './lazyPage';

/**
 * The library's and the editor's data prefetches load beside their page's code (each the page's own queries module,
 * which its page imports anyway), so that the first load of /admin carries neither.
 */
const prefetchLibrary = (data: PageData) => void import('../pages/library/queries').then((m) => m.prefetchLibrary(data));
const prefetchEditor = (data: PageData) => void import('../pages/editor/prefetch').then((m) => m.prefetchEditor(data));

/** Shown once the review queue is read, so Fluent's badge is loaded with it, after the first paint. */
const ReviewCountBadge = lazy(() => import('../pages/review/ReviewCountBadge').then((m) => ({ default: m.ReviewCountBadge })));

/** How a page shows in the portal's navigation. */
export interface NavEntry {
  /** Its name, a key of the navigation's catalogue. */
  label: NavigationLabel;
  icon: FluentIcon;
  /** The capability area (from /api/admin/me) the page's API needs; none: everyone signed in. */
  capability?: Capability;
  /** Matches only this path, not the pages under it. */
  end?: boolean;
  /** Shown after the label (a count of waiting items). */
  badge?: ComponentType;
  /** Shown only when this says so (pages that depend on more than a capability). */
  shownTo?: (me: Me) => boolean;
}

/** How a page of the partner console shows among the console's parts. */
interface PartEntry {
  /** Its name, a key of the navigation's catalogue. */
  label: NavigationLabel;
  /** The route the part's page reads (`METHOD /path`); shown to the partner roles the route admits. */
  operation?: string;
}

/** One page of the portal: where it is, its code, and how the navigation shows it. */
export interface PortalPage {
  /** Its path under its parent's (under /admin at the top); '' for the parent's index page. */
  path: string;
  page: LazyPage;
  nav?: NavEntry;
  part?: PartEntry;
  /** Pages shown inside this one (its `<Outlet />`). */
  children?: readonly PortalPage[];
  /**
   * Stands outside the organisation gate, for anyone signed in, role or not (the staff profile page): the gate asks
   * /api/admin/me, the route that makes an organisation's first person its Admin.
   */
  standalone?: true;
}

const named = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) =>
  lazyPage(() => load().then((m) => ({ default: m[name] })));

/** The partner console's parts, in the order the console lists them; the agreement is for everyone who reaches it. */
const PARTNER_PARTS: readonly PortalPage[] = [
  { path: '', page: named(() => import('../pages/partner/PartnerLayout'), 'PartnerIndex') },
  {
    path: 'clients',
    page: lazyPage(() => import('../pages/partner/ClientsPage')),
    part: { label: 'partnerClients', operation: 'GET /api/admin/partner/clients' },
  },
  {
    path: 'invites',
    page: lazyPage(() => import('../pages/partner/InvitesPage')),
    part: { label: 'partnerInvites', operation: 'GET /api/admin/partner/invites' },
  },
  {
    path: 'transfers',
    page: lazyPage(() => import('../pages/partner/TransfersPage')),
    part: { label: 'partnerTakeovers', operation: 'GET /api/admin/partner/transfers' },
  },
  {
    path: 'staff',
    page: lazyPage(() => import('../pages/partner/StaffPage')),
    part: { label: 'partnerStaff', operation: 'GET /api/admin/partner/staff' },
  },
  {
    path: 'billing',
    page: lazyPage(() => import('../pages/partner/PartnerBillingPage')),
    part: { label: 'partnerBilling', operation: 'GET /api/admin/partner/billing' },
  },
  {
    path: 'usage',
    page: lazyPage(() => import('../pages/partner/UsagePage')),
    part: { label: 'partnerUsage', operation: 'GET /api/admin/partner/usage' },
  },
  {
    path: 'events',
    page: lazyPage(() => import('../pages/partner/EventsPage')),
    part: { label: 'partnerActivity', operation: 'GET /api/admin/partner/events' },
  },
  { path: 'agreement', page: lazyPage(() => import('../pages/partner/AgreementPage')), part: { label: 'partnerAgreement' } },
];

/**
 * Every page of the portal, in the navigation's order: the routes (App.tsx), the navigation and the partner console's
 * parts all come from here, so a page is added in one place.
 */
export const PAGES: readonly PortalPage[] = [
  { path: '', page: lazyPage(() => import('../pages/HomePage')), nav: { label: 'home', icon: HomeRegular, end: true } },
  {
    path: 'templates',
    page: lazyPage(() => import('../pages/library/LibraryPage'), prefetchLibrary),
    nav: { label: 'templates', icon: DocumentTextRegular, capability: 'templates', end: true },
  },
  {
    path: 'templates/deleted',
    page: lazyPage(() => import('../pages/library/DeletedTemplatesPage')),
    nav: { label: 'recentlyDeleted', icon: DeleteRegular, capability: 'templates' },
  },
  { path: 'templates/new', page: lazyPage(() => import('../pages/designer/GalleryPage')) },
  { path: 'templates/:id', page: lazyPage(() => import('../pages/editor/EditorPage'), prefetchEditor) },
  { path: 'templates/:id/versions', page: lazyPage(() => import('../pages/versions/VersionsPage')) },
  {
    path: 'brand',
    page: lazyPage(() => import('../pages/designer/BrandKitPage')),
    nav: { label: 'brandKit', icon: PaintBrushRegular, capability: 'templates' },
  },
  {
    path: 'review',
    page: lazyPage(() => import('../pages/review/ReviewPage')),
    nav: { label: 'review', icon: TaskListSquareLtrRegular, capability: 'templates', badge: ReviewCountBadge },
  },
  {
    path: 'rollouts',
    page: lazyPage(() => import('../pages/rollouts/RolloutsPage')),
    nav: { label: 'rollouts', icon: CalendarClockRegular, capability: 'templates' },
  },
  {
    path: 'assignment',
    page: lazyPage(() => import('../pages/assignment/AssignmentPage')),
    nav: { label: 'assignment', icon: ArrowSplitRegular, capability: 'rules' },
  },
  {
    path: 'analytics',
    page: lazyPage(() => import('../pages/analytics/AnalyticsPage')),
    nav: { label: 'analytics', icon: DataTrendingRegular, capability: 'analytics' },
  },
  { path: 'analytics/links/:slug', page: lazyPage(() => import('../pages/analytics/LinkDetailPage')) },
  {
    path: 'monitoring',
    page: lazyPage(() => import('../pages/monitoring/MonitoringPage')),
    nav: { label: 'monitoring', icon: PulseRegular, capability: 'monitoring' },
  },
  {
    path: 'trail',
    page: lazyPage(() => import('../pages/trail/TrailPage')),
    nav: { label: 'trail', icon: SearchRegular, capability: 'monitoring' },
  },
  {
    path: 'try',
    page: lazyPage(() => import('../pages/compose/ComposePage')),
    nav: { label: 'compose', icon: MailEditRegular, capability: 'templates' },
  },
  {
    path: 'server-side',
    page: lazyPage(() => import('../pages/server-side/ServerSidePage')),
    nav: { label: 'serverSide', icon: MailArrowForwardRegular, capability: 'settings' },
  },
  {
    path: 'banners',
    page: named(() => import('../pages/blocks/BlocksPage'), 'BannersPage'),
    nav: { label: 'banners', icon: MegaphoneRegular, capability: 'banners' },
  },
  {
    path: 'footers',
    page: named(() => import('../pages/blocks/BlocksPage'), 'FootersPage'),
    nav: { label: 'footers', icon: DocumentFooterRegular, capability: 'footers' },
  },
  {
    path: 'privacy',
    page: lazyPage(() => import('../pages/privacy/PrivacyPage')),
    nav: { label: 'privacy', icon: ShieldLockRegular, capability: 'privacy' },
  },
  {
    path: 'cost',
    page: lazyPage(() => import('../pages/cost/CostPage')),
    nav: { label: 'cost', icon: MoneyRegular, capability: 'cost-management' },
  },
  {
    path: 'billing',
    page: lazyPage(() => import('../pages/billing/BillingPage')),
    nav: { label: 'billing', icon: ReceiptMoneyRegular, capability: 'billing' },
  },
  {
    path: 'people',
    page: lazyPage(() => import('../pages/people/PeoplePage')),
    nav: { label: 'people', icon: PeopleRegular, capability: 'users' },
  },
  {
    path: 'import',
    page: lazyPage(() => import('../pages/imports/ImportPage')),
    nav: { label: 'import', icon: ArrowUploadRegular, capability: 'staff-profile' },
  },
  {
    path: 'settings',
    page: lazyPage(() => import('../pages/settings/SettingsPage')),
    nav: { label: 'settings', icon: SettingsRegular, capability: 'settings' },
  },
  {
    path: 'fields',
    page: lazyPage(() => import('../pages/fields/FieldsPage')),
    nav: { label: 'fields', icon: ContactCardRegular, capability: 'settings' },
  },
  {
    path: 'log',
    page: lazyPage(() => import('../pages/changelog/ChangeLogPage')),
    nav: { label: 'changeLog', icon: HistoryRegular, capability: 'monitoring' },
  },
  {
    path: 'profile',
    page: lazyPage(() => import('../pages/profile/ProfilePage')),
    nav: { label: 'profile', icon: PersonRegular },
    standalone: true,
  },
  {
    path: 'partner',
    page: lazyPage(() => import('../pages/partner/PartnerLayout')),
    // The partner console for its staff, and for an organisation's Admin the agreement that makes it a partner.
    nav: {
      label: 'partner',
      icon: BuildingMultipleRegular,
      shownTo: (me) => !!me.partner || (me.role === 'Admin' && !me.insideClient),
    },
    children: PARTNER_PARTS,
  },
  {
    path: 'managed',
    page: lazyPage(() => import('../pages/managed/ManagedPage')),
    // Only the organisation's own Admin answers for its partner relationship.
    nav: { label: 'managed', icon: HandshakeRegular, shownTo: (me) => me.role === 'Admin' && !me.insideClient },
  },
  { path: '*', page: lazyPage(() => import('../pages/NotFoundPage')) },
];

/** The partner console's parts, as `<NavLink to>`s relative to the console. */
export const CONSOLE_PARTS = PARTNER_PARTS.flatMap((p) => (p.part ? [{ to: p.path, ...p.part }] : []));

/** The registry as route objects that carry their page, for matching a path without rendering anything. */
const asRoutes = (pages: readonly PortalPage[]): RouteObject[] =>
  pages.map((p) =>
    p.path ? { path: p.path, handle: p.page, children: p.children && asRoutes(p.children) } : { index: true, handle: p.page },
  );

const ROUTES = asRoutes(PAGES);

/** The lazy pages shown at `pathname` (a path under `basename`), with their route parameters. */
export function pagesAt(pathname: string, basename: string): { page: LazyPage; params: Params }[] {
  return (matchRoutes(ROUTES, pathname, basename) ?? []).map(({ route, params }) => ({ page: route.handle as LazyPage, params }));
}
