import { createHash } from 'node:crypto';
import type { Actor } from '../auth/principal.js';
import type { Clock } from '../clock.js';
import type { MailboxResolver } from '../directory/resolver.js';
import type { TemplatePublished } from '../events/bus.js';
import { ApiError, invalid, refuse } from '../http/errors.js';
import type { Outbox } from '../outbox/outbox.js';
import type { RenderingService } from '../rendering/service.js';
import { normaliseTemplate, TemplateSyntaxError } from '../rendering/template.js';
import type { ViewInput } from '../rendering/view.js';
import type { MailboxViews } from '../signature/mailbox-view.js';
import { isPreconditionFailed, isConflict } from '../storage/entities.js';
import type { Template } from '../templates/schemas.js';
import type { TemplateService, WithEtag } from '../templates/service.js';
import { GALLERY, galleryEntry } from './gallery.js';
import { renderDesign } from './render.js';
import { DEFAULT_BRAND_KIT, type Block, type BrandKit, type Design } from './schema.js';
import { brandKitWitness, MAX_DESIGN_JSON, workingWitness, type DesignStore, type WorkingDesign } from './store.js';

interface DesignState {
  design: Design;
  /** The template's HTML was edited by hand; the design is kept to undo that (restore). */
  detached: boolean;
  updatedAt: string;
  updatedBy: string;
}

type DesignedTemplate = WithEtag<Template> & { design: DesignState };

const hash = (html: string) => createHash('sha256').update(html).digest('base64url');
const quote = (etag: string) => (etag.startsWith('"') || etag.startsWith('W/') ? etag : `"${etag}"`);

/** Sample social profiles and call to action, so the gallery shows what a design looks like with them filled in. */
const GALLERY_SAMPLES: Pick<BrandKit, 'social' | 'cta' | 'website'> = {
  social: {
    linkedin: 'https://www.linkedin.com/',
    x: 'https://x.com/',
    facebook: 'https://www.facebook.com/',
    instagram: 'https://www.instagram.com/',
    youtube: 'https://www.youtube.com/',
  },
  cta: { text: 'Book a meeting', url: 'https://example.com/book' },
  website: 'https://example.com/',
};

/**
 * Designs of templates and the organisation's brand kit. A design renders to template HTML, which is what the
 * template feature stores, versions and publishes; this service keeps the design beside it (the working copy's and
 * each published version's) and re-renders designs when the brand kit changes.
 */
export class DesignService {
  private readonly templates: TemplateService;
  private readonly rendering: RenderingService;
  private readonly resolver: MailboxResolver;
  private readonly views: Pick<MailboxViews, 'view'>;
  private readonly outbox: Pick<Outbox, 'commit'>;
  private readonly clock: Clock;
  private readonly iconBaseUrl: string;

  constructor(
    private readonly store: DesignStore,
    deps: {
      templates: TemplateService;
      rendering: RenderingService;
      resolver: MailboxResolver;
      views: Pick<MailboxViews, 'view'>;
      outbox: Pick<Outbox, 'commit'>;
      clock: Clock;
      /** The service's origin, where the social icons are served. */
      iconBaseUrl: string;
    },
  ) {
    ({
      templates: this.templates,
      rendering: this.rendering,
      resolver: this.resolver,
      views: this.views,
      outbox: this.outbox,
      clock: this.clock,
      iconBaseUrl: this.iconBaseUrl,
    } = deps);
  }

  // The brand kit

  async brandKit(tenantId: string): Promise<{ kit: BrandKit; etag: string }> {
    const stored = await this.store.brandKit(tenantId);
    return stored ? { kit: stored.kit, etag: quote(stored.etag) } : { kit: DEFAULT_BRAND_KIT, etag: '"default"' };
  }

