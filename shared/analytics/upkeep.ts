import type { Clock } from '../clock.js';
import { eachItem, type JobCounts } from '../job-items.js';
import type { Logger } from '../log.js';
import { DAY_MS, dayOf } from './report.js';
import type { ClickRollupStore, Day } from './rollup-store.js';
import type { LinkStore } from './store.js';
import { ClickTally } from './tally.js';

/** Raw clicks are kept this long (README states it); rollups for the 365-day analytics window plus a margin. */
export const RAW_CLICK_DAYS = 90;
export const ROLLUP_DAYS = 400;
/** The backfill reaches as far back as the longest analytics window. */
const BACKFILL_DAYS = 365;
const PAGE = 1000;

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
   * Sets one closed day's rollups to a recount of its raw clicks, read page by page. Idempotent: the rows are
   * replaced, not added to. Only for days no click can still arrive in (before today).
   */
  async recountDay(tenantId: string, day: Day): Promise<number> {
    const templateOf = new Map((await this.links.listLinks(tenantId)).map((l) => [l.slug, l.templateId]));
    const total = new ClickTally();
    const perLink = new Map<string, ClickTally>();
    let cursor: string | undefined;
    do {
      const page = await this.links.clicksBetween(tenantId, startOf(day), startOf(nextDay(day)), PAGE, cursor);
      for (const c of page.items) {
        const facts = { ...c, templateId: templateOf.get(c.slug) ?? 'unknown' };
        total.add(facts, true);
        const mine = perLink.get(c.slug) ?? perLink.set(c.slug, new ClickTally()).get(c.slug)!;
        mine.add(facts, false);
      }
      cursor = page.cursor ?? undefined;
    } while (cursor);
    await this.rollups.replaceDay(tenantId, day, total, perLink);
    return total.n;
  }

  /**
   * The one-off backfill, per tenant: recounts every closed day of the last 365 up to and including the day of its
   * first run (live counting covers every day after that one), saving its place after each day so that a run cut
   * short resumes where it stopped. A tenant it has finished costs one read.
   */
  async backfillTenant(tenantId: string): Promise<'done' | 'skipped' | 'resumable'> {
    const today = dayOf(this.clock.now());
    const state = (await this.rollups.backfill(tenantId)) ?? { firstRun: today, cursor: '', done: false };
    if (state.done) return 'skipped';
    const yesterday = dayOf(new Date(startOf(today).getTime() - DAY_MS));
    const last = state.firstRun < yesterday ? state.firstRun : yesterday;
    let day = state.cursor ? nextDay(state.cursor) : dayOf(new Date(startOf(today).getTime() - BACKFILL_DAYS * DAY_MS));
    await this.rollups.saveBackfill(tenantId, state);
    for (; day <= last; day = nextDay(day)) {
      await this.recountDay(tenantId, day);
      state.cursor = day;
      state.done = day >= state.firstRun;
      await this.rollups.saveBackfill(tenantId, state);
    }
    return state.done ? 'done' : 'resumable';
  }

  backfill(tenants: AsyncIterable<string>, log: Logger): Promise<JobCounts> {
    return eachItem(log, 'clickRollupBackfill', tenants, (tenantId) => ({ tenantId }), (tenantId) => this.backfillTenant(tenantId));
  }

  /**
   * Daily, per tenant: recounts yesterday (repairing any increment a failure lost), deletes rollups older than
   * ROLLUP_DAYS and, once the backfill has rolled them up, raw clicks older than RAW_CLICK_DAYS.
   */
  async dailyTenant(tenantId: string): Promise<void> {
    const now = this.clock.now();
    const today = startOf(dayOf(now));
    await this.recountDay(tenantId, dayOf(new Date(today.getTime() - DAY_MS)));
    const slugs = (await this.links.listLinks(tenantId)).map((l) => l.slug);
    await this.rollups.purgeBefore(tenantId, dayOf(new Date(today.getTime() - ROLLUP_DAYS * DAY_MS)), slugs);
    if ((await this.rollups.backfill(tenantId))?.done) await this.links.purgeClicksBefore(tenantId, new Date(today.getTime() - RAW_CLICK_DAYS * DAY_MS));
  }

  daily(tenants: AsyncIterable<string>, log: Logger): Promise<JobCounts> {
    return eachItem(log, 'clickRollupDaily', tenants, (tenantId) => ({ tenantId }), (tenantId) => this.dailyTenant(tenantId));
  }
}
