import type { DigestPreview, DigestSent } from './schemas.js';
import { risingFailures } from '../activity/client-health.js';
import { dayWindow, type MonitoringService } from '../monitoring/service.js';
import type { ActivityService } from '../activity/service.js';
import type { Clock } from '../clock.js';
import { eachItem, type JobCounts } from '../job-items.js';
import type { Language } from '../i18n/languages.js';
import type { Logger } from '../log.js';
import { sendLater, type MailService } from '../mail/service.js';
import type { PreferenceService } from '../preferences/service.js';
import type { RolloutService } from '../rollouts/service.js';
import type { ScheduleService } from '../schedules/service.js';
import type { SettingsService } from '../settings/service.js';
import type { Storage } from '../storage/storage.js';
import { getOrNull, isConflict, isPreconditionFailed } from '../storage/entities.js';
import type { TemplateService } from '../templates/service.js';
import type { TenantService } from '../tenants/service.js';
import type { UserService } from '../users/service.js';
import { renderDigest, type DigestData } from './template.js';

const PERIOD_DAYS = { daily: 1, weekly: 7 } as const;

interface Deps {
  tenants: TenantService;
  settings: SettingsService;
  users: UserService;
  monitoring: MonitoringService;
  activity: ActivityService;
  templates: TemplateService;
  rollouts: RolloutService;
  schedules: ScheduleService;
  mail: MailService;
  /** Each recipient's language. */
  preferences: Pick<PreferenceService, 'languageOf' | 'languagesOf'>;
  clock: Clock;
  log: Logger;
  portalUrl: string;
}

/** The health digest: what it says now, a test send to one admin, and the scheduled sends to every Admin. */
export class DigestService {
  private readonly table;
  constructor(
    storage: Storage,
    private readonly deps: Deps,
  ) {
    this.table = storage.table('digests');
  }

  private async data(tenantId: string, days: number): Promise<DigestData> {
    const d = this.deps;
    const now = d.clock.now();
    const since = new Date(now.getTime() - days * 86_400_000);
    const period = dayWindow(now, days);
    const before = dayWindow(now, days, days);
    const [tenant, report, mailboxes, approvals, rollouts, schedules, audit, clientsNow, clientsBefore] = await Promise.all([
      d.tenants.requireServed(tenantId),
      d.monitoring.activityReport(tenantId),
      d.activity.mailboxes(tenantId, since),
      d.templates.review.approvals(tenantId),
      d.rollouts.inFlight(tenantId),
      d.schedules.pending(tenantId),
      d.monitoring.audit(tenantId),
      d.activity.clientDays(tenantId, period.first, period.last),
      d.activity.clientDays(tenantId, before.first, before.last),
    ]);
    // Failures per mailbox over the period's whole UTC days, from the per-mailbox rollups.
    const firstDay = since.toISOString().slice(0, 10);
    const failedBy = mailboxes
      .map((m) => ({
        mailbox: m.mailbox,
        failed: Object.entries(m.days).reduce((n, [day, counts]) => (day >= firstDay ? n + (counts.failed ?? 0) : n), 0),
        lastError: m.lastError,
        lastErrorSaid: m.lastErrorSaid,
      }))
      .filter((f) => f.failed > 0);
    const failures = failedBy.sort((a, b) => b.failed - a.failed);
    return {
      organisation: tenant.name,
      days,
      adoption: report.adoption,
      failures: { total: failures.reduce((n, f) => n + f.failed, 0), top: failures.slice(0, 5) },
      risingClients: risingFailures(clientsNow, clientsBefore),
      approvalsWaiting: approvals.length,
      rolloutsInFlight: rollouts.length,
      schedulesPending: schedules.length,
      coverageGaps: audit.coverage
        .filter((c) => c.missing > 0)
        .sort((a, b) => b.missing - a.missing)
        .slice(0, 3),
      trialEndsAt: Date.parse(tenant.trialEndsAt) > d.clock.now().getTime() ? tenant.trialEndsAt : null,
      portalUrl: d.portalUrl,
    };
  }

