import { useMutation, useQuery } from '@tanstack/react-query';
import { expectData, expectOk, type Reply } from '../../api/client';
import { keys, libraryQuery, TEMPLATE_CHANGE, type Answer, type TemplateSummary } from '../../api/queries';
import type { ChangeOptions } from '../../api/queryClient';
import { usePortal } from '../../portal';
import type { PageData } from '../../shell/lazyPage';
import { rolloutsQuery, schedulesQuery } from '../rollouts/queries';
import { readBundle } from './bundle';
import { attachmentName, saveFile } from './download';

export type DeletedTemplates = Answer<'/api/admin/templates/deleted'>;
export type DeletedTemplate = DeletedTemplates['templates'][number];
type Created = Reply<'post', '/api/admin/templates'>;

/** A new template changes the library and the getting-started checklist (its first step). */
const CREATED = [keys.library, keys.onboarding];

/** The library's lists, asked while its code loads. */
export function prefetchLibrary({ queries, api }: PageData) {
  void queries.prefetchQuery(libraryQuery(api));
  void queries.prefetchQuery(schedulesQuery(api));
  void queries.prefetchQuery(rolloutsQuery(api));
}

export function useDeletedTemplates() {
  const { api } = usePortal();
  return useQuery({ queryKey: [...keys.library, 'deleted'], queryFn: () => expectData(api.GET('/api/admin/templates/deleted')) });
}

export function useCreateTemplate(options?: ChangeOptions<Created, { name: string; html: string }>) {
  const { api } = usePortal();
  return useMutation({
    ...options,
    mutationFn: (v) => expectData(api.POST('/api/admin/templates', { body: v })),
    meta: { touches: CREATED },
  });
}

export function useDuplicateTemplate(
  options?: ChangeOptions<Reply<'post', '/api/admin/templates/{id}/duplicate'>, { id: string; name: string }>,
) {
  const { api } = usePortal();
  return useMutation({
    ...options,
    mutationFn: (v) =>
      expectData(api.POST('/api/admin/templates/{id}/duplicate', { params: { path: { id: v.id } }, body: { name: v.name } })),
    meta: { touches: CREATED },
  });
}

/** Imports a bundle file (exported from this portal) as a new template. */
export function useImportTemplate(options?: ChangeOptions<Reply<'post', '/api/admin/templates/import'>, File>) {
  const { api } = usePortal();
  return useMutation({
    ...options,
    mutationFn: async (file: File) => expectData(api.POST('/api/admin/templates/import', { body: await readBundle(file) })),
    meta: { touches: CREATED },
  });
}

/** The rename shows wherever the template's name does: the review queue, schedules and rollouts too. */
export function useRenameTemplate(options?: ChangeOptions<Reply<'patch', '/api/admin/templates/{id}'>, { id: string; name: string }>) {
  const { api } = usePortal();
  return useMutation({
    ...options,
    mutationFn: (v) => expectData(api.PATCH('/api/admin/templates/{id}', { params: { path: { id: v.id } }, body: { name: v.name } })),
    meta: { touches: TEMPLATE_CHANGE },
  });
}

/** Moves a template to Recently deleted. */
export function useDeleteTemplate(options?: ChangeOptions<TemplateSummary, TemplateSummary>) {
  const { api } = usePortal();
  return useMutation({
    ...options,
    mutationFn: (t: TemplateSummary) =>
      expectOk(api.DELETE('/api/admin/templates/{id}', { params: { path: { id: t.id }, query: { purge: 'false' } } })).then(() => t),
    meta: { touches: [...TEMPLATE_CHANGE, keys.onboarding] },
  });
}

export function useRestoreTemplate(options?: ChangeOptions<Reply<'post', '/api/admin/templates/{id}/restore'>, DeletedTemplate>) {
  const { api } = usePortal();
  return useMutation({
    ...options,
    mutationFn: (t: DeletedTemplate) => expectData(api.POST('/api/admin/templates/{id}/restore', { params: { path: { id: t.id } } })),
    meta: { touches: [...TEMPLATE_CHANGE, keys.onboarding] },
  });
}

/** Deletes a template of Recently deleted for good. */
export function usePurgeTemplate(options?: ChangeOptions<DeletedTemplate, DeletedTemplate>) {
  const { api } = usePortal();
  return useMutation({
    ...options,
    mutationFn: (t: DeletedTemplate) =>
      expectOk(api.DELETE('/api/admin/templates/{id}', { params: { path: { id: t.id }, query: { purge: 'true' } } })).then(() => t),
    meta: { touches: [keys.library] },
  });
}

/** Saves a template's bundle (its HTML, design and images) as a file. */
export function useExportTemplate(options?: ChangeOptions<void, TemplateSummary>) {
  const { api } = usePortal();
  return useMutation({
    ...options,
    mutationFn: async (t: TemplateSummary) => {
      const answer = await api.GET('/api/admin/templates/{id}/export', { params: { path: { id: t.id } } });
      const bundle = await expectData(Promise.resolve(answer));
      saveFile(
        JSON.stringify(bundle, null, 2),
        attachmentName(answer.response.headers.get('content-disposition'), `${t.name}.signature.json`),
      );
    },
    meta: { touches: [] },
  });
}

/** Pauses (`true`) or resumes (`false`) signature delivery for the whole organisation; the library says which. */
export function useSignatureDelivery(options?: ChangeOptions<Reply<'put', '/api/admin/signature-delivery'>, boolean>) {
  const { api } = usePortal();
  return useMutation({
    ...options,
    mutationFn: (paused: boolean) => expectData(api.PUT('/api/admin/signature-delivery', { body: { paused } })),
    meta: { touches: [keys.library] },
  });
}
