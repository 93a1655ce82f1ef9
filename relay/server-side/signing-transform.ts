import { pipeline, type Readable } from 'node:stream';
import type { OutgoingMessage, RelayedOutcome, ServerSideSigning, SigningDecision } from '../../shared/server-side/contract.js';
import { NO_ROOT_HEADERS, rewriteMessage, type Placement, type RewriteResult, type SignatureChoice } from '../mime/index.js';
import type { InThread } from '../mime/types.js';
import type { MessageTransform, RelayEnvelope, RelayReport, TransformOutcome } from '../smtp/index.js';
import { CaptureTee } from './capture.js';
import { Deferrals } from './deferrals.js';
import { stampFor } from './stamp.js';

/** The transform and the outcome listener of one relay, joined by the message id the relay gives both. */
export interface SigningParts {
  readonly transform: MessageTransform;
  readonly onOutcome: (report: RelayReport) => void;
}

export interface SigningPartsOptions {
  readonly signing: ServerSideSigning;
  /** The relay's name, first in the `X-Signature-Relay` stamp. */
  readonly name: string;
  readonly captureLimitBytes?: number;
  /** Which messages the service could not decide on are deferred, and for how long (a window of its own by default). */
  readonly deferrals?: Deferrals;
}

/** What the transform learnt about one message, kept until its outcome is recorded. */
interface Pending {
  message: OutgoingMessage | null;
  decision: SigningDecision | null;
  capture: CaptureTee | null;
  /** Settles once the rewrite is over (it may outlive the relay's budget for the transform). */
  rewritten: Promise<RewriteResult | null>;
}

/** Messages between their transform and their outcome; more than this in flight means outcomes were lost. */
const MAX_PENDING = 10_000;

/**
 * The relay's rewrite with the service's decision: the decision is asked once the message's root headers are read,
 * the signature it brings is inserted, and the outcome (with the placement and, when asked for, the bytes handed to
 * the next hop) is recorded once the next hop answered.
 */
export function signingParts(options: SigningPartsOptions): SigningParts {
  const { signing } = options;
  const deferrals = options.deferrals ?? new Deferrals();
  const pending = new Map<string, Pending>();

  const transform: MessageTransform = async (received, envelope) => {
    const entry: Pending = { message: null, decision: null, capture: null, rewritten: Promise.resolve(null) };
    if (pending.size >= MAX_PENDING) pending.delete(pending.keys().next().value!);
    pending.set(received.id, entry);
    const rewriting = rewriteMessage(received, async (headers) => {
      entry.message = { envelope: envelopeOf(envelope), headers };
      entry.decision = await signing.decide(entry.message);
      return choiceOf(entry.decision, options.name);
    });
    entry.rewritten = rewriting.catch(() => null);
    const result = await rewriting;
    const decision = entry.decision;
    // The service could not decide (storage out): the client sends it again in a while, until the window ends.
    const undecided = decision ? decision.action === 'pass' && decision.reason === 'service_error' : isDecisionFailure(result);
    if (undecided && deferrals.defer(envelope.sender, result.root?.messageId ?? null)) {
      pending.delete(received.id);
      return { stream: result.message, outcome: { status: 'deferred', reason: 'service_error' } };
    }
    let stream: Readable = result.message;
    // A check can wait for a message that passes unchanged too: what went on is captured either way.
    if (decision?.capture) {
      entry.capture = new CaptureTee(options.captureLimitBytes);
      // pipeline, so a failure of the rewritten stream reaches the stream the next hop reads.
      stream = pipeline(result.message, entry.capture, () => {});
    }
    return { stream, outcome: transformOutcomeOf(result) };
  };

  const onOutcome = (report: RelayReport) => {
    const entry = report.messageId ? pending.get(report.messageId) : undefined;
    if (!entry) return;
    pending.delete(report.messageId!);
    void entry.rewritten.then(async (result) => {
      const message = entry.message ?? { envelope: envelopeOf(reportEnvelope(report)), headers: result?.root ?? NO_ROOT_HEADERS };
      const decision: SigningDecision = entry.decision ?? { action: 'pass', tenantId: null, reason: passReasonOf(result) };
      try {
        await signing.record(message, decision, relayedOutcomeOf(report, entry.capture));
      } catch {
        // record never throws by contract; a broken one must not take the relay down either.
      }
    });
  };

  return { transform, onOutcome };
}