  /**
   * Replaces the brand kit (`ifMatch`, when given, must name the kit as read: 412 `stale_brand_kit` otherwise), then
   * re-renders every template whose design follows it into a new working copy for review (never into a published
   * version). Answers the kit and the templates re-rendered.
   */
  async putBrandKit(
    tenantId: string,
    actor: Actor,
    kit: BrandKit,
    ifMatch?: string,
  ): Promise<{ kit: BrandKit; etag: string; rerendered: { id: string; name: string }[] }> {
    const current = await this.store.brandKit(tenantId);
    const currentTag = current ? quote(current.etag) : '"default"';
    if (ifMatch && ifMatch.trim() !== '*' && ifMatch.replace(/^W\//, '').trim() !== currentTag.replace(/^W\//, ''))
      throw staleKit(currentTag);
    if (current && JSON.stringify(current.kit) === JSON.stringify(kit)) return { kit, etag: currentTag, rerendered: [] };
    const changed = current ? brandKitChanges(current.kit, kit) : ['everything'];
    const work = {
      log: [{ actor, change: { scope: 'tenant' as const, action: 'brandkit.changed', target: 'brand kit', details: { changed } } }],
    };
    let etag: string;
    try {
      etag = quote(
        await this.outbox.commit(tenantId, work, brandKitWitness, (stamp) =>
          this.store.putBrandKit(tenantId, kit, current?.etag ?? null, stamp),
        ),
      );
    } catch (err) {
      if (isPreconditionFailed(err) || isConflict(err)) throw staleKit((await this.brandKit(tenantId)).etag);
      throw err;
    }
    return { kit, etag, rerendered: await this.rerenderAll(tenantId, actor, kit) };
  }

  private async rerenderAll(tenantId: string, actor: Actor, kit: BrandKit): Promise<{ id: string; name: string }[]> {
    const done: { id: string; name: string }[] = [];
    for await (const w of this.store.allWorking(tenantId)) {
      if (w.detached) continue;
      const html = this.render(w.design, kit);
      if (hash(html) === w.htmlHash) continue;
      try {
        const t = await this.templates.review.saveDraft(tenantId, actor, w.templateId, html);
        await this.store.putWorking(tenantId, w.templateId, { ...w, htmlHash: hash(html), ...this.stamp(actor) });
        done.push({ id: t.id, name: t.name });
      } catch (err) {
        // A template deleted since (its design row outlives it until purge) is not re-rendered.
        if (!(err instanceof ApiError && err.status === 404)) throw err;
      }
    }
    return done;
  }

  // Rendering

  /** The template HTML of a design with this organisation's brand kit, as the template feature will store it. */
  render(design: Design, kit: BrandKit, field = 'design'): string {
    checkTexts(design, field);
    if (JSON.stringify(design).length > MAX_DESIGN_JSON)
      throw invalid({ [field]: `the design is too large (at most ${MAX_DESIGN_JSON.toLocaleString('en')} characters as JSON)` });
    return this.templates.check(renderDesign(design, kit, { iconBaseUrl: this.iconBaseUrl }));
  }

  /** A design rendered for a person (the signed-in Admin, else the organisation's sample person), images inlined. */
  async preview(tenantId: string, design: Design, address: string | null, kit?: BrandKit) {
    const html = this.render(design, kit ?? (await this.brandKit(tenantId)).kit);
    return this.rendering.preview(tenantId, html, await this.viewFor(tenantId, address));
  }

  private async viewFor(tenantId: string, address: string | null): Promise<ViewInput | undefined> {
    if (!address) return undefined;
    const mailbox = await this.resolver.resolve(tenantId, address).catch(() => null);
    if (!mailbox) return undefined;
    return this.views.view(tenantId, { mailbox, sender: mailbox }, 'sample');
  }

  /** The gallery, each design previewed for `address` (the signed-in Admin) with the brand kit. */
  async gallery(tenantId: string, address: string | null) {
    const { kit } = await this.brandKit(tenantId);
    const shown: BrandKit = {
      ...kit,
      social: Object.keys(kit.social).length ? kit.social : GALLERY_SAMPLES.social,
      cta: kit.cta ?? GALLERY_SAMPLES.cta,
      website: kit.website ?? GALLERY_SAMPLES.website,
    };
    const view = await this.viewFor(tenantId, address);
    return Promise.all(
      GALLERY.map(async (g) => {
        const preview = await this.rendering.preview(tenantId, this.render(g.design, shown), view);
        return { id: g.id, name: g.name, description: g.description, design: g.design, preview: preview.html, length: preview.length };
      }),
    );
  }

  // Designed templates

  /** Creates a template from a design (or a gallery design by id): the design stored, its HTML the working copy. */
  async create(
    tenantId: string,
    actor: Actor,
    name: string,
    source: { design: Design } | { galleryId: string },
  ): Promise<DesignedTemplate> {
    const design = 'design' in source ? source.design : galleryEntry(source.galleryId)?.design;
    if (!design) throw invalid({ galleryId: 'is not a design of the gallery' });
    const html = this.render(design, (await this.brandKit(tenantId)).kit);
    const template = await this.templates.create(tenantId, actor, name, html);
    const w: WorkingDesign = { design, htmlHash: hash(html), detached: false, ...this.stamp(actor) };
    await this.store.putWorking(tenantId, template.id, w);
    return { ...template, design: stateOf(w) };
  }

  /** A template's design; null for a template written as HTML. */
  async get(tenantId: string, templateId: string): Promise<DesignState | null> {
    await this.templates.get(tenantId, templateId);
    const w = await this.store.working(tenantId, templateId);
    return w ? stateOf(w) : null;
  }

  private async designed(tenantId: string, templateId: string) {
    await this.templates.get(tenantId, templateId);
    const w = await this.store.working(tenantId, templateId);
    if (!w) throw refuse('not_designed');
    return w;
  }

  /** Saves a design: its HTML becomes the template's working copy. A detached template is restored first (409). */
  async save(tenantId: string, actor: Actor, templateId: string, design: Design): Promise<DesignedTemplate> {
    const before = await this.store.working(tenantId, templateId);
    if (before?.detached) throw refuse('design_detached');
    const html = this.render(design, (await this.brandKit(tenantId)).kit);
    const template = await this.templates.review.saveDraft(tenantId, actor, templateId, html);
    const w: WorkingDesign = { design, htmlHash: hash(html), detached: false, ...this.stamp(actor) };
    await this.store.putWorking(tenantId, templateId, w);
    return { ...template, design: stateOf(w) };
  }

  /** Detaches a template from its design (its HTML is edited by hand from now on); the design is kept for restore. */
  async detach(tenantId: string, actor: Actor, templateId: string): Promise<DesignState> {
    const w = await this.designed(tenantId, templateId);
    if (w.detached) return stateOf(w);
    const next = { ...w, detached: true, ...this.stamp(actor) };
    const target = (await this.templates.get(tenantId, templateId)).name;
    const work = { log: [{ actor, change: { scope: 'tenant' as const, action: 'design.detached', target, details: { id: templateId } } }] };
    await this.outbox.commit(tenantId, work, workingWitness(templateId), (stamp) =>
      this.store.putWorking(tenantId, templateId, next, stamp),
    );
    return stateOf(next);
  }

  /** Undoes a detach: the kept design is rendered into the working copy again and edits go through the designer. */
  async restore(tenantId: string, actor: Actor, templateId: string): Promise<DesignedTemplate> {
    const w = await this.designed(tenantId, templateId);
    const html = this.render(w.design, (await this.brandKit(tenantId)).kit);
    const template = await this.templates.review.saveDraft(tenantId, actor, templateId, html);
    const next: WorkingDesign = { ...w, htmlHash: hash(html), detached: false, ...this.stamp(actor) };
    const work = {
      log: [{ actor, change: { scope: 'tenant' as const, action: 'design.restored', target: template.name, details: { id: templateId } } }],
    };
    await this.outbox.commit(tenantId, work, workingWitness(templateId), (stamp) =>
      this.store.putWorking(tenantId, templateId, next, stamp),
    );
    return { ...template, design: stateOf(next) };
  }

  /**
   * Before HTML is saved or published by hand: a designed template's HTML that is not the design's own output is
   * refused (409 `designed_template`) unless the request says `detach: true`. Answers whether to detach after the
   * write succeeds.
   */
  async guardHtmlEdit(tenantId: string, templateId: string, rawHtml: string, detach: boolean | undefined): Promise<boolean> {
    const w = await this.store.working(tenantId, templateId);
    if (!w || w.detached) return false;
    if (hash(this.templates.check(rawHtml)) === w.htmlHash) return false;
    if (detach) return true;
    throw refuse('designed_template', undefined, { fields: { detach: 'must be true to edit the HTML of a designed template' } });
  }

  /**
   * A published version keeps the design it was rendered from; a rollback brings the design of the version it
   * restores back as the working design (or detaches, when that version was edited by hand).
   */
  async onPublished(e: TemplatePublished): Promise<void> {
    const w = await this.store.working(e.tenantId, e.templateId);
    if (!w) return;
    // Just published: the template has a live body.
    const html = (await this.templates.get(e.tenantId, e.templateId)).html ?? '';
    if (e.source === 'rollback' && e.fromVersion) {
      const restored = await this.store.version(e.tenantId, e.templateId, e.fromVersion);
      const next: WorkingDesign = restored
        ? { design: restored, htmlHash: hash(html), detached: false, updatedAt: e.at, updatedBy: e.actor.actor }
        : { ...w, detached: true, updatedAt: e.at, updatedBy: e.actor.actor };
      if (restored) await this.store.putVersion(e.tenantId, e.templateId, e.version, restored);
      await this.store.putWorking(e.tenantId, e.templateId, next);
      return;
    }
    if (!w.detached && hash(html) === w.htmlHash) await this.store.putVersion(e.tenantId, e.templateId, e.version, w.design);
  }

  /** The design a published version was rendered from (null: that version was HTML). */
  async versionDesign(tenantId: string, templateId: string, version: number): Promise<Design | null> {
    await this.templates.get(tenantId, templateId);
    return this.store.version(tenantId, templateId, version);
  }

  private stamp(actor: Actor) {
    return { updatedAt: this.clock.now().toISOString(), updatedBy: actor.actor };
  }
}

const stateOf = (w: WorkingDesign): DesignState => ({
  design: w.design,
  detached: w.detached,
  updatedAt: w.updatedAt,
  updatedBy: w.updatedBy,
});

const staleKit = (etag: string) => refuse('stale_brand_kit', undefined, undefined, { headers: { etag } });

/** The brand kit's top-level parts that differ (for the change log). */
function brandKitChanges(a: BrandKit, b: BrandKit): string[] {
  return (Object.keys(b) as (keyof BrandKit)[]).filter((k) => JSON.stringify(a[k]) !== JSON.stringify(b[k]));
}

/** Text with placeholders must be valid template syntax; a fault names the block's field. */
function checkTexts(design: Design, field: string) {
  const check = (b: Block, path: string) => {
    const texts: [string, string][] = [];
    if ('text' in b && typeof b.text === 'string') texts.push(['text', b.text]);
    if ('alt' in b && typeof b.alt === 'string') texts.push(['alt', b.alt]);
    for (const [key, text] of texts) {
      try {
        normaliseTemplate(text);
      } catch (err) {
        if (err instanceof TemplateSyntaxError) throw invalid({ [`${path}.${key}`]: `template syntax: ${err.message}` });
        throw err;
      }
    }
  };
  design.blocks.forEach((b, i) => {
    check(b, `${field}.blocks.${i}`);
    if (b.type === 'columns') {
      b.left.forEach((c, j) => check(c, `${field}.blocks.${i}.left.${j}`));
      b.right.forEach((c, j) => check(c, `${field}.blocks.${i}.right.${j}`));
    }
  });
}
