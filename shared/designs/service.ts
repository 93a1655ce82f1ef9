import { englishReasons, invalidSaid, withReasons } from '../http/said-reasons.js';
import type { Actor } from '../auth/principal.js';
import type { Clock } from '../clock.js';
import type { TemplatePublished } from '../events/bus.js';
import { ApiError, refuse } from '../http/errors.js';
import type { Outbox } from '../outbox/outbox.js';
import { isPreconditionFailed, isConflict } from '../storage/entities.js';
import type { Template, TemplateKind } from '../templates/schemas.js';
import type { TemplateService, WithEtag } from '../templates/service.js';
import type { BodyInput, Variant } from '../templates/variants.js';
import { galleryEntry } from './gallery.js';
import { DesignRenderer, type RendererDeps } from './renderer.js';
import { mergeVariants, stateOfVariant, type LanguageDesign, type VariantDesign } from './languages.js';
import { DEFAULT_BRAND_KIT, type BrandKit, type Design } from './schema.js';
import { brandKitWitness, workingWitness, type DesignStore, type WorkingDesign } from './store.js';
import {
  bodyHash,
  checkSize,
  sameState,
  stateOf,
  variantOf,
  workingVariants,
  type DesignState,
  type HtmlEdit,
  type MadeBody,
} from './working.js';

const DETACH_REASON = { detach: 'detachToEditHtml' } as const;

type DesignedTemplate = WithEtag<Template> & { design: DesignState };

const quote = (etag: string) => (etag.startsWith('"') || etag.startsWith('W/') ? etag : `"${etag}"`);

/**
 * Designs of templates and the organisation's brand kit. A design renders to template HTML, which is what the
 * template feature stores, versions and publishes; this service keeps the design beside it (the working copy's and
 * each published version's) and re-renders designs when the brand kit changes.
 */
export class DesignService {
  private readonly templates: TemplateService;
  private readonly renderer: DesignRenderer;
  private readonly outbox: Pick<Outbox, 'commit'>;
  private readonly clock: Clock;

