import type { AssetService } from '../assets/service.js';
import type { Person } from '../auth/principal.js';
import type { Clock } from '../clock.js';
import type { MailboxResolver, ResolvedMailbox } from '../directory/resolver.js';
import type { ExclusionService } from '../exclusions/service.js';
import { strongEtag } from '../http/conditional.js';
import { ApiError, refusalAnswer } from '../http/errors.js';
import { wholeBody, type ApiResponse } from '../http/types.js';
import type { LinkService } from '../analytics/service.js';
import type { ImportService } from '../imports/service.js';
import type { ProfileService } from '../profiles/service.js';
import type { Generations } from '../rendering/generation.js';
import { escapeHtml } from '../rendering/escape.js';
import { linkTargets, mapLinks, referencedImages } from '../rendering/html.js';
import { literalTargets } from './literal-targets.js';
import type { RenderingService } from '../rendering/service.js';
import { placeholdersOf } from '../rendering/template.js';
import { candidateOf, type RolloutService } from '../rollouts/service.js';
import {
  insideOrOutside,
  isRecipientOperator,
  recipientFacts,
  recipientKey,
  type RecipientCondition,
  type RecipientFacts,
} from '../rules/recipients.js';
import { decideWith, type RuleService } from '../rules/service.js';
import { pickVariant } from '../templates/language.js';
import type { TemplateService } from '../templates/service.js';
import type { TenantService } from '../tenants/service.js';
import { BytesBoundedCache } from './cache.js';
import { addinVoice, openMailbox, openOrganisation, type GateDeps, type GateOptions } from './gate.js';
import { GenerationMemo } from './inputs.js';
import { LastGoodAnswers } from './last-good.js';
import { OrganisationInputs } from './organisation-inputs.js';
import { countAddinAnswer, countFailed } from '../metrics/signatures.js';
import type { BannerOrFooter } from '../banners-footers/schemas.js';
import type { BannersFootersService } from '../banners-footers/service.js';
import type { MailboxViews } from './mailbox-view.js';
import type { MarkTokens } from './mark-token.js';
import type { AddinSignature, Signature, SignatureType } from './schemas.js';
import type { ProfileValues } from '../profiles/schemas.js';
import { threadKey, type AddinThreadChoice } from '../threads/addin-thread.js';

/** What the add-in asks: the role, the recipients' domains, and what it read of the thread. */
type AddinAsk = [type: SignatureType, recipients?: readonly string[], thread?: AddinThreadChoice];
const JSON_TYPE = { 'content-type': 'application/json; charset=utf-8' };
const CACHE_TTL_MS = 10 * 60_000;
/** One organisation keeps at most this share of the answer cache (`SIGNATURE_CACHE_MB`). */
const ORGANISATION_SHARE = 1 / 8;
/** What an answer costs beside its body and key: its headers, the entry and the maps' slots (an estimate, on the high side). */
const ENTRY_OVERHEAD_BYTES = 512;
const answerBytes = (key: string, answer: ApiResponse) =>
  ENTRY_OVERHEAD_BYTES + key.length + Buffer.byteLength(wholeBody(answer.body) ?? '');

interface Rendered {
  signature: Signature;
  mailbox: ResolvedMailbox;
  /** When the answer may change by itself (a banner starting or ending), if sooner than the cache would notice. */
  validUntil: number | null;
  /** The recipients' domains chose the template's language variant. */
  languageByRecipients: boolean;
}

/** The compose path: gates, resolution, rendering, links, images; answers cached per mailbox, sender, type and generation. */
interface RenderOptions {
  mintCard: boolean;
  /**
   * The message's recipients, as their domains (normalised: `RecipientDomains`): the add-in's, or the relay's
   * envelope. Absent or empty: not known, so no recipient condition of a rule, banner or footer holds.
   */
  recipients?: readonly string[];
  /** The mailbox's own values to render instead of the saved ones (a preview before saving: no link is tracked). */
  values?: ProfileValues;
  /**
   * Only what a signature already in the message lacks: the banners and footers by recipients that show for
   * `recipients` but did not for `since.recipients` (those the signature was made for; null: none known), composed as
   * always (links tracked, images named) without the template's own HTML and images. The relay's footer for a message
   * the add-in signed.
   */
  since?: { recipients: RecipientFacts | null };
  /** Footers only, no banners: a reply further down a thread that showed them once (`threadSignature`). */
  withoutBanners?: boolean;
}
type GatedHow = Pick<RenderOptions, 'recipients' | 'withoutBanners'>;