  /**
   * The digest as it would be sent now to `reader` (weekly when the organisation has it off), in their language.
   * Sends nothing, stamps nothing.
   */
  async preview(tenantId: string, reader: string): Promise<DigestPreview> {
    const [frequency, language] = await Promise.all([
      this.deps.settings.get(tenantId).then((s) => s.digestFrequency),
      this.deps.preferences.languageOf(tenantId, reader),
    ]);
    return renderDigest(await this.data(tenantId, PERIOD_DAYS[frequency === 'daily' ? 'daily' : 'weekly']), language);
  }

  /** Mails the digest to one person (the calling admin), in their language; does not stamp the schedule. */
  async sendTo(tenantId: string, address: string): Promise<DigestSent> {
    const digest = await this.preview(tenantId, address);
    const sent = await this.deps.mail.send({ to: address, subject: digest.subject, html: digest.html });
    return { to: address, subject: digest.subject, ...sent };
  }

  /**
   * Timer job: each organisation whose digest is due gets it, to every Admin. The period is claimed with an
   * ETag-guarded stamp first, so two instances send it once. A mail the mail service could not take (it is out) is
   * owed: the next run sends it, once; once the mail service is found out, this run tries no more and owes the rest.
   */
  sendDue(tenantIds: AsyncIterable<string>): Promise<JobCounts> {
    const now = this.deps.clock.now();
    const run = { mailOut: false };
    return eachItem(
      this.deps.log,
      'digestSend',
      tenantIds,
      (tenantId) => ({ tenantId }),
      (tenantId) => this.sendIfDue(tenantId, now, run),
    );
  }

  private async sendIfDue(tenantId: string, now: Date, run: { mailOut: boolean }): Promise<'sent' | 'owed' | 'skipped'> {
    const frequency = (await this.deps.settings.get(tenantId)).digestFrequency;
    if (frequency === 'off') return 'skipped';
    const stamp = await getOrNull<{ lastSentAt: string; owed?: string }>(this.table, tenantId, 'state');
    const owed = stamp?.owed ? (JSON.parse(stamp.owed) as string[]) : [];
    const due = !stamp || now.getTime() - Date.parse(stamp.lastSentAt) >= PERIOD_DAYS[frequency] * 86_400_000 - 3600_000;
    if (!due && (owed.length === 0 || run.mailOut)) return 'skipped';
    try {
      // A new period's digest goes to every Admin, so it takes the place of any still owed from the last.
      const entity = { partitionKey: tenantId, rowKey: 'state', lastSentAt: due ? now.toISOString() : stamp!.lastSentAt, owed: '[]' };
      if (stamp) await this.table.updateEntity(entity, 'Replace', { etag: stamp.etag });
      else await this.table.createEntity(entity);
    } catch (err) {
      if (isPreconditionFailed(err) || isConflict(err)) return 'skipped';
      throw err;
    }
    const recipients = due ? await this.deps.users.adminAddresses(tenantId) : owed;
    const [data, languages] = await Promise.all([
      this.data(tenantId, PERIOD_DAYS[frequency]),
      this.deps.preferences.languagesOf(tenantId, recipients),
    ]);
    // One rendering per language the recipients read.
    const rendered = new Map<Language, ReturnType<typeof renderDigest>>();
    const inLanguage = (language: Language) =>
      rendered.get(language) ?? rendered.set(language, renderDigest(data, language)).get(language)!;
    const later: string[] = [];
    for (const to of recipients) {
      if (run.mailOut) {
        later.push(to);
        continue;
      }
      const digest = await inLanguage(languages.get(to) ?? 'en');
      // One admin's mailbox refusing must not keep the digest from the others; the mail service out leaves it owed.
      await this.deps.mail.send({ to, subject: digest.subject, html: digest.html }).catch((err: unknown) => {
        if (!sendLater(err)) return;
        run.mailOut = true;
        later.push(to);
      });
    }
    if (later.length === 0) return 'sent';
    await this.table.updateEntity({ partitionKey: tenantId, rowKey: 'state', owed: JSON.stringify(later) }, 'Merge');
    return 'owed';
  }
}
