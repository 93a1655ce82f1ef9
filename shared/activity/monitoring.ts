import type { ActivityReport, AttributeAudit } from './schemas.js';
import type { Clock } from '../clock.js';
import type { DirectorySnapshots } from '../directory/service.js';
import type { DirectoryUser } from '../directory/types.js';
import type { ExclusionService } from '../exclusions/service.js';
import type { ActivityService } from './service.js';
import type { ApplyEvent } from './schemas.js';

const WINDOW_DAYS = 30;
const FEED = 50;
const COVERED: (keyof DirectoryUser)[] = [
  'displayName', 'jobTitle', 'department', 'companyName', 'officeLocation', 'mobilePhone', 'businessPhones', 'streetAddress', 'city', 'postalCode', 'country',
];

const has = (u: DirectoryUser, k: keyof DirectoryUser) => {
  const v = u[k];
  return Array.isArray(v) ? v.length > 0 : typeof v === 'string' ? v.trim() !== '' : v !== null && v !== undefined;
};
const isGuest = (u: DirectoryUser) => (u.userType ?? '').toLowerCase() === 'guest';

/** What administrators watch: who applies signatures, what fails, and how complete the directory is. */
export class MonitoringService {
  constructor(
    private readonly activity: ActivityService,
    private readonly directory: DirectorySnapshots,
    private readonly exclusions: ExclusionService,
    private readonly clock: Clock,
  ) {}

  /**
   * The mailboxes signatures are delivered to: members, not excluded; and how many were left out, and why. Read from
   * the directory snapshot and the exclusion list read whole, so its cost does not grow with requests per mailbox.
   */
  private async population(tenantId: string) {
    const [snapshot, isExcluded] = await Promise.all([this.directory.current(tenantId), this.exclusions.exclusionTest(tenantId)]);
    const included: DirectoryUser[] = [];
    let external = 0;
    let excluded = 0;
    for (const u of snapshot.allUsers()) {
      if (isGuest(u) || !u.mail) external++;
      else if (isExcluded(u.mail.toLowerCase())) excluded++;
      else included.push(u);
    }
    return { included, external, excluded };
  }

  /** Per-mailbox rollup over 30 days, the recent feed, and adoption. */
  async activityReport(tenantId: string): Promise<ActivityReport> {
    const now = this.clock.now();
    const [events, { included }] = await Promise.all([
      this.activity.since(tenantId, new Date(now.getTime() - WINDOW_DAYS * 86_400_000)),
      this.population(tenantId),
    ]);
    const byMailbox = new Map<string, { mailbox: string; applied: number; failed: number; skipped: number; last: ApplyEvent }>();
    for (const e of events) {
      const m = byMailbox.get(e.mailbox) ?? { mailbox: e.mailbox, applied: 0, failed: 0, skipped: 0, last: e };
      m[e.outcome] += 1;
      byMailbox.set(e.mailbox, m);
    }
    const applying = new Set(events.filter((e) => e.outcome === 'applied').map((e) => e.mailbox));
    const population = included.map((u) => u.mail!.toLowerCase());
    const adopted = population.filter((m) => applying.has(m)).length;
    return {
      days: WINDOW_DAYS,
      mailboxes: [...byMailbox.values()]
        .map(({ last, ...m }) => ({ ...m, lastOutcome: last.outcome, lastAt: last.at, lastClient: last.client, lastError: last.error }))
        .sort((a, b) => b.lastAt.localeCompare(a.lastAt)),
      feed: events.slice(0, FEED),
      adoption: { mailboxes: population.length, applying: adopted, rate: population.length ? adopted / population.length : null },
    };
  }

  /** How many delivered-to mailboxes have each directory attribute; guests and exclusions counted apart. */
  async audit(tenantId: string): Promise<AttributeAudit> {
    const { included, external, excluded } = await this.population(tenantId);
    return {
      mailboxes: included.length,
      leftOut: { external, excluded },
      coverage: COVERED.map((attribute) => {
        const withIt = included.filter((u) => has(u, attribute)).length;
        return { attribute, present: withIt, missing: included.length - withIt, rate: included.length ? withIt / included.length : null };
      }),
    };
  }
}
