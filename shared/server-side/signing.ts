import { compile } from 'html-to-text';
import addressparser from 'nodemailer/lib/addressparser';
import { ApiError } from '../http/errors.js';
import type { Clock } from '../clock.js';
import type { MailboxResolver, ResolvedMailbox } from '../directory/resolver.js';
import type { Logger } from '../log.js';
import type { SettingsService } from '../settings/service.js';
import type { Settings } from '../settings/schemas.js';
import { portalVoice } from '../signature/gate.js';
import type { Signature } from '../signature/schemas.js';
import type { SignatureService } from '../signature/service.js';
import { RecentReads } from '../storage/recent.js';
import { insideOnly, MAX_RECIPIENT_DOMAINS, normaliseDomain } from '../rules/recipients.js';
import type { TenantService } from '../tenants/service.js';
import type { Admission, AdmissionFacts, OutgoingMessage, ServerSideSignature, SigningDecision } from './contract.js';
import { admitMessage } from './admission.js';
import { clientOfHeaders } from './client-family.js';
import type { CheckService } from './checks.js';
import type { MarkedRecipients, MarkTokens } from '../signature/mark-token.js';
import { markedRecipients, markToken } from './mark.js';
import { senderTag, withOwnMark, type OwnMarkKind } from '../threads/own-mark.js';
import { threadSettingFor, type ThreadSignature } from '../threads/setting.js';
import { decideWith } from '../rules/service.js';
import { errorDetail, said, type Detailed } from '../trail/relay-detail.js';

/** An address header read at most this far (a From holds one address; a hostile one holds thousands). */
const MAX_ADDRESS_HEADER = 2_000;
const MAX_ADDRESS = 254;
/** The signature's HTML turned into text at most this long, and the text at most this long. */
const MAX_HTML_FOR_TEXT = 200_000;
const MAX_TEXT = 16_000;
/** How long the relay trusts an organisation's settings (a mode changed in the portal is followed within it). */
const SETTINGS_TRUST_MS = 15_000;
const SETTINGS_REFRESH_MS = 10_000;

/** The signature's text part: links as `text [url]`, images left out, bounded. */
const toText = compile({
  wordwrap: 76,
  selectors: [
    { selector: 'a', options: { linkBrackets: ['[', ']'], hideLinkHrefIfSameAsText: true } },
    { selector: 'img', format: 'skip' },
  ],
  limits: { maxDepth: 40, maxChildNodes: 2_000 },
});

export const signatureText = (html: string) => toText(html.slice(0, MAX_HTML_FOR_TEXT)).trim().slice(0, MAX_TEXT);

/** The first address of an address header (From, Sender), lower-cased, or null. Bounded input. */
export function firstAddress(header: string | null): string | null {
  if (!header) return null;
  const found = addressparser(header.slice(0, MAX_ADDRESS_HEADER), { flatten: true })[0]?.address?.trim().toLowerCase();
  return found && found.length <= MAX_ADDRESS && found.indexOf('@') > 0 ? found : null;
}

export const domainOf = (address: string) => address.slice(address.lastIndexOf('@') + 1);

/** The envelope's recipients as the decision takes them (DESIGN §14): their distinct domains, normalised, at most 100. */
function recipientDomains(recipients: readonly string[]): string[] {
  const domains = new Set<string>();
  for (const address of recipients) {
    const domain = normaliseDomain(domainOf(address.trim()));
    if (domain) domains.add(domain);
    if (domains.size === MAX_RECIPIENT_DOMAINS) break;
  }
  return [...domains];
}

/**
 * A rendered signature as the relay inserts it: its HTML (a whole signature with the service's mark in front, for
 * `address`), that HTML as text, its images as bytes.
 */
const relayed = (signature: Signature, markFor?: string, kind: OwnMarkKind = 'f'): ServerSideSignature => ({
  html: markFor ? withOwnMark(signature.html, markFor, kind) : signature.html,
  text: signatureText(signature.html),
  images: signature.images.map((i) => ({ cid: i.cid, contentType: i.contentType, content: Buffer.from(i.base64, 'base64') })),
});

/** The mailbox gate's refusals (in the staff pages' words, which say why) as the relay's reasons. */
const GATE_REASONS: Readonly<Record<string, string>> = {
  subscription_inactive: 'subscription',
  delivery_paused: 'paused',
  not_a_mailbox: 'not_a_mailbox',
  mailbox_excluded: 'excluded',
};

const pass = (tenantId: string | null, reason: string, detailed?: Detailed): SigningDecision => ({
  action: 'pass',
  tenantId,
  reason,
  ...(detailed ? { detail: detailed.detail, said: detailed.said } : {}),
});

export interface SigningDeps {
  tenants: Pick<TenantService, 'domains'>;
  settings: Pick<SettingsService, 'get'>;
  signature: Pick<SignatureService, 'mailbox' | 'renderComposed' | 'recipientFacts' | 'org'>;
  resolver: Pick<MailboxResolver, 'resolve'>;
  checks: Pick<CheckService, 'wanted'>;
  /** Checks the token in the add-in's mark. */
  marks: Pick<MarkTokens, 'check'>;
  clock: Clock;
  log: Logger;
}

