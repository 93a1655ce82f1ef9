import type { Actor } from '../auth/principal.js';
import { refuse } from '../http/errors.js';
import type { Template } from './schemas.js';
import type { TemplateVersions } from './versions.js';
import type { Published, TemplateRecords, WithEtag } from './records.js';
import { completeBody, type BodyInput } from './variants.js';

/** The working copy and its review: save, discard, submit, send back, publish (the approve action), the queue. */
export class TemplateReview {
  constructor(
    private readonly r: TemplateRecords,
    private readonly versions: TemplateVersions,
  ) {}

  /** Variants and map left out of `raw` stay as the working copy has them (or, without one, the live version). */
  async saveDraft(tenantId: string, actor: Actor, id: string, raw: BodyInput | string): Promise<WithEtag<Template>> {
    const prepared = this.r.prepareBody(typeof raw === 'string' ? { html: raw } : raw);
    const row = await this.r.live(tenantId, id);
    const html = completeBody(prepared, await this.r.store.readBody(row.draftBlob && row.draftState ? row.draftBlob : row.blob));
    this.r.fitsKind(row, html);
    const blob = await this.r.store.writeBody(tenantId, id, html);
    let c: Awaited<ReturnType<TemplateRecords['change']>>;
    try {
      c = await this.r.change(
        tenantId,
        id,
        async (row, body) => {
          const liveHtml = await body(row.blob);
          const now = this.r.clock.now().toISOString();
          // Changing a working copy takes it out of review: it must be submitted again.
          return {
            draftState: 'saved',
            draftBlob: blob,
            draftUpdatedAt: now,
            draftUpdatedBy: actor.actor,
            draftSubmittedAt: '',
            draftSubmittedBy: '',
            images: this.r.imagesOf(liveHtml, html),
          };
        },
        {
          known: { [blob]: html },
          work: (_, row) => ({ log: [{ actor, change: { scope: 'tenant', action: 'draft.saved', target: row.name, details: { id } } }] }),
        },
      );
    } catch (err) {
      await this.r.store.deleteBody(blob);
      throw err;
    }
    const previous = c.before.draftBlob;
    if (previous && previous !== blob) await this.r.store.deleteBody(previous);
    return this.r.answer(tenantId, c);
  }

  async discardDraft(tenantId: string, actor: Actor, id: string): Promise<WithEtag<Template>> {
    const c = await this.r.dropWorkingCopy(tenantId, actor, id, (r) => {
      if (!r.draftState) throw refuse('no_draft');
      if (!r.version) throw refuse('never_published');
      return true;
    });
    return this.r.answer(tenantId, c!);
  }

  async submitDraft(tenantId: string, actor: Actor, id: string): Promise<WithEtag<Template>> {
    const row = await this.r.change(
      tenantId,
      id,
      (r) => {
        if (!r.draftState) throw refuse('no_draft', 'The template has no working copy to submit');
        if (r.draftState === 'submitted') throw refuse('already_submitted');
        return {
          draftState: 'submitted',
          draftSubmittedAt: this.r.clock.now().toISOString(),
          draftSubmittedBy: actor.actor,
          draftNote: '',
        };
      },
      { work: (_, r) => ({ log: [{ actor, change: { scope: 'tenant', action: 'draft.submitted', target: r.name, details: { id } } }] }) },
    );
    return this.r.answer(tenantId, row);
  }

  async rejectDraft(tenantId: string, actor: Actor, id: string, note: string): Promise<WithEtag<Template>> {
    const row = await this.r.change(
      tenantId,
      id,
      (r) => {
        if (r.draftState !== 'submitted') throw refuse('not_submitted');
        return { draftState: 'saved', draftNote: note, draftSubmittedAt: '', draftSubmittedBy: '' };
      },
      {
        work: (_, r) => ({
          log: [{ actor, change: { scope: 'tenant', action: 'draft.rejected', target: r.name, details: { id, note } } }],
        }),
      },
    );
    return this.r.answer(tenantId, row);
  }

  async publishDraft(tenantId: string, actor: Actor, id: string, ifMatch?: string): Promise<Published> {
    const row = await this.r.live(tenantId, id);
    if (!row.draftState || !row.draftBlob) throw refuse('no_draft', 'The template has no working copy to publish');
    return this.versions.publish(tenantId, actor, id, await this.r.store.readBody(row.draftBlob), {
      ifMatch,
      source: 'draft',
      clearDraft: true,
    });
  }

  async approvals(tenantId: string) {
    const rows = (await this.r.store.list(tenantId)).filter((r) => !r.deletedAt && r.draftState === 'submitted');
    return rows
      .map((r) => ({
        id: r.id,
        name: r.name,
        version: r.version,
        submittedAt: r.draftSubmittedAt ?? '',
        submittedBy: r.draftSubmittedBy ?? '',
      }))
      .sort((a, b) => a.submittedAt.localeCompare(b.submittedAt));
  }
}
