import { invalidSaid } from '../http/said-reasons.js';
import type { ActivityService } from '../activity/service.js';
import type { Actor } from '../auth/principal.js';
import type { AssetService } from '../assets/service.js';
import type { DirectorySnapshots } from '../directory/service.js';
import type { DirectoryUser } from '../directory/types.js';
import { ApiError } from '../http/errors.js';
import type { ImageWork } from '../images/decode.js';
import type { Logger } from '../log.js';
import type { ProfileService } from '../profiles/service.js';
import { placeholderGroups } from '../profiles/placeholders.js';
import { escapeHtml } from '../rendering/escape.js';
import { DIRECTORY_PLACEHOLDERS, placeholderValue } from '../rendering/placeholders.js';
import type { RenderingService } from '../rendering/service.js';
import type { TemplateService } from '../templates/service.js';
import { htmlsOf, type BodyInput } from '../templates/variants.js';
import { lintSteps } from './engine.js';
import { analyseImage, darkVariantName, isDarkVariant, makeDarkVariant, type DarkVariantStyle } from './images.js';
import { placeholderTokens } from './rules/placeholders.js';
import { CLIENTS, type Client, type DoctorContext, type Finding, type ImageFacts, type LintAnswer } from './schemas.js';
import type { DoctorStore } from './store.js';
import { inTurns } from '../rendering/turns.js';
import type { Language } from '../i18n/languages.js';
import { factsOf, remember } from './said.js';
import { faultsRefusal } from './faults.js';
import { clientOfReport, supportFor } from './support.js';

const DAY_MS = 86_400_000;
/** Apply reports of this many days say which clients the organisation uses. */
const CLIENT_WINDOW_DAYS = 30;
/** Mailboxes rendered exactly for the length: the ones whose values are longest for the placeholders the body uses. */
const LONGEST_CANDIDATES = 3;
const IMAGE_CACHE_MAX = 500;

const escapedLength = (v: string) => escapeHtml(v).length;
const isMailbox = (u: DirectoryUser) => !!u.mail && u.accountEnabled !== false;

interface LintOptions {
  tracking?: boolean;
  /** The language the findings say what they find in (English unless said). */
  language?: Language;
}

/**
 * The doctor on the server: gathers what the rules need for an organisation (its clients from the add-in's apply
 * reports, its images' sizes and pixels, its directory's empty and longest values, the longest mailbox's rendering)
 * and runs the engine. Publishing asks it first: an error refuses with 422 `signature_faults`.
 */
/** The lint, letting other requests run between its steps (a body at the size limit would hold the loop throughout). */
const lintInTurns = (html: string, ctx: DoctorContext, language?: Language): Promise<LintAnswer> => inTurns(lintSteps(html, ctx, language));

export class DoctorService {
  private readonly assets: AssetService;
  private readonly snapshots: DirectorySnapshots;
  private readonly profiles: ProfileService;
  private readonly activity: ActivityService;
  private readonly rendering: RenderingService;
  private readonly log: Logger;
  private readonly templates: TemplateService;
  private readonly images = new Map<string, Pick<ImageFacts, 'width' | 'height' | 'dark'>>();
  private readonly imageWork: ImageWork;

  constructor(
    private readonly store: DoctorStore,
    deps: {
      assets: AssetService;
      snapshots: DirectorySnapshots;
      profiles: ProfileService;
      activity: ActivityService;
      rendering: RenderingService;
      templates: TemplateService;
      log: Logger;
      images: ImageWork;
    },
  ) {
    ({
      assets: this.assets,
      snapshots: this.snapshots,
      profiles: this.profiles,
      activity: this.activity,
      rendering: this.rendering,
      templates: this.templates,
      log: this.log,
      images: this.imageWork,
    } = deps);
  }

  /** The clients the organisation's add-in reported in the last 30 days; every Outlook client when it reported none. */
  async clients(tenantId: string): Promise<Client[]> {
    const since = new Date(Date.now() - CLIENT_WINDOW_DAYS * DAY_MS);
    const seen = new Set<Client>();
    for (const m of await this.activity.mailboxes(tenantId, since)) {
      const c = m.lastClient ? clientOfReport(m.lastClient) : null;
      if (c) seen.add(c);
    }
    return seen.size ? CLIENTS.filter((c) => seen.has(c)) : [...CLIENTS];
  }

