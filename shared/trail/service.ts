import { BoundedMap } from '../bounded-map.js';
import { DAY_MS, type Clock } from '../clock.js';
import { eachItem, type JobCounts } from '../job-items.js';
import type { Logger } from '../log.js';
import { MAX_RECIPIENT_DOMAINS, normaliseDomain } from '../rules/recipients.js';
import type { AdmissionFacts, OutgoingMessage, RelayedOutcome, SigningDecision } from '../server-side/contract.js';
import type { SettingsService } from '../settings/service.js';
import { firstAddress } from '../server-side/signing.js';
import { AddinExplainer, type AddinAnswer, type AddinReads } from './addin.js';
import type { RelayFacts } from './explain.js';
import { explanationIn, storedFacts } from './facts.js';
import type { SaidDetail } from './relay-detail.js';
import { dayKey } from './keys.js';
import type { Language } from '../i18n/languages.js';
import type { ShownSource } from '../imports/layers.js';
import { type StoredTrailEntry, type TrailEntry, type TrailQuery } from './schemas.js';
import type { TrailStore } from './store.js';
import type { TrailWriter } from './writer.js';

/** What the compose route answered: the signature's fields, a refusal (its code and message), or a failure. */
export type AddinOutcome =
  | { kind: 'answer'; answer: AddinAnswer }
  | { kind: 'refusal'; code: string; message: string }
  | { kind: 'failure'; message: string; code?: string };

/** One compose of the add-in, as the route saw it. */
export interface AddinCompose {
  mailbox: string;
  caller: string;
  type: 'new' | 'reply';
  recipients?: readonly string[];
  /** Read behind the answer (parsing it is work the compose path does not wait for). */
  outcome: () => AddinOutcome;
  /** What identifies the answer, when there is one: its ETag (the same signature), else the answer object itself. */
  answered?: unknown;
}

/**
 * The add-in asks again on every compose and every change of recipients: the same answer (the same ETag, or the very
 * object the cache handed out) for the same mailbox, sender, type and recipients within this long is the decision
 * already recorded.
 */
export const REPEAT_MS = 60_000;
/** Decisions remembered for REPEAT_MS, per instance. */
const REPEATS_KEPT = 10_000;

/** After the answer in hand has been handed to the socket: the next turn of the event loop. */
const behindTheAnswer = () => new Promise<void>((resolve) => setImmediate(resolve));

const MAX_RETENTION_DAYS = 90;
const MAX_LOOKUP_DAYS = MAX_RETENTION_DAYS + 1;

const text = (v: unknown) => (typeof v === 'string' && v ? v : undefined);

/** The envelope's recipients as their distinct domains (never addresses), at most 100. */
function domainsOf(recipients: readonly string[]): string[] {
  const out = new Set<string>();
  for (const r of recipients) {
    const d = normaliseDomain(r.slice(r.lastIndexOf('@') + 1).replace(/>$/, ''));
    if (d) out.add(d);
    if (out.size === MAX_RECIPIENT_DOMAINS) break;
  }
  return [...out];
}

/**
 * The message trail (DESIGN §15): every decision of the add-in's compose route and of the relay, explained in
 * sentences and kept for the retention the organisation sets. Recording never waits for storage (see TrailWriter).
 */
export class TrailService {
  private readonly explainer: AddinExplainer;
  private readonly recorded = new BoundedMap<string, { answered: unknown; at: number }>(REPEATS_KEPT);

  constructor(
    private readonly deps: AddinReads & {
      store: TrailStore;
      writer: TrailWriter;
      settings: Pick<SettingsService, 'get'>;
      clock: Clock;
      log: Logger;
    },
  ) {
    this.explainer = new AddinExplainer(deps);
  }

  /** Records a compose of the add-in route; returns at once, the explanation composed and written behind the answer. */
  addin(tenantId: string, c: AddinCompose): void {
    const now = this.deps.clock.now();
    if (c.answered && this.repeats(tenantId, c, c.answered, now.getTime())) return;
    const at = now.toISOString();
    this.deps.writer.track(
      behindTheAnswer()
        .then(() => this.addinEntry(tenantId, at, c))
        .then(
          (entry) => this.deps.writer.add(tenantId, entry),
          (err: unknown) => this.deps.log.warn('trail: a compose could not be explained', { tenantId, error: (err as Error).message }),
        ),
    );
  }

  /** Whether this compose got the answer already recorded for the same compose within REPEAT_MS (else it is recorded now). */
  private repeats(tenantId: string, c: AddinCompose, answered: unknown, now: number): boolean {
    const key = `${tenantId}|${c.mailbox}|${c.caller}|${c.type}|${(c.recipients ?? []).join(',')}`;
    const last = this.recorded.get(key);
    if (last && last.answered === answered && now - last.at < REPEAT_MS && now >= last.at) return true;
    this.recorded.set(key, { answered, at: now });
    return false;
  }

