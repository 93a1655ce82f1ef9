import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { expectData, type Reply } from '../../api/client';
import { PROFILE_VALUES_CHANGE, type Answer } from '../../api/queries';
import { writingFirst, type ChangeOptions } from '../../api/queryClient';
import { usePortal } from '../../portal';

export type OwnProfile = Answer<'/api/me/profile'>;
export type OwnPhoto = Answer<'/api/me/photo'>;

/** The signed-in person's own profile: its values, its signature's preview and its photo. */
export const profileKeys = {
  profile: ['own-profile'] as const,
  preview: ['own-profile', 'preview'] as const,
  photo: ['own-photo'] as const,
};

export function useOwnProfile() {
  const { api } = usePortal();
  return useQuery({ queryKey: profileKeys.profile, queryFn: () => expectData(api.GET('/api/me/profile')), retry: false });
}

/** The person's signature with `values` typed so far (not yet saved), once the profile is known. */
export function useOwnSignaturePreview(values: Record<string, string>, enabled: boolean) {
  const { api } = usePortal();
  return useQuery({
    queryKey: [...profileKeys.preview, values],
    queryFn: () => expectData(api.POST('/api/me/signature/preview', { body: { values, type: 'new' } })),
    enabled,
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** Saves the person's values; the answer's values become the cached profile's. */
export function useSaveOwnProfile(options?: ChangeOptions<Reply<'put', '/api/me/profile'>, Record<string, string>>) {
  const { api } = usePortal();
  const queryClient = useQueryClient();
  return useMutation({
    ...writingFirst(options, (saved) =>
      queryClient.setQueryData<OwnProfile>(profileKeys.profile, (old) => (old ? { ...old, values: saved.values } : old)),
    ),
    mutationFn: (values: Record<string, string>) => expectData(api.PUT('/api/me/profile', { body: { values } })),
    meta: { touches: [profileKeys.profile, ...PROFILE_VALUES_CHANGE] },
  });
}

export function useOwnPhoto() {
  const { api } = usePortal();
  return useQuery({ queryKey: profileKeys.photo, queryFn: () => expectData(api.GET('/api/me/photo')), retry: false });
}

/** What a change of the photo touches: the signature shows it. Its answer becomes the cached photo. */
const PHOTO_CHANGE = [profileKeys.preview, ...PROFILE_VALUES_CHANGE];

export function useUploadOwnPhoto(options?: ChangeOptions<OwnPhoto, File>) {
  const { api } = usePortal();
  const queryClient = useQueryClient();
  return useMutation({
    ...writingFirst(options, (data) => queryClient.setQueryData(profileKeys.photo, data)),
    mutationFn: async (file: File) => expectData(api.PUT('/api/me/photo', { body: { base64: await base64Of(file) } })),
    meta: { touches: PHOTO_CHANGE },
  });
}

export function useRemoveOwnPhoto(options?: ChangeOptions<OwnPhoto>) {
  const { api } = usePortal();
  const queryClient = useQueryClient();
  return useMutation({
    ...writingFirst(options, (data) => queryClient.setQueryData(profileKeys.photo, data)),
    mutationFn: () => expectData(api.DELETE('/api/me/photo')),
    meta: { touches: PHOTO_CHANGE },
  });
}

/** A file as base64 (the JSON body of the upload). */
const base64Of = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? (reader.result.split(',')[1] ?? '') : '');
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });
