import { asFieldReason, invalidSaid, type HandReason } from '../http/said-reasons.js';
import { createHash } from 'node:crypto';
import { checkImage, type AssetService } from '../assets/service.js';
import type { Actor } from '../auth/principal.js';
import { addDays, DAY_MS, type Clock } from '../clock.js';
import { ApiError, invalid, notFound, refuse, restate } from '../http/errors.js';
import { cidName, mapImageSources, referencedImages } from '../rendering/html.js';
import type { RenderingService } from '../rendering/service.js';
import type { Outbox } from '../outbox/outbox.js';
import { eachItem, type JobCounts } from '../job-items.js';
import type { Logger } from '../log.js';
import type { PartitionOutbox } from '../outbox/partition.js';
import { RECENTLY_DELETED_DAYS, type Bundle, type Template } from './schemas.js';
import { templateWitness, type TemplateRow, type TemplateStore } from './store.js';
import { bodyOf, contentOf, newId, TemplateLinks, TemplateRecords, type WithEtag } from './records.js';
import { bodyInput, completeBody, EMPTY_BODY, htmlsOf, isPlain, type BodyInput, type TemplateBody } from './variants.js';
import { TemplateDelivery } from './delivery.js';
import { TemplateReview } from './review.js';
import { TemplateVersions } from './versions.js';

export {
  matchesVersion,
  notPublished,
  stale,
  type DeletionBlocker,
  type Published,
  type PublishOptions,
  type RolloutInFlight,
  type RuleReferences,
  type TemplateLinks,
  type WithEtag,
} from './records.js';

/** The id an import of `bundle` makes: the same bundle, the same id. */
const importId = (tenantId: string, bundle: Bundle) =>
  `t_${createHash('sha256')
    .update(`${tenantId}|${JSON.stringify(bundle)}`)
    .digest('base64url')
    .slice(0, 16)}`;

/**
 * Refuses an out-of-office reply where only a signature makes sense (400 naming `field`, nothing changed): `why` says
 * what the reply cannot do there (one of the catalogue's `replyNot…` reasons).
 */
export function signatureOnly(template: { kind?: string }, field: string, why: HandReason): void {
  if (template.kind === 'automatic-reply') throw invalidSaid({ [field]: why });
}

/**
 * The template feature: the library (lifecycle, copies, deletion, export and import) here, and its modules for
 * versions (publishing), review (the working copy) and delivery (roles, the delivery switch, live bodies).
 */
export class TemplateService {
  readonly versions: TemplateVersions;
  readonly review: TemplateReview;
  readonly delivery: TemplateDelivery;
  private readonly r: TemplateRecords;
  private readonly assets: AssetService;
  private readonly outbox: Pick<Outbox, 'commit'>;
  /** What the features built on templates answer about one (registered as they are wired). */
  readonly links = new TemplateLinks();

  constructor(
    store: TemplateStore,
    deps: {
      assets: AssetService;
      rendering: RenderingService;
      clock: Clock;
      outbox: Outbox;
      /** The publishes' own outbox, in the tenant's partition of the templates table. */
      publishes: PartitionOutbox;
    },
  ) {
    ({ assets: this.assets, outbox: this.outbox } = deps);
    this.r = new TemplateRecords(store, deps.rendering, deps.clock, deps.outbox);
    this.versions = new TemplateVersions(this.r, deps.publishes, this.links);
    this.review = new TemplateReview(this.r, this.versions);
    this.delivery = new TemplateDelivery(this.r, deps.outbox);
  }

  get(tenantId: string, id: string): Promise<WithEtag<Template>> {
    return this.r.get(tenantId, id);
  }

  private async deletionBlocker(tenantId: string, id: string): Promise<ApiError | null> {
    for (const blocker of this.links.deletionBlockers) {
      const refusal = await blocker(tenantId, id);
      if (refusal) return refusal;
    }
    return null;
  }

  async library(tenantId: string) {
    const [rows, { roles }, paused] = await Promise.all([
      this.r.store.list(tenantId),
      this.r.store.roles(tenantId),
      this.r.store.paused(tenantId),
    ]);
    return {
      templates: rows
        .filter((r) => !r.deletedAt)
        .map((r) => this.r.summary(r, roles))
        .sort((a, b) => a.name.localeCompare(b.name)),
      signaturesPaused: paused,
    };
  }

