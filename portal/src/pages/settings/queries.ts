import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { expectData, type Reply } from '../../api/client';
import { keys, type Answer } from '../../api/queries';
import { writingFirst, type ChangeOptions } from '../../api/queryClient';
import type { paths } from '../../api/schema';
import { usePortal } from '../../portal';
import { profileKeys } from '../profile/queries';

export type Settings = Answer<'/api/admin/settings'>;
type TestEmail = paths['/api/admin/test-email']['post']['requestBody']['content']['application/json'];
type SentTo = Reply<'post', '/api/admin/test-email'>;

const settingsKeys = {
  settings: ['settings'] as const,
  digest: ['settings', 'digest'] as const,
};

export function useSettings() {
  const { api } = usePortal();
  return useQuery({ queryKey: settingsKeys.settings, queryFn: () => expectData(api.GET('/api/admin/settings')) });
}

/**
 * Changes some settings; the answer becomes the cached settings. Publish approval shows on the review page, profile
 * editing and own photos on the staff profile page.
 */
export function useUpdateSettings(options?: ChangeOptions<Settings, Partial<Settings>>) {
  const { api } = usePortal();
  const queryClient = useQueryClient();
  return useMutation({
    ...writingFirst(options, (saved) => queryClient.setQueryData(settingsKeys.settings, saved)),
    mutationFn: (patch: Partial<Settings>) => expectData(api.PUT('/api/admin/settings', { body: patch })),
    meta: { touches: [settingsKeys.settings, keys.approvals, profileKeys.profile, profileKeys.photo] },
  });
}

/** The health digest as it would be sent now; asked once `enabled`. */
export function useDigestPreview(enabled: boolean) {
  const { api } = usePortal();
  return useQuery({
    queryKey: settingsKeys.digest,
    queryFn: () => expectData(api.GET('/api/admin/settings/digest/preview')),
    enabled,
  });
}

/** Mails the digest to the signed-in person; it changes nothing (not even when the next one goes out). */
export function useSendDigest(options?: ChangeOptions<Reply<'post', '/api/admin/settings/digest/send'>>) {
  const { api } = usePortal();
  return useMutation({
    ...options,
    mutationFn: () => expectData(api.POST('/api/admin/settings/digest/send')),
    meta: { touches: [] },
  });
}

/** Accepts the data processing agreement in force; the checklist carries its state. */
export function useAcceptDpa(options?: ChangeOptions<Reply<'post', '/api/admin/dpa/accept'>>) {
  const { api } = usePortal();
  return useMutation({
    ...options,
    mutationFn: () => expectData(api.POST('/api/admin/dpa/accept')),
    meta: { touches: [keys.onboarding] },
  });
}

/** Sends a message carrying a signature to an inbox of the organisation; it changes nothing. */
export function useSendTestEmail(options?: ChangeOptions<SentTo, TestEmail>) {
  const { api } = usePortal();
  return useMutation({
    ...options,
    mutationFn: (body: TestEmail) => expectData(api.POST('/api/admin/test-email', { body })),
    meta: { touches: [] },
  });
}
