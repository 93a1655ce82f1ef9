import { useQueryClient } from '@tanstack/react-query';
import { expectData } from '../../api/client';
import { keys, rememberTemplate, TEMPLATE_CHANGE, type Answer, type TemplateDetail } from '../../api/queries';
import { useChange, useRead, writingFirst, type ChangeOptions } from '../../api/hooks';
import { useSampleLanguage } from '../../i18n/LanguageProvider';

type Versions = Answer<'/api/admin/templates/{id}/versions'>;
export type VersionEntry = Versions['versions'][number];

export function useVersions(id: string) {
  return useRead(keys.versions(id), (api) => expectData(api.GET('/api/admin/templates/{id}/versions', { params: { path: { id } } })));
}

export function useVersionPreview(id: string, version: number) {
  const language = useSampleLanguage();
  return useRead(
    [...keys.versions(id), version, 'preview', language],
    (api) =>
      expectData(
        api.GET('/api/admin/templates/{id}/versions/{version}/preview', { params: { path: { id, version }, query: { language } } }),
      ),
    {
      enabled: version > 0, // a template never published has no version to show
      staleTime: Infinity, // a published version never changes
    },
  );
}

/** The doctor's findings recorded when a version was published. */
export function useVersionFindings(id: string, version: number) {
  return useRead(
    [...keys.versions(id), version, 'findings'],
    (api) => expectData(api.GET('/api/admin/templates/{id}/versions/{version}/findings', { params: { path: { id, version } } })),
    { staleTime: Infinity }, // recorded once, when the version was published
  );
}

/** Publishes an earlier version again, naming the version the person saw (`etag`). */
export function useRollback(id: string, etag: string | undefined, options?: ChangeOptions<TemplateDetail, VersionEntry>) {
  const queryClient = useQueryClient();
  return useChange(
    TEMPLATE_CHANGE,
    (api, v: VersionEntry) =>
      expectData(
        api.POST('/api/admin/templates/{id}/rollback', {
          params: { path: { id } },
          body: { version: v.version },
          headers: etag ? { 'if-match': etag } : {},
        }),
      ),
    writingFirst(options, (published) => rememberTemplate(queryClient, published)),
  );
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