  private async addinEntry(tenantId: string, at: string, c: AddinCompose): Promise<StoredTrailEntry> {
    const domains = [...new Set(c.recipients ?? [])];
    const base = { at, mailbox: c.mailbox, source: 'addin' as const, type: c.type, ...(domains.length ? { domains } : {}) };
    const outcome = c.outcome();
    if (outcome.kind === 'refusal')
      return {
        ...base,
        outcome: 'refused',
        reason: outcome.code,
        ...storedFacts({ kind: 'refusal', code: outcome.code, message: outcome.message }),
      };
    if (outcome.kind === 'failure') {
      const { message, code } = outcome;
      return { ...base, outcome: 'failed', ...storedFacts({ kind: 'failure', message, ...(code ? { code } : {}) }) };
    }
    const { answer } = outcome;
    const { ruleId, ...facts } = await this.explainer.facts(tenantId, {
      mailbox: c.mailbox,
      caller: c.caller,
      type: c.type,
      domains,
      answer,
    });
    return {
      ...base,
      ...(answer.templateId ? { templateId: answer.templateId, version: answer.version ?? undefined } : {}),
      ...(ruleId ? { ruleId } : {}),
      ...(answer.language ? { language: answer.language } : {}),
      outcome: answer.templateId ? 'signed' : 'passed',
      ...(answer.stale ? { reason: 'stale' } : answer.templateId ? {} : { reason: 'no_template' }),
      ...storedFacts({ kind: 'addin', facts }),
    };
  }

  /** Records what the relay did with one message (its decision and the next hop's answer). */
  relay(tenantId: string, message: OutgoingMessage, decision: SigningDecision, outcome: RelayedOutcome): void {
    const at = this.deps.clock.now().toISOString();
    this.deps.writer.track(
      behindTheAnswer()
        .then(() => this.relayEntry(tenantId, at, message, decision, outcome))
        .then(
          (entry) => this.deps.writer.add(tenantId, entry),
          (err: unknown) =>
            this.deps.log.warn('trail: a relayed message could not be explained', { tenantId, error: (err as Error).message }),
        ),
    );
  }

  private async relayEntry(
    tenantId: string,
    at: string,
    message: OutgoingMessage,
    decision: SigningDecision,
    outcome: RelayedOutcome,
  ): Promise<StoredTrailEntry> {
    const sign = decision.action === 'sign' ? decision.context : null;
    const mailbox = text(sign?.mailbox) ?? firstAddress(message.headers.from) ?? firstAddress(message.envelope.sender) ?? 'unknown';
    const domains = domainsOf(message.envelope.recipients);
    // Once per thread, the reply signature's template is the one that went out.
    const templateId = text(outcome.inThread ? sign?.threadTemplateId : sign?.templateId);
    const signedVersion = outcome.inThread ? sign?.threadVersion : sign?.version;
    const version = typeof signedVersion === 'number' ? signedVersion : undefined;
    const footer = sign?.added === 'footer_added';
    const kind: RelayFacts['outcome'] =
      outcome.status === 'refused' ? 'next_hop_refused' : outcome.status === 'signed' ? (footer ? 'footer' : 'signed') : 'passed';
    const reason =
      kind === 'next_hop_refused'
        ? 'next_hop_refused'
        : kind === 'footer'
          ? 'footer_added'
          : kind === 'passed'
            ? passReason(decision, outcome)
            : null;
    const [name, outside, values] = await Promise.all([
      templateId ? this.explainer.templateName(tenantId, templateId) : null,
      footer ? this.explainer.outside(tenantId, domains) : [],
      kind === 'signed' && templateId ? this.signedValues(tenantId, mailbox, templateId) : null,
    ]);
    const facts: RelayFacts = {
      outcome: kind,
      template: name ? { name, version: version ?? null } : null,
      reason,
      ...passDetail(kind, decision, outcome),
      placement: outcome.placement,
      nextHop: outcome.nextHop,
      outside,
      ...(outcome.footerRemoved ? { footerRemoved: true } : {}),
      ...(outcome.inThread ? { inThread: true } : {}),
      ...(outcome.inThread && text(sign?.threadRule) ? { threadRule: text(sign?.threadRule)! } : {}),
      values,
    };
    return {
      at,
      mailbox: mailbox.slice(0, 254),
      source: 'server',
      ...(message.headers.messageId ? { messageId: message.headers.messageId.trim().slice(0, 998) } : {}),
      ...(templateId ? { templateId, ...(version !== undefined ? { version } : {}) } : {}),
      outcome: kind === 'next_hop_refused' ? 'failed' : kind === 'passed' ? 'passed' : 'signed',
      ...(reason ? { reason } : {}),
      type: message.headers.inReplyTo?.trim() || message.headers.references?.trim() ? 'reply' : 'new',
      ...(domains.length ? { domains } : {}),
      ...storedFacts({ kind: 'relay', facts }),
    };
  }