  /** What a template shows: its live body, or its working copy while it has never been published (previews, copies). */
  async content(tenantId: string, id: string): Promise<string> {
    return contentOf(await this.r.get(tenantId, id));
  }

  /** A body as it would be stored (previews of unsaved edits): sanitised, syntax checked. */
  check(html: string): string {
    return this.r.prepare(html);
  }

  /** `check`, letting other requests run between its slices (a body at the size limit). */
  checkInTurns(html: string): Promise<string> {
    return this.r.prepareInTurns(html);
  }

  /** A body as it would be published: checked, and refused over the length limit (bookings check at booking). */
  checkPublishable(html: string): string;
  checkPublishable<B extends BodyInput>(body: B): B;
  checkPublishable(body: string | BodyInput): string | BodyInput {
    const prepared = this.r.prepareBody(typeof body === 'string' ? { html: body } : body);
    this.r.checkBodyLength(prepared);
    return typeof body === 'string' ? prepared.html : prepared;
  }

  /** A body to publish later: what it leaves out (variants, map) as the live version has them now. */
  async liveCompleted(tenantId: string, id: string, body: BodyInput): Promise<TemplateBody> {
    const t = await this.r.get(tenantId, id);
    return completeBody(body, t.html === null ? EMPTY_BODY : bodyOf(t));
  }

  /** Keeps a body for later beside the template's versions (scheduled publishes, rollouts); returns where. */
  async keepBody(tenantId: string, id: string, body: TemplateBody): Promise<string> {
    await this.r.live(tenantId, id);
    return this.r.store.writeBody(tenantId, id, body);
  }

  readKeptBody(name: string): Promise<TemplateBody> {
    return this.r.store.readBody(name);
  }

  dropKeptBody(name: string): Promise<void> {
    return this.r.store.deleteBody(name);
  }

  /**
   * Creates a template as an unpublished working copy: it reaches nobody (version 0, no live body) until its first
   * publish, which is version 1.
   */
  async create(
    tenantId: string,
    actor: Actor,
    name: string,
    raw: BodyInput | string,
    source: 'create' | 'import' | 'duplicate' = 'create',
    tracking = false,
    id = newId(),
  ): Promise<WithEtag<Template>> {
    const html = completeBody(this.r.prepareBody(typeof raw === 'string' ? { html: raw } : raw), EMPTY_BODY);
    const now = this.r.clock.now().toISOString();
    const draftBlob = await this.r.store.writeBody(tenantId, id, html);
    const row: TemplateRow = {
      name,
      ...(html.external !== undefined && { kind: 'automatic-reply' }),
      version: 0,
      blob: '',
      tracking,
      createdAt: now,
      createdBy: actor.actor,
      updatedAt: now,
      updatedBy: actor.actor,
      images: this.r.imagesOf(html),
      draftState: 'saved',
      draftBlob,
      draftUpdatedAt: now,
      draftUpdatedBy: actor.actor,
    };
    const work = {
      log: [
        {
          actor,
          change: {
            scope: 'tenant' as const,
            action: `template.${source === 'create' ? 'created' : source === 'import' ? 'imported' : 'duplicated'}`,
            target: name,
            details: { id },
          },
        },
      ],
    };
    await this.outbox.commit(tenantId, work, templateWitness(id), (stamp) => this.r.store.create(tenantId, id, row, stamp));
    return this.r.committed(tenantId, { ...row, id, etag: '' }, EMPTY_BODY, html);
  }

  async rename(tenantId: string, actor: Actor, id: string, name: string): Promise<WithEtag<Template>> {
    const c = await this.r.change(
      tenantId,
      id,
      (row) => (row.name === name ? null : { name, updatedAt: this.r.clock.now().toISOString(), updatedBy: actor.actor }),
      {
        work: (before) => ({
          log: [{ actor, change: { scope: 'tenant', action: 'template.renamed', target: name, details: { id, from: before.name } } }],
        }),
      },
    );
    return this.r.answer(tenantId, c);
  }

