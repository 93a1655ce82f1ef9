import { expectData } from '../../api/client';
import { useRead } from '../../api/hooks';

/** Whom the compose window can send as: the signed-in person's own mailbox first. */
export function useComposeSenders() {
  return useRead(['compose-senders'], (api) => expectData(api.GET('/api/admin/compose/senders')));
}
