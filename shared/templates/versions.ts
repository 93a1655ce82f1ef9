import { invalidSaid } from '../http/said-reasons.js';
import type { Actor } from '../auth/principal.js';
import { notFound, refuse } from '../http/errors.js';
import type { Rendered } from '../rendering/service.js';
import type { TemplatePublished } from '../events/bus.js';
import type { PartitionOutbox } from '../outbox/partition.js';
import { invertedTimeKey } from '../storage/entities.js';
import { lostRace, retryOnConflict } from '../storage/update.js';
import type { Version } from './schemas.js';
import { bodyBlob, type TemplatePatch, type TemplateRow, type VersionRow } from './store.js';
import { completeBody, sameBody, type BodyInput, type TemplateBody } from './variants.js';
import {
  matchesVersion,
  NO_WORKING_COPY,
  stale,
  type Published,
  type PublishOptions,
  type TemplateLinks,
  type TemplateRecords,
} from './records.js';

/** Publishing and the version history: publishes, their after-commit work (outbox), rollbacks and archived versions. */
export class TemplateVersions {
  constructor(
    private readonly r: TemplateRecords,
    /** Publishes keep their work in the tenant's own partition (one transaction with the version); one timer drains both. */
    private readonly outbox: PartitionOutbox,
    private readonly links: Pick<TemplateLinks, 'rolloutInFlight'>,
  ) {}

  /**
   * Publishes a new version. Two publishes from the same version cannot both win: the loser gets 412. Publishing the
   * working copy's content (publish-draft, or a publish whose body is the saved working copy) clears the working copy
   * in the same transaction; the answer says so in `workingCopyCleared`. Variants and map left out of `raw` stay as
   * the live version has them.
   */
  async publish(tenantId: string, actor: Actor, id: string, raw: BodyInput, opts: PublishOptions): Promise<Published> {
    const prepared = this.r.prepareBody(raw);
    const rendered = this.r.checkBodyLength(prepared);
    if (opts.source !== 'rollout' && (await this.links.rolloutInFlight(tenantId, id))) {
      throw refuse('rollout_in_flight');
    }
    const done = await retryOnConflict(
      async () => {
        const row = await this.r.live(tenantId, id);
        if (opts.ifMatch && !matchesVersion(opts.ifMatch, row.version)) throw stale(row.version);
        if (opts.clearDraft && !row.draftState) throw refuse('no_draft', 'The template has no working copy to publish');
        const [draftHtml, live] = await Promise.all([
          row.draftBlob && row.draftState ? this.r.bodyAsOf(row.draftBlob) : null,
          this.r.bodyAsOf(row.blob),
        ]);
        const html: TemplateBody = completeBody(prepared, live);
        this.r.fitsKind(row, html);
        // Publishing what is live already (as stored: after sanitising) makes no version and no log entry.
        if (opts.source === 'publish' && row.version > 0 && sameBody(live, html)) return { unchanged: row, draftHtml, html };
        const clears = !!opts.clearDraft || (!!draftHtml && sameBody(draftHtml, html));
        const kept = clears ? null : draftHtml;
        const now = this.r.clock.now().toISOString();
        const blob = await this.r.store.writeBody(tenantId, id, html);
        const version: VersionRow = {
          version: row.version + 1,
          blob,
          publishedAt: now,
          publishedBy: actor.actor,
          source: opts.source,
          ...(opts.fromVersion ? { fromVersion: opts.fromVersion } : {}),
          length: rendered.length,
        };
        const patch: TemplatePatch = {
          ...(clears ? NO_WORKING_COPY : {}),
          updatedAt: now,
          updatedBy: actor.actor,
          images: this.r.imagesOf(html, kept),
        };
        const event: TemplatePublished = {
          type: 'templatePublished',
          tenantId,
          actor: {
            actor: actor.actor,
            ...(actor.actorName ? { actorName: actor.actorName } : {}),
            ...(actor.keyId ? { keyId: actor.keyId } : {}),
          },
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
          await this.r.store.publish(
            tenantId,
            id,
            row.etag,
            version,
            patch,
            this.outbox.plan({ events: [event], dropBlobs: clears && row.draftBlob ? [bodyBlob(row.draftBlob)] : [] }),
          );
        } catch (err) {
          await this.r.store.deleteBody(blob);
          if (opts.ifMatch && lostRace(err)) throw stale((await this.r.live(tenantId, id)).version);
          throw err;
        }
        return {
          after: { ...row, ...(patch as Partial<TemplateRow>), version: version.version, blob },
          draftHtml: kept,
          html,
          cleared: clears,
        };
      },
      { what: 'the template' },
    );
    if ('unchanged' in done && done.unchanged) {
      // A retry of a publish whose answer was lost finds its after-commit work still waiting: it finishes it now.
      await this.outbox.settle(tenantId);
      // The body is live already; if it is also the working copy, that working copy has nothing left to publish.
      if (done.draftHtml && sameBody(done.draftHtml, done.html)) {
        const c = await this.r.dropWorkingCopy(tenantId, actor, id, (r) => r.draftBlob === done.unchanged.draftBlob);
        if (c) return { ...(await this.r.answer(tenantId, c)), workingCopyCleared: true };
      }
      return { ...(await this.r.committed(tenantId, done.unchanged, done.html, done.draftHtml)), workingCopyCleared: false };
    }
    const { after, draftHtml, cleared, html } = done;
    await this.outbox.settle(tenantId);
    return { ...(await this.r.committed(tenantId, after, html, draftHtml)), workingCopyCleared: cleared };
  }

  async rollback(tenantId: string, actor: Actor, id: string, version: number, ifMatch?: string): Promise<Published> {
    await this.r.live(tenantId, id);
    const target = await this.r.store.version(tenantId, id, version);
    if (!target) throw invalidSaid({ version: 'noSuchVersion' });
    return this.publish(tenantId, actor, id, await this.r.store.readBody(target.blob), {
      ifMatch,
      source: 'rollback',
      fromVersion: version,
    });
  }

  async list(tenantId: string, id: string): Promise<{ current: number; versions: Version[] }> {
    const row = await this.r.live(tenantId, id);
    const versions = await this.r.store.versions(tenantId, id);
    return {
      current: row.version,
      versions: versions.map((v) => ({
        version: v.version,
        publishedAt: v.publishedAt,
        publishedBy: v.publishedBy,
        source: v.source,
        fromVersion: v.fromVersion ?? null,
        length: v.length,
      })),
    };
  }

  /** A version rendered with sample data; an out-of-office reply's external reply too (`external`, null for a signature). */
  async previewVersion(
    tenantId: string,
    id: string,
    version: number,
    language?: string,
  ): Promise<Rendered & { version: number; external: string | null }> {
    await this.r.live(tenantId, id);
    const v = await this.r.store.version(tenantId, id, version);
    if (!v) throw notFound('No such version of this template');
    const body = await this.r.store.readBody(v.blob);
    const external =
      body.external === undefined ? null : (await this.r.rendering.preview(tenantId, body.external, undefined, language)).html;
    return { ...(await this.r.rendering.preview(tenantId, body.html, undefined, language)), version, external };
  }
}
