import { MutationCache, QueryClient, type QueryKey } from '@tanstack/react-query';
import { ApiRefusal } from './refusal';

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: {
      /**
       * The queries a success changes, as key prefixes: those on screen are read again before the mutation's own
       * `onSuccess` runs, the others when a page next shows them. `[]` for a call that changes nothing (a simulation, a
       * download, a test message). Every mutation names them (`useChange`; test/unit/portal-structure.test.ts).
       */
      touches?: readonly QueryKey[];
    };
  }
}

/**
 * The portal's one query client. A mutation names the queries it changes (`meta.touches`, beside it in its area's
 * `queries.ts`): they are marked stale, and the ones on screen are read again before the mutation's own `onSuccess`
 * runs, so a page's notice never shows beside the list from before the change. A page that must not show the old
 * answer even for a moment on arrival writes the mutation's answer into the cache as well (see `rememberTemplate`).
 */
export function createQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    defaultOptions: {
      // A refusal is an answer, not a glitch: retry only what never reached the service.
      queries: { retry: (count, err) => count < 2 && err instanceof ApiRefusal && err.code === 'network', refetchOnWindowFocus: false },
    },
    mutationCache: new MutationCache({
      onSuccess: (_data, _variables, _context, mutation) =>
        Promise.all((mutation.meta?.touches ?? []).map((queryKey) => client.invalidateQueries({ queryKey }))),
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
