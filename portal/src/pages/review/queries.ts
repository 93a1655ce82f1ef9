import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { expectData } from '../../api/client';
import { keys, rememberTemplate, TEMPLATE_CHANGE, type Answer, type TemplateDetail } from '../../api/queries';
import { writingFirst, type ChangeOptions } from '../../api/queryClient';
import { usePortal } from '../../portal';

export type Approvals = Answer<'/api/admin/approvals'>;
export type ApprovalItem = Approvals['queue'][number];

export function useApprovals() {
  const { api } = usePortal();
  return useQuery({ queryKey: keys.approvals, queryFn: () => expectData(api.GET('/api/admin/approvals')) });
}

/** A working copy rendered with sample data, as the live version's preview is. */
export function useDraftPreview(id: string, html: string | undefined) {
  const { api } = usePortal();
  return useQuery({
    queryKey: [...keys.template(id), 'draft', 'preview', html ?? ''],
    queryFn: () => expectData(api.POST('/api/admin/preview', { body: { html } })),
    enabled: !!html,
  });
}

/** Approving publishes the working copy, naming the version the reviewer saw (`etag`). */
export function useApproveDraft(id: string, etag: string | undefined, options?: ChangeOptions<TemplateDetail>) {
  const { api } = usePortal();
  const queryClient = useQueryClient();
  return useMutation({
    ...writingFirst(options, (published) => rememberTemplate(queryClient, published)),
    mutationFn: () =>
      expectData(
        api.POST('/api/admin/templates/{id}/publish-draft', { params: { path: { id } }, headers: etag ? { 'if-match': etag } : {} }),
      ),
    meta: { touches: TEMPLATE_CHANGE },
  });
}

/** Sends a working copy back to who submitted it, with a note. */
export function useRejectDraft(options?: ChangeOptions<TemplateDetail, { item: ApprovalItem; note: string }>) {
  const { api } = usePortal();
  const queryClient = useQueryClient();
  return useMutation({
    ...writingFirst(options, (t) => rememberTemplate(queryClient, t)),
    mutationFn: (v) =>
      expectData(api.POST('/api/admin/templates/{id}/draft/reject', { params: { path: { id: v.item.id } }, body: { note: v.note } })),
    meta: { touches: [keys.approvals, keys.library] },
  });
}
