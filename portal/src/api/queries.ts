import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { usePortal } from '../portal';
import { expectData, type ApiClient } from './client';
import { updateCached } from './queryClient';
import type { paths } from './schema';

/** The JSON body of a successful GET, from the generated types. */
export type Answer<P extends keyof paths> = paths[P] extends { get: { responses: { 200: { content: { 'application/json': infer D } } } } }
  ? D
  : never;

export type Me = Answer<'/api/admin/me'>;
export type Library = Answer<'/api/admin/templates'>;
export type TemplateSummary = Library['templates'][number];
export type DeletedTemplates = Answer<'/api/admin/templates/deleted'>;

/**
 * How long a page's first answers count as current. The portal asks a page's queries while the page's code loads
 * (`lazyPage`), so the page often mounts a moment after they answered: without this it would ask them all again.
 */
export const ARRIVAL_MS = 2_000;

/** Query keys, one place: mutations invalidate by these. */
export const keys = {
  me: ['me'] as const,
  onboarding: ['onboarding'] as const,
  library: ['templates'] as const,
  deleted: ['templates', 'deleted'] as const,
  schedules: ['schedules'] as const,
  rollouts: ['rollouts'] as const,
};

/** The signed-in person from /api/admin/me; the organisation gate asks it only once the organisation is served. */
export function useMe(enabled = true) {
  const { api } = usePortal();
  return useQuery({ ...meQuery(api), enabled });
}

export const meQuery = (api: ApiClient) =>
  queryOptions({ queryKey: keys.me, queryFn: () => expectData(api.GET('/api/admin/me')), retry: false, staleTime: ARRIVAL_MS });

/** The person's own organisation and its state, answered in every state (not yet connected, suspended…). */
export function useOwnOrganisation() {
  const { api } = usePortal();
  return useQuery(ownOrganisationQuery(api));
}

export const ownOrganisationQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: ['own-organisation'],
    queryFn: () => expectData(api.GET('/api/me/organisation')),
    retry: false,
    staleTime: ARRIVAL_MS,
  });

export const libraryQuery = (api: ApiClient) =>
  queryOptions({ queryKey: keys.library, queryFn: () => expectData(api.GET('/api/admin/templates')), staleTime: ARRIVAL_MS });

export function useLibrary() {
  const { api } = usePortal();
  return useQuery(libraryQuery(api));
}

export function useDeletedTemplates() {
  const { api } = usePortal();
  return useQuery({ queryKey: keys.deleted, queryFn: () => expectData(api.GET('/api/admin/templates/deleted')) });
}

export const schedulesQuery = (api: ApiClient) =>
  queryOptions({ queryKey: keys.schedules, queryFn: () => expectData(api.GET('/api/admin/schedules')), staleTime: ARRIVAL_MS });

export function usePendingSchedules() {
  const { api } = usePortal();
  return useQuery(schedulesQuery(api));
}

export const rolloutsQuery = (api: ApiClient) =>
  queryOptions({ queryKey: keys.rollouts, queryFn: () => expectData(api.GET('/api/admin/rollouts')), staleTime: ARRIVAL_MS });

export function useRolloutsInFlight() {
  const { api } = usePortal();
  return useQuery(rolloutsQuery(api));
}

/** The capability the signed-in person (from /me) holds. */
export function useCan(capability: string): boolean {
  const me = useMe();
  return !!me.data?.capabilities.includes(capability);
}

export type RolloutDetail = Answer<'/api/admin/templates/{id}/rollout'>;
export type PendingSchedule = Answer<'/api/admin/schedules'>['schedules'][number];
export type Rule = Answer<'/api/admin/rules'>['rules'][number];
export type Simulation = NonNullable<paths['/api/admin/rules/simulate']['post']>['responses'][200]['content']['application/json'];

/** One rollout's detail sits under keys.rollouts, so invalidating the list reads the details again too. */
export const rolloutKey = (templateId: string) => [...keys.rollouts, templateId] as const;
export const rulesKey = ['rules'] as const;

export function useRolloutDetail(templateId: string) {
  const { api } = usePortal();
  return useQuery({
    queryKey: rolloutKey(templateId),
    queryFn: () => expectData(api.GET('/api/admin/templates/{id}/rollout', { params: { path: { id: templateId } } })),
  });
}

export type RuleGroup = Answer<'/api/admin/rules'>['groups'][number];