/**
 * Cached in place of an answer when the template's language variant is chosen by the recipients (its domain or
 * country map): the answer itself is then cached under a key that also names the recipients' domains. An
 * organisation without such a map keeps one entry per mailbox and recipient facts.
 */
const BY_RECIPIENT_LANGUAGE: ApiResponse = Object.freeze({ status: 0, headers: {}, body: '' });

export class SignatureService {
  private readonly cache: BytesBoundedCache<ApiResponse>;
  /** The organisation-level reads of the compose path, once a generation (see `GenerationMemo`). */
  private readonly inputs: GenerationMemo;
  /** Those read alike by every compose, kept beside the generation for the instances that follow (the trail reads them too). */
  readonly org: OrganisationInputs;
  private readonly gate: GateDeps;
  private readonly lastGood: LastGoodAnswers;

  constructor(
    private readonly deps: {
      tenants: TenantService;
      templates: TemplateService;
      rollouts: RolloutService;
      bannersFooters: BannersFootersService;
      resolver: MailboxResolver;
      rules: RuleService;
      /** Its enabled fields, read once a generation for the views. */
      profiles: Pick<ProfileService, 'enabledFields'>;
      imports: Pick<ImportService, 'anyLayers' | 'anyLayersKept'>;
      exclusions: ExclusionService;
      rendering: RenderingService;
      assets: AssetService;
      links: LinkService;
      views: Pick<MailboxViews, 'begin'>;
      generations: Generations;
      /** Issues the token of the add-in's mark. */
      marks: Pick<MarkTokens, 'issue'>;
      clock: Clock;
      cacheEnabled: boolean;
      /** The answer cache's bytes in all; an organisation keeps an eighth of it at most. */
      cacheBytes: number;
    },
  ) {
    this.cache = new BytesBoundedCache(
      { maxBytes: deps.cacheBytes, ownerBytes: Math.floor(deps.cacheBytes * ORGANISATION_SHARE), ttlMs: CACHE_TTL_MS },
      answerBytes,
      () => deps.clock.now().getTime(),
    );
    this.lastGood = new LastGoodAnswers(deps.cacheBytes, () => deps.clock.now().getTime());
    this.inputs = new GenerationMemo(deps.generations);
    const org = (this.org = new OrganisationInputs(this.inputs, deps));
    this.gate = {
      tenants: deps.tenants,
      resolver: deps.resolver,
      templates: { delivery: { paused: async (t) => (await org.templateView(t)).paused } },
      exclusions: {
        isExcluded: async (t, address) => {
          const { mode, test } = await org.exclusions(t);
          return test ? test(address) : deps.exclusions.isExcluded(t, address, Promise.resolve(mode));
        },
      },
    };
  }

  /**
   * The add-in's answer for `email` (default: the caller) sent by the person in the token, tagged with a strong `ETag` of its body (kept
   * as bytes, so a cached answer is not encoded again). Refusals are answers too (and cached alike, untagged): 402, one indistinguishable
   * 403, 404; a dependency out (503) is not. While storage is out, the last good answer for the same request, marked stale.
   */
  forAddin(tenantId: string, caller: Person, email: string | undefined, ...[type, recipients, thread]: AddinAsk) {
    const address = (email ?? caller.email).toLowerCase();
    // While storage is out: the last good answer for the same sender, type, recipients and thread (see `LastGoodAnswers`).
    const shape = `${caller.email.toLowerCase()}|${type}|${[...new Set(recipients ?? [])].sort().join(',')}${threadKey(thread)}`;
    const answer = () => this.answer(tenantId, caller, address, type, recipients, thread);
    return this.lastGood.around(tenantId, address, shape, answer).then(countAddinAnswer, countFailed);
  }

