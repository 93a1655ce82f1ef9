import { useInfiniteQuery, useMutation, useQuery } from '@tanstack/react-query';
import { expectData, type Reply } from '../../api/client';
import { keys, PROFILE_VALUES_CHANGE, type Answer } from '../../api/queries';
import type { ChangeOptions } from '../../api/queryClient';
import { usePortal } from '../../portal';
import { profileKeys } from '../profile/queries';
import type { FieldDefinition } from './fieldDraft';

export type ProfileFieldRow = Answer<'/api/admin/profile-fields'>['fields'][number];
export type FieldType = ProfileFieldRow['type'];
export type ValuesPage = Answer<'/api/admin/profile-values'>;
export type ColleagueValues = ValuesPage['mailboxes'][number];

const fieldKeys = {
  fields: ['profile-fields'] as const,
  values: ['profile-values'] as const,
};

/**
 * A change of the fields moves the stored values (a change can remove those that no longer fit), the placeholders
 * templates name, what staff see on their profile page, and the getting-started checklist.
 */
const FIELDS_CHANGE = [fieldKeys.fields, fieldKeys.values, profileKeys.profile, keys.onboarding, ...PROFILE_VALUES_CHANGE];

export function useProfileFields() {
  const { api } = usePortal();
  return useQuery({ queryKey: fieldKeys.fields, queryFn: () => expectData(api.GET('/api/admin/profile-fields')) });
}

/** The mailboxes with stored values, a page of 100 at a time. */
export function useColleagueValues() {
  const { api } = usePortal();
  return useInfiniteQuery({
    queryKey: fieldKeys.values,
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam }) =>
      expectData(api.GET('/api/admin/profile-values', { params: { query: { limit: 100, ...(pageParam ? { cursor: pageParam } : {}) } } })),
    getNextPageParam: (last) => last.cursor ?? undefined,
  });
}

type Change = { key: string; body: FieldDefinition };

export function useDefineField(options?: ChangeOptions<Reply<'post', '/api/admin/profile-fields'>, { key: string } & FieldDefinition>) {
  const { api } = usePortal();
  return useMutation({
    ...options,
    mutationFn: (body) => expectData(api.POST('/api/admin/profile-fields', { body })),
    meta: { touches: FIELDS_CHANGE },
  });
}

/** How many stored values a change of a field would remove; it changes nothing. */
export function useFieldChangeImpact(options?: ChangeOptions<Reply<'post', '/api/admin/profile-fields/{key}/impact'>, Change>) {
  const { api } = usePortal();
  return useMutation({
    ...options,
    mutationFn: ({ key, body }) => expectData(api.POST('/api/admin/profile-fields/{key}/impact', { params: { path: { key } }, body })),
    meta: { touches: [] },
  });
}

/** Changes a field (switching it off or on too), removing the stored values that no longer fit. */
export function useChangeField(options?: ChangeOptions<Reply<'put', '/api/admin/profile-fields/{key}'>, Change>) {
  const { api } = usePortal();
  return useMutation({
    ...options,
    mutationFn: ({ key, body }) => expectData(api.PUT('/api/admin/profile-fields/{key}', { params: { path: { key } }, body })),
    meta: { touches: FIELDS_CHANGE },
  });
}

/** Deletes a field with every stored value of it. */
export function useDeleteField(options?: ChangeOptions<Reply<'delete', '/api/admin/profile-fields/{key}'>, string>) {
  const { api } = usePortal();
  return useMutation({
    ...options,
    mutationFn: (key: string) => expectData(api.DELETE('/api/admin/profile-fields/{key}', { params: { path: { key } } })),
    meta: { touches: FIELDS_CHANGE },
  });
}

/** Enters or changes one colleague's values (an emptied field clears its value). */
export function useSaveColleagueValues(
  options?: ChangeOptions<Reply<'put', '/api/admin/profile-values/{email}'>, { email: string; values: Record<string, string | null> }>,
) {
  const { api } = usePortal();
  return useMutation({
    ...options,
    mutationFn: ({ email, values }) =>
      expectData(api.PUT('/api/admin/profile-values/{email}', { params: { path: { email } }, body: { values } })),
    meta: { touches: [fieldKeys.values, ...PROFILE_VALUES_CHANGE] },
  });
}
