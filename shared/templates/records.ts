import { englishReasons, invalidSaid, withReasons, type Reason } from '../http/said-reasons.js';
import type { Actor } from '../auth/principal.js';
import type { Clock } from '../clock.js';
import { ApiError, notFound, refuse } from '../http/errors.js';
import { referencedImages } from '../rendering/html.js';
import { isBlank, removedBySanitiser, sanitizeSignatureHtml } from '../rendering/sanitize.js';
import type { RenderingService, Rendered } from '../rendering/service.js';
import { isNotFound } from '../storage/entities.js';
import { normaliseTemplate, TemplateSyntaxError } from '../rendering/template.js';
import { allAtOnce, inTurns, type Steps } from '../rendering/turns.js';
import type { Outbox, WorkInput } from '../outbox/outbox.js';
import { Registered } from '../registered.js';
import { raceLost, retryOnConflict } from '../storage/update.js';
import type { Roles, Template, TemplateSummary, Version } from './schemas.js';
import { templateWitness, type Stored, type TemplatePatch, type TemplateRow, type TemplateStore } from './store.js';
import { htmlsOf, type BodyInput, type TemplateBody } from './variants.js';

/** Metadata changes (draft saves among them) need no precondition of the caller's, so they retry longer. */
const CHANGE_ATTEMPTS = 25;
const etagOf = (version: number) => `"v${version}"`;
/** Whether an `If-Match` header names this version (or any, with `*`). */
export const matchesVersion = (ifMatch: string, version: number) =>
  ifMatch.trim() === '*' || ifMatch.replace(/^W\//, '').trim() === etagOf(version);
export const newId = () => `t_${Buffer.from(crypto.getRandomValues(new Uint8Array(9))).toString('base64url')}`;

/** A body that shows nothing once unsafe content is removed would publish an empty signature. */
const emptyTemplate = (field: string, removed: { item: string; count: number }[]) => {
  const fields: Record<string, Reason> = {
    [field]: removed.length ? ['emptyOnceRemoved', { items: removed.map((r) => r.item) }] : 'showsNothing',
  };
  return withReasons(refuse('empty_template', undefined, { fields: englishReasons(fields), removed }), fields);
};

/**
 * A template never published assigned where it would reach people (a role, a rule): it has no body to give them, so
 * the assignment is refused, naming the template and the call that publishes it.
 */
export const notPublished = (template: { id: string; name: string }, where: string) =>
  refuse(
    'not_published',
    `The template "${template.name}" has never been published, so ${where} would give no signature: publish it first ` +
      `(POST /api/admin/templates/${template.id}/publish-draft)`,
    { templateId: template.id },
  );

export const stale = (version: number) =>
  refuse(
    'stale_version',
    `The template has moved on to version ${version}; reload it and try again`,
    { version },
    { headers: { etag: etagOf(version) } },
  );

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

/** What a template shows: its live body, or its working copy while it has never been published. */
export const contentOf = (t: Template): string => t.html ?? t.draft?.html ?? '';
/** The same, with its language variants and map. */
export const bodyOf = (t: Template): TemplateBody =>
  t.html !== null || !t.draft
    ? { html: t.html ?? '', variants: t.variants, languageBy: t.languageBy, ...(t.external !== null && { external: t.external }) }
    : {
        html: t.draft.html,
        variants: t.draft.variants,
        languageBy: t.draft.languageBy,
        ...(t.draft.external !== null && { external: t.draft.external }),
      };

export const NO_WORKING_COPY: TemplatePatch = {
  draftState: '',
  draftBlob: '',
  draftNote: '',
  draftSubmittedAt: '',
  draftSubmittedBy: '',
  draftUpdatedAt: '',
  draftUpdatedBy: '',
};

/** Work pending on a template that deleting it would break (a running rollout, a pending schedule): its refusal. */
export type DeletionBlocker = (tenantId: string, templateId: string) => Promise<ApiError | null>;

/** Assignment rules (id and name) that name a template. */
export type RuleReferences = (tenantId: string, templateId: string) => Promise<{ id: string; name: string }[]>;

/** Whether a rollout of a template is in flight. */
export type RolloutInFlight = (tenantId: string, templateId: string) => Promise<boolean>;

/**
 * What templates learn from the features built on them (rollouts, schedules, rules), which are wired after templates:
 * each registers its answer in its own module's `wire` (see shared/registered.ts).
 */
export class TemplateLinks {
  readonly rollouts = new Registered<RolloutInFlight>('whether a rollout of a template is in flight');
  readonly blockers = new Registered<DeletionBlocker>('what pending work on a template refuses its deletion');
  readonly rules = new Registered<RuleReferences>('which rules name a template');

  /** While a rollout is in flight, only its promotion publishes the template. */
  rolloutInFlight(tenantId: string, templateId: string): Promise<boolean> {
    return this.rollouts.one(tenantId, templateId);
  }

  /** The features whose pending work on a template refuses its deletion. */
  get deletionBlockers(): readonly DeletionBlocker[] {
    return this.blockers.all;
  }

  /** The rules feature knows which rules name a template. */
  ruleReferences(tenantId: string, templateId: string): ReturnType<RuleReferences> {
    return this.rules.one(tenantId, templateId);
  }
}

/**
 * What the template modules share: the store, reading a template and answering with it, preparing bodies, and
 * ETag-guarded metadata changes.
 */
export class TemplateRecords {
  constructor(
    readonly store: TemplateStore,
    readonly rendering: RenderingService,
    readonly clock: Clock,
    readonly outbox: Pick<Outbox, 'commit'>,
  ) {}

  async live(tenantId: string, id: string): Promise<Stored<TemplateRow>> {
    const row = await this.store.get(tenantId, id);
    if (!row || row.deletedAt) throw notFound('No such template');
    return row;
  }

  summary(row: Stored<TemplateRow>, roles: Roles): TemplateSummary {
    return {
      id: row.id,
      name: row.name,
      kind: row.kind === 'automatic-reply' ? 'automatic-reply' : 'signature',
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

  async get(tenantId: string, id: string): Promise<WithEtag<Template>> {
    const row = await this.live(tenantId, id);
    const [{ roles }, live, draft] = await Promise.all([
      this.store.roles(tenantId),
      this.store.readBody(row.blob),
      row.draftBlob && row.draftState ? this.store.readBody(row.draftBlob) : Promise.resolve(null),
    ]);
    return this.view(row, roles, live, draft);
  }

  /** The answer of a write: built from the row it committed and the bodies it knew, never from a re-read. */
  async committed(
    tenantId: string,
    row: Stored<TemplateRow>,
    live: TemplateBody | null,
    draft: TemplateBody | null,
  ): Promise<WithEtag<Template>> {
    const { roles } = await this.store.roles(tenantId);
    const hasDraft = !!(row.draftBlob && row.draftState);
    return this.view(
      row,
      roles,
      live ?? (await this.store.readBody(row.blob)),
      hasDraft ? (draft ?? (await this.store.readBody(row.draftBlob!))) : null,
    );
  }

  view(row: Stored<TemplateRow>, roles: Roles, live: TemplateBody, draft: TemplateBody | null): WithEtag<Template> {
    return {
      ...this.summary(row, roles),
      // A template never published has no live body: null, never an empty one.
      html: row.version ? live.html : null,
      external: row.version ? (live.external ?? null) : null,
      variants: row.version ? live.variants : [],
      languageBy: live.languageBy,
      draft:
        draft === null
          ? null
          : {
              html: draft.html,
              external: draft.external ?? null,
              variants: draft.variants,
              languageBy: draft.languageBy,
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

  /** Checked as a template (raw placeholders made escaped; syntax errors refused field by field), then sanitised. */
  prepare(html: string, field = 'html'): string {
    return allAtOnce(this.prepareSteps(html, field));
  }

  /** `prepare` a slice a turn: a body at the size limit would hold the event loop for all of them at once. */
  prepareInTurns(html: string, field = 'html'): Promise<string> {
    return inTurns(this.prepareSteps(html, field));
  }

  private *prepareSteps(html: string, field: string): Steps<string> {
    let prepared: string;
    try {
      const normalised = normaliseTemplate(html);
      yield;
      const clean = sanitizeSignatureHtml(normalised);
      yield;
      prepared = normaliseTemplate(clean);
    } catch (err) {
      if (err instanceof TemplateSyntaxError) throw invalidSaid({ [field]: ['templateSyntax', { error: err.message }] });
      throw err;
    }
    yield;
    if (isBlank(prepared)) throw emptyTemplate(field, removedBySanitiser(html, prepared));
    return prepared;
  }

  /** `prepare` for the default HTML and each variant's named (a fault names `variants.<i>.html`). */
  prepareBody<B extends BodyInput>(body: B): B {
    return {
      ...body,
      html: this.prepare(body.html),
      ...(body.variants && {
        variants: body.variants.map((v, i) => ({
          language: v.language,
          html: this.prepare(v.html, `variants.${i}.html`),
          ...(v.external !== undefined && { external: this.prepare(v.external, `variants.${i}.external`) }),
        })),
      }),
      ...(body.external !== undefined && { external: this.prepare(body.external, 'external') }),
    };
  }

  /** An external reply belongs to automatic-reply templates only: a signature given one is refused. */
  fitsKind(row: TemplateRow, body: TemplateBody): void {
    const reply = row.kind === 'automatic-reply';
    if (reply !== (body.external !== undefined)) throw invalidSaid({ external: reply ? 'requiredForReply' : 'onlyForReplyTemplates' });
  }

  /** A body about to be published: rendered against sample data, refused over the mail client's limit. */
  checkLength(html: string, language: string | null = null): Rendered {
    const rendered = this.rendering.render(html);
    if (rendered.length > rendered.limit) {
      throw refuse(
        'too_long',
        `The rendered signature${language ? ` in its ${language} variant` : ''} is ${rendered.length.toLocaleString('en')} characters; Outlook takes at most ${rendered.limit.toLocaleString('en')}`,
        {
          length: rendered.length,
          limit: rendered.limit,
        },
      );
    }
    return rendered;
  }

  /** Every body's length checked; the default's rendering answered (a version's length is its default's). */
  checkBodyLength(body: BodyInput): Rendered {
    for (const v of body.variants ?? []) this.checkLength(v.html, v.language);
    return this.checkLength(body.html);
  }

  imagesOf(...bodies: (TemplateBody | null | undefined)[]): string {
    const htmls = bodies.flatMap((b) => (b ? htmlsOf(b).map((h) => h.html) : []));
    return JSON.stringify([...new Set(htmls.flatMap((h) => referencedImages(h)))].sort());
  }

  /**
   * Applies a metadata change guarded by the row's ETag, retrying a lost race. The bodies the answer shows are read
   * before the conditional write: a body the committed row points at cannot have been deleted by then. A change with
   * `work` (given the row before and after) commits through the outbox.
   */
  async change(
    tenantId: string,
    id: string,
    make: (row: Stored<TemplateRow>, body: (blob: string) => Promise<TemplateBody>) => TemplatePatch | null | Promise<TemplatePatch | null>,
    opts: {
      deleted?: boolean;
      known?: Record<string, TemplateBody>;
      work?: (before: Stored<TemplateRow>, row: Stored<TemplateRow>) => WorkInput;
    } = {},
  ): Promise<{ before: Stored<TemplateRow>; row: Stored<TemplateRow>; changed: boolean; live: TemplateBody; draft: TemplateBody | null }> {
    // Bodies are immutable blobs: one read per blob across the attempts keeps each attempt's race window short.
    const bodies = new Map<string, Promise<TemplateBody>>(Object.entries(opts.known ?? {}).map(([k, v]) => [k, Promise.resolve(v)]));
    const body = (blob: string) => {
      let b = bodies.get(blob);
      if (!b) {
        b = this.bodyAsOf(blob);
        b.catch(() => bodies.delete(blob));
        bodies.set(blob, b);
      }
      return b;
    };
    return retryOnConflict(
      async () => {
        const before = await this.store.get(tenantId, id);
        if (!before || !!before.deletedAt !== !!opts.deleted)
          throw notFound(opts.deleted ? 'No such template in Recently deleted' : 'No such template');
        const patch = await make(before, body);
        const row = patch ? { ...before, ...(patch as Partial<TemplateRow>) } : before;
        const [live, draft] = await Promise.all([
          body(row.blob),
          row.draftBlob && row.draftState ? body(row.draftBlob) : Promise.resolve(null),
        ]);
        const work = opts.work;
        if (patch && work)
          await this.outbox.commit(tenantId, work(before, row), templateWitness(id), (stamp) =>
            this.store.update(tenantId, id, patch, before.etag, stamp),
          );
        else if (patch) await this.store.update(tenantId, id, patch, before.etag);
        return { before, row, changed: !!patch, live, draft };
      },
      { what: 'the template', attempts: CHANGE_ATTEMPTS },
    );
  }

  /** A body a row just read points at; gone means a concurrent write moved the row on (retried as a lost race). */
  async bodyAsOf(blob: string): Promise<TemplateBody> {
    try {
      return await this.store.readBody(blob);
    } catch (err) {
      if (isNotFound(err)) throw raceLost();
      throw err;
    }
  }

  answer(tenantId: string, c: { row: Stored<TemplateRow>; live: TemplateBody; draft: TemplateBody | null }) {
    return this.committed(tenantId, c.row, c.live, c.draft);
  }

  /** Clears the working copy when `when` accepts the row as it stands (null: it did not, nothing changed). */
  async dropWorkingCopy(tenantId: string, actor: Actor, id: string, when: (row: Stored<TemplateRow>) => boolean) {
    const c = await this.change(
      tenantId,
      id,
      async (r, body) => (when(r) && r.draftState ? { ...NO_WORKING_COPY, images: this.imagesOf(await body(r.blob)) } : null),
      {
        work: (_, row) => ({ log: [{ actor, change: { scope: 'tenant', action: 'draft.discarded', target: row.name, details: { id } } }] }),
      },
    );
    if (!c.changed) return null;
    if (c.before.draftBlob) await this.store.deleteBody(c.before.draftBlob);
    return c;
  }
}