/** The rules (with the names of the groups they name) and the ETag a save names in If-Match. */
export function useRules() {
  const { api } = usePortal();
  return useQuery({
    queryKey: rulesKey,
    queryFn: async () => {
      const answer = await api.GET('/api/admin/rules');
      const { rules, groups } = await expectData(Promise.resolve(answer));
      return { rules, groups, etag: answer.response.headers.get('etag') };
    },
  });
}

// Versions and review (pages 4 and 5).
export type Versions = Answer<'/api/admin/templates/{id}/versions'>;
export type VersionEntry = Versions['versions'][number];
export type TemplateDetail = Answer<'/api/admin/templates/{id}'>;
export type Approvals = Answer<'/api/admin/approvals'>;
export type ApprovalItem = Approvals['queue'][number];

export const reviewKeys = {
  template: (id: string) => ['templates', id] as const,
  versions: (id: string) => ['templates', id, 'versions'] as const,
  versionPreview: (id: string, version: number) => ['templates', id, 'versions', version, 'preview'] as const,
  draftPreview: (id: string, html: string) => ['templates', id, 'draft', 'preview', html] as const,
  approvals: ['approvals'] as const,
};

/** One template with its working copy, and the ETag (its version) that publishing sends as `If-Match`. */
export function useTemplate(id: string) {
  const { api } = usePortal();
  return useQuery(templateQuery(api, id));
}

export const templateQuery = (api: ApiClient, id: string) =>
  queryOptions({
    queryKey: reviewKeys.template(id),
    queryFn: async () => {
      const answer = await api.GET('/api/admin/templates/{id}', { params: { path: { id } } });
      const template = await expectData(Promise.resolve(answer));
      return { template, etag: answer.response.headers.get('etag') ?? undefined };
    },
    // The editor holds its own copy of the body: reading the template again must not happen behind its back.
    refetchOnWindowFocus: false,
    staleTime: ARRIVAL_MS,
  });

/**
 * Writes a template the service answered with (after a save, discard, submit or publish) into the cached template
 * and its library row, so neither page shows the state from before the change, not even while it reads it again.
 */
export function rememberTemplate(client: QueryClient, template: TemplateDetail, etag?: string): void {
  const { html: _html, draft: _draft, ...summary } = template;
  updateCached<{ template: TemplateDetail; etag: string | undefined }>(client, reviewKeys.template(template.id), (old) => ({
    template,
    etag: etag ?? old.etag,
  }));
  updateCached<Library>(client, keys.library, (old) => ({
    ...old,
    templates: old.templates.map((row) => (row.id === template.id ? { ...row, ...summary } : row)),
  }));
}

export function useVersions(id: string) {
  const { api } = usePortal();
  return useQuery({
    queryKey: reviewKeys.versions(id),
    queryFn: () => expectData(api.GET('/api/admin/templates/{id}/versions', { params: { path: { id } } })),
  });
}

export function useVersionPreview(id: string, version: number) {
  const { api } = usePortal();
  return useQuery({
    queryKey: reviewKeys.versionPreview(id, version),
    queryFn: () => expectData(api.GET('/api/admin/templates/{id}/versions/{version}/preview', { params: { path: { id, version } } })),
    enabled: version > 0, // a template never published has no version to show
    staleTime: Infinity, // a published version never changes
  });
}

/** A working copy rendered with sample data, as the live version's preview is. */
export function useDraftPreview(id: string, html: string | undefined) {
  const { api } = usePortal();
  return useQuery({
    queryKey: reviewKeys.draftPreview(id, html ?? ''),
    queryFn: () => expectData(api.POST('/api/admin/preview', { body: { html } })),
    enabled: !!html,
  });
}

export function useApprovals() {
  const { api } = usePortal();
  return useQuery({ queryKey: reviewKeys.approvals, queryFn: () => expectData(api.GET('/api/admin/approvals')) });
}

// --- Analytics, monitoring, banners and footers, cost management and billing (w-data pages) ---

export type LinkTotals = Answer<'/api/admin/links'>;
export type LinksOverview = Answer<'/api/admin/links/overview'>;
export type LinkDetail = Answer<'/api/admin/links/detail/{slug}'>;

export const dataKeys = {
  links: ['links'] as const,
  overview: (days: number) => ['links', 'overview', days] as const,
  linkDetail: (slug: string, days: number) => ['links', 'detail', slug, days] as const,
};

