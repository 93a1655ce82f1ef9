import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { ByteBudget } from './byte-budget.js';
import { metrics } from '../../shared/metrics/instruments.js';
import { inSpan, tracingOn } from '../../shared/metrics/tracing.js';
import { SpanKind, SpanStatusCode } from '@opentelemetry/api';
import { deliverToNextHop, type DeliveryResult, type NextHop } from './next-hop.js';
import type { NextHopSessions } from './next-hop-sessions.js';
import {
  SmtpReply,
  admissionUnavailable,
  bareLineEnding,
  deferred,
  insufficientStorage,
  localError,
  messageTooBig,
  nextHopLookupFailed,
  nextHopRefused,
  nextHopUnavailable,
  notAdmitted,
} from './replies.js';
import { withPassStamp } from './pass-stamp.js';
import { spoolMessage, type SpooledMessage } from './spool.js';
import type {
  MessageAdmission,
  MessageAdmitter,
  MessageTransform,
  ReceivedMessage,
  RelayEnvelope,
  RelayReport,
  TransformOutcome,
  TransformResult,
} from './types.js';

export interface MessageHandling {
  /** The next hop, or how to choose it for the address a message is admitted to route by (the null sender's From). */
  readonly nextHop: NextHop | ((routeAs: string) => Promise<NextHop>);
  readonly admit?: MessageAdmitter;
  readonly maxMessageBytes: number;
  readonly transform: MessageTransform;
  readonly transformTimeoutMs: number;
  readonly name?: string;
  /** Stamp what goes on unchanged too (`withPassStamp`): the server-side relay's loop guard. */
  readonly stampPassed?: boolean;
  readonly spoolDirectory?: string;
  /** The relay's budgets, shared by every message: the spool on disk, and what the transform holds in memory. */
  readonly spoolBudget: ByteBudget;
  readonly memoryBudget: ByteBudget;
  readonly report: (report: RelayReport) => void;
  /** Sessions with next hops kept open between messages. */
  readonly sessions?: NextHopSessions;
}

/** A message up to this size is kept in memory as well as in the spool file while it passes (the rewrite's own limit). */
const SPOOL_IN_MEMORY_BYTES = 1024 * 1024;

/** The answer to the client's DATA: accepted with this text, or refused with this reply. */
export type DataAnswer = { readonly accepted: true; readonly text: string } | { readonly accepted: false; readonly reply: SmtpReply };

/**
 * One message from DATA to the next hop's answer: spool it (bounded by the size limit and the spool budget; refused
 * when it outgrew either or holds a bare CR or LF), transform it, send it on, and send the original unchanged whenever
 * the transform fails in any way. The client is answered only with what the next hop answered; nothing is kept once
 * this returns.
 */
export async function relayMessage(incoming: Readable, envelope: RelayEnvelope, handling: MessageHandling): Promise<DataAnswer> {
  let spool: SpooledMessage;
  const limits = {
    maxBytes: handling.maxMessageBytes,
    budget: handling.spoolBudget,
    directory: handling.spoolDirectory,
    inMemoryBytes: SPOOL_IN_MEMORY_BYTES,
    memory: handling.memoryBudget,
  };
  try {
    spool = await spoolMessage(incoming, limits);
  } catch (err) {
    const reply = localError();
    handling.report(refusedReport(envelope, reply, 0, null, `spool failed: ${messageOf(err)}`));
    return { accepted: false, reply };
  }
  const memory = handling.memoryBudget.reservation();
  // The spool's copy in memory (taken from the same budget) is the transform's first request for the message's bytes.
  let heldBySpool = spool.inMemory ? spool.bytes : 0;
  try {
    const refusal = spoolRefusal(spool, handling.maxMessageBytes);
    if (refusal) {
      handling.report(refusedReport(envelope, refusal, spool.bytes, null));
      return { accepted: false, reply: refusal };
    }
    const message: ReceivedMessage = {
      id: randomUUID(),
      bytes: spool.bytes,
      open: () => spool.open(),
      reserveMemory: (bytes) => {
        if (bytes > heldBySpool) return memory.grow(bytes);
        heldBySpool -= bytes;
        return true;
      },
    };
    const refuse = (reply: SmtpReply, reason: string): DataAnswer => {
      handling.report({ ...refusedReport(envelope, reply, spool.bytes, null, reason), messageId: message.id });
      return { accepted: false, reply };
    };
    // Before the transform or the next hop see anything of it: a message not admitted is never handed on.
    const admission = await admissionOf(message, envelope, handling.admit);
    if (!admission.admitted) {
      const reply = admission.temporary ? admissionUnavailable(admission.text) : notAdmitted(admission.text);
      return refuse(reply, admission.reason);
    }
    let nextHop: NextHop;
    try {
      nextHop = typeof handling.nextHop === 'function' ? await handling.nextHop(admission.routeAs ?? envelope.sender) : handling.nextHop;
    } catch (err) {
      return refuse(nextHopLookupFailed(messageOf(err)), `next hop lookup failed: ${messageOf(err)}`);
    }
    const stamped = (stream: Readable, reason: string) =>
      handling.stampPassed && reason !== 'stamped' ? withPassStamp(stream, handling.name ?? 'signature-relay', reason) : stream;
    // The next hop is connected to while the transform runs (it never rejects: a failure keeps the original). A
    // message the transform defers is withheld: the connection closes before MAIL FROM.
    const transforming = transformOrKeep(message, envelope, handling);
    const first = transforming.then(({ stream, outcome }) => {
      if (outcome.status !== 'deferred') return outcome.status === 'unchanged' ? stamped(stream, outcome.reason) : stream;
      stream.destroy();
      return null;
    });
    const hopStarted = performance.now();
    let delivery = await deliveredInSpan(() => deliverToNextHop(nextHop, envelope, first, handling.name, handling.sessions));
    let { outcome } = await transforming;
    if (outcome.status === 'deferred') return refuse(deferred(outcome.reason), outcome.reason);
    if (delivery.status === 'message-failed') {
      outcome = { status: 'unchanged', reason: `transform failed while streaming: ${delivery.reason}` };
      delivery = await deliveredInSpan(() =>
        deliverToNextHop(nextHop, envelope, stamped(spool.open(), 'transform_failed'), handling.name, handling.sessions),
      );
    }
    // A deferred message was never handed on: only what reached the next hop is timed.
    metrics.relayNextHop.record(HOP_RESULTS[delivery.status], (performance.now() - hopStarted) / 1000);
    return answerFor(delivery, outcome, envelope, message, handling);
  } finally {
    memory.release();
    await spool.remove();
  }
}

