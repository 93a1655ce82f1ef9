import { useMutation, useQuery } from '@tanstack/react-query';
import { expectData, type Reply } from '../../api/client';
import type { Answer } from '../../api/queries';
import type { ChangeOptions } from '../../api/queryClient';
import { usePortal } from '../../portal';

export type ManagedStatus = Answer<'/api/admin/managed/status'>;
type Transfer = ManagedStatus['pendingTransfers'][number];

const managedKey = ['managed'] as const;

export function useManagedStatus() {
  const { api } = usePortal();
  return useQuery({ queryKey: managedKey, queryFn: () => expectData(api.GET('/api/admin/managed/status')) });
}

/** Approves (the partner manages the organisation from now on) or declines a takeover request. */
export function useAnswerTransfer(
  options?: ChangeOptions<Reply<'post', '/api/admin/managed/transfer/{id}/approve'>, { transfer: Transfer; approve: boolean }>,
) {
  const { api } = usePortal();
  return useMutation({
    ...options,
    mutationFn: ({ transfer, approve }) =>
      expectData(
        api.POST(approve ? '/api/admin/managed/transfer/{id}/approve' : '/api/admin/managed/transfer/{id}/decline', {
          params: { path: { id: transfer.id } },
        }),
      ),
    meta: { touches: [managedKey] },
  });
}

/** Ends the relationship with the partner managing the organisation. */
export function useRevokePartner(options?: ChangeOptions<Reply<'post', '/api/admin/managed/partner/revoke'>>) {
  const { api } = usePortal();
  return useMutation({
    ...options,
    mutationFn: () => expectData(api.POST('/api/admin/managed/partner/revoke')),
    meta: { touches: [managedKey] },
  });
}
