import { useQuery } from '@tanstack/react-query';
import { expectData } from '../../api/client';
import { usePortal } from '../../portal';

/** Whom the compose window can send as: the signed-in person's own mailbox first. */
export function useComposeSenders() {
  const { api } = usePortal();
  return useQuery({ queryKey: ['compose-senders'], queryFn: () => expectData(api.GET('/api/admin/compose/senders')) });
}
