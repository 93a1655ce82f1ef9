import { useInfiniteQuery } from '@tanstack/react-query';
import { expectData } from '../../api/client';
import { useRead } from '../../api/hooks';
import type { Answer } from '../../api/queries';
import type { paths } from '../../api/schema';
import { usePortal } from '../../portal';

export type ActivityReport = Answer<'/api/admin/activity'>;
export type ApplyEvent = ActivityReport['feed'][number];
export type ClientHealthReport = Answer<'/api/admin/activity/clients'>;
/** What the event search filters by (its paging aside). */
type EventFilter = Omit<NonNullable<paths['/api/admin/activity/events']['get']['parameters']['query']>, 'limit' | 'cursor'>;

const monitoringKeys = {
  activity: ['activity'] as const,
  clients: ['activity', 'clients'] as const,
  events: (filter: EventFilter) => ['activity', 'events', filter] as const,
  audit: ['audit'] as const,
};

export function useActivity() {
  return useRead(monitoringKeys.activity, (api) => expectData(api.GET('/api/admin/activity')));
}

export function useClientHealth() {
  return useRead(monitoringKeys.clients, (api) => expectData(api.GET('/api/admin/activity/clients')));
}

export function useAudit() {
  return useRead(monitoringKeys.audit, (api) => expectData(api.GET('/api/admin/audit')));
}

/** The apply events matching a filter, `page` at a time; asked once there is a filter. */
export function useEventSearch(filter: EventFilter | null, page: number) {
  const { api } = usePortal();
  return useInfiniteQuery({
    queryKey: monitoringKeys.events(filter ?? {}),
    enabled: filter !== null,
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam }) =>
      expectData(api.GET('/api/admin/activity/events', { params: { query: { ...filter, limit: page, cursor: pageParam } } })),
    getNextPageParam: (last) => last.cursor ?? undefined,
  });
}
