import type { ActivityService } from '../activity/service.js';
import type { MailboxResolver } from '../directory/resolver.js';
import type { SettingsService } from '../settings/service.js';
import { MarkTokens } from '../signature/mark-token.js';
import type { SignatureService } from '../signature/service.js';
import type { TenantService } from '../tenants/service.js';
import type { TrailService } from '../trail/service.js';
import type { Platform, Wired } from '../wiring.js';
import { CheckService } from './checks.js';
import type { MailSinkReader } from './contract.js';
import { ServerSideService } from './service.js';
import { ServerSideDecisions } from './signing.js';
import { CheckStore } from './store.js';

/**
 * Server-side signatures, the service's side (DESIGN §13): what the relay process asks (`ServerSideSigning`) and the
 * portal page's data. The local mail sink is given by the local host; in Azure there is none.
 */
export function wire(
  p: Pick<Platform, 'config' | 'storage' | 'clock' | 'log'> & {
    tenants: TenantService;
    settings: SettingsService;
    signature: SignatureService;
    resolver: MailboxResolver;
    activity: ActivityService;
    trail: TrailService;
    sink: MailSinkReader | null;
  },
): Wired<{ serverSide: ServerSideService }> {
  const checks = new CheckService(new CheckStore(p.storage), { clock: p.clock, log: p.log });
  const decisions = new ServerSideDecisions({ ...p, checks, marks: new MarkTokens(p.config.SIGNING_SECRET) });
  // A relay in another process follows a change within its settings' trust (seconds); this instance at once.
  p.settings.changed.register((tenantId) => decisions.forgetSettings(tenantId));
  const serverSide = new ServerSideService({
    decisions,
    checks,
    activity: p.activity,
    trail: p.trail,
    tenants: p.tenants,
    relayHost: p.config.SMTP_PUBLIC_HOST,
    sink: p.sink,
    clock: p.clock,
    log: p.log,
  });
  return { facade: { serverSide } };
}