export function useLinkTotals() {
  const { api } = usePortal();
  return useQuery({
    queryKey: dataKeys.links,
    queryFn: () => expectData(api.GET('/api/admin/links')),
  });
}

export function useLinksOverview(days: number) {
  const { api } = usePortal();
  return useQuery({
    queryKey: dataKeys.overview(days),
    queryFn: () => expectData(api.GET('/api/admin/links/overview', { params: { query: { days } } })),
  });
}

export function useLinkDetail(slug: string, days: number) {
  const { api } = usePortal();
  return useQuery({
    queryKey: dataKeys.linkDetail(slug, days),
    queryFn: () =>
      expectData(
        api.GET('/api/admin/links/detail/{slug}', {
          params: { path: { slug }, query: { days } },
        }),
      ),
    retry: false,
  });
}

export type ActivityReport = Answer<'/api/admin/activity'>;
export type ApplyEvent = ActivityReport['feed'][number];
export type AttributeAudit = Answer<'/api/admin/audit'>;
export type ClientHealthReport = Answer<'/api/admin/activity/clients'>;

export const monitoringKeys = {
  activity: ['activity'] as const,
  clients: ['activity', 'clients'] as const,
  events: (filter: object) => ['activity', 'events', filter] as const,
  audit: ['audit'] as const,
};

export function useActivity() {
  const { api } = usePortal();
  return useQuery({
    queryKey: monitoringKeys.activity,
    queryFn: () => expectData(api.GET('/api/admin/activity')),
  });
}

export function useClientHealth() {
  const { api } = usePortal();
  return useQuery({
    queryKey: monitoringKeys.clients,
    queryFn: () => expectData(api.GET('/api/admin/activity/clients')),
  });
}

export function useAudit() {
  const { api } = usePortal();
  return useQuery({
    queryKey: monitoringKeys.audit,
    queryFn: () => expectData(api.GET('/api/admin/audit')),
  });
}

export type ExclusionsOverview = Answer<'/api/admin/exclusions'>;
export type Suggestions = Answer<'/api/admin/exclusions/suggested'>;
export type BillingOverview = Answer<'/api/admin/billing'>;
export type Invoices = Answer<'/api/admin/billing/invoices'>;
export type Adjustments = Answer<'/api/admin/billing/adjustments'>;

/** Everything the cost list changes sits under `cost`, so one invalidation reads the list, suggestions and billing again. */
export const costKeys = {
  all: ['cost'] as const,
  exclusions: ['cost', 'exclusions'] as const,
  suggestions: ['cost', 'suggestions'] as const,
  billing: ['cost', 'billing'] as const,
  invoices: ['cost', 'billing', 'invoices'] as const,
  adjustments: ['cost', 'billing', 'adjustments'] as const,
};

export function useExclusions() {
  const { api } = usePortal();
  return useQuery({
    queryKey: costKeys.exclusions,
    queryFn: () => expectData(api.GET('/api/admin/exclusions')),
  });
}

/** Only asked in exclusion mode (the API refuses it in inclusion mode). */
export function useSuggestions(enabled: boolean) {
  const { api } = usePortal();
  return useQuery({
    queryKey: costKeys.suggestions,
    queryFn: () => expectData(api.GET('/api/admin/exclusions/suggested')),
    enabled,
  });
}

export function useBilling() {
  const { api } = usePortal();
  return useQuery({
    queryKey: costKeys.billing,
    queryFn: () => expectData(api.GET('/api/admin/billing')),
  });
}

export function useInvoices() {
  const { api } = usePortal();
  return useQuery({
    queryKey: costKeys.invoices,
    queryFn: () => expectData(api.GET('/api/admin/billing/invoices')),
  });
}

export function useAdjustments() {
  const { api } = usePortal();
  return useQuery({
    queryKey: costKeys.adjustments,
    queryFn: () => expectData(api.GET('/api/admin/billing/adjustments')),
  });
}

export type Banner = Answer<'/api/admin/banners'>['banners'][number];
export const blockKeys = {
  banners: ['banners'] as const,
  footers: ['footers'] as const,
};

export function useBanners() {
  const { api } = usePortal();
  return useQuery({
    queryKey: blockKeys.banners,
    queryFn: async () => (await expectData(api.GET('/api/admin/banners'))).banners,
  });
}

export function useFooters() {
  const { api } = usePortal();
  return useQuery({
    queryKey: blockKeys.footers,
    queryFn: async () => (await expectData(api.GET('/api/admin/footers'))).footers,
  });
}
