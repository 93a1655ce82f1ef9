import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { expectData, type Reply } from '../../api/client';
import { PROFILE_VALUES_CHANGE, type Answer } from '../../api/queries';
import { useChange, useRead, writingFirst, type ChangeOptions } from '../../api/hooks';

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
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });
