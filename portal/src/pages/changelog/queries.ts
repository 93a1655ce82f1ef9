import { useInfiniteQuery } from '@tanstack/react-query';
import { expectData } from '../../api/client';
import type { Answer } from '../../api/queries';
import { useChange, type ChangeOptions } from '../../api/hooks';
import { usePortal } from '../../portal';
import { attachmentName, saveFile } from '../library/download';

export type LogEntry = Answer<'/api/admin/log'>['entries'][number];
/** All entries, a template's, or the organisation's own. */
export type LogScope = '' | 'template' | 'tenant';
/** What an export asks for: the format and the range (ISO instants, `to` excluded). */
export interface LogExport {
  format: 'csv' | 'jsonl';
  from: string;
  to: string;
}

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

/** Saves the change log from one moment to another as a file (CSV or JSON Lines), as the service names it. */
export function useLogExport(options?: ChangeOptions<void, LogExport>) {
  return useChange(
    [],
    async (api, { format, from, to }: LogExport) => {
      const answer = await api.GET('/api/admin/log/export', { params: { query: { format, from, to } }, parseAs: 'blob' });
      const file = await expectData(Promise.resolve(answer));
      saveFile(file, attachmentName(answer.response.headers.get('content-disposition'), `change-log.${format}`));
    },
    options,
  );
}