  /** Where the values the relay's signature used came from: the template's body read as the compose path reads it. */
  private async signedValues(tenantId: string, address: string, templateId: string): Promise<ShownSource[] | null> {
    const [mailbox, body] = await Promise.all([
      this.deps.resolver.resolve(tenantId, address),
      this.deps.organisation.templateBody(tenantId, templateId),
    ]);
    return mailbox && body ? this.explainer.values(tenantId, mailbox, body.html) : null;
  }

  /** Records a message the relay refused: not proven to come from the organisation it claimed. */
  refusal(tenantId: string, facts: AdmissionFacts, messageId: string | null, reason: string, detail: string, said?: SaidDetail): void {
    const mailbox = (firstAddress(facts.envelopeSender) ?? firstAddress(facts.from[0] ?? null) ?? 'unknown').slice(0, 254);
    const refused: RelayFacts = {
      outcome: 'refused',
      template: null,
      reason,
      detail,
      ...(said ? { said } : {}),
      placement: null,
      nextHop: null,
      outside: [],
    };
    this.deps.writer.add(tenantId, {
      at: this.deps.clock.now().toISOString(),
      mailbox,
      source: 'server',
      ...(messageId ? { messageId } : {}),
      outcome: 'refused',
      reason,
      ...storedFacts({ kind: 'relay', facts: refused }),
    });
  }

  /** Writes every entry waiting (tests; an instance shutting down). */
  flush(): Promise<void> {
    return this.deps.writer.flush();
  }

  /** Entries newest first by mailbox and time, by Message-ID, or by time alone, explained in `language`; never beyond the tenant's own rows. */
  async search(tenantId: string, q: TrailQuery, language: Language = 'en'): Promise<TrailEntry[]> {
    return (await this.stored(tenantId, q)).map(({ facts, ...entry }) => ({
      ...entry,
      explanation: explanationIn({ facts, ...entry }, language),
    }));
  }

  private async stored(tenantId: string, q: TrailQuery): Promise<StoredTrailEntry[]> {
    const { limit } = q;
    const now = this.deps.clock.now();
    const to = q.to ?? now;
    const retention = await this.retentionDays(tenantId);
    // No lookup reaches further back than the longest retention.
    const earliest = new Date(to.getTime() - MAX_LOOKUP_DAYS * DAY_MS);
    const asked = q.from ?? new Date(to.getTime() - retention * DAY_MS);
    const from = asked < earliest ? earliest : asked;
    if (q.messageId) {
      const found = await this.deps.store.byMessageId(tenantId, q.messageId, from, to, limit);
      return found.filter((e) => !q.mailbox || e.mailbox === q.mailbox);
    }
    if (q.mailbox) return this.deps.store.byMailbox(tenantId, q.mailbox, from, to, limit);
    return this.deps.store.byTime(tenantId, from, to, limit, MAX_LOOKUP_DAYS);
  }

  private async retentionDays(tenantId: string): Promise<number> {
    return Math.min((await this.deps.settings.get(tenantId)).trailRetentionDays, MAX_RETENTION_DAYS);
  }

  /** Timer job: each organisation's days past its retention, deleted partition by partition. */
  purgeExpired(log: Logger, tenants: AsyncIterable<string> | Iterable<string>): Promise<JobCounts> {
    return eachItem(
      log,
      'trailRetention',
      tenants,
      (tenantId) => ({ tenantId }),
      async (tenantId) => {
        const keep = await this.retentionDays(tenantId);
        // The oldest day kept is `keep` days back from today; the partitions of every day before it go.
        const oldestKept = dayKey(new Date(this.deps.clock.now().getTime() - (keep - 1) * DAY_MS));
        return (await this.deps.store.dropDaysBefore(tenantId, oldestKept)) ? 'purged' : 'skipped';
      },
    );
  }
}

/** Why a message passed unchanged: the decision's reason, else the rewrite's (encrypted, a meeting, too large…). */
const passReason = (decision: SigningDecision, outcome: RelayedOutcome) =>
  decision.action === 'pass' ? decision.reason : (outcome.reason ?? 'rewrite_failed');

/** A pass's detail: the service's own when it decided to pass, else what the rewrite found. */
function passDetail(kind: RelayFacts['outcome'], decision: SigningDecision, outcome: RelayedOutcome): Pick<RelayFacts, 'detail' | 'said'> {
  const from = decision.action === 'pass' ? decision : kind === 'passed' ? outcome : null;
  return { detail: from?.detail ?? null, ...(from?.said ? { said: from.said } : {}) };
}
