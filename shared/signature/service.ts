import type { AssetService } from '../assets/service.js';
import type { Person } from '../auth/principal.js';
import type { Clock } from '../clock.js';
import type { MailboxResolver, ResolvedMailbox } from '../directory/resolver.js';
import type { ExclusionService } from '../exclusions/service.js';
import { strongEtag } from '../http/conditional.js';
import { ApiError, refusalAnswer } from '../http/errors.js';
import type { ApiResponse } from '../http/types.js';
import type { LinkService } from '../analytics/service.js';
import type { ProfileService } from '../profiles/service.js';
import type { Generations } from '../rendering/generation.js';
import { BoundedMap } from '../bounded-map.js';
import { escapeHtml } from '../rendering/escape.js';
import { linkTargets, mapLinks, referencedImages } from '../rendering/html.js';
import type { RenderingService } from '../rendering/service.js';
import { placeholdersOf } from '../rendering/template.js';
import { candidateOf, type RolloutService } from '../rollouts/service.js';
import { decideWith, type RuleService } from '../rules/service.js';
import { pickVariant } from '../templates/language.js';
import type { TemplateService } from '../templates/service.js';
import type { TenantService } from '../tenants/service.js';
import { TtlCache } from './cache.js';
import { addinVoice, openMailbox, openOrganisation, type GateDeps, type GateOptions } from './gate.js';
import { GenerationMemo } from './inputs.js';
import type { BannerOrFooter } from '../banners-footers/schemas.js';
import type { BannersFootersService } from '../banners-footers/service.js';
import type { MailboxViews } from './mailbox-view.js';
import type { Signature, SignatureType } from './schemas.js';
import type { ProfileValues } from '../profiles/schemas.js';

const JSON_TYPE = { 'content-type': 'application/json; charset=utf-8' };
const CACHE_TTL_MS = 10 * 60_000;

interface Rendered {
  signature: Signature;
  mailbox: ResolvedMailbox;
  /** When the answer may change by itself (a banner starting or ending), if sooner than the cache would notice. */
  validUntil: number | null;
}

/** The compose path: gates, resolution, rendering, links, images; answers cached per mailbox, sender, type and generation. */
interface RenderOptions {
  mintCard: boolean;
  /** The mailbox's own values to render instead of the saved ones (a preview before saving: no link is tracked). */
  values?: ProfileValues;
  /** The recipients' domains, when known: they choose the template's language variant (see `pickVariant`). */
  recipientDomains?: readonly string[];
}

/**
 * The http(s) link targets written literally in template or block HTML, before placeholders are filled: the only
 * targets tracked. A target holding a placeholder is not one (whatever fills it is not the organisation's own text).
 */