  private async answer(tenantId: string, caller: Person, address: string, ...[type, recipients, thread]: AddinAsk) {
    // Keyed by what the recipients decide, not by the recipients themselves (see `recipientKey`).
    const decidedBy = recipients?.length ? await this.recipientKey(tenantId, recipients) : '';
    const base = `${tenantId}|${address}|${caller.email.toLowerCase()}|${type}|${await this.deps.generations.current(tenantId)}|${decidedBy}${threadKey(thread)}`;
    const byLanguage = () => `${base}|${[...new Set(recipients ?? [])].sort().join(',')}`;
    let hit = this.deps.cacheEnabled ? this.cache.get(tenantId, base) : undefined;
    if (hit === BY_RECIPIENT_LANGUAGE) hit = this.cache.get(tenantId, byLanguage());
    if (hit) return hit;
    let answer: ApiResponse;
    let validUntil: number | null = null;
    let languageByRecipients = false;
    try {
      const rendered = await this.gated(tenantId, caller, address, thread?.type ?? type, {
        recipients,
        withoutBanners: thread?.withoutBanners,
      });
      const body = Buffer.from(JSON.stringify({ ...this.addinAnswer(tenantId, rendered), ...(thread ? { thread: thread.answer } : {}) }));
      answer = { status: 200, headers: { ...JSON_TYPE, etag: strongEtag(body), 'cache-control': 'private, no-cache' }, body };
      validUntil = rendered.validUntil;
      languageByRecipients = rendered.languageByRecipients;
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
      answer = refusalAnswer(err);
    }
    if (this.deps.cacheEnabled && answer.status < 500) {
      const ttl = validUntil ? Math.min(CACHE_TTL_MS, validUntil - this.deps.clock.now().getTime()) : CACHE_TTL_MS;
      if (languageByRecipients) this.cache.set(tenantId, base, BY_RECIPIENT_LANGUAGE, ttl);
      this.cache.set(tenantId, languageByRecipients ? byLanguage() : base, answer, ttl);
    }
    return answer;
  }

  /**
   * The add-in's answer: the signature and, when there is one to mark, the token its mark carries (bound to the
   * mailbox's primary address and the recipients the answer names; the same all day, so the ETag is too).
   */
  private addinAnswer(tenantId: string, { signature, mailbox }: Rendered): AddinSignature {
    const claims = { tenantId, mailbox: mailbox.primary, recipients: signature.recipients ?? null };
    return { ...signature, markToken: signature.html ? this.deps.marks.issue(claims, this.deps.clock.now()) : null };
  }

  /** The gates of the compose path, in the spec's terms, then the rendering for a message to `recipients`. */
  async gated(tenantId: string, caller: Person, address: string, type: SignatureType, how: GatedHow = {}): Promise<Rendered> {
    const mailbox = await this.mailbox(tenantId, address, { voice: addinVoice, delivery: true });
    const sender = caller.email.toLowerCase() === address ? mailbox : await this.deps.resolver.resolve(tenantId, caller.email);
    const composed = await this.renderComposed(tenantId, mailbox, sender, type, { mintCard: true, ...how });
    return { mailbox, ...composed };
  }

  /** What deciding reads of the organisation, once a generation. */
  private decisionInputs(tenantId: string) {
    return this.org.decisionInputs(tenantId);
  }

  /** The facts of a message's recipients (null: none known) for the organisation's own and partner domains. */
  async recipientFacts(tenantId: string, recipients: readonly string[] | undefined): Promise<RecipientFacts | null> {
    return recipients?.length ? recipientFacts(recipients, (await this.decisionInputs(tenantId)).internal) : null;
  }

  /**
   * What the recipients add to the answer cache's key: the outcome of each recipient test the organisation's rules
   * and active blocks make (internal or external, the listed domains and countries met), so messages to different
   * people at one company share an answer; nothing at all for an organisation with no recipient condition.
   */
  private async recipientKey(tenantId: string, recipients: readonly string[]): Promise<string> {
    const conditions = await this.recipientConditions(tenantId);
    return conditions.length ? recipientKey(conditions, await this.recipientFacts(tenantId, recipients)) : '';
  }