/** A delivery to the next hop as a child span of the message's (while tracing is on), with its result. */
function deliveredInSpan(deliver: () => Promise<DeliveryResult>): Promise<DeliveryResult> {
  if (!tracingOn()) return deliver();
  return inSpan('relay next hop', SpanKind.CLIENT, {}, async (span) => {
    const delivery = await deliver();
    span?.setAttribute('relay.next_hop.result', HOP_RESULTS[delivery.status].result);
    if (delivery.status !== 'accepted') span?.setStatus({ code: SpanStatusCode.ERROR });
    if (delivery.status === 'refused') span?.setAttribute('smtp.code', delivery.code);
    return delivery;
  });
}

/** A message refused for what arrived, before anything is handed on: permanent refusals before the temporary one. */
function spoolRefusal(spool: SpooledMessage, maxMessageBytes: number): SmtpReply | null {
  if (spool.oversized) return messageTooBig(maxMessageBytes);
  if (spool.bareLineEnding) return bareLineEnding();
  if (spool.overBudget) return insufficientStorage();
  return null;
}

/** The admitter's answer; one that fails is a temporary refusal (never an admission). */
async function admissionOf(
  message: ReceivedMessage,
  envelope: RelayEnvelope,
  admit: MessageAdmitter | undefined,
): Promise<MessageAdmission> {
  if (!admit) return { admitted: true };
  try {
    return await admit(message, envelope);
  } catch (err) {
    return { admitted: false, temporary: true, reason: 'admission_failed', text: messageOf(err) };
  }
}

async function transformOrKeep(message: ReceivedMessage, envelope: RelayEnvelope, handling: MessageHandling): Promise<TransformResult> {
  let timer: NodeJS.Timeout | undefined;
  const budget = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no result within ${handling.transformTimeoutMs} ms`)), handling.transformTimeoutMs);
  });
  // Through a promise, so a transform that throws instead of rejecting is caught the same way.
  const transforming = Promise.resolve().then(() => handling.transform(message, envelope));
  try {
    const result = await Promise.race([transforming, budget]);
    // Its failure is read from `errored` when it is delivered; until then nothing else listens to it.
    result.stream.on('error', () => {});
    return result;
  } catch (err) {
    // A transform that answers after its budget ran out is not waited for: its stream is closed when it comes.
    void transforming.then(
      (late) => {
        // Its input may be gone by then (the spool is removed once the message is answered): it fails unheard.
        late.stream.on('error', () => {});
        late.stream.destroy();
      },
      () => {},
    );
    return { stream: message.open(), outcome: { status: 'unchanged', reason: `transform failed: ${messageOf(err)}` } };
  } finally {
    clearTimeout(timer);
  }
}

function answerFor(
  delivery: DeliveryResult,
  outcome: TransformOutcome,
  envelope: RelayEnvelope,
  message: ReceivedMessage,
  handling: MessageHandling,
): DataAnswer {
  const { bytes, id: messageId } = message;
  switch (delivery.status) {
    case 'accepted':
      handling.report({ ...baseReport(envelope, bytes), outcome, nextHop: delivery.response, messageId });
      return { accepted: true, text: `2.0.0 Accepted by the next hop: ${delivery.response}` };
    case 'refused': {
      const reply = nextHopRefused(delivery.code, delivery.response);
      handling.report({ ...refusedReport(envelope, reply, bytes, delivery.response), messageId });
      return { accepted: false, reply };
    }
    case 'unavailable':
    case 'message-failed': {
      const reply = nextHopUnavailable(delivery.reason);
      handling.report({ ...refusedReport(envelope, reply, bytes, delivery.reason), messageId });
      return { accepted: false, reply };
    }
  }
}

function baseReport(envelope: RelayEnvelope, bytes: number) {
  return { sender: envelope.sender, recipients: envelope.recipients.length, remoteAddress: envelope.remoteAddress, bytes };
}

function refusedReport(
  envelope: RelayEnvelope,
  reply: SmtpReply,
  bytes: number,
  nextHop: string | null,
  reason = reply.message,
): RelayReport {
  return { ...baseReport(envelope, bytes), outcome: { status: 'refused', code: reply.responseCode, reason }, nextHop };
}

function messageOf(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}

/** The next hop's result labels, built once. */
const HOP_RESULTS = {
  accepted: { result: 'accepted' },
  unavailable: { result: 'unavailable' },
  refused: { result: 'refused' },
  'message-failed': { result: 'message_failed' },
} as const;
