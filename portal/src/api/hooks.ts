import {
  useMutation,
  useQuery,
  type DefaultError,
  type QueryKey,
  type UseMutationOptions,
  type UseQueryOptions,
} from '@tanstack/react-query';
import { usePortal } from '../portal';
import type { ApiClient } from './client';

// The two shapes an area's hooks are built from (in its `queries.ts`): a read under a key, and a change that names
// the queries it touches.

/** What a caller adds to a read: when it is asked, how long it counts as current, what shows meanwhile. */
type ReadOptions<T> = Omit<UseQueryOptions<T, DefaultError, T, QueryKey>, 'queryKey' | 'queryFn'>;

/** A read of the API under `queryKey`: `useRead(['billing'], (api) => expectData(api.GET('/api/admin/billing')))`. */
export function useRead<T>(queryKey: QueryKey, read: (api: ApiClient) => Promise<T>, options?: ReadOptions<T>) {
  const { api } = usePortal();
  return useQuery({ ...options, queryKey, queryFn: () => read(api) });
}

/** What a component adds to an area's mutation hook: its own callbacks, which run once the touched queries answered. */
export type ChangeOptions<TData, TVariables = void> = Omit<UseMutationOptions<TData, DefaultError, TVariables>, 'mutationFn' | 'meta'>;

/**
 * A change through the API. Once it succeeded the queries under `touches` are read again (those on screen before the
 * caller's `onSuccess`: `createQueryClient`); `[]` for a call that changes nothing (a simulation, a download).
 */
export function useChange<TData, TVariables = void>(
  touches: readonly QueryKey[],
  change: (api: ApiClient, variables: TVariables) => Promise<TData>,
  options?: ChangeOptions<TData, TVariables>,
) {
  const { api } = usePortal();
  return useMutation({ ...options, mutationFn: (variables: TVariables) => change(api, variables), meta: { touches } });
}

/** The caller's options with `write` first on success: the answer goes into the cache before the caller's `onSuccess`. */
export const writingFirst = <TData, TVariables>(
  options: ChangeOptions<TData, TVariables> = {},
  write: (data: TData, variables: TVariables) => void,
): ChangeOptions<TData, TVariables> => ({
  ...options,
  onSuccess: (data, variables, ...rest) => {
    write(data, variables);
    return options.onSuccess?.(data, variables, ...rest);
  },
});
