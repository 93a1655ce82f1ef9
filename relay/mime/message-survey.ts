import type { MailsplitItem, MailsplitNode } from 'mailsplit';
import type { Readable } from 'node:stream';
import { knownCharset, type CharsetName } from './charset.js';
import { LineLengthGuard } from './line-guard.js';
import { knownTransferEncoding, type TransferEncoding } from './transfer-encoding.js';
import { rootHeadersOf, type RootHeaders } from './root-headers.js';
import { RelaySplitter } from './splitter.js';
import type { DecideSignature, PassReason, RewriteLimits, SignatureChoice } from './types.js';

/** The caller's choice to sign, with what and how. */
export type SignChoice = Extract<SignatureChoice, { action: 'sign' }>;
/** What the survey's own reasons depend on. */
type SkipFlags = Pick<SignChoice, 'skipAddInSigned' | 'skipMeetings'>;

/** A body part the signature goes into, as the survey found it. */
export interface TargetPart {
  /** Position of the part among the splitter's nodes (the rewrite pass counts the same way over the same bytes). */
  index: number;
  encoding: TransferEncoding;
  charset: CharsetName;
}

/** How the signature's images join the message: into the HTML part's multipart/related, or by wrapping the part. */
export type ImagePlan = { kind: 'none' } | { kind: 'append_to_related'; relatedIndex: number } | { kind: 'wrap_html' };

export interface RewritePlan {
  html: TargetPart | null;
  text: TargetPart | null;
  images: ImagePlan;
  lineEnd: string;
  /**
   * Where the parts the rewrite changes are all behind it: the offset of the first part's headers after them (after
   * the close of the related part that takes the images). The rewrite splits only the bytes before it and copies the
   * rest of the original as it is. Null: the rewrite splits the whole message.
   */
  copyFrom: number | null;
}

export type SurveyOutcome =
  | { kind: 'rewrite'; plan: RewritePlan; choice: SignChoice }
  | { kind: 'pass'; reason: PassReason; detail?: string }
  | { kind: 'declined'; reason: string; detail?: string };

/** The survey's outcome and the root headers it read (null when the message had no readable root). */
export interface Survey {
  root: RootHeaders | null;
  outcome: SurveyOutcome;
}

interface PartRecord {
  node: MailsplitNode;
  index: number;
  parent: PartRecord | null;
  depth: number;
  /** Inside an attached message (message/rfc822): never signed, never decides. */
  embedded: boolean;
  bodyBytes: number;
  closed: boolean;
  /** Offset of the part's header block in the message. */
  start: number;
  /** Offset just after the item that closed the part (a multipart). */
  closedEnd: number;
}

function headerLower(node: MailsplitNode, name: string): string {
  return node.headers.getFirst(name).toLowerCase();
}

/** A reason decided from one part's own headers, in order of precedence (lower wins). */
function reasonOf(node: MailsplitNode, options: SkipFlags): { reason: PassReason; rank: number } | null {
  const type = node.contentType || '';
  if (type === 'multipart/signed') return { reason: 'signed', rank: 1 };
  if (type === 'application/pkcs7-mime' || type === 'application/x-pkcs7-mime') {
    return headerLower(node, 'content-type').includes('signed-data') ? { reason: 'signed', rank: 1 } : { reason: 'encrypted', rank: 1 };
  }
  if (type === 'multipart/encrypted') return { reason: 'encrypted', rank: 1 };
  if (type === 'application/x-microsoft-rpmsg-message') return { reason: 'rights_protected', rank: 1 };
  if (node.root) {
    const contentClass = headerLower(node, 'content-class');
    if (contentClass.includes('rpmsg.message')) return { reason: 'rights_protected', rank: 1 };
    if (options.skipAddInSigned && node.headers.hasHeader('x-signature-applied')) return { reason: 'add_in_signed', rank: 2 };
    if (options.skipMeetings && contentClass.includes('calendarmessage')) return { reason: 'meeting', rank: 3 };
  }
  if (options.skipMeetings && type === 'text/calendar') return { reason: 'meeting', rank: 3 };
  return null;
}

function isBodyPart(part: PartRecord, type: string): boolean {
  const { node } = part;
  return !part.embedded && node.contentType === type && node.disposition !== 'attachment' && !node.filename;
}

