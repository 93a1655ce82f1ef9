import type { LinkDetail, LinksOverview, LinkTotals } from './schemas.js';
import { randomBytes } from 'node:crypto';
import { UAParser } from 'ua-parser-js';
import type { ActivityService } from '../activity/service.js';
import type { Clock } from '../clock.js';
import { notFound } from '../http/errors.js';
import type { Logger } from '../log.js';
import type { TemplateService } from '../templates/service.js';
import { analyticsWindow, clampDays, dayOf, sumOf, windowDays } from './report.js';
import { linkRow, tenantRow, type ClickRollupStore } from './rollup-store.js';
import { RollupWriter } from './rollup-writer.js';
import { ClickTally } from './tally.js';
import { ClickUpkeep } from './upkeep.js';
import type { LinkStore, TrackedLink } from './store.js';

const clientOf = (ua: string, browser: string | undefined) =>
  /Microsoft Outlook|ms-office|MSOffice/i.test(ua) ? 'Outlook' : /Thunderbird/i.test(ua) ? 'Thunderbird' : browser || 'unknown';

/** Link tracking: slugs bound to tenant, template and target; clicks recorded off the redirect's path. */
export class LinkService {
  private readonly writer: RollupWriter;
  private readonly recording = new Set<Promise<void>>();
  /** The rollups' jobs: backfill, daily repair and retention. */
  readonly upkeep: ClickUpkeep;

  private readonly rollups: ClickRollupStore;
  private readonly clock: Clock;
  private readonly log: Logger;
  private readonly clickUrl: string;
  /** The reports name templates and compare with who applied signatures. */
  private readonly reports: { activity: ActivityService; templates: TemplateService };

  constructor(
    private readonly store: LinkStore,
    deps: {
      rollups: ClickRollupStore;
      clock: Clock;
      log: Logger;
      clickUrl: string;
      activity: ActivityService;
      templates: TemplateService;
    },
  ) {
    ({ rollups: this.rollups, clock: this.clock, log: this.log, clickUrl: this.clickUrl } = deps);
    this.reports = { activity: deps.activity, templates: deps.templates };
    this.writer = new RollupWriter(this.rollups, this.log);
    this.upkeep = new ClickUpkeep(store, this.rollups, this.clock);
  }

  async trackedUrl(tenantId: string, templateId: string, target: string): Promise<string> {
    const slug = await this.store.slugFor(tenantId, templateId, target, () => randomBytes(9).toString('base64url'));
    return `${this.clickUrl}/r/${slug}`;
  }

  resolve(slug: string): Promise<TrackedLink | null> {
    return this.store.bySlug(slug);
  }

  /**
   * Records a click without holding up the redirect: the raw click, then its counts in the day's rollups of the
   * tenant and of the link. A failure is logged, never shown to the person clicking.
   */
  recordClick(link: TrackedLink, userAgent: string, referrer: string | undefined): void {
    const ua = UAParser(userAgent);
    const click = {
      slug: link.slug,
      at: this.clock.now().toISOString(),
      device: ua.device.type ?? 'desktop',
      client: clientOf(userAgent, ua.browser.name),
      os: ua.os.name ?? 'unknown',
      referrer: referrer ? safeHost(referrer) : '',
    };
    const recording = this.store
      .recordClick(link.tenantId, click)
      .then(() => {
        const facts = { ...click, templateId: link.templateId };
        this.writer.add(link.tenantId, tenantRow(dayOf(click.at)), ClickTally.of(facts, true));
        this.writer.add(link.tenantId, linkRow(link.slug, dayOf(click.at)), ClickTally.of(facts, false));
      })
      .catch((err: Error) => this.log.warn('click not recorded', { slug: link.slug, error: err.message }))
      .finally(() => this.recording.delete(recording));
    this.recording.add(recording);
  }

  /** Resolves when every click recorded so far is stored and in the rollups (tests, benchmarks). */
  async settled(): Promise<void> {
    while (this.recording.size) await Promise.all(this.recording);
    await this.writer.settled();
  }

  private async templateNames(tenantId: string) {
    return new Map((await this.reports.templates.library(tenantId)).templates.map((t) => [t.id, t.name]));
  }

  /** Every tracked link with its clicks over the last 30 days and the daily trend, from the tenant's daily rollups. */
  async links(tenantId: string): Promise<LinkTotals> {
    const now = this.clock.now();
    const dates = windowDays(30, now);
    const [links, byDay, names] = await Promise.all([
      this.store.listLinks(tenantId),
      this.rollups.tenantDays(tenantId, dates[0], dates[dates.length - 1], ['link']),
      this.templateNames(tenantId),
    ]);
    const perLink = (slug: string) => new Map([...byDay].map(([day, t]) => [day, t.counts.link.get(slug) ?? 0]));
    return {
      days: 30,
      links: links
        .map((l) => {
          const mine = perLink(l.slug);
          const trend = dates.map((date) => ({ date, clicks: mine.get(date) ?? 0 }));
          return {
            slug: l.slug,
            target: l.target,
            templateId: l.templateId,
            templateName: names.get(l.templateId) ?? null,
            clicks: trend.reduce((n, d) => n + d.clicks, 0),
            trend,
          };
        })
        .sort((a, b) => b.clicks - a.clicks || a.target.localeCompare(b.target)),
    };
  }

  /** Tenant-wide analytics over `days` (clamped to 7..365), with the rollup per template (campaign). */
  async overview(tenantId: string, requestedDays?: number): Promise<LinksOverview> {
    const now = this.clock.now();
    const dates = windowDays(clampDays(requestedDays), now);
    const [byDay, names, applies] = await Promise.all([
      this.rollups.tenantDays(tenantId, dates[0], dates[dates.length - 1], ['hour', 'device', 'client', 'referrer', 'template']),
      this.templateNames(tenantId),
      this.reports.activity.appliedOnDays(tenantId, dates[0], dates[dates.length - 1]),
    ]);
    return {
      ...analyticsWindow(byDay, dates, now, applies),
      campaigns: sumOf(byDay)
        .split('template')
        .map(({ name, clicks }) => ({ templateId: name, templateName: names.get(name) ?? null, clicks })),
    };
  }

  /** The same window for one link, from its daily rollups; a slug of another organisation is not found. */
  async detail(tenantId: string, slug: string, requestedDays?: number): Promise<LinkDetail> {
    const link = await this.store.bySlug(slug);
    if (!link || link.tenantId !== tenantId) throw notFound('No such link');
    const now = this.clock.now();
    const dates = windowDays(clampDays(requestedDays), now);
    const [byDay, applies] = await Promise.all([
      this.rollups.linkDays(tenantId, slug, dates[0], dates[dates.length - 1]),
      this.reports.activity.appliedOnDays(tenantId, dates[0], dates[dates.length - 1]),
    ]);
    return { link: { slug, target: link.target, templateId: link.templateId }, ...analyticsWindow(byDay, dates, now, applies) };
  }
}

/** Only the referring host is kept, never the full URL (which may carry personal data). */
function safeHost(referrer: string): string {
  try {
    return new URL(referrer).host;
  } catch {
    return '';
  }
}
