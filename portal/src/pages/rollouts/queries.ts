import { queryOptions, useQuery } from '@tanstack/react-query';
import { expectData, type ApiClient } from '../../api/client';
import { ARRIVAL_MS, keys, TEMPLATE_CHANGE, type Answer } from '../../api/queries';
import { useChange, useRead, type ChangeOptions } from '../../api/hooks';
import { usePortal } from '../../portal';

export type RolloutDetail = Answer<'/api/admin/templates/{id}/rollout'>;
export type PendingSchedule = Answer<'/api/admin/schedules'>['schedules'][number];
/** Promote a rollout to everyone (a publish), or abandon it (everyone keeps the live version). */
export type RolloutDecision = { kind: 'promote' | 'abandon'; rollout: { templateId: string; name: string } };

/** One rollout's detail sits under the rollouts' key, so reading the list again reads the details again too. */
const rolloutKey = (templateId: string) => [...keys.rollouts, templateId] as const;

export const schedulesQuery = (api: ApiClient) =>
  queryOptions({ queryKey: keys.schedules, queryFn: () => expectData(api.GET('/api/admin/schedules')), staleTime: ARRIVAL_MS });

export function usePendingSchedules() {
  const { api } = usePortal();
  return useQuery(schedulesQuery(api));
}

export const rolloutsQuery = (api: ApiClient) =>
  queryOptions({ queryKey: keys.rollouts, queryFn: () => expectData(api.GET('/api/admin/rollouts')), staleTime: ARRIVAL_MS });

export function useRolloutsInFlight() {
  const { api } = usePortal();
  return useQuery(rolloutsQuery(api));
}

export function useRolloutDetail(templateId: string) {
  return useRead(rolloutKey(templateId), (api) =>
    expectData(api.GET('/api/admin/templates/{id}/rollout', { params: { path: { id: templateId } } })),
  );
}

export function useDecideRollout(options?: ChangeOptions<RolloutDecision, RolloutDecision>) {
  return useChange(
    TEMPLATE_CHANGE,
    (api, v: RolloutDecision) => {
      const params = { path: { id: v.rollout.templateId } };
      const call =
        v.kind === 'promote'
          ? api.POST('/api/admin/templates/{id}/rollout/promote', { params })
          : api.POST('/api/admin/templates/{id}/rollout/rollback', { params });
      return expectData(call).then(() => v);
    },
    options,
  );
}

export function useCallOffSchedule(options?: ChangeOptions<PendingSchedule, PendingSchedule>) {
  return useChange(
    TEMPLATE_CHANGE,
    (api, s: PendingSchedule) =>
      expectData(api.DELETE('/api/admin/templates/{id}/schedule', { params: { path: { id: s.templateId } } })).then(() => s),
    options,
  );
}
