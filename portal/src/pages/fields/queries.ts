import { useInfiniteQuery } from '@tanstack/react-query';
import { expectData, type Reply } from '../../api/client';
import { keys, PROFILE_VALUES_CHANGE, type Answer } from '../../api/queries';
import { useChange, useRead, type ChangeOptions } from '../../api/hooks';
import { usePortal } from '../../portal';
import { profileKeys } from '../profile/queries';
import type { FieldDefinition } from './fieldDraft';

export type ProfileFieldRow = Answer<'/api/admin/profile-fields'>['fields'][number];
export type FieldType = ProfileFieldRow['type'];
type ValuesPage = Answer<'/api/admin/profile-values'>;
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
  return useRead(fieldKeys.fields, (api) => expectData(api.GET('/api/admin/profile-fields')));
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
  return useChange(FIELDS_CHANGE, (api, body) => expectData(api.POST('/api/admin/profile-fields', { body })), options);
}

/** How many stored values a change of a field would remove; it changes nothing. */
export function useFieldChangeImpact(options?: ChangeOptions<Reply<'post', '/api/admin/profile-fields/{key}/impact'>, Change>) {
  return useChange(
    [],
    (api, { key, body }) => expectData(api.POST('/api/admin/profile-fields/{key}/impact', { params: { path: { key } }, body })),
    options,
  );
}

/** Changes a field (switching it off or on too), removing the stored values that no longer fit. */
export function useChangeField(options?: ChangeOptions<Reply<'put', '/api/admin/profile-fields/{key}'>, Change>) {
  return useChange(
    FIELDS_CHANGE,
    (api, { key, body }) => expectData(api.PUT('/api/admin/profile-fields/{key}', { params: { path: { key } }, body })),
    options,
  );
}

/** Deletes a field with every stored value of it. */
export function useDeleteField(options?: ChangeOptions<Reply<'delete', '/api/admin/profile-fields/{key}'>, string>) {
  return useChange(
    FIELDS_CHANGE,
    (api, key: string) => expectData(api.DELETE('/api/admin/profile-fields/{key}', { params: { path: { key } } })),
    options,
  );
}

/** Enters or changes one colleague's values (an emptied field clears its value). */
export function useSaveColleagueValues(
  options?: ChangeOptions<Reply<'put', '/api/admin/profile-values/{email}'>, { email: string; values: Record<string, string | null> }>,
) {
  return useChange(
    [fieldKeys.values, ...PROFILE_VALUES_CHANGE],
    (api, { email, values }) => expectData(api.PUT('/api/admin/profile-values/{email}', { params: { path: { email } }, body: { values } })),
    options,
  );
}
