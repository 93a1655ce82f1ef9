import { expectData, expectOk, type Reply } from '../../api/client';
import { keys, type Answer } from '../../api/queries';
import { useChange, useRead, type ChangeOptions } from '../../api/hooks';
import type { paths } from '../../api/schema';
import { saveFile } from '../library/download';

export type ApiKeyRow = Answer<'/api/admin/api-keys'>['keys'][number];
export type PortalUserRow = Answer<'/api/admin/users'>['users'][number];
/** The create request, as the route declares it. */
export type NewKey = NonNullable<paths['/api/admin/api-keys']['post']['requestBody']>['content']['application/json'];

const peopleKeys = {
  users: ['users'] as const,
  apiKeys: ['api-keys'] as const,
  /** What a key can call; as a prefix, for every key. */
  surface: ['api-surface'] as const,
};

export function usePortalUsers() {
  return useRead(peopleKeys.users, (api) => expectData(api.GET('/api/admin/users')));
}

export function useApiKeys() {
  return useRead(peopleKeys.apiKeys, (api) => expectData(api.GET('/api/admin/api-keys')));
}

export function useApiSurface(keyId: string | null) {
  return useRead([...peopleKeys.surface, keyId ?? 'all'], (api) =>
    expectData(api.GET('/api/admin/api-surface', { params: { query: keyId ? { key: keyId } : {} } })),
  );
}

/** Gives a person a role (adding them to the portal's people); who holds which role shows in `/me` too. */
export function usePutPortalUser(options?: ChangeOptions<Reply<'put', '/api/admin/users'>, { email: string; role: string }>) {
  return useChange(
    [peopleKeys.users, keys.me, keys.onboarding],
    (api, u) => expectData(api.PUT('/api/admin/users', { body: u as { email: string; role: 'Admin' } })),
    options,
  );
}

export function useRemovePortalUser(options?: ChangeOptions<void, string>) {
  return useChange(
    [peopleKeys.users, keys.me, keys.onboarding],
    (api, email: string) => expectOk(api.DELETE('/api/admin/users/{email}', { params: { path: { email } } })),
    options,
  );
}

/** Creates a key; the answer carries its secret, shown once. */
export function useCreateApiKey(options?: ChangeOptions<Reply<'post', '/api/admin/api-keys'>, NewKey>) {
  return useChange(
    [peopleKeys.apiKeys, peopleKeys.surface],
    (api, body: NewKey) => expectData(api.POST('/api/admin/api-keys', { body })),
    options,
  );
}

export function useRevokeApiKey(options?: ChangeOptions<Reply<'delete', '/api/admin/api-keys/{id}'>, string>) {
  return useChange(
    [peopleKeys.apiKeys, peopleKeys.surface],
    (api, id: string) => expectData(api.DELETE('/api/admin/api-keys/{id}', { params: { path: { id } } })),
    options,
  );
}

/** Saves the OpenAPI document the service serves as a download. */
export function useOpenApiDownload() {
  return useChange([], async (api) =>
    saveFile(await expectData(api.GET('/api/admin/api-reference.json', { parseAs: 'blob' })), 'signature-service-api.json'),
  );
}

/** A key that still works: not revoked, not past its expiry. */
export const isLive = (k: ApiKeyRow, now = Date.now()) => !k.revoked && !(k.expires && Date.parse(k.expires) <= now);
