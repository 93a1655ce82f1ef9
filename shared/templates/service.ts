import { checkImage, type AssetService } from '../assets/service.js';
import type { Actor } from '../auth/principal.js';
import { addDays, DAY_MS, type Clock } from '../clock.js';
import type { ChangeLogService } from '../changelog/service.js';
import { ApiError, invalid, notFound } from '../http/errors.js';
import { cidName, mapImageSources, referencedImages } from '../rendering/html.js';
import { isBlank, removedBySanitiser, sanitizeSignatureHtml } from '../rendering/sanitize.js';
import type { RenderingService, Rendered } from '../rendering/service.js';
import type { Emit, TemplatePublished } from '../events/bus.js';
import { invertedTimeKey } from '../storage/entities.js';
import { normaliseTemplate, TemplateSyntaxError } from '../rendering/template.js';
import { isNotFound } from '../storage/entities.js';
import { lostRace, raceLost, retryOnConflict } from '../storage/update.js';
import { eachItem, type JobCounts } from '../job-items.js';
import type { Logger } from '../log.js';
import {
  RECENTLY_DELETED_DAYS,
  type Bundle,
  type RoleName,
  type Roles,
  type Template,
  type TemplateSummary,
  type Version,
} from './schemas.js';
import type { PendingWork, Stored, TemplatePatch, TemplateRow, TemplateStore, VersionRow } from './store.js';