/** The relay's decisions (DESIGN §13): whose message it is, whether it is signed and with what. */
export class ServerSideDecisions {
  private readonly settingsRead: RecentReads<Settings>;

  constructor(private readonly deps: SigningDeps) {
    this.settingsRead = new RecentReads({ trustMs: SETTINGS_TRUST_MS, refreshAfterMs: SETTINGS_REFRESH_MS, clock: deps.clock });
  }

  /** Forgets an organisation's settings (changed on this instance: followed at once). */
  forgetSettings(tenantId: string): void {
    this.settingsRead.forget(tenantId);
  }

  /** The organisation's settings as the relay follows them (read at most every few seconds per organisation). */
  settingsOf(tenantId: string): Promise<Settings> {
    return this.settingsRead.get(tenantId, () => this.deps.settings.get(tenantId));
  }

  /** The organisation whose verified domain an address is in, or null. */
  organisationOf(address: string | null): Promise<string | null> {
    return address ? this.deps.tenants.domains.organisationOf(domainOf(address)) : Promise.resolve(null);
  }

  /**
   * Whether the relay takes this envelope sender at `MAIL FROM`: its domain is a verified domain of one organisation
   * (and of the organisation the connection was bound to, if it was). The organisation's mode is not asked: one that
   * is off, lapsed or paused still gets its mail passed on unchanged (`decide`), never bounced for the service's sake.
   * The null sender (automatic replies, receipts) is taken; its From is proven at DATA like every message's.
   */
  async takesSender(envelopeSender: string, boundOrganisation: string | null): Promise<boolean> {
    if (envelopeSender === '') return true;
    const tenantId = await this.organisationOf(firstAddress(envelopeSender));
    return tenantId !== null && (boundOrganisation === null || boundOrganisation.toLowerCase() === tenantId.toLowerCase());
  }

  /** Whose a message is, proven from Exchange Online's stamp and the verified domains (`admitMessage`). */
  admit(facts: AdmissionFacts): Promise<Admission> {
    return admitMessage(facts, (domain) => this.deps.tenants.domains.organisationOf(domain));
  }

  async decide(message: OutgoingMessage): Promise<SigningDecision> {
    let tenantId: string | null = null;
    try {
      // The relay admitted the message first (`admit`): the envelope sender and the From are of the organisation
      // Exchange Online names. The null sender's message (an automatic reply, a receipt) is the From's organisation's.
      const envelope = firstAddress(message.envelope.sender);
      tenantId = await this.organisationOf(envelope ?? firstAddress(message.headers.from));
      if (!tenantId) return pass(null, 'not_served', said('notInServedDomain'));
      const capture = await this.deps.checks.wanted(tenantId, message.headers.subject);
      const from = firstAddress(message.headers.from);
      if (!envelope) return { ...pass(tenantId, 'automatic', said('nullSender')), capture };
      if (!from) return { ...pass(tenantId, 'malformed', said('noFromAddress')), capture };
      if ((await this.organisationOf(from)) !== tenantId) return { ...pass(tenantId, 'from_other_organisation'), capture };
      const settings = await this.settingsOf(tenantId);
      if (settings.serverSide === 'off') return { ...pass(tenantId, 'server_side_off'), capture };
      let mailbox: ResolvedMailbox;
      try {
        mailbox = await this.deps.signature.mailbox(tenantId, from, { voice: portalVoice, delivery: true });
      } catch (err) {
        // A dependency that is out (the directory, storage) is the service failing, not the mailbox: the relay defers.
        if (!(err instanceof ApiError) || err.status >= 500) throw err;
        // A reason of the gate's is worded by its label; the refusal's own words speak to the person, not of them.
        const reason = GATE_REASONS[err.code];
        return { ...(reason ? pass(tenantId, reason) : pass(tenantId, 'not_served', errorDetail(err))), capture };
      }
      const type = message.headers.inReplyTo?.trim() || message.headers.references?.trim() ? 'reply' : 'new';
      const sender = await this.senderOf(tenantId, message, from, envelope, mailbox);
      const recipients = recipientDomains(message.envelope.recipients);
      const marked = settings.serverSide === 'unsigned' ? this.verifiedMark(tenantId, mailbox, message.headers.addInMark) : null;
      if (marked) {
        const since = await this.signedFor(tenantId, marked.recipients, recipients);
        if (!since) return { ...pass(tenantId, 'add_in_signed'), capture };
        const { signature } = await this.deps.signature.renderComposed(tenantId, mailbox, sender, type, {
          mintCard: true,
          recipients,
          since,
        });
        if (!signature.html) return { ...pass(tenantId, 'add_in_signed'), capture };
        // Only the blocks the add-in's signature lacks: no template, no version (the add-in reported its own).
        const context = {
          mailbox: mailbox.primary,
          sender: sender.primary,
          added: 'footer_added',
          type,
          client: clientOfHeaders(message.headers),
        };
        return {
          action: 'sign',
          tenantId,
          signature: relayed(signature),
          skipMeetings: !settings.serverSideMeetings,
          capture,
          context,
        };
      }
      // Once per thread: a reply gets the full signature, unless its quoted thread holds it (then `inThread`'s).
      const thread = type === 'reply' ? await this.threadSetting(tenantId, mailbox, recipients, settings.threadSignature) : null;
      const threaded = thread?.signature === 'oncePerThread';
      const full = threaded ? 'new' : type;
      const { signature } = await this.deps.signature.renderComposed(tenantId, mailbox, sender, full, { mintCard: true, recipients });
      const inThread = threaded ? await this.inThread(tenantId, mailbox, sender, recipients) : null;
      if (!signature.templateId) return { ...pass(tenantId, 'no_template', said('noTemplate', { type })), capture };
      return {
        action: 'sign',
        tenantId,
        signature: relayed(signature, mailbox.primary),
        skipMeetings: !settings.serverSideMeetings,
        tidying: { unlessSigned: true, removeMobileFooters: settings.removeMobileFooters },
        ...(inThread ? { inThread: inThread.choice } : {}),
        capture,
        context: {
          mailbox: mailbox.primary,
          sender: sender.primary,
          templateId: signature.templateId,
          version: signature.version,
          type,
          client: clientOfHeaders(message.headers),
          ...(inThread ? { threadTemplateId: inThread.templateId, threadVersion: inThread.version } : {}),
          ...(thread?.decidedBy.kind === 'rule' ? { threadRule: thread.decidedBy.name } : {}),
        },
      };
    } catch (err) {
      this.deps.log.error('server-side: the decision failed; the message passes unchanged', { tenantId, error: (err as Error).message });
      return pass(
        tenantId,
        'service_error',
        (err as Error).message ? errorDetail((err as Error).message.slice(0, 500)) : said('serviceFailed'),
      );
    }
  }

