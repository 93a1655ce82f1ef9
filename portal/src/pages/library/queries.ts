import { expectData, expectOk, type Reply } from '../../api/client';
import { keys, libraryQuery, TEMPLATE_CHANGE, type Answer, type TemplateSummary } from '../../api/queries';
import { useChange, useRead, type ChangeOptions } from '../../api/hooks';
import type { paths } from '../../api/schema';
import type { PageData } from '../../shell/lazyPage';
import { rolloutsQuery, schedulesQuery } from '../rollouts/queries';
import { readBundle } from './bundle';
import { attachmentName, saveFile } from './download';

type DeletedTemplates = Answer<'/api/admin/templates/deleted'>;
export type DeletedTemplate = DeletedTemplates['templates'][number];
type Created = Reply<'post', '/api/admin/templates'>;
/** What a new template is given: its name and body, and for an out-of-office reply its kind and external reply. */
export type NewTemplate = paths['/api/admin/templates']['post']['requestBody']['content']['application/json'];
export type TemplateKind = NonNullable<NewTemplate['kind']>;

/** A new template changes the library and the getting-started checklist (its first step). */
const CREATED = [keys.library, keys.onboarding];

/** The library's lists, asked while its code loads. */
export function prefetchLibrary({ queries, api }: PageData) {
  void queries.prefetchQuery(libraryQuery(api));
  void queries.prefetchQuery(schedulesQuery(api));
  void queries.prefetchQuery(rolloutsQuery(api));
}

export function useDeletedTemplates() {
  return useRead([...keys.library, 'deleted'], (api) => expectData(api.GET('/api/admin/templates/deleted')));
}

export function useCreateTemplate(options?: ChangeOptions<Created, NewTemplate>) {
  return useChange(CREATED, (api, v) => expectData(api.POST('/api/admin/templates', { body: v })), options);
}

export function useDuplicateTemplate(
  options?: ChangeOptions<Reply<'post', '/api/admin/templates/{id}/duplicate'>, { id: string; name: string }>,
) {
  return useChange(
    CREATED,
    (api, v) => expectData(api.POST('/api/admin/templates/{id}/duplicate', { params: { path: { id: v.id } }, body: { name: v.name } })),
    options,
  );
}

/** Imports a bundle file (exported from this portal) as a new template. */
export function useImportTemplate(options?: ChangeOptions<Reply<'post', '/api/admin/templates/import'>, File>) {
  return useChange(
    CREATED,
    async (api, file: File) => expectData(api.POST('/api/admin/templates/import', { body: await readBundle(file) })),
    options,
  );
}

/** The rename shows wherever the template's name does: the review queue, schedules and rollouts too. */
export function useRenameTemplate(options?: ChangeOptions<Reply<'patch', '/api/admin/templates/{id}'>, { id: string; name: string }>) {
  return useChange(
    TEMPLATE_CHANGE,
    (api, v) => expectData(api.PATCH('/api/admin/templates/{id}', { params: { path: { id: v.id } }, body: { name: v.name } })),
    options,
  );
}

/** Moves a template to Recently deleted. */
export function useDeleteTemplate(options?: ChangeOptions<TemplateSummary, TemplateSummary>) {
  return useChange(
    [...TEMPLATE_CHANGE, keys.onboarding],
    (api, t: TemplateSummary) =>
      expectOk(api.DELETE('/api/admin/templates/{id}', { params: { path: { id: t.id }, query: { purge: 'false' } } })).then(() => t),
    options,
  );
}

export function useRestoreTemplate(options?: ChangeOptions<Reply<'post', '/api/admin/templates/{id}/restore'>, DeletedTemplate>) {
  return useChange(
    [...TEMPLATE_CHANGE, keys.onboarding],
    (api, t: DeletedTemplate) => expectData(api.POST('/api/admin/templates/{id}/restore', { params: { path: { id: t.id } } })),
    options,
  );
}

/** Deletes a template of Recently deleted for good. */
export function usePurgeTemplate(options?: ChangeOptions<DeletedTemplate, DeletedTemplate>) {
  return useChange(
    [keys.library],
    (api, t: DeletedTemplate) =>
      expectOk(api.DELETE('/api/admin/templates/{id}', { params: { path: { id: t.id }, query: { purge: 'true' } } })).then(() => t),
    options,
  );
}

/** Saves a template's bundle (its HTML, design and images) as a file. */
export function useExportTemplate(options?: ChangeOptions<void, TemplateSummary>) {
  return useChange(
    [],
    async (api, t: TemplateSummary) => {
      const answer = await api.GET('/api/admin/templates/{id}/export', { params: { path: { id: t.id } } });
      const bundle = await expectData(Promise.resolve(answer));
      saveFile(
        JSON.stringify(bundle, null, 2),
        attachmentName(answer.response.headers.get('content-disposition'), `${t.name}.signature.json`),
      );
    },
    options,
  );
}

/** Pauses (`true`) or resumes (`false`) signature delivery for the whole organisation; the library says which. */
export function useSignatureDelivery(options?: ChangeOptions<Reply<'put', '/api/admin/signature-delivery'>, boolean>) {
  return useChange(
    [keys.library],
    (api, paused: boolean) => expectData(api.PUT('/api/admin/signature-delivery', { body: { paused } })),
    options,
  );
}