function envelopeOf(envelope: RelayEnvelope): OutgoingMessage['envelope'] {
  return { sender: envelope.sender, recipients: [...envelope.recipients], remoteAddress: envelope.remoteAddress };
}

/** The report's envelope, for a message whose transform never read it (only its counts are in the report). */
function reportEnvelope(report: RelayReport): RelayEnvelope {
  return { sender: report.sender ?? '', recipients: [], remoteAddress: report.remoteAddress, serverName: null };
}

function choiceOf(decision: SigningDecision, name: string): SignatureChoice {
  if (decision.action === 'pass')
    return { action: 'pass', reason: decision.reason, ...(decision.detail ? { detail: decision.detail } : {}) };
  const { html, text, images } = decision.signature;
  return {
    action: 'sign',
    signature: { html, text, images: images.map((image) => ({ ...image })) },
    stamp: stampFor(name, decision.context),
    skipMeetings: decision.skipMeetings,
    ...(decision.tidying ? { tidying: { ...decision.tidying } } : {}),
    ...(decision.inThread ? { inThread: inThreadOf(decision.inThread, decision.context, name) } : {}),
  };
}

type SignDecision = Extract<SigningDecision, { action: 'sign' }>;

/** The reply signature further down a thread, stamped with its own template and version. */
function inThreadOf(inThread: NonNullable<SignDecision['inThread']>, context: SignDecision['context'], name: string): InThread {
  const { sender, signature } = inThread;
  return {
    sender,
    signature: signature ? { html: signature.html, text: signature.text, images: signature.images.map((image) => ({ ...image })) } : null,
    stamp: stampFor(name, { ...context, templateId: context.threadTemplateId ?? null, version: context.threadVersion ?? null }),
  };
}

/** `marker:<client>`, `body_end` or `end`: where the signature went (the HTML part's place when there is one). */
function placementText(placement: Placement | null): string | null {
  if (!placement) return null;
  return placement.at === 'marker' ? `marker:${placement.marker}` : placement.at;
}

function transformOutcomeOf(result: RewriteResult): TransformOutcome {
  const { decision } = result;
  if (decision.action !== 'signed') {
    const { reason, detail, said } = decision;
    return { status: 'unchanged', reason, ...(detail ? { detail } : {}), ...(said ? { said } : {}) };
  }
  const placement = placementText(decision.html ?? decision.text);
  return {
    status: 'signed',
    details: {
      ...(placement ? { placement } : {}),
      images: decision.imagesAdded,
      ...(decision.footerRemoved ? { footerRemoved: true } : {}),
      ...(decision.inThread ? { inThread: true } : {}),
    },
  };
}

/** The decision callback failed (the service side threw or rejected), as the rewrite tells it. */
const isDecisionFailure = (result: RewriteResult) => result.decision.action === 'unchanged' && result.decision.reason === 'decision_failed';

/** Why a message nobody decided on passed: the rewrite's reason (stamped, no From, unreadable). */
function passReasonOf(result: RewriteResult | null): string {
  if (!result) return 'rewrite_failed';
  return result.decision.action === 'signed' ? 'rewrite_failed' : result.decision.reason;
}

function relayedOutcomeOf(report: RelayReport, capture: CaptureTee | null): RelayedOutcome {
  const { outcome } = report;
  const placement = outcome.status === 'signed' ? outcome.details?.placement : undefined;
  return {
    // A deferred message is answered as a refusal (it is never reported as such: its entry is gone by then).
    status: outcome.status === 'deferred' ? 'refused' : outcome.status,
    reason: outcome.status === 'signed' ? null : outcome.reason,
    nextHop: report.nextHop,
    placement: typeof placement === 'string' ? placement : null,
    ...(outcome.status === 'unchanged' && outcome.detail ? { detail: outcome.detail } : {}),
    ...(outcome.status === 'unchanged' && outcome.said ? { said: outcome.said } : {}),
    ...(outcome.status === 'signed' && outcome.details?.footerRemoved === true ? { footerRemoved: true } : {}),
    ...(outcome.status === 'signed' && outcome.details?.inThread === true ? { inThread: true } : {}),
    captured: capture?.captured() ?? null,
  };
}
