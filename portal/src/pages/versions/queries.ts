import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { expectData } from '../../api/client';
import { keys, rememberTemplate, TEMPLATE_CHANGE, type Answer, type TemplateDetail } from '../../api/queries';
import { writingFirst, type ChangeOptions } from '../../api/queryClient';
import { usePortal } from '../../portal';

export type Versions = Answer<'/api/admin/templates/{id}/versions'>;
export type VersionEntry = Versions['versions'][number];

export function useVersions(id: string) {
  const { api } = usePortal();
  return useQuery({
    queryKey: keys.versions(id),
    queryFn: () => expectData(api.GET('/api/admin/templates/{id}/versions', { params: { path: { id } } })),
  });
}

export function useVersionPreview(id: string, version: number) {
  const { api } = usePortal();
  return useQuery({
    queryKey: [...keys.versions(id), version, 'preview'],
    queryFn: () => expectData(api.GET('/api/admin/templates/{id}/versions/{version}/preview', { params: { path: { id, version } } })),
    enabled: version > 0, // a template never published has no version to show
    staleTime: Infinity, // a published version never changes
  });
}

/** The doctor's findings recorded when a version was published. */
export function useVersionFindings(id: string, version: number) {
  const { api } = usePortal();
  return useQuery({
    queryKey: [...keys.versions(id), version, 'findings'],
    staleTime: Infinity, // recorded once, when the version was published
    queryFn: () => expectData(api.GET('/api/admin/templates/{id}/versions/{version}/findings', { params: { path: { id, version } } })),
  });
}

/** Publishes an earlier version again, naming the version the person saw (`etag`). */
export function useRollback(id: string, etag: string | undefined, options?: ChangeOptions<TemplateDetail, VersionEntry>) {
  const { api } = usePortal();
  const queryClient = useQueryClient();
  return useMutation({
    ...writingFirst(options, (published) => rememberTemplate(queryClient, published)),
    mutationFn: (v: VersionEntry) =>
      expectData(
        api.POST('/api/admin/templates/{id}/rollback', {
          params: { path: { id } },
          body: { version: v.version },
          headers: etag ? { 'if-match': etag } : {},
        }),
      ),
    meta: { touches: TEMPLATE_CHANGE },
  });
}

/** Reads the template, its history and its library row again (after someone else published meanwhile). */
export function useReloadHistory(id: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: keys.template(id), exact: true }),
      queryClient.invalidateQueries({ queryKey: keys.versions(id) }),
      queryClient.invalidateQueries({ queryKey: keys.library, exact: true }),
    ]);
}
