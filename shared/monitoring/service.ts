import type { ActivityReport, AttributeAudit, ClientHealthReport } from '../activity/schemas.js';
import { clientHealth } from '../activity/client-health.js';
import { clientLineIn, eventIn } from '../activity/client-lines.js';
import { errorIn } from '../activity/error-detail.js';
import type { Clock } from '../clock.js';
import { translate } from '../i18n/catalogue.js';
import { DEFAULT_LANGUAGE, type Language } from '../i18n/languages.js';
import { COVERAGE_MESSAGES, type CoveredAttribute } from './messages.js';
import type { DirectorySnapshots } from '../directory/service.js';
import type { DirectoryUser } from '../directory/types.js';
import type { ExclusionService } from '../exclusions/service.js';
import type { ActivityService } from '../activity/service.js';

const WINDOW_DAYS = 30;
const FEED = 50;
const COVERED: CoveredAttribute[] = [
  'displayName',
  'jobTitle',
  'department',
  'companyName',
  'officeLocation',
  'mobilePhone',
  'businessPhones',
  'streetAddress',
  'city',
  'postalCode',
  'country',
];

/** The first and last UTC day (`YYYY-MM-DD`) of the `days` whole days ending with today, `days` before that by `shift`. */
export function dayWindow(now: Date, days: number, shift = 0): { first: string; last: string } {
  const day = (back: number) => new Date(now.getTime() - back * 86_400_000).toISOString().slice(0, 10);
  return { first: day(shift + days - 1), last: day(shift) };
}

const has = (u: DirectoryUser, k: keyof DirectoryUser) => {
  const v = u[k];
  return Array.isArray(v) ? v.length > 0 : typeof v === 'string' ? v.trim() !== '' : v !== null && v !== undefined;
};
const isGuest = (u: DirectoryUser) => (u.userType ?? '').toLowerCase() === 'guest';

/** What administrators watch: who applies signatures, what fails, and how complete the directory is. */
export class MonitoringService {
  private readonly activity: ActivityService;
  private readonly directory: DirectorySnapshots;
  private readonly exclusions: ExclusionService;
  private readonly clock: Clock;

  constructor(deps: { activity: ActivityService; snapshots: DirectorySnapshots; exclusions: ExclusionService; clock: Clock }) {
    ({ activity: this.activity, snapshots: this.directory, exclusions: this.exclusions, clock: this.clock } = deps);
  }

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

  /** Per-mailbox rollup over 30 days (whole UTC days ending today), the recent feed, and adoption; clients named in `language`. */
  async activityReport(tenantId: string, language: Language = DEFAULT_LANGUAGE): Promise<ActivityReport> {
    const now = this.clock.now();
    const windowDays = Array.from({ length: WINDOW_DAYS }, (_, i) => new Date(now.getTime() - i * 86_400_000).toISOString().slice(0, 10));
    const since = new Date(`${windowDays[WINDOW_DAYS - 1]}T00:00:00.000Z`);
    const [rollups, feed, { included }] = await Promise.all([
      this.activity.mailboxes(tenantId, since),
      this.activity.newest(tenantId, since, FEED),
      this.population(tenantId),
    ]);
    const mailboxes = rollups.map((m) => {
      const counts = { applied: 0, failed: 0, skipped: 0 };
      for (const d of windowDays) for (const k of ['applied', 'failed', 'skipped'] as const) counts[k] += m.days[d]?.[k] ?? 0;
      return {
        mailbox: m.mailbox,
        ...counts,
        lastOutcome: m.lastOutcome,
        lastAt: m.lastAt,
        lastClient: clientLineIn(m.lastClient, m.lastClientFamily, language),
        lastError: errorIn(m.lastError, m.lastErrorSaid, language),
      };
    });
    const applying = new Set(mailboxes.filter((m) => m.applied > 0).map((m) => m.mailbox));
    const population = included.map((u) => u.mail!.toLowerCase());
    const adopted = population.filter((m) => applying.has(m)).length;
    return {
      days: WINDOW_DAYS,
      mailboxes: mailboxes.sort((a, b) => b.lastAt.localeCompare(a.lastAt)),
      feed: feed.map((e) => eventIn(e, language)),
      adoption: { mailboxes: population.length, applying: adopted, rate: population.length ? adopted / population.length : null },
    };
  }

  /** Apply health per mail client and version over the last `days` whole UTC days (today included), named in `language`. */
  async clientReport(tenantId: string, days: number, language?: Language): Promise<ClientHealthReport> {
    const { first, last } = dayWindow(this.clock.now(), days);
    return { days, clients: clientHealth(await this.activity.clientDays(tenantId, first, last), language) };
  }

  /** How many delivered-to mailboxes have each directory attribute; guests and exclusions counted apart. Named in `language`. */
  async audit(tenantId: string, language: Language = DEFAULT_LANGUAGE): Promise<AttributeAudit> {
    const [{ included, external, excluded }, syncFailure] = await Promise.all([
      this.population(tenantId),
      this.directory.syncFailure(tenantId),
    ]);
    return {
      mailboxes: included.length,
      syncFailure,
      leftOut: { external, excluded },
      coverage: COVERED.map((attribute) => {
        const withIt = included.filter((u) => has(u, attribute)).length;
        return {
          attribute,
          label: translate(COVERAGE_MESSAGES, language, attribute),
          present: withIt,
          missing: included.length - withIt,
          rate: included.length ? withIt / included.length : null,
        };
      }),
    };
  }
}
