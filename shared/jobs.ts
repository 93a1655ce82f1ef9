import type { Services } from './services.js';

/** A timer job: NCRONTAB schedule (six fields, seconds first, as Azure Functions takes it). Jobs are idempotent. */
export interface Job {
  name: string;
  schedule: string;
  run(services: Services): Promise<unknown>;
}

export const jobs: readonly Job[] = [
  { name: 'tenantPurge', schedule: '0 15 3 * * *', run: (s) => s.tenants.purgeDue() },
  { name: 'schedulePublish', schedule: '0 * * * * *', run: (s) => s.schedules.fireDue() },
  { name: 'rolloutDecide', schedule: '0 */15 * * * *', run: (s) => s.rollouts.decideDue() },
  { name: 'templatePurge', schedule: '0 30 3 * * *', run: (s) => s.templates.purgeExpired() },
  { name: 'exclusionGroupSync', schedule: '0 0 2 * * *', run: (s) => s.exclusions.syncAll() },
  { name: 'digestSend', schedule: '0 0 * * * *', run: (s) => s.digest.sendDue(s.tenants.active()) },
  { name: 'billingSeatSync', schedule: '0 30 2 * * *', run: (s) => s.billing.syncAllSeats(s.tenants.active()) },
  { name: 'rateLimitSweep', schedule: '0 */10 * * * *', run: (s) => s.rateLimits.sweep() },
];