function failureReason(error: unknown): { reason: PassReason; detail: string } {
  const code = (error as { code?: unknown } | null)?.code;
  const detail = error instanceof Error ? error.message : String(error);
  return code === 'EMAXLEN' || code === 'ELINE' ? { reason: 'too_large', detail } : { reason: 'malformed', detail };
}

/**
 * Reads the whole message once (headers parsed by mailsplit, bodies only counted) and decides: pass unchanged with a
 * reason, or rewrite with a plan naming the parts. `decide` is asked once the root headers are read (not for a message
 * the relay already stamped); its choice says whether to go on and what the survey skips. Never throws for the
 * message's sake.
 */
export async function surveyMessage(source: Readable, decide: DecideSignature, limits: RewriteLimits): Promise<Survey> {
  const parts: PartRecord[] = [];
  const byNode = new Map<MailsplitNode, PartRecord>();
  let root: RootHeaders | null = null;
  let choice: SignChoice | null = null;
  let decided: { reason: PassReason; rank: number } | null = null;
  let tooDeep = false;
  const guard = new LineLengthGuard(limits.maxLineBytes);
  const splitter = new RelaySplitter({ maxHeadSize: limits.maxHeaderBytes, maxChildNodes: limits.maxParts });
  source.on('error', (error) => guard.destroy(error));
  // A source closed before its end (its spool removed while the decision was awaited) must end the survey too.
  source.on('close', () => {
    if (!source.readableEnded) guard.destroy(new Error('the message was closed before its end'));
  });
  guard.on('error', (error) => splitter.destroy(error));
  source.pipe(guard).pipe(splitter);
  const done = (outcome: SurveyOutcome): Survey => ({ root, outcome });
  // Where each item starts: the splitter's items are the message's bytes in order (the Joiner writes them back).
  let offset = 0;
  try {
    for await (const item of splitter as AsyncIterable<MailsplitItem>) {
      const start = offset;
      offset += item.type === 'node' ? item.getHeaders().length : item.value.length;
      if (item.type === 'node') {
        const parent = item.parentNode ? (byNode.get(item.parentNode) ?? null) : null;
        const record: PartRecord = {
          node: item,
          index: parts.length,
          parent,
          depth: parent ? parent.depth + 1 : 0,
          embedded: parent ? parent.embedded || parent.node.contentType === 'message/rfc822' : false,
          bodyBytes: 0,
          closed: false,
          start,
          closedEnd: 0,
        };
        parts.push(record);
        byNode.set(item, record);
        if (record.depth > limits.maxDepth) tooDeep = true;
        if (item.root) {
          root = rootHeadersOf(item);
          if (item.headers.hasHeader('x-signature-relay')) {
            decided = { reason: 'stamped', rank: 0 };
            break;
          }
          // The signature is the From mailbox's: a message without one is not one to sign (nor to ask about).
          if (!item.headers.hasHeader('from')) return done({ kind: 'pass', reason: 'malformed', detail: 'no From header' });
          const asked = await askDecide(decide, root);
          if ('kind' in asked) return done(asked);
          choice = asked;
        }
        const reason = record.embedded || !choice ? null : reasonOf(item, choice);
        if (reason && (!decided || reason.rank < decided.rank)) decided = reason;
        if (decided && decided.rank <= 1 && item.root) break;
        continue;
      }
      const record = byNode.get(item.node);
      if (!record) continue;
      if (item.type === 'body') record.bodyBytes += item.value.length;
      else markClosed(record, item.value, offset);
    }
  } catch (error) {
    return done({ kind: 'pass', ...failureReason(error) });
  } finally {
    source.unpipe();
    source.destroy();
    guard.destroy();
    splitter.destroy();
  }
  if (decided) return done({ kind: 'pass', reason: decided.reason });
  if (tooDeep) return done({ kind: 'pass', reason: 'too_large', detail: 'MIME nesting too deep' });
  if (!choice) return done({ kind: 'pass', reason: 'malformed', detail: 'no message' });
  // The offsets hold only when the items added up to every byte read (the copy falls back to splitting it all).
  return done(planFrom(parts, limits, choice, offset === guard.bytes));
}

/**
 * Marks the multiparts a data chunk closes. mailsplit hands the closing delimiters of nested multiparts that end
 * together (Apple Mail's alternative around a related part) as one chunk of the innermost: its ancestors close there too.
 */
