import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Capability } from '../../../shared/auth/vocabulary';
import { usePortal } from '../portal';
import { expectData, type ApiClient } from './client';
import { useChange, useRead, writingFirst, type ChangeOptions } from './hooks';
import { updateCached } from './queryClient';
import { keys } from './keys';
import type { paths } from './schema';

export { keys };

// The queries more than one area reads or changes: who is signed in, the organisation, the getting-started checklist,
// the templates, and the keys of what a change in several areas touches. An area's own queries sit in its `queries.ts`.

/** The JSON body of a successful GET, from the generated types. */
export type Answer<P extends keyof paths> = paths[P] extends { get: { responses: { 200: { content: { 'application/json': infer D } } } } }
  ? D
  : never;

export type Me = Answer<'/api/admin/me'>;
type Library = Answer<'/api/admin/templates'>;
export type TemplateSummary = Library['templates'][number];
export type TemplateDetail = Answer<'/api/admin/templates/{id}'>;
export type Checklist = Answer<'/api/admin/onboarding'>;

/**
 * How long a page's first answers count as current. The portal asks a page's queries while the page's code loads
 * (`lazyPage`), so the page often mounts a moment after they answered: without this it would ask them all again.
 */
export const ARRIVAL_MS = 2_000;

/** What a change to a template (a publish, a draft sent back, a rename, a deletion) moves besides the template itself. */
export const TEMPLATE_CHANGE = [keys.library, keys.approvals, keys.schedules, keys.rollouts] as const;

/** What a change to the organisation's profile fields or stored values moves: what templates can show, and how. */
export const PROFILE_VALUES_CHANGE = [keys.fields, keys.doctorContext, keys.mailboxViews] as const;

/** The signed-in person from /api/admin/me; the organisation gate asks it only once the organisation is served. */
export function useMe(enabled = true) {
  const { api } = usePortal();
  return useQuery({ ...meQuery(api), enabled });
}

export const meQuery = (api: ApiClient) =>
  queryOptions({ queryKey: keys.me, queryFn: () => expectData(api.GET('/api/admin/me')), retry: false, staleTime: ARRIVAL_MS });

/** What /api/admin/me answered, if this tab asked it already; never asks it (asking makes an organisation's first Admin). */
export function useKnownMe(): Me | undefined {
  return useQueryClient().getQueryData<Me>(keys.me);
}

/** Whether the signed-in person (from /me) holds a capability. */
export function useCan(capability: Capability): boolean {
  const me = useMe();
  return !!me.data?.capabilities.includes(capability);
}

/** The person's own organisation and its state, answered in every state (not yet connected, suspended…). */
export function useOwnOrganisation() {
  const { api } = usePortal();
  return useQuery(ownOrganisationQuery(api));
}

export const ownOrganisationQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: keys.ownOrganisation,
    queryFn: () => expectData(api.GET('/api/me/organisation')),
    retry: false,
    staleTime: ARRIVAL_MS,
  });

/** The getting-started checklist (the home page's, and the data processing agreement's state in settings). */
export function useChecklist() {
  return useRead(keys.onboarding, (api) => expectData(api.GET('/api/admin/onboarding')));
}

export function useDismissChecklist(options?: ChangeOptions<Checklist>) {
  const queryClient = useQueryClient();
  return useChange(
    [keys.onboarding],
    (api) => expectData(api.POST('/api/admin/onboarding/dismiss')),
    writingFirst(options, (data) => queryClient.setQueryData(keys.onboarding, data)),
  );
}

export const libraryQuery = (api: ApiClient) =>
  queryOptions({ queryKey: keys.library, queryFn: () => expectData(api.GET('/api/admin/templates')), staleTime: ARRIVAL_MS });

export function useLibrary() {
  const { api } = usePortal();
  return useQuery(libraryQuery(api));
}

/** One template with its working copy, and the ETag (its version) that publishing sends as `If-Match`. */
export function useTemplate(id: string) {
  const { api } = usePortal();
  return useQuery(templateQuery(api, id));
}

export const templateQuery = (api: ApiClient, id: string) =>
  queryOptions({
    queryKey: keys.template(id),
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
  updateCached<{ template: TemplateDetail; etag: string | undefined }>(client, keys.template(template.id), (old) => ({
    template,
    etag: etag ?? old.etag,
  }));
  updateCached<Library>(client, keys.library, (old) => ({
    ...old,
    templates: old.templates.map((row) => (row.id === template.id ? { ...row, ...summary } : row)),
  }));
}
