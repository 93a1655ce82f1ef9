import type { ActivityService } from '../activity/service.js';
import { SERVER_VERSION } from '../activity/client-rollups.js';
import { saidJson, type StoredApplyEvent } from '../activity/error-detail.js';
import { clientLabel, reasonLabel } from '../activity/messages.js';
import { APPLY_REASONS, CLIENT_FAMILIES, type ApplyReason, type ClientFamily } from '../activity/vocabulary.js';
import { DEFAULT_LANGUAGE, type Language } from '../i18n/languages.js';
import type { Clock } from '../clock.js';
import type { Logger } from '../log.js';
import type { TenantService } from '../tenants/service.js';
import type { TrailService } from '../trail/service.js';
import type { CheckService } from './checks.js';
import { clientLine, clientOfHeaders } from './client-family.js';
import type {
  Admission,
  AdmissionFacts,
  MailSinkReader,
  OutgoingMessage,
  RelayedOutcome,
  ServerSideSigning,
  SigningDecision,
} from './contract.js';
import { viewMessage } from './message-view.js';
import { setupSteps } from './powershell.js';
import type { CheckState, ServerSidePage, SinkMessages } from './schemas.js';
import { domainOf, firstAddress, type ServerSideDecisions } from './signing.js';

const COUNT_DAYS = 30;
const SINK_MESSAGES = 20;
const DAY_MS = 86_400_000;

const isReason = (r: string | null | undefined): r is ApplyReason => !!r && (APPLY_REASONS as readonly string[]).includes(r);

/** A relay's reason as an apply reason: its own words where they are one, else the rewrite failed (the detail says how). */
const reasonOf = (r: string | null | undefined): ApplyReason => (isReason(r) ? r : 'rewrite_failed');

const contextText = (d: SigningDecision, key: string) => {
  const v = d.action === 'sign' ? d.context[key] : undefined;
  return typeof v === 'string' ? v : null;
};

/**
 * The service side of server-side signatures: the relay's `ServerSideSigning` (served, decide, record) and the
 * portal page's data (the setup, the counts, the check, the local sink).
 */
export class ServerSideService implements ServerSideSigning {
  constructor(
    private readonly deps: {
      decisions: ServerSideDecisions;
      checks: CheckService;
      activity: Pick<ActivityService, 'record' | 'clientDays'>;
      /** Each message's decision, explained (written behind, never awaited). */
      trail: Pick<TrailService, 'relay' | 'refusal'>;
      tenants: Pick<TenantService, 'get' | 'domains'>;
      relayHost: string;
      sink: MailSinkReader | null;
      clock: Clock;
      log: Logger;
    },
  ) {}

  /** The organisation's settings as the relay's decisions hold them (the add-in's thread choice reads them too). */
  settingsOf(tenantId: string) {
    return this.deps.decisions.settingsOf(tenantId);
  }

  takesSender(envelopeSender: string, boundOrganisation: string | null): Promise<boolean> {
    return this.deps.decisions.takesSender(envelopeSender, boundOrganisation);
  }

  /** Whose a message is; a refusal is counted and logged under the organisation the sender claims, if one does. */
  async admit(facts: AdmissionFacts): Promise<Admission> {
    const admission = await this.deps.decisions.admit(facts);
    if (!admission.admitted) {
      this.deps.log.warn('server-side: a message was refused: it is not proven to come from the organisation it names', {
        reason: admission.reason,
        claimed: admission.claimed,
      });
      if (admission.claimed && admission.reason !== 'unverifiable') {
        this.deps.trail.refusal(admission.claimed, facts, null, admission.reason, admission.detail, admission.said);
        void this.recordRefusal(admission.claimed, facts, admission);
      }
    }
    return admission;
  }

