import { randomBytes } from 'node:crypto';
import { UAParser } from 'ua-parser-js';
import type { Clock } from '../clock.js';
import type { Logger } from '../log.js';
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

  purgeTenant(tenantId: string) {
    return this.store.purgeTenant(tenantId);
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