/** Metadata changes (draft saves among them) need no precondition of the caller's, so they retry longer. */
const CHANGE_ATTEMPTS = 25;
const etagOf = (version: number) => `"v${version}"`;
/** Whether an `If-Match` header names this version (or any, with `*`). */
export const matchesVersion = (ifMatch: string, version: number) => ifMatch.trim() === '*' || ifMatch.replace(/^W\//, '').trim() === etagOf(version);
const newId = () => `t_${Buffer.from(crypto.getRandomValues(new Uint8Array(9))).toString('base64url')}`;

/** A body that shows nothing once unsafe content is removed would publish an empty signature. */
const emptyTemplate = (field: string, removed: { item: string; count: number }[]) =>
  new ApiError(400, 'empty_template', 'The body shows nothing once unsafe content is removed', {
    fields: { [field]: removed.length ? `is empty once ${removed.map((r) => r.item).join(', ')} is removed` : 'shows no text or image' },
    removed,
  });

export const stale = (version: number) =>
  new ApiError(412, 'stale_version', `The template has moved on to version ${version}; reload it and try again`, { version }, { etag: etagOf(version) });

export interface PublishOptions {
  ifMatch?: string;
  source: Version['source'];
  fromVersion?: number;
  /** Clears the working copy in the same transaction (publishing the draft). */
  clearDraft?: boolean;
}

export type WithEtag<T> = T & { etag: string };
/** A publish's answer: the template, and whether publishing cleared the working copy it published. */
export type Published = WithEtag<Template> & { workingCopyCleared: boolean };

const contentOf = (t: Template) => (t.version || !t.draft ? t.html : t.draft.html);

const NO_WORKING_COPY: TemplatePatch = { draftState: '', draftBlob: '', draftNote: '', draftSubmittedAt: '', draftSubmittedBy: '', draftUpdatedAt: '', draftUpdatedBy: '' };

/** Work pending on a template that deleting it would break (a running rollout, a pending schedule): its refusal. */
export type DeletionBlocker = (tenantId: string, templateId: string) => Promise<ApiError | null>;

/** Assignment rules (id and name) that name a template. */
export type RuleReferences = (tenantId: string, templateId: string) => Promise<{ id: string; name: string }[]>;

/** What templates learn from the features built on them, wired once at composition. */
export interface TemplateLinks {
  /** While a rollout is in flight, only its promotion publishes the template. */
  rolloutInFlight(tenantId: string, templateId: string): Promise<boolean>;
  /** The features whose pending work on a template refuses its deletion. */
  deletionBlockers: readonly DeletionBlocker[];
  /** The rules feature knows which rules name a template. */
  ruleReferences: RuleReferences;
}

/** The template library: lifecycle, versions, working copies and review, roles, delivery, export and import. */
export class TemplateService {
  private readonly assets: AssetService;
  private readonly rendering: RenderingService;
  private readonly changelog: ChangeLogService;
  private readonly clock: Clock;
  private readonly events: Emit;
  private readonly log: Logger;
  private readonly links: TemplateLinks;

  constructor(
    private readonly store: TemplateStore,
    deps: { assets: AssetService; rendering: RenderingService; changelog: ChangeLogService; clock: Clock; events: Emit; log: Logger; links: TemplateLinks },
  ) {
    ({ assets: this.assets, rendering: this.rendering, changelog: this.changelog, clock: this.clock, events: this.events, log: this.log, links: this.links } = deps);
  }

  private async deletionBlocker(tenantId: string, id: string): Promise<ApiError | null> {
    for (const blocker of this.links.deletionBlockers) {
      const refusal = await blocker(tenantId, id);
      if (refusal) return refusal;
    }
    return null;
  }

  // ---- reading

  private async live(tenantId: string, id: string): Promise<Stored<TemplateRow>> {
    const row = await this.store.get(tenantId, id);
    if (!row || row.deletedAt) throw notFound('No such template');
    return row;
  }

  private summary(row: Stored<TemplateRow>, roles: Roles): TemplateSummary {
    return {
      id: row.id,
      name: row.name,
      version: row.version,
      hasDraft: !!row.draftState,
      draftState: (row.draftState || null) as TemplateSummary['draftState'],
      roles: (['new', 'reply'] as const).filter((r) => roles[r] === row.id),
      tracking: row.tracking,
      createdAt: row.createdAt,
      updatedAt: row.updatedAt,
      updatedBy: row.updatedBy,
    };
  }

  async library(tenantId: string) {
    const [rows, { roles }, paused] = await Promise.all([this.store.list(tenantId), this.store.roles(tenantId), this.store.paused(tenantId)]);
    return {
      templates: rows.filter((r) => !r.deletedAt).map((r) => this.summary(r, roles)).sort((a, b) => a.name.localeCompare(b.name)),
      signaturesPaused: paused,
    };
  }

  async get(tenantId: string, id: string): Promise<WithEtag<Template>> {
    const row = await this.live(tenantId, id);
    const [{ roles }, html, draftHtml] = await Promise.all([
      this.store.roles(tenantId),
      this.store.readBody(row.blob),
      row.draftBlob && row.draftState ? this.store.readBody(row.draftBlob) : Promise.resolve(null),
    ]);
    return this.view(row, roles, html, draftHtml);
  }

  /** The answer of a write: built from the row it committed and the bodies it knew, never from a re-read. */
  private async committed(tenantId: string, row: Stored<TemplateRow>, html: string | null, draftHtml: string | null): Promise<WithEtag<Template>> {
    const { roles } = await this.store.roles(tenantId);
    const hasDraft = !!(row.draftBlob && row.draftState);
    return this.view(
      row,
      roles,
      html ?? (await this.store.readBody(row.blob)),
      hasDraft ? (draftHtml ?? (await this.store.readBody(row.draftBlob!))) : null,
    );
  }

  private view(row: Stored<TemplateRow>, roles: Roles, html: string, draftHtml: string | null): WithEtag<Template> {
    return {
      ...this.summary(row, roles),
      html,
      draft:
        draftHtml === null
          ? null
          : {
              html: draftHtml,
              state: row.draftState as 'saved' | 'submitted',
              updatedAt: row.draftUpdatedAt || row.updatedAt,
              updatedBy: row.draftUpdatedBy || row.updatedBy,
              submittedAt: row.draftSubmittedAt || null,
              submittedBy: row.draftSubmittedBy || null,
              note: row.draftNote || null,
            },
      etag: etagOf(row.version),
    };
  }

  /** What a template shows: its live body, or its working copy while it has never been published (previews, copies). */
  async content(tenantId: string, id: string): Promise<string> {
    return contentOf(await this.get(tenantId, id));
  }

  /** The live body of a template (for rendering); none while it has never been published. */
  async body(tenantId: string, id: string): Promise<{ html: string; version: number; tracking: boolean } | null> {
    const row = await this.store.get(tenantId, id);
    if (!row || row.deletedAt || !row.version) return null;
    return { html: await this.store.readBody(row.blob), version: row.version, tracking: row.tracking };
  }

  /** Templates never published: assignment resolution passes over them until their first publish. */
  unpublished(tenantId: string): Promise<Set<string>> {
    return this.store.unpublished(tenantId);
  }

  roles(tenantId: string): Promise<Roles> {
    return this.store.roles(tenantId).then((r) => r.roles);
  }

  paused(tenantId: string): Promise<boolean> {
    return this.store.paused(tenantId);
  }

  /** The template assigned to a role (the shortcut routes act on the new-message one). */
  async assigned(tenantId: string, role: RoleName = 'new'): Promise<string> {
    const id = (await this.roles(tenantId))[role];
    if (!id) throw new ApiError(404, 'no_template_assigned', `No template is assigned to the ${role === 'new' ? 'new-message' : 'reply'} role`);
    return id;
  }

  // ---- preparing bodies

  /** Checked as a template (raw placeholders made escaped; syntax errors refused field by field), then sanitised. */
  private prepare(html: string, field = 'html'): string {
    let prepared: string;
    try {
      prepared = normaliseTemplate(sanitizeSignatureHtml(normaliseTemplate(html)));
    } catch (err) {
      if (err instanceof TemplateSyntaxError) throw invalid({ [field]: `template syntax: ${err.message}` });
      throw err;
    }
    if (isBlank(prepared)) throw emptyTemplate(field, removedBySanitiser(html, prepared));
    return prepared;
  }

  /** A body as it would be stored (previews of unsaved edits): sanitised, syntax checked. */
  check(html: string): string {
    return this.prepare(html);
  }

  /** A body as it would be published: checked, and refused over the length limit (bookings check at booking). */
  checkPublishable(html: string): string {
    const prepared = this.prepare(html);
    this.checkLength(prepared);
    return prepared;
  }

  /** Keeps a body for later beside the template's versions (scheduled publishes); returns where. */
  async keepBody(tenantId: string, id: string, html: string): Promise<string> {
    await this.live(tenantId, id);
    return this.store.writeBody(tenantId, id, html);
  }

  readKeptBody(name: string): Promise<string> {
    return this.store.readBody(name);
  }

  dropKeptBody(name: string): Promise<void> {
    return this.store.deleteBody(name);
  }

  /** A body about to be published: rendered against sample data, refused over the mail client's limit. */
  private checkLength(html: string): Rendered {
    const rendered = this.rendering.render(html);
    if (rendered.length > rendered.limit) {
      throw new ApiError(400, 'too_long', `The rendered signature is ${rendered.length.toLocaleString('en')} characters; Outlook takes at most ${rendered.limit.toLocaleString('en')}`, {
        length: rendered.length,
        limit: rendered.limit,
      });
    }
    return rendered;
  }

  private imagesOf(...bodies: (string | null | undefined)[]): string {
    return JSON.stringify([...new Set(bodies.flatMap((b) => (b ? referencedImages(b) : [])))].sort());
  }

  // ---- lifecycle

  /**
   * Creates a template as an unpublished working copy: it reaches nobody (version 0, no live body) until its first
   * publish, which is version 1.
   */
  async create(tenantId: string, actor: Actor, name: string, rawHtml: string, source: 'create' | 'import' | 'duplicate' = 'create', tracking = false): Promise<WithEtag<Template>> {
    const html = this.prepare(rawHtml);
    const id = newId();
    const now = this.clock.now().toISOString();
    const draftBlob = await this.store.writeBody(tenantId, id, html);
    const row: TemplateRow = {
      name, version: 0, blob: '', tracking, createdAt: now, createdBy: actor.actor, updatedAt: now, updatedBy: actor.actor, images: this.imagesOf(html),
      draftState: 'saved', draftBlob, draftUpdatedAt: now, draftUpdatedBy: actor.actor,
    };
    await this.store.create(tenantId, id, row);
    await this.changelog.record(tenantId, actor, { scope: 'tenant', action: `template.${source === 'create' ? 'created' : source === 'import' ? 'imported' : 'duplicated'}`, target: name, details: { id } });
    return this.committed(tenantId, { ...row, id, etag: '' }, '', html);
  }

  /**
   * Publishes a new version. Two publishes from the same version cannot both win: the loser gets 412. Publishing the
   * working copy's content (publish-draft, or a publish whose body is the saved working copy) clears the working copy
   * in the same transaction; the answer says so in `workingCopyCleared`.
   */
  async publish(tenantId: string, actor: Actor, id: string, rawHtml: string, opts: PublishOptions): Promise<Published> {
    const html = this.prepare(rawHtml);
    const rendered = this.checkLength(html);
    if (opts.source !== 'rollout' && (await this.links.rolloutInFlight(tenantId, id))) {
      throw new ApiError(409, 'rollout_in_flight', 'A rollout of this template is in flight; promote or abandon it first');
    }
    const done = await retryOnConflict(async () => {
      const row = await this.live(tenantId, id);
      if (opts.ifMatch && !matchesVersion(opts.ifMatch, row.version)) throw stale(row.version);
      if (opts.clearDraft && !row.draftState) throw new ApiError(409, 'no_draft', 'The template has no working copy to publish');
      const draftHtml = row.draftBlob && row.draftState ? await this.bodyAsOf(row.draftBlob) : null;
      // Publishing what is live already (as stored: after sanitising) makes no version and no log entry.
      if (opts.source === 'publish' && row.version > 0 && (await this.store.readBody(row.blob)) === html) return { unchanged: row, draftHtml };
      const clears = !!opts.clearDraft || draftHtml === html;
      const kept = clears ? null : draftHtml;
      const now = this.clock.now().toISOString();
      const blob = await this.store.writeBody(tenantId, id, html);
      const version: VersionRow = {
        version: row.version + 1,
        blob,
        publishedAt: now,
        publishedBy: actor.actor,
        source: opts.source,
        ...(opts.fromVersion ? { fromVersion: opts.fromVersion } : {}),
        length: rendered.length,
      };
      const patch: TemplatePatch = { ...(clears ? NO_WORKING_COPY : {}), updatedAt: now, updatedBy: actor.actor, images: this.imagesOf(html, kept) };
      const event: TemplatePublished = {
        type: 'templatePublished',
        tenantId,
        actor: { actor: actor.actor, ...(actor.actorName ? { actorName: actor.actorName } : {}), ...(actor.keyId ? { keyId: actor.keyId } : {}) },
        templateId: id,
        name: row.name,
        version: version.version,
        source: opts.source,
        ...(opts.fromVersion ? { fromVersion: opts.fromVersion } : {}),
        ...(clears && !opts.clearDraft ? { workingCopyCleared: true } : {}),
        at: now,
        entryKey: invertedTimeKey(new Date(now)),
      };
      try {
        await this.store.publish(tenantId, id, row.etag, version, patch, { event, dropBlobs: clears && row.draftBlob ? [row.draftBlob] : [] });
      } catch (err) {
        await this.store.deleteBody(blob);
        if (opts.ifMatch && lostRace(err)) throw stale((await this.live(tenantId, id)).version);
        throw err;
      }
      return { after: { ...row, ...(patch as Partial<TemplateRow>), version: version.version, blob }, draftHtml: kept, cleared: clears };
    }, { what: 'the template' });
    if ('unchanged' in done && done.unchanged) {
      // A retry of a publish whose answer was lost finds its after-commit work still waiting: it finishes it now.
      await this.settle(tenantId, id);
      // The body is live already; if it is also the working copy, that working copy has nothing left to publish.
      if (done.draftHtml === html) {
        const c = await this.dropWorkingCopy(tenantId, actor, id, (r) => r.draftBlob === done.unchanged.draftBlob);
        if (c) return { ...(await this.answer(tenantId, c)), workingCopyCleared: true };
      }
      return { ...(await this.committed(tenantId, done.unchanged, html, done.draftHtml)), workingCopyCleared: false };
    }
    const { after, draftHtml, cleared } = done;
    await this.settle(tenantId, id);
    return { ...(await this.committed(tenantId, after, html, draftHtml)), workingCopyCleared: cleared };
  }

  /**
   * Does a template's after-commit work (announce the publish: change log, signature cache; drop bodies no row points
   * at). It runs right after the commit; if storage fails it is left for the retry of the publish or the timer
   * (`settleAll`), and the publish's answer stands: the version is committed. Each step is idempotent.
   */
  private async settle(tenantId: string, id: string): Promise<void> {
    try {
      for await (const work of this.store.pending(tenantId, id)) await this.finish(work);
    } catch (err) {
      this.log.warn('template publish: after-commit work left for the retry or the timer', { tenantId, templateId: id, error: (err as Error)?.message ?? String(err) });
    }
  }

  private async finish(work: PendingWork): Promise<void> {
    await this.events.emit(work.event);
    for (const blob of work.dropBlobs) await this.store.deleteBody(blob);
    await this.store.done(work);
  }

  /** Timer job: after-commit work of publishes that storage failures left undone. */
  settleAll(log: Logger): Promise<JobCounts> {
    return eachItem(log, 'templateOutbox', this.store.pending(), (w) => ({ tenantId: w.tenantId, id: w.key }), (w) => this.finish(w));
  }

  async rollback(tenantId: string, actor: Actor, id: string, version: number, ifMatch?: string): Promise<Published> {
    await this.live(tenantId, id);
    const target = await this.store.version(tenantId, id, version);
    if (!target) throw invalid({ version: 'no such version of this template' });
    return this.publish(tenantId, actor, id, await this.store.readBody(target.blob), { ifMatch, source: 'rollback', fromVersion: version });
  }

  /**
   * Applies a metadata change guarded by the row's ETag, retrying a lost race. The bodies the answer shows are read
   * before the conditional write: a body the committed row points at cannot have been deleted by then.
   */
  private async change(
    tenantId: string,
    id: string,
    make: (row: Stored<TemplateRow>, body: (blob: string) => Promise<string>) => TemplatePatch | null | Promise<TemplatePatch | null>,
    opts: { deleted?: boolean; known?: Record<string, string> } = {},
  ): Promise<{ before: Stored<TemplateRow>; row: Stored<TemplateRow>; changed: boolean; html: string; draftHtml: string | null }> {
    // Bodies are immutable blobs: one read per blob across the attempts keeps each attempt's race window short.
    const bodies = new Map<string, Promise<string>>(Object.entries(opts.known ?? {}).map(([k, v]) => [k, Promise.resolve(v)]));
    const body = (blob: string) => {
      let b = bodies.get(blob);
      if (!b) {
        b = this.bodyAsOf(blob);
        b.catch(() => bodies.delete(blob));
        bodies.set(blob, b);
      }
      return b;
    };
    return retryOnConflict(async () => {
      const before = await this.store.get(tenantId, id);
      if (!before || !!before.deletedAt !== !!opts.deleted) throw notFound(opts.deleted ? 'No such template in Recently deleted' : 'No such template');
      const patch = await make(before, body);
      const row = patch ? { ...before, ...(patch as Partial<TemplateRow>) } : before;
      const [html, draftHtml] = await Promise.all([body(row.blob), row.draftBlob && row.draftState ? body(row.draftBlob) : Promise.resolve(null)]);
      if (patch) await this.store.update(tenantId, id, patch, before.etag);
      return { before, row, changed: !!patch, html, draftHtml };
    }, { what: 'the template', attempts: CHANGE_ATTEMPTS });
  }

  /** A body a row just read points at; gone means a concurrent write moved the row on (retried as a lost race). */
  private async bodyAsOf(blob: string): Promise<string> {
    try {
      return await this.store.readBody(blob);
    } catch (err) {
      if (isNotFound(err)) throw raceLost();
      throw err;
    }
  }

  private answer(tenantId: string, c: { row: Stored<TemplateRow>; html: string; draftHtml: string | null }) {
    return this.committed(tenantId, c.row, c.html, c.draftHtml);
  }

  async rename(tenantId: string, actor: Actor, id: string, name: string): Promise<WithEtag<Template>> {
    const c = await this.change(tenantId, id, (row) => (row.name === name ? null : { name, updatedAt: this.clock.now().toISOString(), updatedBy: actor.actor }));
    if (c.changed) await this.changelog.record(tenantId, actor, { scope: 'tenant', action: 'template.renamed', target: name, details: { id, from: c.before.name } });
    return this.answer(tenantId, c);
  }

  async duplicate(tenantId: string, actor: Actor, id: string, name?: string): Promise<WithEtag<Template>> {
    const source = await this.get(tenantId, id);
    return this.create(tenantId, actor, name ?? `Copy of ${source.name}`.slice(0, 100), contentOf(source), 'duplicate', source.tracking);
  }

  async setTracking(tenantId: string, actor: Actor, id: string, tracking: boolean): Promise<WithEtag<Template>> {
    const c = await this.change(tenantId, id, (r) => (r.tracking !== tracking ? { tracking, updatedAt: this.clock.now().toISOString(), updatedBy: actor.actor } : null));
    if (c.changed) await this.events.emit({ type: 'templateChanged', tenantId });
    if (c.changed) await this.changelog.record(tenantId, actor, { scope: 'template', action: 'template.tracking_changed', target: c.row.name, details: { id, tracking } });
    return this.answer(tenantId, c);
  }

  // ---- deletion

  async remove(tenantId: string, actor: Actor, id: string, purge: boolean): Promise<void> {
    const row = await this.store.get(tenantId, id);
    if (!row) throw notFound('No such template');
    if (row.deletedAt && !purge) throw notFound('No such template');
    const [{ roles }, rules] = await Promise.all([this.store.roles(tenantId), this.links.ruleReferences(tenantId, id)]);
    const assigned = (['new', 'reply'] as const).filter((r) => roles[r] === id);
    if (assigned.length || rules.length) {
      const where = [...(assigned.length ? [`the ${assigned.join(' and ')} role`] : []), ...(rules.length ? [`${rules.length} assignment rule(s)`] : [])];
      throw new ApiError(409, 'template_assigned', `The template is assigned to ${where.join(' and ')}; assign another first`, { roles: assigned, rules });
    }
    const blocked = await this.deletionBlocker(tenantId, id);
    if (blocked) throw blocked;
    if (purge) {
      await this.store.purge(tenantId, id);
    } else {
      await this.change(tenantId, id, () => ({ deletedAt: this.clock.now().toISOString(), deletedBy: actor.actor }));
    }
    await this.events.emit({ type: 'templateChanged', tenantId });
    await this.changelog.record(tenantId, actor, { scope: 'template', action: purge ? 'template.purged' : 'template.deleted', target: row.name, details: { id } });
  }

  async deleted(tenantId: string) {
    const rows = (await this.store.list(tenantId)).filter((r) => r.deletedAt);
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
    const c = await this.change(tenantId, id, () => ({ deletedAt: '', deletedBy: '', updatedAt: this.clock.now().toISOString(), updatedBy: actor.actor }), { deleted: true });
    await this.events.emit({ type: 'templateChanged', tenantId });
    await this.changelog.record(tenantId, actor, { scope: 'template', action: 'template.restored', target: c.row.name, details: { id } });
    return this.answer(tenantId, c);
  }

  /** Timer job: templates in Recently deleted longer than the retention window are purged (kept while still in use). */
  purgeExpired(log: Logger): Promise<JobCounts> {
    const cutoff = new Date(this.clock.now().getTime() - RECENTLY_DELETED_DAYS * DAY_MS).toISOString();
    return eachItem(log, 'templatePurge', this.store.deletedBefore(cutoff), (t) => t, async ({ tenantId, id }) => {
      if (await this.deletionBlocker(tenantId, id)) return 'skipped';
      await this.store.purge(tenantId, id);
    });
  }

  // ---- versions

  async versions(tenantId: string, id: string): Promise<{ current: number; versions: Version[] }> {
    const row = await this.live(tenantId, id);
    const versions = await this.store.versions(tenantId, id);
    return {
      current: row.version,
      versions: versions.map((v) => ({ version: v.version, publishedAt: v.publishedAt, publishedBy: v.publishedBy, source: v.source, fromVersion: v.fromVersion ?? null, length: v.length })),
    };
  }

  async previewVersion(tenantId: string, id: string, version: number): Promise<Rendered & { version: number }> {
    await this.live(tenantId, id);
    const v = await this.store.version(tenantId, id, version);
    if (!v) throw notFound('No such version of this template');
    return { ...(await this.rendering.preview(tenantId, await this.store.readBody(v.blob))), version };
  }

  // ---- working copy and review

  async saveDraft(tenantId: string, actor: Actor, id: string, rawHtml: string): Promise<WithEtag<Template>> {
    const html = this.prepare(rawHtml);
    await this.live(tenantId, id);
    const blob = await this.store.writeBody(tenantId, id, html);
    let c: Awaited<ReturnType<TemplateService['change']>>;
    try {
      c = await this.change(tenantId, id, async (row, body) => {
        const liveHtml = await body(row.blob);
        const now = this.clock.now().toISOString();
        // Changing a working copy takes it out of review: it must be submitted again.
        return { draftState: 'saved', draftBlob: blob, draftUpdatedAt: now, draftUpdatedBy: actor.actor, draftSubmittedAt: '', draftSubmittedBy: '', images: this.imagesOf(liveHtml, html) };
      }, { known: { [blob]: html } });
    } catch (err) {
      await this.store.deleteBody(blob);
      throw err;
    }
    const previous = c.before.draftBlob;
    if (previous && previous !== blob) await this.store.deleteBody(previous);
    await this.changelog.record(tenantId, actor, { scope: 'tenant', action: 'draft.saved', target: c.row.name, details: { id } });
    return this.answer(tenantId, c);
  }

  async discardDraft(tenantId: string, actor: Actor, id: string): Promise<WithEtag<Template>> {
    const c = await this.dropWorkingCopy(tenantId, actor, id, (r) => {
      if (!r.draftState) throw new ApiError(409, 'no_draft', 'The template has no working copy');
      if (!r.version) throw new ApiError(409, 'never_published', 'The template has never been published: its working copy is all it has (delete the template instead)');
      return true;
    });
    return this.answer(tenantId, c!);
  }

  /** Clears the working copy when `when` accepts the row as it stands (null: it did not, nothing changed). */
  private async dropWorkingCopy(tenantId: string, actor: Actor, id: string, when: (row: Stored<TemplateRow>) => boolean) {
    const c = await this.change(tenantId, id, async (r, body) => (when(r) && r.draftState ? { ...NO_WORKING_COPY, images: this.imagesOf(await body(r.blob)) } : null));
    if (!c.changed) return null;
    if (c.before.draftBlob) await this.store.deleteBody(c.before.draftBlob);
    await this.changelog.record(tenantId, actor, { scope: 'tenant', action: 'draft.discarded', target: c.row.name, details: { id } });
    return c;
  }

  async submitDraft(tenantId: string, actor: Actor, id: string): Promise<WithEtag<Template>> {
    const row = await this.change(tenantId, id, (r) => {
      if (!r.draftState) throw new ApiError(409, 'no_draft', 'The template has no working copy to submit');
      if (r.draftState === 'submitted') throw new ApiError(409, 'already_submitted', 'The working copy is already waiting for review');
      return { draftState: 'submitted', draftSubmittedAt: this.clock.now().toISOString(), draftSubmittedBy: actor.actor, draftNote: '' };
    });
    await this.changelog.record(tenantId, actor, { scope: 'tenant', action: 'draft.submitted', target: row.row.name, details: { id } });
    return this.answer(tenantId, row);
  }

  async rejectDraft(tenantId: string, actor: Actor, id: string, note: string): Promise<WithEtag<Template>> {
    const row = await this.change(tenantId, id, (r) => {
      if (r.draftState !== 'submitted') throw new ApiError(409, 'not_submitted', 'Only a working copy waiting for review can be sent back');
      return { draftState: 'saved', draftNote: note, draftSubmittedAt: '', draftSubmittedBy: '' };
    });
    await this.changelog.record(tenantId, actor, { scope: 'tenant', action: 'draft.rejected', target: row.row.name, details: { id, note } });
    return this.answer(tenantId, row);
  }

  async publishDraft(tenantId: string, actor: Actor, id: string, ifMatch?: string): Promise<Published> {
    const row = await this.live(tenantId, id);
    if (!row.draftState || !row.draftBlob) throw new ApiError(409, 'no_draft', 'The template has no working copy to publish');
    return this.publish(tenantId, actor, id, await this.store.readBody(row.draftBlob), { ifMatch, source: 'draft', clearDraft: true });
  }

  async approvals(tenantId: string) {
    const rows = (await this.store.list(tenantId)).filter((r) => !r.deletedAt && r.draftState === 'submitted');
    return rows
      .map((r) => ({ id: r.id, name: r.name, version: r.version, submittedAt: r.draftSubmittedAt ?? '', submittedBy: r.draftSubmittedBy ?? '' }))
      .sort((a, b) => a.submittedAt.localeCompare(b.submittedAt));
  }

  // ---- assignment and delivery

  /** Assigns the roles named; a role left out keeps its template. */
  async setRoles(tenantId: string, actor: Actor, change: Partial<Roles>): Promise<Roles> {
    const fields: Record<string, string> = {};
    for (const role of ['new', 'reply'] as const) {
      const id = change[role];
      if (id) {
        const row = await this.store.get(tenantId, id);
        if (!row || row.deletedAt) fields[role] = row ? 'the template is in Recently deleted' : 'no such template';
      }
    }
    if (Object.keys(fields).length) throw invalid(fields);
    const done = await retryOnConflict(async () => {
      const { roles, etag } = await this.store.roles(tenantId);
      const next: Roles = { ...roles, ...change };
      if (roles.new !== next.new || roles.reply !== next.reply) await this.store.putRoles(tenantId, next, etag);
      return { before: roles, next };
    }, { what: 'the role assignments' });
    const { before, next } = done;
    if (before.new === next.new && before.reply === next.reply) return before;
    await this.events.emit({ type: 'rolesChanged', tenantId });
    await this.changelog.record(tenantId, actor, { scope: 'template', action: 'roles.changed', target: 'roles', details: { from: before, to: next } });
    return next;
  }

  /** Setting the value already in force changes nothing and writes no log entry. */
  async setPaused(tenantId: string, actor: Actor, paused: boolean): Promise<{ paused: boolean }> {
    if (!(await this.store.setPaused(tenantId, paused))) return { paused };
    await this.events.emit({ type: 'deliveryChanged', tenantId });
    await this.changelog.record(tenantId, actor, { scope: 'template', action: paused ? 'delivery.paused' : 'delivery.resumed', target: 'signature delivery' });
    return { paused };
  }

  // ---- export and import

  async exportBundle(tenantId: string, id: string): Promise<Bundle> {
    const t = await this.get(tenantId, id);
    const images = await this.assets.load(tenantId, referencedImages(contentOf(t)));
    return {
      format: 'signature-template',
      formatVersion: 1,
      exportedAt: this.clock.now().toISOString(),
      template: { name: t.name, html: contentOf(t), tracking: t.tracking },
      images: [...images].map(([name, img]) => ({ name, contentType: img.contentType as Bundle['images'][number]['contentType'], base64: img.bytes.toString('base64') })),
    };
  }

  async importBundle(tenantId: string, actor: Actor, bundle: Bundle): Promise<WithEtag<Template>> {
    const decoded = bundle.images.map((img, i) => {
      const bytes = Buffer.from(img.base64, 'base64');
      let type: string;
      try {
        type = checkImage(bytes);
      } catch (err) {
        throw invalid({ [`images.${i}`]: (err as Error).message });
      }
      if (type !== img.contentType) throw invalid({ [`images.${i}.contentType`]: `the bytes are ${type}, not ${img.contentType}` });
      return { name: img.name, bytes };
    });
    this.checkLength(this.prepare(bundle.template.html, 'template.html'));
    const renamed = new Map<string, string>();
    for (const img of decoded) {
      const stored = await this.assets.putUnique(tenantId, actor, img.name, img.bytes);
      if (stored !== img.name) renamed.set(img.name, stored);
    }
    const html = renamed.size
      ? mapImageSources(bundle.template.html, (src) => {
          const to = renamed.get(cidName(src) ?? '');
          return to ? `cid:${to}` : undefined;
        })
      : bundle.template.html;
    return this.create(tenantId, actor, bundle.template.name, html, 'import', bundle.template.tracking);
  }

  /** Live templates whose body or working copy uses an image. */
  async usingImage(tenantId: string, name: string): Promise<{ id: string; name: string }[]> {
    return (await this.store.list(tenantId))
      .filter((r) => !r.deletedAt && (JSON.parse(r.images || '[]') as string[]).includes(name))
      .map((r) => ({ id: r.id, name: r.name }));
  }
}
