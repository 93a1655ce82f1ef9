import { risingFailures } from '../activity/client-health.js';
import type { ActivityService } from '../activity/service.js';
import { dayWindow } from '../monitoring/service.js';
import type { Alert } from './schemas.js';

/** Days compared: the last week against the week before, as the weekly digest does. */
const WINDOW_DAYS = 7;

const pct = (r: number) => `${Math.round(r * 100)}%`;

/** The alerts for mail clients whose share of failed attempts rose notably (each client one occurrence). */
export async function clientFailureAlerts(activity: ActivityService, tenantId: string, now: Date): Promise<Alert[]> {
  const period = dayWindow(now, WINDOW_DAYS);
  const before = dayWindow(now, WINDOW_DAYS, WINDOW_DAYS);
  const [current, previous] = await Promise.all([
    activity.clientDays(tenantId, period.first, period.last),
    activity.clientDays(tenantId, before.first, before.last),
  ]);
  return risingFailures(current, previous).map((c) => ({
    kind: 'clientFailures',
    key: c.client,
    subject: `Failures rose on ${c.label}`,
    sentences: [
      `${c.label} failed to apply the signature ${c.failed} times in the last ${WINDOW_DAYS} days: ${pct(c.rate)} of its attempts, against ${pct(c.previousRate)} the week before.`,
      'The monitoring page shows the reasons and the versions of the client concerned.',
    ],
    words: {
      subject: { key: 'clientFailuresSubject', values: { client: { client: c.client } } },
      sentences: [
        {
          key: 'clientFailuresBody',
          values: {
            client: { client: c.client },
            failed: c.failed,
            days: WINDOW_DAYS,
            rate: { percent: c.rate },
            previousRate: { percent: c.previousRate },
          },
        },
        { key: 'clientFailuresNext' },
      ],
    },
    page: 'monitoring',
  }));
}
