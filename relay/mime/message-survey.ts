import type { MailsplitItem, MailsplitNode } from 'mailsplit';
import { Readable } from 'node:stream';
import { knownCharset, type CharsetName } from './charset.js';
import { LineLengthGuard } from './line-guard.js';
import { knownTransferEncoding, type TransferEncoding } from './transfer-encoding.js';
import { rootHeadersOf, type RootHeaders } from './root-headers.js';
import { RelaySplitter } from './splitter.js';
import { errorDetail, said, type Detailed, type SaidDetail } from '../../shared/trail/relay-detail.js';
import type { DecideSignature, PassReason, RewriteLimits, SignatureChoice } from './types.js';

/** The caller's choice to sign, with what and how. */
export type SignChoice = Extract<SignatureChoice, { action: 'sign' }>;
/** What the survey's own reasons depend on. */
type SkipFlags = Pick<SignChoice, 'skipMeetings'>;

/** A body part's transfer encoding and charset, as the survey found them. */
export interface TargetPart {
  encoding: TransferEncoding;
  charset: CharsetName;
}

/** Where a part is in the message: its header block from `start` to `headerEnd`. */
export interface PartPlace {
  node: MailsplitNode;
  /** Position among the message's parts, in order. */
  index: number;
  start: number;
  headerEnd: number;
}

/** A body part the signature goes into: where it is, and its encoded body (from `headerEnd` to `bodyEnd`). */
export interface BodyTarget extends TargetPart {
  part: PartPlace;
  bodyEnd: number;
  body: Buffer;
}

/** How the signature's images join the message: into the HTML part's multipart/related, or by wrapping the part. */
export type ImagePlan =
  | { kind: 'none' }
  /** Before the related part's closing delimiter, found in the item (a run of delimiter lines) at `close`. */
  | { kind: 'append_to_related'; related: PartPlace; boundary: Buffer; close: ClosingItem }
  | { kind: 'wrap_html' };

/** The splitter's item that held a multipart's closing delimiter: where it starts, and a copy of its bytes. */
export interface ClosingItem {
  start: number;
  bytes: Buffer;
}

/** Everything the rewrite changes, each with its place in the message (the rest is copied as it is). */
export interface RewritePlan {
  root: PartPlace;
  html: BodyTarget | null;
  text: BodyTarget | null;
  images: ImagePlan;
  lineEnd: string;
}

export type SurveyOutcome =
  | { kind: 'rewrite'; plan: RewritePlan; choice: SignChoice }
  | { kind: 'pass'; reason: PassReason; detail?: string; said?: SaidDetail }
  | { kind: 'declined'; reason: string; detail?: string; said?: SaidDetail };

/** The survey's outcome and the root headers it read (null when the message had no readable root). */
export interface Survey {
  root: RootHeaders | null;
  outcome: SurveyOutcome;
}

interface PartRecord extends PartPlace {
  parent: PartRecord | null;
  depth: number;
  /** Inside an attached message (message/rfc822): never signed, never decides. */
  embedded: boolean;
  bodyBytes: number;
  bodyEnd: number;
  /** The encoded body, kept for the first HTML and text body parts only (up to the body limit). */
  body: Buffer[] | null;
  /** The item that closed the part (a multipart); null while it is open. */
  close: ClosingItem | null;
}

function headerLower(node: MailsplitNode, name: string): string {
  return node.headers.getFirst(name).toLowerCase();
}

/** A reason decided from one part's own headers, in order of precedence (lower wins). */
/**
 * A message that reached the relay already DKIM-signed: its signature covers the body (and, with `l=`, a length of
 * it the signature would land inside), so adding one would make the receiver's check fail. It passes as it came.
 */
const dkimSigned = (root: MailsplitNode): { reason: PassReason; rank: number } | null =>
  root.headers.hasHeader('dkim-signature') ? { reason: 'dkim_signed', rank: 1 } : null;

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
    if (options.skipMeetings && contentClass.includes('calendarmessage')) return { reason: 'meeting', rank: 3 };
  }
  if (options.skipMeetings && type === 'text/calendar') return { reason: 'meeting', rank: 3 };
  return null;
}

function isBodyPart(part: PartRecord, type: string): boolean {
  const { node } = part;
  return !part.embedded && node.contentType === type && node.disposition !== 'attachment' && !node.filename;
}