  /** How the mailbox's replies are signed in a thread: the rule that chose its reply template may say, else the organisation. */
  private async threadSetting(tenantId: string, mailbox: ResolvedMailbox, recipients: string[], organisation: ThreadSignature) {
    const [inputs, facts] = await Promise.all([
      this.deps.signature.org.decisionInputs(tenantId),
      this.deps.signature.recipientFacts(tenantId, recipients),
    ]);
    return threadSettingFor(decideWith(inputs, mailbox, facts).roles.reply, inputs.rules, organisation);
  }

  /**
   * What a reply further down a thread gets (once per thread): the reply template without banners (the thread showed
   * them once), the compliance footers kept, marked as the shorter signature; no reply template: none.
   */
  private async inThread(tenantId: string, mailbox: ResolvedMailbox, sender: ResolvedMailbox, recipients: string[]) {
    const opts = { mintCard: true, recipients, withoutBanners: true };
    const { signature } = await this.deps.signature.renderComposed(tenantId, mailbox, sender, 'reply', opts);
    return {
      choice: { sender: senderTag(mailbox.primary), signature: signature.templateId ? relayed(signature, mailbox.primary, 'r') : null },
      templateId: signature.templateId,
      version: signature.version,
    };
  }

  /**
   * The add-in's mark when the signature route issued it for this organisation, this mailbox and the recipients it
   * names (its token checked), else null: a mark anyone could write counts as none, and the message is signed whole.
   */
  private verifiedMark(tenantId: string, mailbox: ResolvedMailbox, mark: string | null): { recipients: MarkedRecipients } | null {
    if (mark === null) return null;
    const recipients = markedRecipients(mark);
    const check = this.deps.marks.check(markToken(mark), { tenantId, mailbox: mailbox.primary, recipients }, this.deps.clock.now());
    if (check === 'verified') return { recipients };
    this.deps.log.info('server-side: the add-in mark did not verify; the message is signed whole', { tenantId, check });
    return null;
  }

  /**
   * For a message the add-in marked (`unsigned` mode, the mark verified): the recipients its signature was made for,
   * when banners or footers meant for external recipients may be missing from it (the mark says internal or does not
   * say, and the envelope has a recipient outside); null when it lacks nothing the relay may add.
   */
  private async signedFor(tenantId: string, then: MarkedRecipients, recipients: readonly string[]) {
    const now = then === 'external' ? null : await this.deps.signature.recipientFacts(tenantId, recipients);
    if (!now?.anyExternal) return null;
    // Signed for inside recipients: those of the envelope that are inside are the best account of them.
    return { recipients: then === 'internal' ? insideOnly(now) : null };
  }

  /**
   * Whose values fill the sender placeholders: the `Sender` header's person (a shared mailbox sent on someone's
   * behalf), else the envelope sender when it is another mailbox of the organisation, else the mailbox itself.
   */
  private async senderOf(
    tenantId: string,
    message: OutgoingMessage,
    from: string,
    envelope: string | null,
    mailbox: ResolvedMailbox,
  ): Promise<ResolvedMailbox> {
    for (const candidate of [firstAddress(message.headers.sender), envelope]) {
      if (!candidate || candidate === from || candidate === mailbox.primary) continue;
      if ((await this.organisationOf(candidate)) !== tenantId) continue;
      const person = await this.deps.resolver.resolve(tenantId, candidate);
      if (person) return person;
    }
    return mailbox;
  }
}