function markClosed(record: PartRecord, data: Buffer, end: number): void {
  for (let part: PartRecord | null = record; part; part = part.parent) {
    const boundary = part.node._boundary;
    if (boundary && !part.closed) {
      part.closed = data.includes(Buffer.concat([Buffer.from('--'), boundary, Buffer.from('--')]));
      if (part.closed) part.closedEnd = end;
    }
  }
}

/** The caller's choice to sign, or the survey's outcome when it chose to pass (or failed: `decision_failed`). */
async function askDecide(decide: DecideSignature, root: RootHeaders): Promise<SignChoice | SurveyOutcome> {
  try {
    const choice = await decide(root);
    if (choice.action === 'sign') return choice;
    return { kind: 'declined', reason: choice.reason, ...(choice.detail ? { detail: choice.detail } : {}) };
  } catch (error) {
    return { kind: 'pass', reason: 'decision_failed', detail: error instanceof Error ? error.message : String(error) };
  }
}

function targetOf(part: PartRecord | undefined, limits: RewriteLimits): TargetPart | { reason: PassReason; detail: string } | null {
  if (!part) return null;
  const encoding = knownTransferEncoding(part.node.encoding);
  if (!encoding) return { reason: 'unsupported_encoding', detail: part.node.encoding };
  const charset = knownCharset(part.node.charset);
  if (!charset) return { reason: 'unsupported_charset', detail: String(part.node.charset) };
  if (part.bodyBytes > limits.maxBodyPartBytes) return { reason: 'too_large', detail: `body part of ${part.bodyBytes} bytes` };
  return { index: part.index, encoding, charset };
}

/** The multipart/related the HTML part's images belong to: its parent, or (Outlook's shape) around its alternative. */
function relatedAround(htmlPart: PartRecord): PartRecord | null {
  const parent = htmlPart.parent;
  if (!parent) return null;
  if (parent.node.contentType === 'multipart/related') return parent;
  const grandparent = parent.parent;
  if (parent.node.contentType === 'multipart/alternative' && grandparent?.node.contentType === 'multipart/related') return grandparent;
  return null;
}

/** The offset of the first part after every part the rewrite changes (and after `after`), or null when none follows. */
function copyFromOf(parts: PartRecord[], changed: (PartRecord | null | undefined)[], after: number): number | null {
  const last = Math.max(0, ...changed.map((part) => part?.index ?? 0));
  return parts.find((part) => part.index > last && part.start >= after)?.start ?? null;
}

function planFrom(parts: PartRecord[], limits: RewriteLimits, choice: SignChoice, offsetsHold: boolean): SurveyOutcome {
  const withImages = choice.signature.images.length > 0;
  const htmlPart = parts.find((part) => isBodyPart(part, 'text/html'));
  const textPart = parts.find((part) => isBodyPart(part, 'text/plain'));
  const html = targetOf(htmlPart, limits);
  const text = targetOf(textPart, limits);
  if (html && 'reason' in html) return { kind: 'pass', ...html };
  if (text && 'reason' in text) return { kind: 'pass', ...text };
  if (!html && !text) return { kind: 'pass', reason: 'no_body' };
  for (const part of [htmlPart, textPart]) {
    // A body part whose multipart parent never closed was cut off: where it ends is a guess.
    if (part?.parent && part.parent.node._boundary && !part.parent.closed)
      return { kind: 'pass', reason: 'malformed', detail: 'multipart not closed' };
  }
  let images: ImagePlan = { kind: 'none' };
  let related: PartRecord | null = null;
  if (withImages && htmlPart) {
    related = relatedAround(htmlPart);
    if (related && !related.closed) return { kind: 'pass', reason: 'malformed', detail: 'multipart/related not closed' };
    images = related ? { kind: 'append_to_related', relatedIndex: related.index } : { kind: 'wrap_html' };
  }
  const lineEnd = parts[0].node.getHeaders().includes('\r\n') ? '\r\n' : '\n';
  const copyFrom = offsetsHold ? copyFromOf(parts, [htmlPart, textPart, related], related?.closedEnd ?? 0) : null;
  return { kind: 'rewrite', plan: { html, text, images, lineEnd, copyFrom }, choice };
}