  /** The recipient conditions of the organisation's rules and active blocks, once a generation. */
  private recipientConditions(tenantId: string): Promise<RecipientCondition[]> {
    return this.inputs.get(tenantId, 'recipientConditions', async () => {
      const [{ rules }, blocks] = await Promise.all([this.decisionInputs(tenantId), this.activeBlocks(tenantId)]);
      return [...rules, ...blocks.flatMap((b) => (b.audience === 'everyone' ? [] : [b.audience]))].filter(
        (c): c is typeof c & RecipientCondition => isRecipientOperator(c.operator),
      );
    });
  }

  private activeBlocks(tenantId: string) {
    return this.org.activeBlocks(tenantId);
  }

  /** The one mailbox gate (see `openMailbox`), for every path that acts for one mailbox. */
  mailbox(tenantId: string, address: string, opts: GateOptions): Promise<ResolvedMailbox> {
    return openMailbox(this.gate, tenantId, address, opts);
  }

  /** The organisation part of the gate, in the add-in's words: 402 for billing, one 403 for the rest. */
  deliverable(tenantId: string): Promise<void> {
    return openOrganisation(this.gate, tenantId, addinVoice);
  }

  /** A mailbox's signature as delivered: rendered, then with the banners and footers meant for it and the recipients. */
  async renderComposed(
    tenantId: string,
    mailbox: ResolvedMailbox,
    sender: ResolvedMailbox | null,
    type: SignatureType,
    opts: RenderOptions,
  ): Promise<{ signature: Signature; validUntil: number | null; languageByRecipients: boolean }> {
    const [{ tracking, languageByRecipients, ...rendered }, active, recipients, conditions] = await Promise.all([
      this.render(tenantId, mailbox, sender, type, opts),
      this.activeBlocks(tenantId),
      this.recipientFacts(tenantId, opts.recipients),
      this.recipientConditions(tenantId),
    ]);
    // Named only where something tests recipients: elsewhere the answer stays byte for byte what it was (its ETag too).
    const signature: Signature = conditions.length ? { ...rendered, recipients: insideOrOutside(recipients) } : rendered;
    if (!signature.templateId) return { signature, validUntil: null, languageByRecipients };
    const shown = opts.withoutBanners ? active.filter((b) => b.kind === 'footer') : active;
    const blocks =
      tracking && !opts.values ? await this.trackBlockLinks(tenantId, signature.templateId, shown, mailbox, recipients) : shown;
    const composed = opts.since
      ? this.deps.bannersFooters.composeAdded(blocks, mailbox, opts.since.recipients, recipients)
      : this.deps.bannersFooters.compose(blocks, mailbox, signature.html, recipients);
    const own = opts.since ? [] : signature.images;
    const known = new Set(own.map((i) => i.cid));
    const added = referencedImages(composed.html).filter((n) => !known.has(n));
    const extra = added.length ? await this.images(tenantId, added) : new Map<string, never>();
    return {
      signature: {
        ...signature,
        html: composed.html,
        images: [
          ...own,
          ...[...extra].map(([name, img]) => ({ cid: name, name, contentType: img.contentType, base64: img.bytes.toString('base64') })),
        ],
      },
      validUntil: composed.validUntil,
      languageByRecipients,
    };
  }

  /** The links of the banners and footers shown to this mailbox tracked as the template's own links are. */
  private async trackBlockLinks(
    tenantId: string,
    templateId: string,
    blocks: BannerOrFooter[],
    mailbox: ResolvedMailbox,
    recipients: RecipientFacts | null,
  ): Promise<BannerOrFooter[]> {
    const shown = new Set(this.deps.bannersFooters.showing(blocks, mailbox, recipients));
    return Promise.all(
      blocks.map(async (b) =>
        // Tracked before composition fills the block's placeholders: only its own literal links are.
        shown.has(b) ? { ...b, html: await this.trackLinks(tenantId, templateId, b.html, literalTargets(b.html)) } : b,
      ),
    );
  }