  /** Facts of the organisation's images (all of them, or the ones named), pixels read once per stored version. */
  private async imageFacts(tenantId: string, only?: Set<string>): Promise<Record<string, ImageFacts>> {
    const list = await this.assets.list(tenantId);
    const names = new Set(list.map((a) => a.name));
    const wanted = list.filter((a) => !only || only.has(a.name));
    const keyOf = (a: (typeof list)[number]) => `${tenantId}/${a.name}/${a.updatedAt}/${a.size}`;
    const missing = wanted.filter((a) => !this.images.has(keyOf(a)));
    const loaded: Map<string, { bytes: Buffer }> = missing.length
      ? await this.assets.load(
          tenantId,
          missing.map((a) => a.name),
        )
      : new Map<string, { bytes: Buffer }>();
    for (const a of missing) {
      const bytes = loaded.get(a.name)?.bytes;
      if (!bytes) continue;
      if (this.images.size >= IMAGE_CACHE_MAX) this.images.delete(this.images.keys().next().value as string);
      this.images.set(keyOf(a), await analyseImage(this.imageWork, bytes));
    }
    const out: Record<string, ImageFacts> = {};
    for (const a of wanted) {
      const facts = this.images.get(keyOf(a)) ?? { width: null, height: null, dark: null };
      const variant = darkVariantName(a.name);
      out[a.name] = {
        size: a.size,
        ...facts,
        dark: isDarkVariant(a.name) ? null : facts.dark,
        darkVariant: names.has(variant) && variant !== a.name ? variant : null,
      };
    }
    return out;
  }

  private async mailboxes(tenantId: string): Promise<DirectoryUser[]> {
    try {
      return (await this.snapshots.current(tenantId)).allUsers().filter(isMailbox);
    } catch (err) {
      this.log.warn('doctor: the directory snapshot is unavailable; placeholders are judged without it', {
        tenantId,
        error: (err as Error)?.message ?? String(err),
      });
      return [];
    }
  }

  /** What the rules need for this organisation, without the exact longest rendering (the editor measures that by lint). */
  async context(tenantId: string, opts: LintOptions & { images?: Set<string> } = {}): Promise<DoctorContext & { people: DirectoryUser[] }> {
    const [clients, images, fields, people] = await Promise.all([
      this.clients(tenantId),
      this.imageFacts(tenantId, opts.images),
      this.profiles.enabledFields(tenantId),
      this.mailboxes(tenantId),
    ]);
    const knownPlaceholders = placeholderGroups(fields).flatMap((g) =>
      g.placeholders.map((p) => p.placeholder.replace(/^\{\{|\}\}$/g, '')),
    );
    const emptyShare: Record<string, number> = {};
    const longestValue: Record<string, number> = {};
    for (const p of DIRECTORY_PLACEHOLDERS) {
      let empty = 0;
      let longest = 0;
      for (const u of people) {
        const v = placeholderValue(p, u);
        if (!v) empty++;
        else longest = Math.max(longest, escapedLength(v));
      }
      if (people.length) emptyShare[p.name] = empty / people.length;
      longestValue[p.name] = longest;
    }
    return {
      clients,
      support: supportFor(clients),
      images,
      knownPlaceholders,
      emptyShare,
      mailboxes: people.length,
      longestValue,
      longest: null,
      tracking: opts.tracking ?? false,
      people,
    };
  }

  /**
   * The rendered length for the longest mailbox: the few whose values for the body's placeholders are longest are
   * rendered exactly (with the sample person, which previews show), and the longest rendering wins.
   */
  private async longest(html: string, people: DirectoryUser[]): Promise<{ length: number; mailbox: string }> {
    const used = new Set((placeholderTokens(html) ?? []).map((t) => t.name.replace(/^sender\./, '')));
    const weight = (u: DirectoryUser) =>
      DIRECTORY_PLACEHOLDERS.filter((p) => used.has(p.name)).reduce((n, p) => n + escapedLength(placeholderValue(p, u) ?? ''), 0);
    const candidates = people
      .map((u) => ({ u, w: weight(u) }))
      .sort((a, b) => b.w - a.w)
      .slice(0, LONGEST_CANDIDATES);
    // Each rendering of a body at the size limit takes milliseconds: other requests run between them (and their slices).
    let best = { length: (await this.rendering.renderInTurns(html)).length, mailbox: 'the sample person' };
    for (const { u } of candidates) {
      const { length } = await this.rendering.renderInTurns(html, { person: u });
      if (length > best.length) best = { length, mailbox: u.mail ?? u.userPrincipalName ?? u.id };
    }
    return best;
  }