  /** A refused message as a failed server apply of the organisation it claimed to come from (its counts say so). */
  private async recordRefusal(tenantId: string, facts: AdmissionFacts, refusal: Extract<Admission, { admitted: false }>) {
    const at = this.deps.clock.now().toISOString();
    const event: StoredApplyEvent = {
      mailbox: (firstAddress(facts.envelopeSender) ?? firstAddress(facts.from[0] ?? null) ?? 'unknown').slice(0, 254),
      reportedBy: 'relay',
      type: 'new',
      outcome: 'failed',
      templateId: null,
      version: null,
      error: `${refusal.reason}: ${refusal.detail}`.slice(0, 1000),
      ...saidJson(refusal.said, refusal.reason),
      client: null,
      clientFamily: null,
      clientVersion: null,
      event: null,
      reason: 'sender_unverified',
      durationMs: null,
      at,
      source: 'server',
    };
    try {
      await this.deps.activity.record(tenantId, event);
    } catch (err) {
      this.deps.log.error('server-side: a refusal could not be counted', { tenantId, error: (err as Error).message });
    }
  }

  decide(message: OutgoingMessage): Promise<SigningDecision> {
    return this.deps.decisions.decide(message);
  }

  /** The outcome as an apply report with source `server` (rollups included), and a waiting check's message. */
  async record(message: OutgoingMessage, decision: SigningDecision, outcome: RelayedOutcome): Promise<void> {
    const tenantId = decision.tenantId;
    if (!tenantId) {
      this.deps.log.info('server-side: a message of no organisation served passed', {
        reason: decision.action === 'pass' ? decision.reason : null,
      });
      return;
    }
    this.deps.trail.relay(tenantId, message, decision, outcome);
    try {
      const event = this.eventOf(message, decision, outcome);
      await this.deps.activity.record(tenantId, event);
      await this.deps.checks.receive(tenantId, message.headers.subject, event.mailbox, outcome);
    } catch (err) {
      this.deps.log.error('server-side: the outcome could not be recorded', { tenantId, error: (err as Error).message });
    }
  }

  private eventOf(message: OutgoingMessage, decision: SigningDecision, outcome: RelayedOutcome): StoredApplyEvent {
    const family = clientOfHeaders(message.headers);
    const mailbox =
      contextText(decision, 'mailbox') ?? firstAddress(message.headers.from) ?? firstAddress(message.envelope.sender) ?? 'unknown';
    const decided = decision.action === 'pass' ? decision : null;
    const outcomeOf = outcome.status === 'signed' ? 'applied' : outcome.status === 'refused' ? 'failed' : 'skipped';
    const added = contextText(decision, 'added') === 'footer_added' ? 'footer_added' : null;
    const reason =
      outcomeOf === 'applied' ? added : outcomeOf === 'failed' ? 'next_hop_refused' : reasonOf(decided?.reason ?? outcome.reason);
    const error =
      outcomeOf === 'failed' ? outcome.nextHop : (decided?.detail ?? (outcome.reason && !isReason(outcome.reason) ? outcome.reason : null));
    const version = decision.action === 'sign' ? decision.context.version : null;
    const type = contextText(decision, 'type');
    return {
      mailbox: mailbox.slice(0, 254),
      reportedBy: 'relay',
      type: type === 'reply' || (!type && (message.headers.inReplyTo || message.headers.references)) ? 'reply' : 'new',
      outcome: outcomeOf,
      templateId: contextText(decision, 'templateId'),
      version: typeof version === 'number' ? version : null,
      error: error ? error.slice(0, 1000) : null,
      // The decision's own detail by key, so monitoring writes it in its reader's language.
      ...(outcomeOf !== 'failed' && decided?.detail ? saidJson(decided.said) : {}),
      client: clientLine(message.headers, family),
      clientFamily: family,
      clientVersion: null,
      event: null,
      reason,
      durationMs: null,
      at: this.deps.clock.now().toISOString(),
      source: 'server',
    };
  }

