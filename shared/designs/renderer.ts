import { invalidSaid } from '../http/said-reasons.js';
import type { MailboxResolver } from '../directory/resolver.js';
import type { RenderingService } from '../rendering/service.js';
import type { ViewInput } from '../rendering/view.js';
import type { MailboxViews } from '../signature/mailbox-view.js';
import type { TemplateService } from '../templates/service.js';
import { GALLERY, GALLERY_SAMPLES, REPLY_GALLERY } from './gallery.js';
import { renderDesign } from './render.js';
import { firstAudience, REPLY_SIDES, replySide } from './reply.js';
import type { BrandKit, Design } from './schema.js';
import { MAX_DESIGN_JSON } from './store.js';
import { checkTexts, type MadeBody } from './working.js';

export interface RendererDeps {
  templates: Pick<TemplateService, 'check'>;
  rendering: RenderingService;
  resolver: MailboxResolver;
  views: Pick<MailboxViews, 'view'>;
  /** The service's origin, where the social icons are served. */
  iconBaseUrl: string;
}

/**
 * Designs rendered with a brand kit: to the template HTML the template feature stores (an out-of-office reply's two
 * replies from its one design), and for a person to look at (previews, the gallery).
 */
export class DesignRenderer {
  constructor(private readonly deps: RendererDeps) {}

  /** The template HTML of a design with this organisation's brand kit, as the template feature will store it. */
  render(design: Design, kit: BrandKit, field = 'design'): string {
    checkTexts(design, field);
    if (JSON.stringify(design).length > MAX_DESIGN_JSON) throw invalidSaid({ [field]: ['designTooLarge', { max: MAX_DESIGN_JSON }] });
    return this.deps.templates.check(renderDesign(design, kit, { iconBaseUrl: this.deps.iconBaseUrl }));
  }

  /**
   * A design rendered to a template's body: of an out-of-office reply (`reply`), its two replies, each with the
   * blocks in it (see `reply.ts`); a signature's blocks may not name a reply.
   */
  body(design: Design, kit: BrandKit, reply: boolean, field = 'design'): MadeBody {
    if (!reply) {
      const at = firstAudience(design);
      if (at) throw invalidSaid({ [`${field}.${at}`]: 'blockOnlyForReplies' });
      return { html: this.render(design, kit, field) };
    }
    // Checked whole first, so a fault names the block's place in the design rather than in one reply.
    checkTexts(design, field);
    const [html, external] = REPLY_SIDES.map((side) => {
      const one = replySide(design, side);
      if (!one.blocks.length) throw invalidSaid({ [`${field}.blocks`]: ['leaveBlockInReply', { side }] });
      return this.render(one, kit, field);
    });
    return { html, external };
  }

  /** A design rendered for a person (the signed-in Admin, else the organisation's sample person), images inlined. */
  async preview(tenantId: string, design: Design, address: string | null, kit: BrandKit) {
    const html = this.render(design, kit);
    return this.deps.rendering.preview(tenantId, html, await this.viewFor(tenantId, address));
  }

  private async viewFor(tenantId: string, address: string | null): Promise<ViewInput | undefined> {
    if (!address) return undefined;
    const mailbox = await this.deps.resolver.resolve(tenantId, address).catch(() => null);
    if (!mailbox) return undefined;
    return this.deps.views.view(tenantId, { mailbox, sender: mailbox }, 'sample');
  }

  /** The gallery, each design previewed for `address` (the signed-in Admin) with the brand kit. */
  async gallery(tenantId: string, kit: BrandKit, address: string | null) {
    const shown: BrandKit = {
      ...kit,
      social: Object.keys(kit.social).length ? kit.social : GALLERY_SAMPLES.social,
      cta: kit.cta ?? GALLERY_SAMPLES.cta,
      website: kit.website ?? GALLERY_SAMPLES.website,
    };
    const view = await this.viewFor(tenantId, address);
    return Promise.all(
      [...GALLERY, ...REPLY_GALLERY].map(async (g) => {
        // A reply's card shows the reply to people outside: the one most people get.
        const shownDesign = g.kind === 'automatic-reply' ? replySide(g.design, 'external') : g.design;
        const preview = await this.deps.rendering.preview(tenantId, this.render(shownDesign, shown), view);
        return { ...g, preview: preview.html, length: preview.length };
      }),
    );
  }
}