  /** Lints a body for this organisation: its clients, images and directory, and the length for its longest mailbox. */
  async lint(tenantId: string, html: string, opts: LintOptions = {}): Promise<LintAnswer> {
    const referenced = new Set([...html.matchAll(/cid:([\w.-]+)/g)].flatMap((m) => [m[1], darkVariantName(m[1])]));
    const { people, ...ctx } = await this.context(tenantId, { ...opts, images: referenced });
    let longest: DoctorContext['longest'] = null;
    try {
      longest = await this.longest(html, people);
    } catch {
      // A body that does not render (a template syntax error) is refused by the template checks with its reason.
    }
    return lintInTurns(html, { ...ctx, longest }, opts.language);
  }

  /**
   * Lints a body and each of its language variants alike; a variant's findings name it (`variant`), and their places
   * are in that variant's HTML. The length answered is the default body's.
   */
  async lintBody(tenantId: string, body: BodyInput, opts: LintOptions = {}): Promise<LintAnswer> {
    const answers = [];
    for (const { language, html } of htmlsOf({
      html: body.html,
      variants: body.variants ?? [],
      languageBy: { countries: {}, domains: {} },
    })) {
      const a = await this.lint(tenantId, html, opts);
      answers.push(language ? { ...a, findings: a.findings.map((f) => remember({ ...f, variant: language }, factsOf(f))) } : a);
    }
    return {
      findings: answers.flatMap((a) => a.findings),
      errors: answers.reduce((n, a) => n + a.errors, 0),
      warnings: answers.reduce((n, a) => n + a.warnings, 0),
      length: answers[0].length,
    };
  }

  /** Lints a body that is about to be published: an error refuses it (422 `signature_faults`) before anything changes. */
  async guard(tenantId: string, html: string, opts: LintOptions = {}): Promise<LintAnswer> {
    return this.guardAnswer(await this.lint(tenantId, html, opts));
  }

  /** `guard` for a body and every language variant of it; answers the findings. */
  async guardBody(tenantId: string, body: BodyInput, opts: LintOptions = {}): Promise<Finding[]> {
    return this.guardAnswer(await this.lintBody(tenantId, body, opts)).findings;
  }

  private guardAnswer(answer: LintAnswer): LintAnswer {
    if (answer.errors > 0) {
      throw faultsRefusal(answer.findings);
    }
    return answer;
  }

  /**
   * The doctor's word on a body about to reach a template's mailboxes (publish, publish of the working copy, schedule,
   * rollout): the sample rendering's length first (400 `too_long`, as before), then every rule for the organisation
   * with the template's tracking; an error refuses with 422 `signature_faults` before anything changes. Answers the
   * findings, to be recorded with the version. Every language variant is checked alike (those left out of `body`
   * as the live version has them).
   */
  async beforePublish(tenantId: string, templateId: string, body: BodyInput): Promise<Finding[]> {
    const prepared = this.templates.checkPublishable(body);
    const template = await this.templates.get(tenantId, templateId);
    const whole = await this.templates.liveCompleted(tenantId, templateId, prepared);
    return this.guardBody(
      tenantId,
      { ...whole, html: body.html, variants: body.variants ?? whole.variants },
      { tracking: template.tracking },
    );
  }

  /** Records the warnings found when a version was published, to be shown with it. */
  async record(tenantId: string, templateId: string, version: number, findings: Finding[]): Promise<void> {
    await this.store.record(tenantId, templateId, version, findings);
  }

  /** The findings recorded with a version, written in `language` (those recorded before their facts were kept stay in English). */
  findingsOf(tenantId: string, templateId: string, version: number, language?: Language) {
    return this.store.read(tenantId, templateId, version, language);
  }

  /** Makes a dark-mode variant of an image (`logo.png` → `logo-dark.png`) in the chosen style. */
  async makeDarkVariant(tenantId: string, actor: Actor, name: string, style: DarkVariantStyle) {
    const original = await this.assets.get(tenantId, name);
    const bytes = await makeDarkVariant(this.imageWork, Buffer.from(original.base64, 'base64'), style).catch((err: unknown) => {
      if (err instanceof ApiError && err.code !== 'invalid_request') throw err;
      throw invalidSaid({ name: 'imageDamagedUploadAgain' });
    });
    return this.assets.put(tenantId, actor, darkVariantName(name), bytes, 'image/png');
  }
}