  /**
   * Renders the template the rules give `mailbox` for `type` on a message to `opts.recipients`, with `sender`'s values
   * for the sender placeholders; `tracking` says whether the template tracks its links (composed blocks follow it).
   */
  async render(
    tenantId: string,
    mailbox: ResolvedMailbox,
    sender: ResolvedMailbox | null,
    type: SignatureType,
    opts: RenderOptions,
  ): Promise<Signature & { tracking: boolean; languageByRecipients: boolean }> {
    const view = this.deps.views.begin(tenantId, {
      mailbox,
      sender,
      values: opts.values,
      fields: () => this.org.enabledFields(tenantId),
      imported: () => this.org.hasImports(tenantId),
    });
    const inputs = await this.decisionInputs(tenantId);
    const recipients = recipientFacts(opts.recipients, inputs.internal);
    const decided = decideWith(inputs, mailbox, recipients);
    const decision = decided.roles[type];
    const id = decision.templateId;
    const [live, plan] = id ? await Promise.all([this.org.templateBody(tenantId, id), this.org.rolloutPlan(tenantId, id)]) : [null, null];
    const candidate = id ? candidateOf(plan, id, mailbox.primary) : null;
    if (!live || !decision.templateId)
      return { html: '', images: [], templateId: null, version: null, type, tracking: false, language: null, languageByRecipients: false };
    // A mailbox inside a running rollout gets the candidate; its reports carry the candidate's version.
    const body = candidate ? { ...live, ...candidate } : live;
    const preferred = (sender ?? mailbox).user.preferredLanguage || mailbox.user.preferredLanguage;
    const chosen = pickVariant(body, opts.recipients, preferred);
    const { html } = this.deps.rendering.render(
      chosen.html,
      await view.complete(opts.mintCard ? 'minted' : 'none', placeholdersOf(chosen.html)),
    );
    const [tracked, images] = await Promise.all([
      body.tracking && !opts.values ? this.trackLinks(tenantId, decision.templateId, html, literalTargets(chosen.html)) : html,
      this.images(tenantId, referencedImages(html)),
    ]);
    return {
      html: tracked,
      images: [...images].map(([name, img]) => ({ cid: name, name, contentType: img.contentType, base64: img.bytes.toString('base64') })),
      templateId: decision.templateId,
      version: body.version,
      type,
      tracking: body.tracking,
      language: chosen.language,
      // Whether the recipients' domains choose the language, given or not (the answer cache keys on them: `forAddin`).
      languageByRecipients:
        body.variants.length > 0 && Object.keys(body.languageBy.countries).length + Object.keys(body.languageBy.domains).length > 0,
    };
  }

  /**
   * Each link of `html` whose target is one of `own` (the template's or block's literal links, see literalTargets)
   * becomes a tracked link bound to this tenant, template and target. A target a placeholder wrote (a profile value,
   * the card link) is never tracked: `/r/` redirects only where the organisation's own published HTML points.
   */
  private async trackLinks(tenantId: string, templateId: string, html: string, own: ReadonlySet<string>): Promise<string> {
    const targets = new Set(linkTargets(html).filter((href) => own.has(href)));
    const tracked = new Map(
      await Promise.all(
        [...targets].map(
          async (t) =>
            [
              t,
              await this.inputs.get(tenantId, `link:${templateId}\n${t}`, () => this.deps.links.trackedUrl(tenantId, templateId, t)),
            ] as const,
        ),
      ),
    );
    return mapLinks(html, (href) => tracked.get(href));
  }

  /** The images a signature names, read once a generation. */
  private images(tenantId: string, names: string[]) {
    return this.inputs.get(tenantId, `images:${[...names].sort().join('\n')}`, () => this.deps.assets.load(tenantId, names));
  }

  /** A standalone HTML document of a signature, images inlined as `data:` URIs. */
  async document(tenantId: string, signature: Signature, title: string): Promise<string> {
    return standaloneDocument(title, await this.deps.rendering.inlineImages(tenantId, signature.html));
  }
}

/** A signature's HTML (already sanitised) as a standalone document titled `title` (text). */
export const standaloneDocument = (title: string, body: string) =>
  `<!doctype html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n<title>${escapeHtml(title)}</title>\n</head>\n<body>\n${body}\n</body>\n</html>\n`;
