import { useQuery } from '@tanstack/react-query';
import { expectData } from '../../api/client';
import type { Answer } from '../../api/queries';
import { usePortal } from '../../portal';

export type ApiKeyRow = Answer<'/api/admin/api-keys'>['keys'][number];
export type PortalUserRow = Answer<'/api/admin/users'>['users'][number];
export type Surface = Answer<'/api/admin/api-surface'>;

export const peopleKeys = {
  users: ['users'] as const,
  apiKeys: ['api-keys'] as const,
  surface: (keyId: string | null) => ['api-surface', keyId ?? 'all'] as const,
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
    queryKey: peopleKeys.surface(keyId),
    queryFn: () => expectData(api.GET('/api/admin/api-surface', { params: { query: keyId ? { key: keyId } : {} } })),
  });
}

/** A key that still works: not revoked, not past its expiry. */
export const isLive = (k: ApiKeyRow, now = Date.now()) => !k.revoked && !(k.expires && Date.parse(k.expires) <= now);
