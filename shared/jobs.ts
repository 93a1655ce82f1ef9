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
  // Changes whose after-commit work (change log, signature cache) a storage failure interrupted.
  { name: 'outbox', schedule: '30 */2 * * * *', run: (s) => s.outbox.settleAll(s.log) },
  // Before the group refresh and the seat count that read the snapshot.
  { name: 'directorySnapshotRefresh', schedule: '0 30 1 * * *', run: (s) => s.snapshots.refreshAll(s.log, s.tenants.active()) },
  // After the snapshot it reads the users from: each photo fetched only when its ETag changed.
  { name: 'directoryPhotoSync', schedule: '0 45 1 * * *', run: (s) => s.photos.syncAll(s.log, s.tenants.active()) },
  // Out-of-office replies that are on brought to the current reply template; those past their end recorded as off.
  { name: 'automaticReplySync', schedule: '0 40 * * * *', run: (s) => s.automaticReplies.syncAll(s.log, s.tenants.active()) },
  // Import jobs whose instance stopped half-way, taken on from the last line they wrote.
  { name: 'importResume', schedule: '0 */5 * * * *', run: (s) => s.imports.jobs.resumeAll(s.log, s.tenants.active()) },
  { name: 'exclusionGroupSync', schedule: '0 0 2 * * *', run: (s) => s.exclusions.syncAll(s.log) },
  { name: 'digestSend', schedule: '0 0 * * * *', run: (s) => s.digest.sendDue(s.tenants.active()) },
  { name: 'billingSeatSync', schedule: '0 30 2 * * *', run: (s) => s.billing.syncAllSeats(s.tenants.active()) },
  { name: 'partnerSeatSync', schedule: '0 45 2 * * *', run: (s) => s.partnerBilling.syncAll(s.tenants.active()) },
  { name: 'activityRetention', schedule: '0 45 3 * * *', run: (s) => s.activity.purgeExpired(s.log, s.tenants.active()) },
  // Each organisation's message trail past the retention it set: whole days' partitions.
  { name: 'trailRetention', schedule: '0 55 3 * * *', run: (s) => s.trail.purgeExpired(s.log, s.tenants.active()) },
  // Each organisation's click events, apply reports, change log, kept messages and exports past the retention it set.
  { name: 'privacyRetention', schedule: '0 5 4 * * *', run: (s) => s.retention.purgeExpired(s.log, s.tenants.active()) },
  // Exports of a person's data whose work stopped with the instance running it (recycled): started again.
  { name: 'privacyExportResume', schedule: '0 */5 * * * *', run: (s) => s.privacy.resumeStalled(s.log) },
  { name: 'activityBackfill', schedule: '0 5 * * * *', run: (s) => s.activity.backfill(s.log, s.tenants.active()) },
  { name: 'clickRollupDaily', schedule: '0 50 3 * * *', run: (s) => s.links.upkeep.daily(s.tenants.active(), s.log) },
  { name: 'clickRollupBackfill', schedule: '0 15 4 * * *', run: (s) => s.links.upkeep.backfill(s.tenants.active(), s.log) },
  // Every organisation's verified domains read from its directory again: new ones claimed, ones no longer verified released.
  { name: 'verifiedDomainIndex', schedule: '0 10 4 * * *', run: (s) => s.tenants.refreshDomains(s.log) },
  // Checks' captured messages past their seven days.
  { name: 'serverSideCaptures', schedule: '0 25 4 * * *', run: (s) => s.serverSide.purgeCaptures(s.log, s.tenants.active()) },
  // Change-log entries and alerts to organisations' webhooks: due deliveries tried, failed ones again with backoff.
  { name: 'webhookDeliver', schedule: '15 * * * * *', run: (s) => s.webhooks.deliverDue(s.log) },
  // Alerts: mail clients whose failures rose, rollouts rolled back by rolloutDecide, directory syncs failing, the relay
  // passing messages for the service's reasons; each occurrence raised once.
  { name: 'alertsCheck', schedule: '0 20 * * * *', run: (s) => s.alerts.check(s.tenants.active()) },
  { name: 'rateLimitSweep', schedule: '0 */10 * * * *', run: (s) => s.rateLimits.sweep(s.log) },
];
