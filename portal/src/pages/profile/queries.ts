import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { expectData, type Reply } from '../../api/client';
import { PROFILE_VALUES_CHANGE, type Answer } from '../../api/queries';
import { useChange, useRead, writingFirst, type ChangeOptions } from '../../api/hooks';
import type { paths } from '../../api/schema';
import { currentLocale } from '../../i18n/language';
import { message } from '../../i18n/useMessages';
import { photoMessages } from './photo.messages';

type OwnProfile = Answer<'/api/me/profile'>;
type OwnPhoto = Answer<'/api/me/photo'>;

/** The signed-in person's own profile: its values, its signature's preview and its photo. */
export const profileKeys = {
  profile: ['own-profile'] as const,
  preview: ['own-profile', 'preview'] as const,
  photo: ['own-photo'] as const,
};

export function useOwnProfile() {
  return useRead(profileKeys.profile, (api) => expectData(api.GET('/api/me/profile')), { retry: false });
}

/** The person's signature with `values` typed so far (not yet saved), once the profile is known. */
export function useOwnSignaturePreview(values: Record<string, string>, enabled: boolean) {
  return useRead(
    [...profileKeys.preview, values],
    (api) => expectData(api.POST('/api/me/signature/preview', { body: { values, type: 'new' } })),
    { enabled, placeholderData: keepPreviousData, retry: false },
  );
}

/** Saves the person's values; the answer's values become the cached profile's. */
export function useSaveOwnProfile(options?: ChangeOptions<Reply<'put', '/api/me/profile'>, Record<string, string>>) {
  const queryClient = useQueryClient();
  return useChange(
    [profileKeys.profile, ...PROFILE_VALUES_CHANGE],
    (api, values: Record<string, string>) => expectData(api.PUT('/api/me/profile', { body: { values } })),
    writingFirst(options, (saved) =>
      queryClient.setQueryData<OwnProfile>(profileKeys.profile, (old) => (old ? { ...old, values: saved.values } : old)),
    ),
  );
}

export function useOwnPhoto() {
  return useRead(profileKeys.photo, (api) => expectData(api.GET('/api/me/photo')), { retry: false });
}

/** What a change of the photo touches: the signature shows it. Its answer becomes the cached photo. */
const PHOTO_CHANGE = [profileKeys.preview, ...PROFILE_VALUES_CHANGE];

export function useUploadOwnPhoto(options?: ChangeOptions<OwnPhoto, File>) {
  const queryClient = useQueryClient();
  return useChange(
    PHOTO_CHANGE,
    async (api, file: File) => expectData(api.PUT('/api/me/photo', { body: { base64: await base64Of(file) } })),
    writingFirst(options, (data) => queryClient.setQueryData(profileKeys.photo, data)),
  );
}

export function useRemoveOwnPhoto(options?: ChangeOptions<OwnPhoto>) {
  const queryClient = useQueryClient();
  return useChange(
    PHOTO_CHANGE,
    (api) => expectData(api.DELETE('/api/me/photo')),
    writingFirst(options, (data) => queryClient.setQueryData(profileKeys.photo, data)),
  );
}

/** A file as base64 (the JSON body of the upload). */
const base64Of = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? (reader.result.split(',')[1] ?? '') : '');
    reader.onerror = () => reject(reader.error ?? new Error(message(photoMessages, 'unreadable')));
    reader.readAsDataURL(file);
  });

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

/** The local offset of a moment ("+01:00"): the day picked keeps its zone, so the service names the same day. */
const offsetOf = (d: Date) => {
  const minutes = -d.getTimezoneOffset();
  const abs = Math.abs(minutes);
  return `${minutes < 0 ? '-' : '+'}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
};
/** A day picked in a date field (`YYYY-MM-DD`) as the start of that day where the person is, with their offset. */
export const dayStart = (date: string) => (date ? `${date}T00:00:00${offsetOf(new Date(`${date}T00:00:00`))}` : undefined);
/** The day (`YYYY-MM-DD`, where the person is) of a moment, for a date field. */
export const dayOf = (iso: string | null) => {
  if (!iso) return '';
  const d = new Date(iso);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};
/**
 * The locale dates are written in: the browser's own when it is in the portal's language (en-GB writes "9 December"),
 * else the portal's language.
 */
const readersLocale = () => {
  const language = currentLocale();
  return navigator.languages.find((l) => l.split('-')[0] === language) ?? language;
};
/** A moment as the day people read it: in the portal's language, as the reader writes dates, and in the person's own zone. */
export const dayWords = (iso: string) => new Intl.DateTimeFormat(readersLocale(), { dateStyle: 'full' }).format(new Date(iso));