  constructor(
    private readonly store: DesignStore,
    deps: RendererDeps & { templates: TemplateService; outbox: Pick<Outbox, 'commit'>; clock: Clock },
  ) {
    ({ templates: this.templates, outbox: this.outbox, clock: this.clock } = deps);
    this.renderer = new DesignRenderer(deps);
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
      const made = this.renderer.body(w.design, kit, !!w.reply);
      const following = w.variants.filter((v) => !v.detached);
      const rendered = following.map((v) => ({ language: v.language, ...this.renderer.body(v.design, kit, !!w.reply) }));
      if (bodyHash(made) === w.htmlHash && rendered.every((r, i) => bodyHash(r) === following[i].htmlHash)) continue;
      try {
        const body = rendered.length
          ? { ...made, variants: mergeVariants(workingVariants(await this.templates.get(tenantId, w.templateId)), [], rendered) }
          : made;
        const t = await this.templates.review.saveDraft(tenantId, actor, w.templateId, body);
        const hashes = new Map(rendered.map((r) => [r.language, bodyHash(r)]));
        const variants = w.variants.map((v) => ({ ...v, htmlHash: hashes.get(v.language) ?? v.htmlHash }));
        await this.store.putWorking(tenantId, w.templateId, { ...w, htmlHash: bodyHash(made), variants, ...this.stamp(actor) });
        done.push({ id: t.id, name: t.name });
      } catch (err) {
        // A template deleted since (its design row outlives it until purge) is not re-rendered.
        if (!(err instanceof ApiError && err.status === 404)) throw err;
      }
    }
    return done;
  }

  // Rendering

  /** A design rendered for a person (the signed-in Admin, else the organisation's sample person), images inlined. */
  async preview(tenantId: string, design: Design, address: string | null, kit?: BrandKit) {
    return this.renderer.preview(tenantId, design, address, kit ?? (await this.brandKit(tenantId)).kit);
  }

  /** The gallery, each design previewed for `address` (the signed-in Admin) with the brand kit. */
  async gallery(tenantId: string, address: string | null) {
    return this.renderer.gallery(tenantId, (await this.brandKit(tenantId)).kit, address);
  }

  // Designed templates

  /**
   * Creates a template from a design (or a gallery design by id): the design stored, its HTML the working copy. An
   * out-of-office reply (`kind`, or the gallery design's) gets both its replies from the one design.
   */
  async create(
    tenantId: string,
    actor: Actor,
    name: string,
    source: { design: Design; kind?: TemplateKind } | { galleryId: string },
  ): Promise<DesignedTemplate> {
    const entry = 'galleryId' in source ? galleryEntry(source.galleryId) : null;
    const design = 'design' in source ? source.design : entry?.design;
    if (!design) throw invalidSaid({ galleryId: 'notDesignOfGallery' });
    const reply = ('design' in source ? source.kind : entry?.kind) === 'automatic-reply';
    const body = this.renderer.body(design, (await this.brandKit(tenantId)).kit, reply);
    const template = await this.templates.create(tenantId, actor, name, body);
    const w: WorkingDesign = {
      design,
      htmlHash: bodyHash(body),
      ...(reply && { reply: true }),
      detached: false,
      variants: [],
      ...this.stamp(actor),
    };
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

  /**
   * Saves a design: its HTML becomes the template's working copy. With `languages`, those are the designs of the
   * variants from now on: each is rendered into its variant as the default is, a designed variant left out is removed
   * with its design, variants written as HTML stay. Without them the variants' designs stay as they are. A detached
   * template (or variant) is restored first (409).
   */
  async save(tenantId: string, actor: Actor, templateId: string, design: Design, languages?: LanguageDesign[]): Promise<DesignedTemplate> {
    const before = await this.store.working(tenantId, templateId);
    if (before?.detached) throw refuse('design_detached');
    // A template written as HTML until now says what it is; a designed one's design row says it.
    const reply = before ? !!before.reply : (await this.templates.get(tenantId, templateId)).kind === 'automatic-reply';
    const kit = (await this.brandKit(tenantId)).kit;
    const made = this.renderer.body(design, kit, reply);
    const kept = before?.variants ?? [];
    let variants = kept;
    let body: BodyInput = made;
    if (languages) {
      const working = workingVariants(await this.templates.get(tenantId, templateId));
      const next = languages.map((l, i) => this.languageDesign(l, i, kept, working, kit, reply));
      variants = next.map((n) => n.design);
      const rendered = next.flatMap((n) => (n.html === null ? [] : [n.html]));
      body = { ...made, variants: mergeVariants(working, kept, rendered) };
    }
    checkSize(design, variants);
    const template = await this.templates.review.saveDraft(tenantId, actor, templateId, body);
    const w: WorkingDesign = {
      design,
      htmlHash: bodyHash(made),
      ...(reply && { reply: true }),
      detached: false,
      variants,
      ...this.stamp(actor),
    };
    await this.store.putWorking(tenantId, templateId, w);
    return { ...template, design: stateOf(w) };
  }

  /** One language's design of a save, and its variant's HTML (null: it stays detached, its HTML untouched). */
  private languageDesign(l: LanguageDesign, i: number, kept: VariantDesign[], working: Variant[], kit: BrandKit, reply: boolean) {
    const stored = kept.find((k) => k.language === l.language);
    if (stored?.detached) {
      if (JSON.stringify(stored.design) !== JSON.stringify(l.design))
        throw refuse('design_detached', `The ${l.language} variant was edited by hand; restore its design before changing it`);
      return { design: stored, html: null };
    }
    if (!stored && working.some((v) => v.language === l.language))
      throw refuse(
        'variant_written_as_html',
        `The template has ${l.language} written as HTML; remove that variant before designing ${l.language}`,
      );
    const made = this.renderer.body(l.design, kit, reply, `variants.${i}.design`);
    return {
      design: { language: l.language, design: l.design, htmlHash: bodyHash(made), detached: false },
      html: { language: l.language, ...made },
    };
  }

  /**
   * Detaches a template from its design (its HTML is edited by hand from now on; every variant with it), or with
   * `language` only that variant; the designs are kept for restore.
   */
  async detach(tenantId: string, actor: Actor, templateId: string, language?: string): Promise<DesignState> {
    const w = await this.designed(tenantId, templateId);
    if (language !== undefined) variantOf(w, language);
    const next: WorkingDesign = {
      ...w,
      detached: w.detached || language === undefined,
      variants: w.variants.map((v) => (language === undefined || v.language === language ? { ...v, detached: true } : v)),
      ...this.stamp(actor),
    };
    if (sameState(w, next)) return stateOf(w);
    const target = (await this.templates.get(tenantId, templateId)).name;
    const details = { id: templateId, ...(language && { language }) };
    const work = { log: [{ actor, change: { scope: 'tenant' as const, action: 'design.detached', target, details } }] };
    await this.outbox.commit(tenantId, work, workingWitness(templateId), (stamp) =>
      this.store.putWorking(tenantId, templateId, next, stamp),
    );
    return stateOf(next);
  }

  /**
   * Undoes a detach: the kept designs are rendered into the working copy again (the default and every variant), or
   * with `language` only that variant's (the default must follow its design: 409 otherwise).
   */
  async restore(tenantId: string, actor: Actor, templateId: string, language?: string): Promise<DesignedTemplate> {
    const w = await this.designed(tenantId, templateId);
    if (language !== undefined) {
      variantOf(w, language);
      if (w.detached) throw refuse('design_detached', 'The default body was edited by hand; restore the whole design first');
    }
    const kit = (await this.brandKit(tenantId)).kit;
    const t = await this.templates.get(tenantId, templateId);
    const reply = !!w.reply;
    // One language restored: the default body stays as the working copy has it.
    const made: MadeBody =
      language === undefined
        ? this.renderer.body(w.design, kit, reply)
        : { html: t.draft?.html ?? t.html ?? '', ...(reply && { external: (t.draft ? t.draft.external : t.external) ?? '' }) };
    const chosen = w.variants.filter((v) => language === undefined || v.language === language);
    const rendered = chosen.map((v) => ({ language: v.language, ...this.renderer.body(v.design, kit, reply) }));
    const template = await this.templates.review.saveDraft(tenantId, actor, templateId, {
      ...made,
      variants: mergeVariants(workingVariants(t), [], rendered),
    });
    const hashes = new Map(rendered.map((r) => [r.language, bodyHash(r)]));
    const next: WorkingDesign = {
      design: w.design,
      htmlHash: language === undefined ? bodyHash(made) : w.htmlHash,
      ...(reply && { reply: true }),
      detached: language === undefined ? false : w.detached,
      variants: w.variants.map((v) => (hashes.has(v.language) ? { ...v, htmlHash: hashes.get(v.language)!, detached: false } : v)),
      ...this.stamp(actor),
    };
    const details = { id: templateId, ...(language && { language }) };
    const work = { log: [{ actor, change: { scope: 'tenant' as const, action: 'design.restored', target: template.name, details } }] };
    await this.outbox.commit(tenantId, work, workingWitness(templateId), (stamp) =>
      this.store.putWorking(tenantId, templateId, next, stamp),
    );
    return { ...template, design: stateOf(next) };
  }

  /**
   * Before a body is saved or published by hand: HTML of a designed template (its default or a designed variant)
   * that is not its design's own output is refused (409 `designed_template`) unless the request says `detach: true`.
   * Answers what to do after the write succeeds (`afterHtmlEdit`): what to detach, and the designs of variants the
   * body no longer has.
   */
  async guardHtmlEdit(tenantId: string, templateId: string, body: BodyInput, detach: boolean | undefined): Promise<HtmlEdit | null> {
    const w = await this.store.working(tenantId, templateId);
    if (!w || w.detached) return null;
    const edited = (raw: { html: string; external?: string }, htmlHash: string) => {
      try {
        const external = raw.external === undefined ? undefined : this.templates.check(raw.external);
        return bodyHash({ html: this.templates.check(raw.html), external }) !== htmlHash;
      } catch {
        return true;
      }
    };
    const named = new Map(body.variants?.map((v) => [v.language, v]));
    const variants = body.variants ? w.variants : [];
    const drop = variants.filter((v) => !named.has(v.language)).map((v) => v.language);
    const changed = variants.filter((v) => !v.detached && named.has(v.language) && edited(named.get(v.language)!, v.htmlHash));
    const all = edited(body, w.htmlHash);
    if ((all || changed.length) && !detach) {
      const which = [...(all ? ['the default body'] : []), ...changed.map((v) => `the ${v.language} variant`)].join(' and ');
      throw withReasons(
        refuse(
          'designed_template',
          `The HTML of ${which} is not what its design makes; send "detach": true to edit it by hand (it can be undone)`,
          { fields: englishReasons(DETACH_REASON) },
        ),
        DETACH_REASON,
      );
    }
    if (!all && !changed.length && !drop.length) return null;
    return { all, languages: changed.map((v) => v.language), drop };
  }

  /** After a body was saved or published by hand (see `guardHtmlEdit`). */
  async afterHtmlEdit(tenantId: string, actor: Actor, templateId: string, edit: HtmlEdit | null): Promise<void> {
    if (!edit) return;
    if (edit.drop.length) {
      const w = await this.designed(tenantId, templateId);
      await this.store.putWorking(tenantId, templateId, { ...w, variants: w.variants.filter((v) => !edit.drop.includes(v.language)) });
    }
    if (edit.all) await this.detach(tenantId, actor, templateId);
    for (const language of edit.all ? [] : edit.languages) await this.detach(tenantId, actor, templateId, language);
  }

  /**
   * A published version keeps the designs it was rendered from; a rollback brings the designs of the version it
   * restores back as the working designs (or detaches, when that version was edited by hand).
   */
  async onPublished(e: TemplatePublished): Promise<void> {
    const w = await this.store.working(e.tenantId, e.templateId);
    if (!w) return;
    // Just published: the template has a live body.
    const live = await this.templates.get(e.tenantId, e.templateId);
    const liveHash = bodyHash({ html: live.html ?? '', external: w.reply ? (live.external ?? '') : undefined });
    const published = new Map(live.variants.map((v) => [v.language, bodyHash(v)]));
    const stamp = { updatedAt: e.at, updatedBy: e.actor.actor };
    if (e.source === 'rollback' && e.fromVersion) {
      const restored = await this.store.version(e.tenantId, e.templateId, e.fromVersion);
      const variants = (restored?.variants ?? [])
        .filter((v) => published.has(v.language))
        .map((v) => ({ ...v, htmlHash: published.get(v.language)!, detached: false }));
      const next: WorkingDesign = restored
        ? { design: restored.design, htmlHash: liveHash, ...(w.reply && { reply: true }), detached: false, variants, ...stamp }
        : { ...w, detached: true, variants: w.variants.map((v) => ({ ...v, detached: true })), ...stamp };
      if (restored) await this.store.putVersion(e.tenantId, e.templateId, e.version, { design: restored.design, variants });
      await this.store.putWorking(e.tenantId, e.templateId, next);
      return;
    }
    if (w.detached || liveHash !== w.htmlHash) return;
    const variants = w.variants.filter((v) => !v.detached && published.get(v.language) === v.htmlHash);
    await this.store.putVersion(e.tenantId, e.templateId, e.version, { design: w.design, variants });
  }

  /** The designs a published version was rendered from (design null: that version was HTML). */
  async versionDesign(tenantId: string, templateId: string, version: number) {
    await this.templates.get(tenantId, templateId);
    const v = await this.store.version(tenantId, templateId, version);
    return { design: v?.design ?? null, variants: (v?.variants ?? []).map(stateOfVariant) };
  }

  private stamp(actor: Actor) {
    return { updatedAt: this.clock.now().toISOString(), updatedBy: actor.actor };
  }
}

const staleKit = (etag: string) => refuse('stale_brand_kit', undefined, undefined, { headers: { etag } });

/** The brand kit's top-level parts that differ (for the change log). */
function brandKitChanges(a: BrandKit, b: BrandKit): string[] {
  return (Object.keys(b) as (keyof BrandKit)[]).filter((k) => JSON.stringify(a[k]) !== JSON.stringify(b[k]));
}
