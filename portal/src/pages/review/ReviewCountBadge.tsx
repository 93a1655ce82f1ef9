import { CounterBadge } from '@fluentui/react-components';
import { useApprovals } from './queries';

/** How many working copies wait for review, beside the navigation's Review item. */
export function ReviewCountBadge() {
  const waiting = useApprovals().data?.queue.length ?? 0;
  if (!waiting) return null;
  return <CounterBadge count={waiting} size="small" color="important" aria-label={`${waiting} waiting`} />;
}
