import { CounterBadge } from '@fluentui/react-components';
import { useMessages } from '../../i18n/useMessages';
import { useApprovals } from './queries';
import { reviewMessages } from './review.messages';

/** How many working copies wait for review, beside the navigation's Review item. */
export function ReviewCountBadge() {
  const waiting = useApprovals().data?.queue.length ?? 0;
  const t = useMessages(reviewMessages);
  if (!waiting) return null;
  return <CounterBadge count={waiting} size="small" color="important" aria-label={t('waiting', { count: waiting })} />;
}
