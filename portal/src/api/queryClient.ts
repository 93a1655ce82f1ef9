import { MutationCache, QueryClient, type QueryKey } from '@tanstack/react-query';
import { ApiRefusal } from './refusal';

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: {
      /** `false` for a call that changes nothing (a simulation, a download, a test message): no query is read again. */
      changes?: false;
    };
  }
}

/**
 * The portal's one query client. Every mutation that changes something marks every query stale and reads the
 * ones on screen again before its own `onSuccess` runs, so no list or detail is left behind because a page forgot
 * to name it (a change ripples: a publish moves the library, the checklist, the change log, the rollouts). Lists
 * not on screen are read again when a page shows them; a page that must not show the old answer even for a moment
 * on arrival writes the mutation's answer into the cache as well (see `rememberTemplate`).
 */
export function createQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    defaultOptions: {
      // A refusal is an answer, not a glitch: retry only what never reached the service.
      queries: { retry: (count, err) => count < 2 && err instanceof ApiRefusal && err.code === 'network', refetchOnWindowFocus: false },
    },
    mutationCache: new MutationCache({
      onSuccess: (_data, _variables, _context, mutation) => (mutation.meta?.changes === false ? undefined : client.invalidateQueries()),
    }),
  });
  return client;
}

/**
 * Writes an answer into a cached query only when that query has been read (never invents a half entry). The edit makes
 * only its own part current: the query keeps its age and stays invalidated if it was, so a page mounting next still
 * asks for the rest (a template just created elsewhere, say).
 */
export function updateCached<T>(client: QueryClient, key: QueryKey, update: (old: T) => T): void {
  const state = client.getQueryState<T>(key);
  if (state?.data === undefined) return;
  client.setQueryData<T>(key, (old) => (old === undefined ? old : update(old)), { updatedAt: state.dataUpdatedAt });
  if (state.isInvalidated) void client.invalidateQueries({ queryKey: key, exact: true, refetchType: 'none' });
}
