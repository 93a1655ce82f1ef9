import { checkImage, type AssetService } from '../assets/service.js';
import type { Actor } from '../auth/principal.js';
import { addDays, DAY_MS, type Clock } from '../clock.js';
import type { ChangeLogService } from '../changelog/service.js';
import { ApiError, invalid, notFound } from '../http/errors.js';
import { cidName, mapImageSources, referencedImages } from '../rendering/html.js';
import { isBlank, removedBySanitiser, sanitizeSignatureHtml } from '../rendering/sanitize.js';
import type { RenderingService, Rendered } from '../rendering/service.js';
import { normaliseTemplate, TemplateSyntaxError } from '../rendering/template.js';
import { isConflict, isPreconditionFailed } from '../storage/entities.js';
import {
  RECENTLY_DELETED_DAYS,
  type Bundle,
  type RoleName,
  type Roles,
  type Template,
  type TemplateSummary,
  type Version,
} from './schemas.js';
import type { Stored, TemplatePatch, TemplateRow, TemplateStore, VersionRow } from './store.js';

const RETRIES = 5;
const PUBLISH_ACTIONS: Partial<Record<Version['source'], string>> = {
  rollback: 'template.rolled_back',
  draft: 'draft.published',
  rollout: 'rollout.promoted',
  schedule: 'schedule.published',
};
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

/** Assignment rules (id and name) that name a template. */
export type RuleReferences = (tenantId: string, templateId: string) => Promise<{ id: string; name: string }[]>;

/** The template library: lifecycle, versions, working copies and review, roles, delivery, export and import. */
export class TemplateService {
  private ruleReferences: RuleReferences = async () => [];
  private rolloutInFlight: (tenantId: string, templateId: string) => Promise<boolean> = async () => false;

  constructor(
    private readonly store: TemplateStore,
    private readonly assets: AssetService,
    private readonly rendering: RenderingService,
    private readonly changelog: ChangeLogService,
    private readonly clock: Clock,
  ) {}

  /** Set once at composition: while a rollout is in flight, only its promotion publishes the template. */
  useRolloutCheck(check: (tenantId: string, templateId: string) => Promise<boolean>) {
    this.rolloutInFlight = check;
  }

  /** Set once at composition: the rules feature knows which rules name a template. */
  useRuleReferences(references: RuleReferences) {
    this.ruleReferences = references;
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
    return {
      ...this.summary(row, roles),
      html,
      draft:
        draftHtml === null
          ? null
          : {
              html: draftHtml,
              state: row.draftState as 'saved' | 'submitted',
              updatedAt: row.draftUpdatedAt ?? row.updatedAt,
              updatedBy: row.draftUpdatedBy ?? row.updatedBy,
              submittedAt: row.draftSubmittedAt || null,
              submittedBy: row.draftSubmittedBy || null,
              note: row.draftNote || null,
            },
      etag: etagOf(row.version),
    };
  }

