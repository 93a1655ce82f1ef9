import { expectData, type Reply } from '../../api/client';
import type { Answer } from '../../api/queries';
import { useChange, useRead, type ChangeOptions } from '../../api/hooks';

type ManagedStatus = Answer<'/api/admin/managed/status'>;
export type PendingTransfer = ManagedStatus['pendingTransfers'][number];

const managedKey = ['managed'] as const;

export function useManagedStatus() {
  return useRead(managedKey, (api) => expectData(api.GET('/api/admin/managed/status')));
}

/** Approves (the partner manages the organisation from now on) or declines a takeover request. */
export function useAnswerTransfer(
  options?: ChangeOptions<Reply<'post', '/api/admin/managed/transfer/{id}/approve'>, { transfer: PendingTransfer; approve: boolean }>,
) {
  return useChange(
    [managedKey],
    (api, { transfer, approve }) =>
      expectData(
        api.POST(approve ? '/api/admin/managed/transfer/{id}/approve' : '/api/admin/managed/transfer/{id}/decline', {
          params: { path: { id: transfer.id } },
        }),
      ),
    options,
  );
}

/** Ends the relationship with the partner managing the organisation. */
export function useRevokePartner(options?: ChangeOptions<Reply<'post', '/api/admin/managed/partner/revoke'>>) {
  return useChange([managedKey], (api) => expectData(api.POST('/api/admin/managed/partner/revoke')), options);
}
