import type { ActivityService } from '../activity/service.js';
import type { BillingService } from '../billing/service.js';
import type { Clock } from '../clock.js';
import { ApiError } from '../http/errors.js';
import type { TenantService } from '../tenants/service.js';
import { HEALTH_DAYS, type ClientSummary } from './schemas.js';
import type { ClientLink } from './records.js';
import type { PartnerService } from './service.js';

/** The directory of one client failing must not hide the others: its seat count is then unknown. */
const unlessDirectoryDown = <T>(read: Promise<T>): Promise<T | null> =>
  read.catch((err: unknown) => {
    if (err instanceof ApiError && err.code === 'directory_unavailable') return null;
    throw err;
  });

/** What a partner sees of each client it manages: state, seats, billing and how well signatures apply. */
export class PartnerClients {
  constructor(
    private readonly deps: {
      partners: PartnerService;
      tenants: TenantService;
      billing: BillingService;
      activity: ActivityService;
      clock: Clock;
    },
  ) {}

  async list(partnerId: string): Promise<ClientSummary[]> {
    const links = await this.deps.partners.clientsOf(partnerId);
    const clients = await Promise.all(links.map((link) => this.summary(link)));
    return clients.sort((a, b) => (a.name ?? a.id).localeCompare(b.name ?? b.id));
  }

  private async summary(link: ClientLink): Promise<ClientSummary> {
    const { tenants, billing, activity, clock } = this.deps;
    const windowStart = new Date(clock.now().getTime() - HEALTH_DAYS * 86_400_000);
    const [tenant, overview, mailboxes] = await Promise.all([
      tenants.get(link.clientId),
      unlessDirectoryDown(billing.overview(link.clientId)),
      activity.mailboxes(link.clientId, windowStart),
    ]);
    // From the per-mailbox rollups: outcomes on the window's whole UTC days, and the newest report.
    const firstDay = windowStart.toISOString().slice(0, 10);
    const counts = { applied: 0, failed: 0, skipped: 0 };
    let lastActivityAt: string | null = null;
    for (const m of mailboxes) {
      for (const [day, c] of Object.entries(m.days)) {
        if (day < firstDay) continue;
        for (const k of ['applied', 'failed', 'skipped'] as const) counts[k] += c[k] ?? 0;
      }
      if (!lastActivityAt || m.lastAt > lastActivityAt) lastActivityAt = m.lastAt;
    }
    const attempts = counts.applied + counts.failed;
    const inTrial = !!tenant && Date.parse(tenant.trialEndsAt) > clock.now().getTime();
    return {
      id: link.clientId,
      name: tenant?.name ?? null,
      state: tenant?.state ?? 'not_onboarded',
      since: link.since,
      via: link.via,
      seatsBilled: overview?.seatsToBill ?? null,
      billing: {
        status: overview?.status ?? 'unknown',
        inTrial,
        trialEndsAt: tenant?.trialEndsAt ?? null,
        delivering: overview?.delivering ?? inTrial,
      },
      health: { days: HEALTH_DAYS, ...counts, successRate: attempts ? counts.applied / attempts : null, lastActivityAt },
    };
  }
}
