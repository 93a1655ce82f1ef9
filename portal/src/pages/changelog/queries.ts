import { useInfiniteQuery } from '@tanstack/react-query';
import { expectData } from '../../api/client';
import type { Answer } from '../../api/queries';
import { usePortal } from '../../portal';

export type LogEntry = Answer<'/api/admin/log'>['entries'][number];
/** All entries, a template's, or the organisation's own. */
export type LogScope = '' | 'template' | 'tenant';

/** The change log, newest first, `page` entries at a time. Every change writes to it, so it is read afresh whenever shown. */
export function useChangeLog(scope: LogScope, page: number) {
  const { api } = usePortal();
  return useInfiniteQuery({
    queryKey: ['log', scope],
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam }) =>
      expectData(
        api.GET('/api/admin/log', {
          params: { query: { limit: page, ...(scope ? { scope } : {}), ...(pageParam ? { cursor: pageParam } : {}) } },
        }),
      ),
    getNextPageParam: (last) => last.cursor ?? undefined,
  });
}
