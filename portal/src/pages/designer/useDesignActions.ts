import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { expectData, type ApiClient } from '../../api/client';
import { ARRIVAL_MS, rememberTemplate, type Answer, type TemplateDetail } from '../../api/queries';
import type { paths } from '../../api/schema';
import { usePortal } from '../../portal';
import type { Design } from '../../../../shared/designs/schema';

export type DesignState = NonNullable<Answer<'/api/admin/templates/{id}/design'>['design']>;
type DesignedTemplate = paths['/api/admin/templates/{id}/design']['put']['responses'][200]['content']['application/json'];

export const designKey = (id: string) => ['templates', id, 'design'] as const;
export const brandKitKey = ['brand-kit'] as const;

/** A template's design, or null for a template written as HTML. */
export function useTemplateDesign(id: string) {
  const { api } = usePortal();
  return useQuery(templateDesignQuery(api, id));
}

export const templateDesignQuery = (api: ApiClient, id: string) =>
  queryOptions({
    queryKey: designKey(id),
    refetchOnWindowFocus: false,
    retry: false,
    staleTime: ARRIVAL_MS,
    queryFn: async (): Promise<DesignState | null> =>
      (await expectData(api.GET('/api/admin/templates/{id}/design', { params: { path: { id } } }))).design,
  });

/** The organisation's brand kit and the ETag a save names in If-Match. */
export function useBrandKit() {
  const { api } = usePortal();
  return useQuery({
    queryKey: brandKitKey,
    queryFn: async () => {
      const answer = await api.GET('/api/admin/brand-kit');
      const { kit } = await expectData(Promise.resolve(answer));
      return { kit, etag: answer.response.headers.get('etag') ?? undefined };
    },
  });
}

/** The template part of a designed template's answer, for the cached template and its library row. */
const templateOf = ({ design: _design, ...t }: DesignedTemplate): TemplateDetail => t as TemplateDetail;
/** The HTML a designed template's working copy now holds (what publishing and review use). */
export const renderedHtml = (t: DesignedTemplate) => t.draft?.html ?? t.html;

/** Saving a design, detaching the template from it to edit the HTML by hand, and undoing that. */
export function useDesignActions(id: string) {
  const { api } = usePortal();
  const queryClient = useQueryClient();
  const path = { params: { path: { id } } };
  const remember = (t: DesignedTemplate) => {
    rememberTemplate(queryClient, templateOf(t));
    queryClient.setQueryData(designKey(id), t.design);
  };
  const save = useMutation({
    mutationFn: (design: Design) => expectData(api.PUT('/api/admin/templates/{id}/design', { ...path, body: { design } })),
    onSuccess: remember,
  });
  const detach = useMutation({
    mutationFn: () => expectData(api.POST('/api/admin/templates/{id}/design/detach', path)),
    onSuccess: (state) => queryClient.setQueryData(designKey(id), state),
  });
  const restore = useMutation({
    mutationFn: () => expectData(api.POST('/api/admin/templates/{id}/design/restore', path)),
    onSuccess: remember,
  });
  return { save, detach, restore };
}
