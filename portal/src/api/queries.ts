import { useQuery } from '@tanstack/react-query';
import { usePortal } from '../portal';
import { expectData } from './client';
import type { paths } from './schema';

/** The JSON body of a successful GET, from the generated types. */
export type Answer<P extends keyof paths> = paths[P] extends { get: { responses: { 200: { content: { 'application/json': infer D } } } } } ? D : never;

export type Me = Answer<'/api/admin/me'>;
export type Library = Answer<'/api/admin/templates'>;
export type TemplateSummary = Library['templates'][number];
export type DeletedTemplates = Answer<'/api/admin/templates/deleted'>;

/** Query keys, one place: mutations invalidate by these. */
export const keys = {
  me: ['me'] as const,
  onboarding: ['onboarding'] as const,
  library: ['templates'] as const,
  deleted: ['templates', 'deleted'] as const,
  schedules: ['schedules'] as const,
  rollouts: ['rollouts'] as const,
};

export function useMe() {
  const { api } = usePortal();
  return useQuery({ queryKey: keys.me, queryFn: () => expectData(api.GET('/api/admin/me')), retry: false });
}

export function useLibrary() {
  const { api } = usePortal();
  return useQuery({ queryKey: keys.library, queryFn: () => expectData(api.GET('/api/admin/templates')) });
}

export function useDeletedTemplates() {
  const { api } = usePortal();
  return useQuery({ queryKey: keys.deleted, queryFn: () => expectData(api.GET('/api/admin/templates/deleted')) });
}

export function usePendingSchedules() {
  const { api } = usePortal();
  return useQuery({ queryKey: keys.schedules, queryFn: () => expectData(api.GET('/api/admin/schedules')) });
}

export function useRolloutsInFlight() {
  const { api } = usePortal();
  return useQuery({ queryKey: keys.rollouts, queryFn: () => expectData(api.GET('/api/admin/rollouts')) });
}

/** The capability the signed-in person (from /me) holds. */
export function useCan(capability: string): boolean {
  const me = useMe();
  return !!me.data?.capabilities.includes(capability);
}

// --- Template editor (pages/editor) ---

export type TemplateDetail = Answer<'/api/admin/templates/{id}'>;
export type PlaceholderGroups = Answer<'/api/admin/fields'>['groups'];
export type Asset = Answer<'/api/admin/assets'>['assets'][number];

export const editorKeys = {
  template: (id: string) => ['template', id] as const,
  versions: (id: string) => ['template', id, 'versions'] as const,
  fields: ['fields'] as const,
  assets: ['assets'] as const,
};

/** One template with the ETag (its version) that publishing sends back as If-Match. */
export function useTemplate(id: string) {
  const { api } = usePortal();
  return useQuery({
    queryKey: editorKeys.template(id),
    queryFn: async () => {
      const answer = await api.GET('/api/admin/templates/{id}', { params: { path: { id } } });
      const template = await expectData(Promise.resolve(answer));
      return { template, etag: answer.response.headers.get('etag') };
    },
    // The editor holds its own copy of the body: reading the template again must not happen behind its back.
    refetchOnWindowFocus: false,
  });
}

export function usePlaceholderFields() {
  const { api } = usePortal();
  return useQuery({ queryKey: editorKeys.fields, queryFn: () => expectData(api.GET('/api/admin/fields')), staleTime: 60_000 });
}

export function useAssets() {
  const { api } = usePortal();
  return useQuery({ queryKey: editorKeys.assets, queryFn: () => expectData(api.GET('/api/admin/assets')) });
}
