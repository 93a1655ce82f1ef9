import type { ActivityService } from '../activity/service.js';
import type { MailService } from '../mail/service.js';
import type { MonitoringService } from '../monitoring/service.js';
import type { RolloutService } from '../rollouts/service.js';
import type { ScheduleService } from '../schedules/service.js';
import type { SettingsService } from '../settings/service.js';
import type { TemplateService } from '../templates/service.js';
import type { TenantService } from '../tenants/service.js';
import type { UserService } from '../users/service.js';
import type { Platform, Wired } from '../wiring.js';
import { DigestService } from './service.js';

/** The health digest mailed to Admins. */
export function wire(
  deps: Pick<Platform, 'config' | 'storage' | 'clock' | 'log'> & {
    tenants: TenantService;
    settings: SettingsService;
    users: UserService;
    monitoring: MonitoringService;
    activity: ActivityService;
    templates: TemplateService;
    rollouts: RolloutService;
    schedules: ScheduleService;
    mail: MailService;
  },
): Wired<{ digest: DigestService }> {
  const { config, storage, clock, log, tenants, settings, users, monitoring, activity, templates, rollouts, schedules, mail } = deps;
  const digest = new DigestService(storage, {
    tenants,
    settings,
    users,
    monitoring,
    activity,
    templates,
    rollouts,
    schedules,
    mail,
    clock,
    log,
    portalUrl: `${config.BASE_URL}/admin`,
  });
  return { facade: { digest } };
}
