import { keepPreviousData } from '@tanstack/react-query';
import { expectData } from '../../api/client';
import { useChange, useRead, type ChangeOptions } from '../../api/hooks';
import type { paths } from '../../api/schema';
import type { Answer } from '../../api/queries';

/** What switching replies sends: on or off, the dates and whom to contact. */
export type ReplyInput = NonNullable<paths['/api/me/automatic-replies']['put']['requestBody']>['content']['application/json'];
export type OwnReplies = Answer<'/api/me/automatic-replies'>;
export type OutList = Answer<'/api/admin/automatic-replies'>;

export const replyKeys = {
  own: ['own-automatic-replies'] as const,
  preview: ['own-automatic-replies', 'preview'] as const,
  out: ['automatic-replies'] as const,
};

export function useOwnReplies() {
  return useRead(replyKeys.own, (api) => expectData(api.GET('/api/me/automatic-replies')), { retry: false });
}

/** Both replies for what the form says now (not saved). */
export function useReplyPreview(input: ReplyInput, enabled: boolean) {
  return useRead([...replyKeys.preview, input], (api) => expectData(api.POST('/api/me/automatic-replies/preview', { body: input })), {
    enabled,
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export function useSaveOwnReplies(options?: ChangeOptions<OwnReplies, ReplyInput>) {
  return useChange(
    [replyKeys.own, replyKeys.out],
    (api, body: ReplyInput) => expectData(api.PUT('/api/me/automatic-replies', { body })),
    options,
  );
}

/** Who is out, for an Admin. */
export function useOutList() {
  return useRead(replyKeys.out, (api) => expectData(api.GET('/api/admin/automatic-replies')));
}

export function useSetSomeonesReplies(options?: ChangeOptions<unknown, { email: string; body: ReplyInput }>) {
  return useChange(
    [replyKeys.out, replyKeys.own],
    (api, { email, body }: { email: string; body: ReplyInput }) =>
      expectData(api.PUT('/api/admin/automatic-replies/{email}', { params: { path: { email } }, body })),
    options,
  );
}

/** A day picked in a date field (`YYYY-MM-DD`) as the start of that day where the person is. */
export const dayStart = (date: string) => (date ? new Date(`${date}T00:00:00`).toISOString() : undefined);
/** The day (`YYYY-MM-DD`, where the person is) of a moment, for a date field. */
export const dayOf = (iso: string | null) => {
  if (!iso) return '';
  const d = new Date(iso);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};
/** A moment as the day people read (in their own locale and zone). */
export const dayWords = (iso: string) => new Date(iso).toLocaleDateString(undefined, { dateStyle: 'full' });