function literalTargets(source: string): ReadonlySet<string> {
  let targets = literalTargetsOf.get(source);
  if (!targets) {
    targets = new Set(linkTargets(source).filter((href) => /^https?:\/\//i.test(href) && !href.includes('{{')));
    literalTargetsOf.set(source, targets);
  }
  return targets;
}
/** Per template or block body (a handful per organisation, the same on every render): parsed once, not per mailbox. */
const literalTargetsOf = new BoundedMap<string, ReadonlySet<string>>(1000);

export class SignatureService {
  private readonly cache: TtlCache<ApiResponse>;
  /** The organisation-level reads of the compose path, once a generation (see `GenerationMemo`). */
  private readonly inputs: GenerationMemo;
  private readonly gate: GateDeps;

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
      exclusions: ExclusionService;
      rendering: RenderingService;
      assets: AssetService;
      links: LinkService;
      views: Pick<MailboxViews, 'begin'>;
      generations: Generations;
      clock: Clock;
      cacheEnabled: boolean;
    },
  ) {
    this.cache = new TtlCache(20_000, CACHE_TTL_MS, () => deps.clock.now().getTime());
    const inputs = new GenerationMemo(deps.generations);
    this.inputs = inputs;
    this.gate = {
      tenants: deps.tenants,
      resolver: deps.resolver,
      templates: { delivery: { paused: (t) => inputs.get(t, 'paused', () => deps.templates.delivery.paused(t)) } },
      exclusions: {
        isExcluded: async (t, address) => {
          const mode = inputs.get(t, 'exclusionMode', () => deps.exclusions.mode(t));
          const test = await inputs.get(t, 'exclusionList', () => deps.exclusions.smallListTest(t, mode));
          return test ? test(address) : deps.exclusions.isExcluded(t, address, mode);
        },
      },
    };
  }

  /**
   * The add-in's answer for `email` (default: the caller) sent by the person in the token, tagged with a strong
   * `ETag` of its body. Refusals are answers too (and cached alike, untagged): 402, one indistinguishable 403, 404.
   */
  async forAddin(
    tenantId: string,
    caller: Person,
    email: string | undefined,
    type: SignatureType,
    recipientDomains?: readonly string[],
  ): Promise<ApiResponse> {
    const address = (email ?? caller.email).toLowerCase();
    // What chooses the language variant is in the key: the recipients' domains (the sender's language is the caller's).
    const domains = recipientDomains?.length ? [...new Set(recipientDomains.map((d) => d.toLowerCase()))].sort().join(',') : '';
    const key = `${tenantId}|${address}|${caller.email.toLowerCase()}|${type}|${await this.deps.generations.current(tenantId)}|${domains}`;
    const hit = this.deps.cacheEnabled ? this.cache.get(key) : undefined;
    if (hit) return hit;
    let answer: ApiResponse;
    let validUntil: number | null = null;
    try {
      const rendered = await this.gated(tenantId, caller, address, type, recipientDomains);
      const body = JSON.stringify(rendered.signature);
      answer = { status: 200, headers: { ...JSON_TYPE, etag: strongEtag(body), 'cache-control': 'private, no-cache' }, body };
      validUntil = rendered.validUntil;
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
      answer = refusalAnswer(err);
    }
    if (this.deps.cacheEnabled) {
      const now = this.deps.clock.now().getTime();
      this.cache.set(key, answer, validUntil ? Math.min(CACHE_TTL_MS, validUntil - now) : CACHE_TTL_MS);
    }
    return answer;
  }

  /** The gates of the compose path, in the spec's terms, then the rendering. */
  async gated(
    tenantId: string,
    caller: Person,
    address: string,
    type: SignatureType,
    recipientDomains?: readonly string[],
  ): Promise<Rendered> {
    const mailbox = await this.mailbox(tenantId, address, { voice: addinVoice, delivery: true });
    const sender = caller.email.toLowerCase() === address ? mailbox : await this.deps.resolver.resolve(tenantId, caller.email);
    const { signature, validUntil } = await this.renderComposed(tenantId, mailbox, sender, type, { mintCard: true, recipientDomains });
    return { mailbox, signature, validUntil };
  }

  /** The one mailbox gate (see `openMailbox`), for every path that acts for one mailbox. */
  mailbox(tenantId: string, address: string, opts: GateOptions): Promise<ResolvedMailbox> {
    return openMailbox(this.gate, tenantId, address, opts);
  }

  /** The organisation part of the gate, in the add-in's words: 402 for billing, one 403 for the rest. */
  deliverable(tenantId: string): Promise<void> {
    return openOrganisation(this.gate, tenantId, addinVoice);
  }

  /** A mailbox's signature as delivered: rendered, then with the banners and footers meant for it. */
  async renderComposed(
    tenantId: string,
    mailbox: ResolvedMailbox,
    sender: ResolvedMailbox | null,
    type: SignatureType,
    opts: RenderOptions,
  ): Promise<{ signature: Signature; validUntil: number | null }> {
    const [{ tracking, ...signature }, active] = await Promise.all([
      this.render(tenantId, mailbox, sender, type, opts),
      this.inputs.get(tenantId, 'blocks', () => this.deps.bannersFooters.active(tenantId)),
    ]);
    if (!signature.templateId) return { signature, validUntil: null };
    const blocks = tracking && !opts.values ? await this.trackBlockLinks(tenantId, signature.templateId, active, mailbox) : active;
    const composed = this.deps.bannersFooters.compose(blocks, mailbox, signature.html);
    const known = new Set(signature.images.map((i) => i.cid));
    const added = referencedImages(composed.html).filter((n) => !known.has(n));
    const extra = added.length ? await this.images(tenantId, added) : new Map<string, never>();
    return {
      signature: {
        ...signature,
        html: composed.html,
        images: [
          ...signature.images,
          ...[...extra].map(([name, img]) => ({ cid: name, name, contentType: img.contentType, base64: img.bytes.toString('base64') })),
        ],
      },
      validUntil: composed.validUntil,
    };
  }

  /** The links of the banners and footers shown to this mailbox tracked as the template's own links are. */
  private async trackBlockLinks(
    tenantId: string,
    templateId: string,
    blocks: BannerOrFooter[],
    mailbox: ResolvedMailbox,
  ): Promise<BannerOrFooter[]> {
    const shown = new Set(this.deps.bannersFooters.showing(blocks, mailbox));
    return Promise.all(
      blocks.map(async (b) =>
        // Tracked before composition fills the block's placeholders: only its own literal links are.
        shown.has(b) ? { ...b, html: await this.trackLinks(tenantId, templateId, b.html, literalTargets(b.html)) } : b,
      ),
    );
  }

  /**
   * Renders the template the rules give `mailbox` for `type`, with `sender`'s values for the sender placeholders;
   * `tracking` says whether the template tracks its links (composed blocks follow it).
   */
  async render(
    tenantId: string,
    mailbox: ResolvedMailbox,
    sender: ResolvedMailbox | null,
    type: SignatureType,
    opts: RenderOptions,
  ): Promise<Signature & { tracking: boolean }> {
    const view = this.deps.views.begin(tenantId, {
      mailbox,
      sender,
      values: opts.values,
      fields: () => this.inputs.get(tenantId, 'fields', () => this.deps.profiles.enabledFields(tenantId)),
    });
    const decided = decideWith(await this.inputs.get(tenantId, 'rules', () => this.deps.rules.inputs(tenantId)), mailbox);
    const decision = decided.roles[type];
    const id = decision.templateId;
    const [live, plan] = id
      ? await Promise.all([
          this.inputs.get(tenantId, `body:${id}`, () => this.deps.templates.delivery.body(tenantId, id)),
          this.inputs.get(tenantId, `rollout:${id}`, () => this.deps.rollouts.candidatePlan(tenantId, id)),
        ])
      : [null, null];
    const candidate = id ? candidateOf(plan, id, mailbox.primary) : null;
    if (!live || !decision.templateId)
      return { html: '', images: [], templateId: null, version: null, type, tracking: false, language: null };
    // A mailbox inside a running rollout gets the candidate; its reports carry the candidate's version.
    const body = candidate ? { ...live, ...candidate } : live;
    const preferred = (sender ?? mailbox).user.preferredLanguage || mailbox.user.preferredLanguage;
    const chosen = pickVariant(body, opts.recipientDomains, preferred);
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
