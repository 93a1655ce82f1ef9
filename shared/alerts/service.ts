import { invalidSaid, type Reason } from '../http/said-reasons.js';
import type { ActivityService } from '../activity/service.js';
import type { Clock } from '../clock.js';
import type { DirectorySnapshots } from '../directory/service.js';
import { eachItem, type JobCounts } from '../job-items.js';
import type { Logger } from '../log.js';
import type { MailService } from '../mail/service.js';
import type { PreferenceService } from '../preferences/service.js';
import type { RolloutService } from '../rollouts/service.js';
import { invertedTimeKey } from '../storage/entities.js';
import type { TenantService } from '../tenants/service.js';
import type { UserService } from '../users/service.js';
import type { WebhookService } from '../webhooks/service.js';
import { clientFailureAlerts } from './client-failures.js';
import { directorySyncAlerts } from './directory-sync.js';
import { relayPassAlerts } from './relay-passes.js';
import { rolloutPausedAlerts } from './rollout-paused.js';
import { alertMail } from './message.js';
import { AlertKind, type Alert, type AlertRecipients, type AlertRecipientsBody } from './schemas.js';
import type { AlertStore } from './store.js';

interface Deps {
  tenants: TenantService;
  users: UserService;
  activity: ActivityService;
  rollouts: RolloutService;
  snapshots: Pick<DirectorySnapshots, 'syncFailure'>;
  mail: MailService;
  /** Each recipient's language. */
  preferences: Pick<PreferenceService, 'languagesOf'>;
  webhooks: WebhookService;
  clock: Clock;
  log: Logger;
  /** The portal's root (`<BASE_URL>/admin`). */
  portalUrl: string;
}

/**
 * Alerts an organisation subscribes to: who receives which kind (its Admins), and each occurrence raised once, by
 * e-mail to them and to its webhooks that receive alerts.
 */
export class AlertService {
  constructor(
    private readonly store: AlertStore,
    private readonly deps: Deps,
  ) {}

  /** The recipients set, or (never set) every Admin for every kind. */
  async recipients(tenantId: string): Promise<AlertRecipients> {
    const stored = await this.store.recipients(tenantId);
    if (stored) return { recipients: stored, configured: true };
    const admins = await this.deps.users.adminAddresses(tenantId);
    return { recipients: admins.map((email) => ({ email, kinds: [...AlertKind.options] })), configured: false };
  }

  /** Only the organisation's Admins receive alerts: they name what its people do and link to its portal. */
  async setRecipients(tenantId: string, body: AlertRecipientsBody): Promise<AlertRecipients> {
    const admins = new Set((await this.deps.users.list(tenantId)).filter((u) => u.role === 'Admin').map((u) => u.email.toLowerCase()));
    const fields: Record<string, Reason> = {};
    body.recipients.forEach((r, i) => {
      if (!admins.has(r.email)) fields[`recipients.${i}.email`] = 'notAdmin';
    });
    if (Object.keys(fields).length) throw invalidSaid(fields, 'alertsForAdmins');
    await this.store.setRecipients(tenantId, body.recipients);
    return { recipients: body.recipients, configured: true };
  }

  /** Raises the alert unless this occurrence was already alerted: true when it was sent now. */
  async raise(tenantId: string, alert: Alert): Promise<boolean> {
    const now = this.deps.clock.now();
    if (!(await this.store.open(tenantId, alert.kind, alert.key, now))) return false;
    try {
      const [tenant, recipients, admins] = await Promise.all([
        this.deps.tenants.requireServed(tenantId),
        this.recipients(tenantId),
        this.deps.users.adminAddresses(tenantId),
      ]);
      const link = `${this.deps.portalUrl}/${alert.page}`;
      // Someone no longer an Admin stops receiving them, though the setting still names them.
      const to = recipients.recipients.filter((r) => r.kinds.includes(alert.kind) && admins.includes(r.email)).map((r) => r.email);
      const languages = await this.deps.preferences.languagesOf(tenantId, to);
      for (const address of to) {
        const mail = alertMail(alert, tenant.name, link, languages.get(address));
        await this.deps.mail.send({ to: address, subject: mail.subject, html: mail.html });
      }
      await this.deps.webhooks.enqueueAlert(tenantId, {
        id: `alert-${invertedTimeKey(now)}`,
        event: 'alert',
        tenantId,
        at: now.toISOString(),
        kind: alert.kind,
        subject: alert.subject,
        sentences: alert.sentences,
        link,
      });
      return true;
    } catch (err) {
      // Not sent: the next tick raises it again (an admin mailed before the failure may get it twice).
      await this.store.close(tenantId, alert.kind, alert.key);
      throw err;
    }
  }

  /** The occurrence is over: the next one is alerted again. */
  resolve(tenantId: string, alert: Pick<Alert, 'kind' | 'key'>): Promise<boolean> {
    return this.store.close(tenantId, alert.kind, alert.key);
  }

  /**
   * Timer job: each organisation's current occurrences (a mail client whose failures rose, a rollout the decision
   * timer rolled back, its directory sync failing, the relay passing messages for the service's reasons) alerted once; an occurrence no longer current is closed, so the next one is alerted again.
   */
  check(tenantIds: AsyncIterable<string>): Promise<JobCounts> {
    const now = this.deps.clock.now();
    return eachItem(
      this.deps.log,
      'alertsCheck',
      tenantIds,
      (tenantId) => ({ tenantId }),
      async (tenantId) => {
        const sources: [AlertKind, Promise<Alert[]>][] = [
          ['clientFailures', clientFailureAlerts(this.deps.activity, tenantId, now)],
          ['rolloutPaused', rolloutPausedAlerts(this.deps.rollouts, tenantId, now)],
          ['directorySync', directorySyncAlerts(this.deps.snapshots, tenantId)],
          ['relayPasses', relayPassAlerts(this.deps.activity, tenantId, now)],
        ];
        let raised = 0;
        for (const [kind, found] of sources) {
          const current = await found;
          for (const alert of current) if (await this.raise(tenantId, alert)) raised++;
          const still = new Set(current.map((a) => a.key));
          for (const key of await this.store.openKeys(tenantId, kind)) if (!still.has(key)) await this.resolve(tenantId, { kind, key });
        }
        return raised ? 'raised' : 'skipped';
      },
    );
  }
}