  /** The page: mode, the relay's host, the domains, the PowerShell for this organisation and the 30 days' counts. */
  async page(tenantId: string, language: Language = DEFAULT_LANGUAGE): Promise<ServerSidePage> {
    const [tenant, settings] = await Promise.all([this.deps.tenants.get(tenantId), this.deps.decisions.settingsOf(tenantId)]);
    const domains = tenant?.domains ?? [];
    // Organisations onboarded before the index existed are indexed when their Admin opens the page.
    if (domains.length) await this.deps.tenants.domains.claim(tenantId, domains);
    return {
      mode: settings.serverSide,
      meetings: settings.serverSideMeetings,
      relayHost: this.deps.relayHost,
      domains,
      steps: setupSteps({
        tenantId,
        host: this.deps.relayHost,
        organisation: tenant?.name ?? tenantId,
        domains,
        // Switched off, the page shows the setup of the mode most organisations start with.
        mode: settings.serverSide === 'off' ? 'unsigned' : settings.serverSide,
        meetings: settings.serverSideMeetings,
        language,
      }),
      counts: await this.counts(tenantId, language),
    };
  }

  /** The relay's outcomes over the last whole 30 UTC days and today, from the client rollups. */
  private async counts(tenantId: string, language: Language): Promise<ServerSidePage['counts']> {
    const now = this.deps.clock.now().getTime();
    const first = new Date(now - (COUNT_DAYS - 1) * DAY_MS).toISOString().slice(0, 10);
    const days = (await this.deps.activity.clientDays(tenantId, first, new Date(now).toISOString().slice(0, 10))).filter(
      (d) => d.version === SERVER_VERSION,
    );
    const reasons = new Map<ApplyReason, number>();
    const clients = new Map<ClientFamily, { signed: number; unchanged: number; failed: number }>();
    const total = { signed: 0, unchanged: 0, failed: 0 };
    for (const d of days) {
      const c = clients.get(d.family) ?? { signed: 0, unchanged: 0, failed: 0 };
      c.signed += d.counts.applied;
      c.unchanged += d.counts.skipped;
      c.failed += d.counts.failed;
      clients.set(d.family, c);
      total.signed += d.counts.applied;
      total.unchanged += d.counts.skipped;
      total.failed += d.counts.failed;
      for (const [r, n] of Object.entries(d.reasons)) if (isReason(r)) reasons.set(r, (reasons.get(r) ?? 0) + (n ?? 0));
    }
    return {
      days: COUNT_DAYS,
      ...total,
      reasons: [...reasons]
        .map(([reason, count]) => ({ reason, label: reasonLabel(reason, language), count }))
        .sort((a, b) => b.count - a.count),
      clients: CLIENT_FAMILIES.filter((f) => clients.has(f)).map((f) => ({
        client: f,
        label: clientLabel(f, language),
        ...clients.get(f)!,
      })),
    };
  }

  startCheck(tenantId: string): Promise<CheckState> {
    return this.deps.checks.start(tenantId);
  }

  check(tenantId: string, language: Language = DEFAULT_LANGUAGE): Promise<CheckState> {
    return this.deps.checks.state(tenantId, language);
  }

  /** The local mail sink's newest messages sent by this organisation's domains (none in Azure, where there is no sink). */
  async sink(tenantId: string): Promise<SinkMessages> {
    if (!this.deps.sink) return { running: false, messages: [] };
    const tenant = await this.deps.tenants.get(tenantId);
    const own = new Set((tenant?.domains ?? []).map((d) => d.toLowerCase()));
    const mine = this.deps.sink.received().filter((m) => {
      const sender = firstAddress(m.sender);
      return !!sender && own.has(domainOf(sender));
    });
    const messages = await Promise.all(
      mine.slice(0, SINK_MESSAGES).map(async (m) => ({
        at: m.at,
        sender: m.sender,
        recipients: [...m.recipients],
        size: m.raw.length,
        message: await viewMessage(m.raw),
      })),
    );
    return { running: true, messages };
  }

  /** Timer job: captured messages past their seven days. */
  purgeCaptures(log: Logger, tenants: AsyncIterable<string>) {
    return this.deps.checks.purgeExpired(log, tenants);
  }
}