  async duplicate(tenantId: string, actor: Actor, id: string, name?: string): Promise<WithEtag<Template>> {
    const source = await this.r.get(tenantId, id);
    return this.create(tenantId, actor, name ?? `Copy of ${source.name}`.slice(0, 100), bodyOf(source), 'duplicate', source.tracking);
  }

  async setTracking(tenantId: string, actor: Actor, id: string, tracking: boolean): Promise<WithEtag<Template>> {
    const c = await this.r.change(
      tenantId,
      id,
      (r) => (r.tracking !== tracking ? { tracking, updatedAt: this.r.clock.now().toISOString(), updatedBy: actor.actor } : null),
      {
        work: (_, row) => ({
          events: [{ type: 'templateChanged', tenantId }],
          log: [{ actor, change: { scope: 'template', action: 'template.tracking_changed', target: row.name, details: { id, tracking } } }],
        }),
      },
    );
    return this.r.answer(tenantId, c);
  }

  async remove(tenantId: string, actor: Actor, id: string, purge: boolean): Promise<void> {
    const row = await this.r.store.get(tenantId, id);
    if (!row) throw notFound('No such template');
    if (row.deletedAt && !purge) throw notFound('No such template');
    const [{ roles }, rules] = await Promise.all([this.r.store.roles(tenantId), this.links.ruleReferences(tenantId, id)]);
    const assigned = (['new', 'reply'] as const).filter((r) => roles[r] === id);
    if (assigned.length || rules.length) {
      const where = [
        ...(assigned.length ? [`the ${assigned.join(' and ')} role`] : []),
        ...(rules.length ? [`${rules.length} assignment rule(s)`] : []),
      ];
      throw refuse('template_assigned', `The template is assigned to ${where.join(' and ')}; assign another first`, {
        roles: assigned,
        rules,
      });
    }
    const blocked = await this.deletionBlocker(tenantId, id);
    if (blocked) throw blocked;
    const work = {
      events: [{ type: 'templateChanged' as const, tenantId }],
      log: [
        {
          actor,
          change: { scope: 'template' as const, action: purge ? 'template.purged' : 'template.deleted', target: row.name, details: { id } },
        },
      ],
    };
    if (purge) await this.outbox.commit(tenantId, work, templateWitness(id, true), () => this.r.store.purge(tenantId, id));
    else
      await this.r.change(tenantId, id, () => ({ deletedAt: this.r.clock.now().toISOString(), deletedBy: actor.actor }), {
        work: () => work,
      });
  }

  async deleted(tenantId: string) {
    const rows = (await this.r.store.list(tenantId)).filter((r) => r.deletedAt);
    return {
      retentionDays: RECENTLY_DELETED_DAYS,
      templates: rows
        .map((r) => ({
          id: r.id,
          name: r.name,
          deletedAt: r.deletedAt!,
          deletedBy: r.deletedBy ?? '',
          purgeAt: addDays(new Date(r.deletedAt!), RECENTLY_DELETED_DAYS).toISOString(),
        }))
        .sort((a, b) => b.deletedAt.localeCompare(a.deletedAt)),
    };
  }

  async restore(tenantId: string, actor: Actor, id: string): Promise<WithEtag<Template>> {
    const c = await this.r.change(
      tenantId,
      id,
      () => ({ deletedAt: '', deletedBy: '', updatedAt: this.r.clock.now().toISOString(), updatedBy: actor.actor }),
      {
        deleted: true,
        work: (_, row) => ({
          events: [{ type: 'templateChanged', tenantId }],
          log: [{ actor, change: { scope: 'template', action: 'template.restored', target: row.name, details: { id } } }],
        }),
      },
    );
    return this.r.answer(tenantId, c);
  }

  /** Timer job: templates in Recently deleted longer than the retention window are purged (kept while still in use). */
  purgeExpired(log: Logger): Promise<JobCounts> {
    const cutoff = new Date(this.r.clock.now().getTime() - RECENTLY_DELETED_DAYS * DAY_MS).toISOString();
    return eachItem(
      log,
      'templatePurge',
      this.r.store.deletedBefore(cutoff),
      (t) => t,
      async ({ tenantId, id }) => {
        if (await this.deletionBlocker(tenantId, id)) return 'skipped';
        await this.r.store.purge(tenantId, id);
      },
    );
  }