function failureReason(error: unknown): { reason: PassReason } & Detailed {
  const code = (error as { code?: unknown } | null)?.code;
  return { reason: code === 'EMAXLEN' || code === 'ELINE' ? 'too_large' : 'malformed', ...errorDetail(error) };
}

/**
 * Reads the whole message once (headers parsed by mailsplit, bodies counted, the HTML and text bodies kept) and
 * decides: pass unchanged with a reason, or rewrite with a plan naming the parts and where their bytes are. `decide` is
 * asked once the root headers are read (not for a message the relay already stamped); its choice says whether to go on
 * and what the survey skips. Never throws for the message's sake.
 */
export async function surveyMessage(source: Readable | Buffer, decide: DecideSignature, limits: RewriteLimits): Promise<Survey> {
  const parts: PartRecord[] = [];
  const byNode = new Map<MailsplitNode, PartRecord>();
  let root: RootHeaders | null = null;
  let choice: SignChoice | null = null;
  let decided: { reason: PassReason; rank: number } | null = null;
  let tooDeep = false;
  const splitter = new RelaySplitter({ maxHeadSize: limits.maxHeaderBytes, maxChildNodes: limits.maxParts });
  const input = feed(source, splitter, limits.maxLineBytes);
  const done = (outcome: SurveyOutcome): Survey => ({ root, outcome });
  // Where each item starts: the splitter's items are the message's bytes in order.
  let offset = 0;
  const bodies = new BodyCollector(limits.maxBodyPartBytes);
  try {
    for await (const item of splitter as AsyncIterable<MailsplitItem>) {
      const start = offset;
      offset += item.type === 'node' ? item.getHeaders().length : item.value.length;
      if (item.type === 'node') {
        const record = recordOf(item, byNode, parts.length, start, offset);
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
          if (!item.headers.hasHeader('from')) return done({ kind: 'pass', reason: 'malformed', ...said('noFromHeader') });
          const asked = await askDecide(decide, root);
          if ('kind' in asked) return done(asked);
          choice = asked;
        }
        const reason = record.embedded || !choice ? null : (item.root && dkimSigned(item)) || reasonOf(item, choice);
        if (reason && (!decided || reason.rank < decided.rank)) decided = reason;
        if (decided && decided.rank <= 1 && item.root) break;
        bodies.consider(record);
        continue;
      }
      const record = byNode.get(item.node);
      if (!record) continue;
      if (item.type === 'body') bodies.add(record, item.value, offset);
      else markClosed(record, item.value, start);
    }
  } catch (error) {
    return done({ kind: 'pass', ...failureReason(error) });
  } finally {
    input.close();
    splitter.destroy();
  }
  if (decided) return done({ kind: 'pass', reason: decided.reason });
  if (tooDeep) return done({ kind: 'pass', reason: 'too_large', ...said('nestingTooDeep') });
  if (!choice) return done({ kind: 'pass', reason: 'malformed', ...said('noMessage') });
  // The parts' places hold only when the items added up to every byte read.
  if (offset !== input.bytes()) return done({ kind: 'pass', reason: 'unsupported_shape', ...said('partsNotLocated') });
  return done(planFrom(parts, limits, choice));
}

/**
 * Feeds the message to the splitter: a message in memory no longer than the longest line allowed at once (none of its
 * lines can be too long), else through the line guard. What was fed is counted, so the parts' places can be checked.
 */
function feed(source: Readable | Buffer, splitter: RelaySplitter, maxLineBytes: number): { bytes(): number; close(): void } {
  if (Buffer.isBuffer(source) && source.length <= maxLineBytes) {
    splitter.end(source);
    return { bytes: () => source.length, close: () => {} };
  }
  const stream = Buffer.isBuffer(source) ? Readable.from([source], { objectMode: false }) : source;
  const guard = new LineLengthGuard(maxLineBytes);
  stream.on('error', (error) => guard.destroy(error));
  // A source closed before its end (its spool removed while the decision was awaited) must end the survey too.
  stream.on('close', () => {
    if (!stream.readableEnded) guard.destroy(new Error('the message was closed before its end'));
  });
  guard.on('error', (error) => splitter.destroy(error));
  stream.pipe(guard).pipe(splitter);
  return {
    bytes: () => guard.bytes,
    close: () => {
      stream.unpipe();
      stream.destroy();
      guard.destroy();
    },
  };
}

