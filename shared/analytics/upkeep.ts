import type { Clock } from '../clock.js';
import { eachItem, type JobCounts } from '../job-items.js';
import type { Logger } from '../log.js';
import { DAY_MS, dayOf } from './report.js';
import type { ClickRollupStore, Day, DayCounts } from './rollup-store.js';
import type { LinkStore } from './store.js';
import { ClickTally } from './tally.js';

/** Raw clicks are kept this long (README states it); rollups for the 365-day analytics window plus a margin. */
const RAW_CLICK_DAYS = 90;
const ROLLUP_DAYS = 400;
/** The backfill reaches as far back as the longest analytics window. */
const BACKFILL_DAYS = 365;
const PAGE = 1000;
/** Days the backfill recounts at a time (and saves its place after). */
const STRETCH = 30;

const startOf = (day: Day) => new Date(`${day}T00:00:00.000Z`);
const nextDay = (day: Day) => dayOf(new Date(startOf(day).getTime() + DAY_MS));

/** The jobs behind the click rollups: recounting closed days from raw clicks (backfill, daily repair) and retention. */
export class ClickUpkeep {
  constructor(
    private readonly links: LinkStore,
    private readonly rollups: ClickRollupStore,
    private readonly clock: Clock,
  ) {}

  /**
   * Sets the rollups of closed days (before today: no click can still arrive in them) to a recount of their raw
   * clicks, read page by page in one pass. Idempotent: rows are replaced, not added to. Answers whether it wrote.
   */
  async recountDays(tenantId: string, from: Day, to: Day, templateOf?: ReadonlyMap<string, string>): Promise<boolean> {
    templateOf ??= await this.templateOf(tenantId);
    const counted = new Map<Day, DayCounts>();
    let cursor: string | undefined;
    do {
      const page = await this.links.clicksBetween(tenantId, startOf(from), startOf(nextDay(to)), PAGE, cursor);
      for (const c of page.items) {
        const facts = { ...c, templateId: templateOf.get(c.slug) ?? 'unknown' };
        const day = counted.get(dayOf(c.at)) ?? counted.set(dayOf(c.at), { total: new ClickTally(), perLink: new Map() }).get(dayOf(c.at))!;
        day.total.add(facts, true);
        (day.perLink.get(c.slug) ?? day.perLink.set(c.slug, new ClickTally()).get(c.slug)!).add(facts, false);
      }
      cursor = page.cursor ?? undefined;
    } while (cursor);
    return this.rollups.replaceDays(tenantId, from, to, counted);
  }

  private async templateOf(tenantId: string) {
    return new Map((await this.links.listLinks(tenantId)).map((l) => [l.slug, l.templateId]));
  }

  /**
   * The one-off backfill, per tenant: recounts every closed day of the last 365 up to and including the day of its
   * first run (live counting covers every day after that one), saving its place after each stretch of days so that
   * a run cut short resumes where it stopped. A tenant it has finished costs one read.
   */
  async backfillTenant(tenantId: string): Promise<'done' | 'skipped' | 'resumable'> {
    const today = dayOf(this.clock.now());
    const state = (await this.rollups.backfill(tenantId)) ?? { firstRun: today, cursor: '', done: false };
    if (state.done) return 'skipped';
    const yesterday = dayOf(new Date(startOf(today).getTime() - DAY_MS));
    const last = state.firstRun < yesterday ? state.firstRun : yesterday;
    let from = state.cursor ? nextDay(state.cursor) : dayOf(new Date(startOf(today).getTime() - BACKFILL_DAYS * DAY_MS));
    await this.rollups.saveBackfill(tenantId, state);
    const templateOf = await this.templateOf(tenantId);
    // A stretch of days at a time: one pass over their raw clicks, one look at their rollup rows.
    while (from <= last) {
      const end = [dayOf(new Date(startOf(from).getTime() + (STRETCH - 1) * DAY_MS)), last].sort()[0];
      await this.recountDays(tenantId, from, end, templateOf);
      state.cursor = end;
      state.done = end >= state.firstRun;
      await this.rollups.saveBackfill(tenantId, state);
      from = nextDay(end);
    }
    return state.done ? 'done' : 'resumable';
  }

  backfill(tenants: AsyncIterable<string>, log: Logger): Promise<JobCounts> {
    return eachItem(
      log,
      'clickRollupBackfill',
      tenants,
      (tenantId) => ({ tenantId }),
      (tenantId) => this.backfillTenant(tenantId),
    );
  }

  /**
   * Daily, per tenant: recounts yesterday (repairing any increment a failure lost), deletes rollups older than
   * ROLLUP_DAYS and, once the backfill has rolled them up, raw clicks older than RAW_CLICK_DAYS.
   */
  async dailyTenant(tenantId: string): Promise<void> {
    const now = this.clock.now();
    const today = startOf(dayOf(now));
    const yesterday = dayOf(new Date(today.getTime() - DAY_MS));
    await this.recountDays(tenantId, yesterday, yesterday);
    const slugs = (await this.links.listLinks(tenantId)).map((l) => l.slug);
    await this.rollups.purgeBefore(tenantId, dayOf(new Date(today.getTime() - ROLLUP_DAYS * DAY_MS)), slugs);
    if ((await this.rollups.backfill(tenantId))?.done)
      await this.links.purgeClicksBefore(tenantId, new Date(today.getTime() - RAW_CLICK_DAYS * DAY_MS));
  }

  daily(tenants: AsyncIterable<string>, log: Logger): Promise<JobCounts> {
    return eachItem(
      log,
      'clickRollupDaily',
      tenants,
      (tenantId) => ({ tenantId }),
      (tenantId) => this.dailyTenant(tenantId),
    );
  }
}
