import { useQueryClient } from '@tanstack/react-query';
import { expectData } from '../../api/client';
import { keys, rememberTemplate, TEMPLATE_CHANGE, type Answer, type TemplateDetail } from '../../api/queries';
import { useChange, useRead, writingFirst, type ChangeOptions } from '../../api/hooks';
import { useSampleLanguage } from '../../i18n/LanguageProvider';

type Approvals = Answer<'/api/admin/approvals'>;
export type ApprovalItem = Approvals['queue'][number];

export function useApprovals() {
  return useRead(keys.approvals, (api) => expectData(api.GET('/api/admin/approvals')));
}

/** A working copy rendered with sample data, as the live version's preview is (its dates in the reader's language). */
export function useDraftPreview(id: string, html: string | undefined) {
  const language = useSampleLanguage();
  return useRead(
    [...keys.template(id), 'draft', 'preview', html ?? '', language],
    (api) => expectData(api.POST('/api/admin/preview', { body: { html, language } })),
    { enabled: !!html },
  );
}

/** Approving publishes the working copy, naming the version the reviewer saw (`etag`). */
export function useApproveDraft(id: string, etag: string | undefined, options?: ChangeOptions<TemplateDetail>) {
  const queryClient = useQueryClient();
  return useChange(
    TEMPLATE_CHANGE,
    (api) =>
      expectData(
        api.POST('/api/admin/templates/{id}/publish-draft', { params: { path: { id } }, headers: etag ? { 'if-match': etag } : {} }),
      ),
    writingFirst(options, (published) => rememberTemplate(queryClient, published)),
  );
}

/** Sends a working copy back to who submitted it, with a note. */
export function useRejectDraft(options?: ChangeOptions<TemplateDetail, { item: ApprovalItem; note: string }>) {
  const queryClient = useQueryClient();
  return useChange(
    [keys.approvals, keys.library],
    (api, v) =>
      expectData(api.POST('/api/admin/templates/{id}/draft/reject', { params: { path: { id: v.item.id } }, body: { note: v.note } })),
    writingFirst(options, (t) => rememberTemplate(queryClient, t)),
  );
}