  /** The live body of a template (for rendering). */
  async body(tenantId: string, id: string): Promise<{ html: string; version: number; tracking: boolean } | null> {
    const row = await this.store.get(tenantId, id);
    if (!row || row.deletedAt) return null;
    return { html: await this.store.readBody(row.blob), version: row.version, tracking: row.tracking };
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

  async create(tenantId: string, actor: Actor, name: string, rawHtml: string, source: Version['source'] = 'create', tracking = false): Promise<WithEtag<Template>> {
    const html = this.prepare(rawHtml);
    const rendered = this.checkLength(html);
    const id = newId();
    const now = this.clock.now().toISOString();
    const blob = await this.store.writeBody(tenantId, id, html);
    await this.store.create(
      tenantId,
      id,
      { name, version: 1, blob, tracking, createdAt: now, createdBy: actor.actor, updatedAt: now, updatedBy: actor.actor, images: this.imagesOf(html) },
      { version: 1, blob, publishedAt: now, publishedBy: actor.actor, source, length: rendered.length },
    );
    await this.changelog.record(tenantId, actor, { scope: 'template', action: `template.${source === 'create' ? 'created' : source === 'import' ? 'imported' : 'duplicated'}`, target: name, details: { id } });
    return this.get(tenantId, id);
  }

  /** Publishes a new version. Two publishes from the same version cannot both win: the loser gets 412. */
  async publish(tenantId: string, actor: Actor, id: string, rawHtml: string, opts: PublishOptions): Promise<WithEtag<Template>> {
    const html = this.prepare(rawHtml);
    const rendered = this.checkLength(html);
    if (opts.source !== 'rollout' && (await this.rolloutInFlight(tenantId, id))) {
      throw new ApiError(409, 'rollout_in_flight', 'A rollout of this template is in flight; promote or abandon it first');
    }
    for (let attempt = 0; attempt < RETRIES; attempt++) {
      const row = await this.live(tenantId, id);
      if (opts.ifMatch && !matchesVersion(opts.ifMatch, row.version)) throw stale(row.version);
      // Publishing what is live already (as stored: after sanitising) makes no version and no log entry.
      if (opts.source === 'publish' && (await this.store.readBody(row.blob)) === html) return this.get(tenantId, id);
      if (opts.clearDraft && !row.draftState) throw new ApiError(409, 'no_draft', 'The template has no working copy to publish');
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
      const clear: TemplatePatch = opts.clearDraft
        ? { draftState: '', draftBlob: '', draftNote: '', draftSubmittedAt: '', draftSubmittedBy: '', draftUpdatedAt: '', draftUpdatedBy: '' }
        : {};
      const draftHtml = !opts.clearDraft && row.draftBlob && row.draftState ? await this.store.readBody(row.draftBlob) : null;
      try {
        await this.store.publish(tenantId, id, row.etag, version, { ...clear, updatedAt: now, updatedBy: actor.actor, images: this.imagesOf(html, draftHtml) });
      } catch (err) {
        await this.store.deleteBody(blob);
        if (!isPreconditionFailed(err) && !isConflict(err)) throw err;
        if (opts.ifMatch) throw stale((await this.live(tenantId, id)).version);
        continue;
      }
      if (opts.clearDraft && row.draftBlob) await this.store.deleteBody(row.draftBlob);
      await this.changelog.record(tenantId, actor, {
        scope: 'template',
        action: PUBLISH_ACTIONS[opts.source] ?? 'template.published',
        target: row.name,
        details: { id, version: version.version, ...(opts.fromVersion ? { fromVersion: opts.fromVersion } : {}) },
      });
      return this.get(tenantId, id);
    }
    throw new ApiError(409, 'conflict', 'The template is being changed by someone else; try again');
  }

  async rollback(tenantId: string, actor: Actor, id: string, version: number, ifMatch?: string): Promise<WithEtag<Template>> {
    await this.live(tenantId, id);
    const target = await this.store.version(tenantId, id, version);
    if (!target) throw invalid({ version: 'no such version of this template' });
    return this.publish(tenantId, actor, id, await this.store.readBody(target.blob), { ifMatch, source: 'rollback', fromVersion: version });
  }

  /** Applies a metadata change guarded by the row's ETag, retrying a lost race. */
  private async change(tenantId: string, id: string, make: (row: Stored<TemplateRow>) => TemplatePatch | null, opts: { deleted?: boolean } = {}): Promise<Stored<TemplateRow>> {
    for (let attempt = 0; attempt < RETRIES; attempt++) {
      const row = await this.store.get(tenantId, id);
      if (!row || !!row.deletedAt !== !!opts.deleted) throw notFound(opts.deleted ? 'No such template in Recently deleted' : 'No such template');
      const patch = make(row);
      if (!patch) return row;
      try {
        await this.store.update(tenantId, id, patch, row.etag);
        return { ...row, ...(patch as Partial<TemplateRow>) };
      } catch (err) {
        if (!isPreconditionFailed(err)) throw err;
      }
    }
    throw new ApiError(409, 'conflict', 'The template is being changed by someone else; try again');
  }

  async rename(tenantId: string, actor: Actor, id: string, name: string): Promise<WithEtag<Template>> {
    let from = '';
    await this.change(tenantId, id, (row) => {
      from = row.name;
      return row.name === name ? null : { name, updatedAt: this.clock.now().toISOString(), updatedBy: actor.actor };
    });
    if (from !== name) await this.changelog.record(tenantId, actor, { scope: 'tenant', action: 'template.renamed', target: name, details: { id, from } });
    return this.get(tenantId, id);
  }

  async duplicate(tenantId: string, actor: Actor, id: string, name?: string): Promise<WithEtag<Template>> {
    const source = await this.get(tenantId, id);
    return this.create(tenantId, actor, name ?? `Copy of ${source.name}`.slice(0, 100), source.html, 'duplicate', source.tracking);
  }

  async setTracking(tenantId: string, actor: Actor, id: string, tracking: boolean): Promise<WithEtag<Template>> {
    let changed = false;
    const row = await this.change(tenantId, id, (r) => {
      changed = r.tracking !== tracking;
      return changed ? { tracking, updatedAt: this.clock.now().toISOString(), updatedBy: actor.actor } : null;
    });
    if (changed) await this.changelog.record(tenantId, actor, { scope: 'template', action: 'template.tracking_changed', target: row.name, details: { id, tracking } });
    return this.get(tenantId, id);
  }

  // ---- deletion

  async remove(tenantId: string, actor: Actor, id: string, purge: boolean): Promise<void> {
    const row = await this.store.get(tenantId, id);
    if (!row) throw notFound('No such template');
    if (row.deletedAt && !purge) throw notFound('No such template');
    const [{ roles }, rules] = await Promise.all([this.store.roles(tenantId), this.ruleReferences(tenantId, id)]);
    const assigned = (['new', 'reply'] as const).filter((r) => roles[r] === id);
    if (assigned.length || rules.length) {
      const where = [...(assigned.length ? [`the ${assigned.join(' and ')} role`] : []), ...(rules.length ? [`${rules.length} assignment rule(s)`] : [])];
      throw new ApiError(409, 'template_assigned', `The template is assigned to ${where.join(' and ')}; assign another first`, { roles: assigned, rules });
    }
    if (purge) {
      await this.store.purge(tenantId, id);
    } else {
      await this.change(tenantId, id, () => ({ deletedAt: this.clock.now().toISOString(), deletedBy: actor.actor }));
    }
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
    const row = await this.change(tenantId, id, () => ({ deletedAt: '', deletedBy: '', updatedAt: this.clock.now().toISOString(), updatedBy: actor.actor }), { deleted: true });
    await this.changelog.record(tenantId, actor, { scope: 'template', action: 'template.restored', target: row.name, details: { id } });
    return this.get(tenantId, id);
  }

  /** Timer job: templates in Recently deleted longer than the retention window are purged. */
  async purgeExpired(): Promise<number> {
    const cutoff = new Date(this.clock.now().getTime() - RECENTLY_DELETED_DAYS * DAY_MS).toISOString();
    let n = 0;
    for await (const { tenantId, id } of this.store.deletedBefore(cutoff)) {
      await this.store.purge(tenantId, id);
      n++;
    }
    return n;
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
    const live = await this.live(tenantId, id);
    const blob = await this.store.writeBody(tenantId, id, html);
    const liveHtml = await this.store.readBody(live.blob);
    let previous: string | undefined;
    try {
      await this.change(tenantId, id, (row) => {
        previous = row.draftBlob;
        const now = this.clock.now().toISOString();
        // Changing a working copy takes it out of review: it must be submitted again.
        return { draftState: 'saved', draftBlob: blob, draftUpdatedAt: now, draftUpdatedBy: actor.actor, draftSubmittedAt: '', draftSubmittedBy: '', images: this.imagesOf(liveHtml, html) };
      });
    } catch (err) {
      await this.store.deleteBody(blob);
      throw err;
    }
    if (previous && previous !== blob) await this.store.deleteBody(previous);
    await this.changelog.record(tenantId, actor, { scope: 'tenant', action: 'draft.saved', target: live.name, details: { id } });
    return this.get(tenantId, id);
  }

  async discardDraft(tenantId: string, actor: Actor, id: string): Promise<WithEtag<Template>> {
    const liveHtml = await this.store.readBody((await this.live(tenantId, id)).blob);
    let blob: string | undefined;
    const row = await this.change(tenantId, id, (r) => {
      if (!r.draftState) throw new ApiError(409, 'no_draft', 'The template has no working copy');
      blob = r.draftBlob;
      return { draftState: '', draftBlob: '', draftNote: '', draftSubmittedAt: '', draftSubmittedBy: '', draftUpdatedAt: '', draftUpdatedBy: '', images: this.imagesOf(liveHtml) };
    });
    if (blob) await this.store.deleteBody(blob);
    await this.changelog.record(tenantId, actor, { scope: 'tenant', action: 'draft.discarded', target: row.name, details: { id } });
    return this.get(tenantId, id);
  }

  async submitDraft(tenantId: string, actor: Actor, id: string): Promise<WithEtag<Template>> {
    const row = await this.change(tenantId, id, (r) => {
      if (!r.draftState) throw new ApiError(409, 'no_draft', 'The template has no working copy to submit');
      if (r.draftState === 'submitted') throw new ApiError(409, 'already_submitted', 'The working copy is already waiting for review');
      return { draftState: 'submitted', draftSubmittedAt: this.clock.now().toISOString(), draftSubmittedBy: actor.actor, draftNote: '' };
    });
    await this.changelog.record(tenantId, actor, { scope: 'tenant', action: 'draft.submitted', target: row.name, details: { id } });
    return this.get(tenantId, id);
  }

  async rejectDraft(tenantId: string, actor: Actor, id: string, note: string): Promise<WithEtag<Template>> {
    const row = await this.change(tenantId, id, (r) => {
      if (r.draftState !== 'submitted') throw new ApiError(409, 'not_submitted', 'Only a working copy waiting for review can be sent back');
      return { draftState: 'saved', draftNote: note, draftSubmittedAt: '', draftSubmittedBy: '' };
    });
    await this.changelog.record(tenantId, actor, { scope: 'tenant', action: 'draft.rejected', target: row.name, details: { id, note } });
    return this.get(tenantId, id);
  }

  async publishDraft(tenantId: string, actor: Actor, id: string, ifMatch?: string): Promise<WithEtag<Template>> {
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
    for (let attempt = 0; attempt < RETRIES; attempt++) {
      const { roles, etag } = await this.store.roles(tenantId);
      const next: Roles = { ...roles, ...change };
      if (roles.new === next.new && roles.reply === next.reply) return roles;
      try {
        await this.store.putRoles(tenantId, next, etag);
      } catch (err) {
        if (isPreconditionFailed(err) || isConflict(err)) continue;
        throw err;
      }
      await this.changelog.record(tenantId, actor, { scope: 'template', action: 'roles.changed', target: 'roles', details: { from: roles, to: next } });
      return next;
    }
    throw new ApiError(409, 'conflict', 'Role assignments changed at the same time; try again');
  }

  /** Setting the value already in force changes nothing and writes no log entry. */
  async setPaused(tenantId: string, actor: Actor, paused: boolean): Promise<{ paused: boolean }> {
    if ((await this.store.paused(tenantId)) === paused) return { paused };
    await this.store.setPaused(tenantId, paused);
    await this.changelog.record(tenantId, actor, { scope: 'template', action: paused ? 'delivery.paused' : 'delivery.resumed', target: 'signature delivery' });
    return { paused };
  }

  // ---- export and import

  async exportBundle(tenantId: string, id: string): Promise<Bundle> {
    const t = await this.get(tenantId, id);
    const images = await this.assets.load(tenantId, referencedImages(t.html));
    return {
      format: 'signature-template',
      formatVersion: 1,
      exportedAt: this.clock.now().toISOString(),
      template: { name: t.name, html: t.html, tracking: t.tracking },
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

  purgeTenant(tenantId: string) {
    return this.store.purgeTenant(tenantId);
  }
}
