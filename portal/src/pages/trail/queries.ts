import { useQuery } from '@tanstack/react-query';
import { expectData } from '../../api/client';
import type { Answer } from '../../api/queries';
import { usePortal } from '../../portal';

export type TrailEntry = Answer<'/api/admin/trail'>['entries'][number];
/** What the search form asks: any one of them is enough. */
export interface TrailSearch {
  mailbox?: string;
  messageId?: string;
  from?: string;
  to?: string;
}

/** The message trail for one search (none until the form is sent); read afresh each time it is sent. */
export function useTrail(search: TrailSearch | null) {
  const { api } = usePortal();
  return useQuery({
    queryKey: ['trail', search],
    enabled: search !== null,
    queryFn: () => expectData(api.GET('/api/admin/trail', { params: { query: search ?? {} } })),
  });
}
