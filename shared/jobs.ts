import type { JobCounts } from './job-items.js';
import type { Services } from './services.js';

/**
 * A timer job: NCRONTAB schedule (six fields, seconds first, as Azure Functions takes it). Jobs are idempotent and
 * work item by item: one item's failure is logged with its tenant and id and counted, and the rest go on.
 */
export interface Job {
  name: string;
  schedule: string;
  run(services: Services): Promise<JobCounts>;
}

export const jobs: readonly Job[] = [
  { name: 'tenantPurge', schedule: '0 15 3 * * *', run: (s) => s.tenants.purgeDue(s.log) },
  { name: 'schedulePublish', schedule: '0 * * * * *', run: (s) => s.schedules.fireDue(s.log) },
  { name: 'rolloutDecide', schedule: '0 */15 * * * *', run: (s) => s.rollouts.decideDue(s.log) },
  { name: 'templatePurge', schedule: '0 30 3 * * *', run: (s) => s.templates.purgeExpired(s.log) },
  { name: 'exclusionGroupSync', schedule: '0 0 2 * * *', run: (s) => s.exclusions.syncAll(s.log) },
  { name: 'digestSend', schedule: '0 0 * * * *', run: (s) => s.digest.sendDue(s.tenants.active()) },
  { name: 'billingSeatSync', schedule: '0 30 2 * * *', run: (s) => s.billing.syncAllSeats(s.tenants.active()) },
  { name: 'clickRollupDaily', schedule: '0 45 3 * * *', run: (s) => s.links.upkeep.daily(s.tenants.active(), s.log) },
  { name: 'clickRollupBackfill', schedule: '0 15 4 * * *', run: (s) => s.links.upkeep.backfill(s.tenants.active(), s.log) },
  { name: 'rateLimitSweep', schedule: '0 */10 * * * *', run: (s) => s.rateLimits.sweep(s.log) },
];
