import type { LinkDetail, LinksOverview, LinkTotals } from './schemas.js';
import { randomBytes } from 'node:crypto';
import { UAParser } from 'ua-parser-js';
import type { ActivityService } from '../activity/service.js';
import type { Clock } from '../clock.js';
import { notFound } from '../http/errors.js';
import type { Logger } from '../log.js';
import type { TemplateService } from '../templates/service.js';
import { analyticsWindow, clampDays, dailySeries, DAY_MS } from './report.js';
import type { LinkStore, TrackedLink } from './store.js';

const clientOf = (ua: string, browser: string | undefined) =>
  /Microsoft Outlook|ms-office|MSOffice/i.test(ua) ? 'Outlook' : /Thunderbird/i.test(ua) ? 'Thunderbird' : browser || 'unknown';

/** Link tracking: slugs bound to tenant, template and target; clicks recorded off the redirect's path. */
export class LinkService {
  constructor(
    private readonly store: LinkStore,
    private readonly clock: Clock,
    private readonly log: Logger,
    private readonly clickUrl: string,
    private readonly reports: { activity: ActivityService; templates: TemplateService },
  ) {}

  async trackedUrl(tenantId: string, templateId: string, target: string): Promise<string> {
    const slug = await this.store.slugFor(tenantId, templateId, target, () => randomBytes(9).toString('base64url'));
    return `${this.clickUrl}/r/${slug}`;
  }

  resolve(slug: string): Promise<TrackedLink | null> {
    return this.store.bySlug(slug);
  }

  /** Records a click without holding up the redirect; a failure is logged, never shown to the person clicking. */
  recordClick(link: TrackedLink, userAgent: string, referrer: string | undefined): void {
    const ua = UAParser(userAgent);
    void this.store
      .recordClick(link.tenantId, {
        slug: link.slug,
        at: this.clock.now().toISOString(),
        device: ua.device.type ?? 'desktop',
        client: clientOf(userAgent, ua.browser.name),
        os: ua.os.name ?? 'unknown',
        referrer: referrer ? safeHost(referrer) : '',
      })
      .catch((err: Error) => this.log.warn('click not recorded', { slug: link.slug, error: err.message }));
  }

  private async templateNames(tenantId: string) {
    return new Map((await this.reports.templates.library(tenantId)).templates.map((t) => [t.id, t.name]));
  }

  private async appliedSince(tenantId: string, since: Date) {
    return this.reports.activity.appliedSince(tenantId, since);
  }

  /** Every tracked link with its clicks over the last 30 days and the daily trend. */
  async links(tenantId: string): Promise<LinkTotals> {
    const now = this.clock.now();
    const [links, clicks, names] = await Promise.all([
      this.store.listLinks(tenantId),
      this.store.clicksSince(tenantId, new Date(now.getTime() - 30 * DAY_MS)),
      this.templateNames(tenantId),
    ]);
    return {
      days: 30,
      links: links
        .map((l) => {
          const mine = clicks.filter((c) => c.slug === l.slug);
          return { slug: l.slug, target: l.target, templateId: l.templateId, templateName: names.get(l.templateId) ?? null, clicks: mine.length, trend: dailySeries(mine, 30, now) };
        })
        .sort((a, b) => b.clicks - a.clicks || a.target.localeCompare(b.target)),
    };
  }

  /** Tenant-wide analytics over `days` (clamped to 7..365), with the rollup per template (campaign). */
  async overview(tenantId: string, requestedDays?: number): Promise<LinksOverview> {
    const days = clampDays(requestedDays);
    const now = this.clock.now();
    const since = new Date(now.getTime() - days * DAY_MS);
    const [links, clicks, names, applies] = await Promise.all([
      this.store.listLinks(tenantId),
      this.store.clicksSince(tenantId, since),
      this.templateNames(tenantId),
      this.appliedSince(tenantId, since),
    ]);
    const templateOf = new Map(links.map((l) => [l.slug, l.templateId]));
    const campaigns = new Map<string, number>();
    for (const c of clicks) {
      const t = templateOf.get(c.slug) ?? 'unknown';
      campaigns.set(t, (campaigns.get(t) ?? 0) + 1);
    }
    return {
      ...analyticsWindow(clicks, days, now, applies),
      campaigns: [...campaigns]
        .map(([templateId, n]) => ({ templateId, templateName: names.get(templateId) ?? null, clicks: n }))
        .sort((a, b) => b.clicks - a.clicks),
    };
  }

  /** The same window for one link; a slug of another organisation is not found. */
  async detail(tenantId: string, slug: string, requestedDays?: number): Promise<LinkDetail> {
    const link = await this.store.bySlug(slug);
    if (!link || link.tenantId !== tenantId) throw notFound('No such link');
    const days = clampDays(requestedDays);
    const now = this.clock.now();
    const since = new Date(now.getTime() - days * DAY_MS);
    const [clicks, applies] = await Promise.all([this.store.clicksSince(tenantId, since, slug), this.appliedSince(tenantId, since)]);
    return { link: { slug, target: link.target, templateId: link.templateId }, ...analyticsWindow(clicks, days, now, applies) };
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