function recordOf(
  node: MailsplitNode,
  byNode: Map<MailsplitNode, PartRecord>,
  index: number,
  start: number,
  headerEnd: number,
): PartRecord {
  const parent = node.parentNode ? (byNode.get(node.parentNode) ?? null) : null;
  return {
    node,
    index,
    start,
    headerEnd,
    parent,
    depth: parent ? parent.depth + 1 : 0,
    embedded: parent ? parent.embedded || parent.node.contentType === 'message/rfc822' : false,
    bodyBytes: 0,
    bodyEnd: headerEnd,
    body: null,
    close: null,
  };
}

/** Keeps the encoded bodies of the first HTML and the first text body part (the ones the plan can name), up to a limit. */
class BodyCollector {
  private html = false;
  private text = false;

  constructor(private readonly maxBytes: number) {}

  consider(part: PartRecord): void {
    if (!this.html && isBodyPart(part, 'text/html')) this.html = Boolean((part.body = []));
    else if (!this.text && isBodyPart(part, 'text/plain')) this.text = Boolean((part.body = []));
  }

  add(part: PartRecord, value: Buffer, end: number): void {
    part.bodyBytes += value.length;
    part.bodyEnd = end;
    if (part.body && part.bodyBytes <= this.maxBytes) part.body.push(value);
  }
}

/**
 * Marks the multiparts a data item closes, and keeps the item for each. mailsplit hands the closing delimiters of
 * nested multiparts that end together (Apple Mail's alternative around a related part) as one item of the innermost:
 * its ancestors close there too.
 */
function markClosed(record: PartRecord, data: Buffer, start: number): void {
  for (let part: PartRecord | null = record; part; part = part.parent) {
    const boundary = part.node._boundary;
    // A copy: the item is a view of a read chunk that would otherwise be kept whole.
    if (boundary && !part.close && data.includes(Buffer.concat([Buffer.from('--'), boundary, Buffer.from('--')])))
      part.close = { start, bytes: Buffer.from(data) };
  }
}

/** The caller's choice to sign, or the survey's outcome when it chose to pass (or failed: `decision_failed`). */
async function askDecide(decide: DecideSignature, root: RootHeaders): Promise<SignChoice | SurveyOutcome> {
  try {
    const choice = await decide(root);
    if (choice.action === 'sign') return choice;
    return {
      kind: 'declined',
      reason: choice.reason,
      ...(choice.detail ? { detail: choice.detail } : {}),
      ...(choice.said ? { said: choice.said } : {}),
    };
  } catch (error) {
    return { kind: 'pass', reason: 'decision_failed', ...errorDetail(error) };
  }
}

function targetOf(part: PartRecord | undefined, limits: RewriteLimits): BodyTarget | ({ reason: PassReason } & Detailed) | null {
  if (!part) return null;
  const encoding = knownTransferEncoding(part.node.encoding);
  if (!encoding) return { reason: 'unsupported_encoding', ...said('encoding', { name: part.node.encoding }) };
  const charset = knownCharset(part.node.charset);
  if (!charset) return { reason: 'unsupported_charset', ...said('charset', { name: String(part.node.charset) }) };
  if (part.bodyBytes > limits.maxBodyPartBytes || !part.body)
    return { reason: 'too_large', ...said('bodyPartSize', { bytes: String(part.bodyBytes) }) };
  return {
    encoding,
    charset,
    part: placeOf(part),
    bodyEnd: part.bodyEnd,
    body: part.body.length === 1 ? part.body[0] : Buffer.concat(part.body),
  };
}

function placeOf(part: PartRecord): PartPlace {
  return { node: part.node, index: part.index, start: part.start, headerEnd: part.headerEnd };
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

function planFrom(parts: PartRecord[], limits: RewriteLimits, choice: SignChoice): SurveyOutcome {
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
    if (part?.parent && part.parent.node._boundary && !part.parent.close)
      return { kind: 'pass', reason: 'malformed', ...said('multipartNotClosed') };
  }
  let images: ImagePlan = { kind: 'none' };
  if (withImages && htmlPart) {
    const related = relatedAround(htmlPart);
    const boundary = related?.node._boundary;
    if (!related) images = { kind: 'wrap_html' };
    else if (boundary && related.close) images = { kind: 'append_to_related', related: placeOf(related), boundary, close: related.close };
    else return { kind: 'pass', reason: 'malformed', ...said('relatedNotClosed') };
  }
  const lineEnd = parts[0].node.getHeaders().includes('\r\n') ? '\r\n' : '\n';
  return { kind: 'rewrite', plan: { root: placeOf(parts[0]), html, text, images, lineEnd }, choice };
}
