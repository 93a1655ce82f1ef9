import { useMutation, useQuery } from '@tanstack/react-query';
import { expectData, expectOk, type Reply } from '../../api/client';
import { keys, type Answer } from '../../api/queries';
import type { ChangeOptions } from '../../api/queryClient';
import { ApiRefusal } from '../../api/refusal';
import type { paths } from '../../api/schema';
import { usePortal } from '../../portal';

export type ApiKeyRow = Answer<'/api/admin/api-keys'>['keys'][number];
export type PortalUserRow = Answer<'/api/admin/users'>['users'][number];
export type Surface = Answer<'/api/admin/api-surface'>;
/** The create request, as the route declares it. */
export type NewKey = NonNullable<paths['/api/admin/api-keys']['post']['requestBody']>['content']['application/json'];

const peopleKeys = {
  users: ['users'] as const,
  apiKeys: ['api-keys'] as const,
  /** What a key can call; as a prefix, for every key. */
  surface: ['api-surface'] as const,
};

export function usePortalUsers() {
  const { api } = usePortal();
  return useQuery({ queryKey: peopleKeys.users, queryFn: () => expectData(api.GET('/api/admin/users')) });
}

export function useApiKeys() {
  const { api } = usePortal();
  return useQuery({ queryKey: peopleKeys.apiKeys, queryFn: () => expectData(api.GET('/api/admin/api-keys')) });
}

export function useApiSurface(keyId: string | null) {
  const { api } = usePortal();
  return useQuery({
    queryKey: [...peopleKeys.surface, keyId ?? 'all'],
    queryFn: () => expectData(api.GET('/api/admin/api-surface', { params: { query: keyId ? { key: keyId } : {} } })),
  });
}

/** Gives a person a role (adding them to the portal's people); who holds which role shows in `/me` too. */
export function usePutPortalUser(options?: ChangeOptions<Reply<'put', '/api/admin/users'>, { email: string; role: string }>) {
  const { api } = usePortal();
  return useMutation({
    ...options,
    mutationFn: (u) => expectData(api.PUT('/api/admin/users', { body: u as { email: string; role: 'Admin' } })),
    meta: { touches: [peopleKeys.users, keys.me, keys.onboarding] },
  });
}

export function useRemovePortalUser(options?: ChangeOptions<void, string>) {
  const { api } = usePortal();
  return useMutation({
    ...options,
    mutationFn: (email: string) => expectOk(api.DELETE('/api/admin/users/{email}', { params: { path: { email } } })),
    meta: { touches: [peopleKeys.users, keys.me, keys.onboarding] },
  });
}

/** Creates a key; the answer carries its secret, shown once. */
export function useCreateApiKey(options?: ChangeOptions<Reply<'post', '/api/admin/api-keys'>, NewKey>) {
  const { api } = usePortal();
  return useMutation({
    ...options,
    mutationFn: (body: NewKey) => expectData(api.POST('/api/admin/api-keys', { body })),
    meta: { touches: [peopleKeys.apiKeys, peopleKeys.surface] },
  });
}

export function useRevokeApiKey(options?: ChangeOptions<Reply<'delete', '/api/admin/api-keys/{id}'>, string>) {
  const { api } = usePortal();
  return useMutation({
    ...options,
    mutationFn: (id: string) => expectData(api.DELETE('/api/admin/api-keys/{id}', { params: { path: { id } } })),
    meta: { touches: [peopleKeys.apiKeys, peopleKeys.surface] },
  });
}

/** Saves the OpenAPI document the service serves as a download. */
export function useOpenApiDownload() {
  const { api } = usePortal();
  return useMutation({
    mutationFn: async () => {
      const answer = await api.GET('/api/admin/api-reference.json', { parseAs: 'blob' });
      if (!answer.response.ok || !answer.data) throw await ApiRefusal.from(answer.response, answer.error);
      const url = URL.createObjectURL(answer.data as Blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = 'signature-service-api.json';
      link.click();
      URL.revokeObjectURL(url);
    },
    meta: { touches: [] },
  });
}

/** A key that still works: not revoked, not past its expiry. */
export const isLive = (k: ApiKeyRow, now = Date.now()) => !k.revoked && !(k.expires && Date.parse(k.expires) <= now);