  async exportBundle(tenantId: string, id: string): Promise<Bundle> {
    const t = await this.r.get(tenantId, id);
    signatureOnly(t, 'id', 'replyNotBundled');
    const body = bodyOf(t);
    const images = await this.assets.load(tenantId, [...new Set(htmlsOf(body).flatMap((h) => referencedImages(h.html)))]);
    const languages = isPlain(body) ? {} : { variants: body.variants, languageBy: body.languageBy };
    return {
      format: 'signature-template',
      formatVersion: 1,
      exportedAt: this.r.clock.now().toISOString(),
      template: { name: t.name, html: contentOf(t), tracking: t.tracking, ...languages },
      images: [...images].map(([name, img]) => ({
        name,
        contentType: img.contentType as Bundle['images'][number]['contentType'],
        base64: img.bytes.toString('base64'),
      })),
    };
  }

  async importBundle(tenantId: string, actor: Actor, bundle: Bundle): Promise<WithEtag<Template>> {
    // The same bundle imports as the same template: a retry whose first answer was lost (or cut by a stopped
    // instance) answers the template the first made instead of making a second. One deleted since imports anew.
    let id = importId(tenantId, bundle);
    const before = await this.r.store.get(tenantId, id);
    if (before && !before.deletedAt) return this.r.get(tenantId, id);
    if (before) id = newId();
    const decoded = bundle.images.map((img, i) => {
      const bytes = Buffer.from(img.base64, 'base64');
      let type: string;
      try {
        type = checkImage(bytes);
      } catch (err) {
        throw err instanceof ApiError ? asFieldReason(err, `images.${i}`) : invalid({ [`images.${i}`]: (err as Error).message });
      }
      if (type !== img.contentType)
        throw invalidSaid({ [`images.${i}.contentType`]: ['bytesAre', { actual: type, declared: img.contentType }] });
      return { name: img.name, bytes };
    });
    this.r.checkLength(this.r.prepare(bundle.template.html, 'template.html'));
    (bundle.template.variants ?? []).forEach((v, i) =>
      this.r.checkLength(this.r.prepare(v.html, `template.variants.${i}.html`), v.language),
    );
    // Every image is checked to its pixels before any is stored: a bundle refused for its third image stores nothing.
    for (const [i, img] of decoded.entries()) {
      await this.assets.check(img.bytes).catch((err: unknown) => {
        // Its reason (or message) is said again as the image's, in the reader's language.
        if (err instanceof ApiError && err.status === 400) throw asFieldReason(err, `images.${i}`, 'base64');
        if (err instanceof ApiError) throw restate(err, { extra: { image: `images.${i}` } });
        throw err;
      });
    }
    const renamed = new Map<string, string>();
    for (const img of decoded) {
      const stored = await this.assets.putUnique(tenantId, actor, img.name, img.bytes);
      if (stored !== img.name) renamed.set(img.name, stored);
    }
    const renaming = (html: string) =>
      renamed.size
        ? mapImageSources(html, (src) => {
            const to = renamed.get(cidName(src) ?? '');
            return to ? `cid:${to}` : undefined;
          })
        : html;
    const { name, html, tracking, variants, languageBy } = bundle.template;
    const body = bodyInput({ html: renaming(html), variants: variants?.map((v) => ({ ...v, html: renaming(v.html) })), languageBy });
    try {
      return await this.create(tenantId, actor, name, body, 'import', tracking, id);
    } catch (err) {
      // The same import at the same time: the other made it.
      if ((err as { statusCode?: number }).statusCode === 409) return this.r.get(tenantId, id);
      throw err;
    }
  }

  /** Live templates whose body or working copy uses an image. */
  async usingImage(tenantId: string, name: string): Promise<{ id: string; name: string }[]> {
    return (await this.r.store.list(tenantId))
      .filter((r) => !r.deletedAt && (JSON.parse(r.images || '[]') as string[]).includes(name))
      .map((r) => ({ id: r.id, name: r.name }));
  }
}
