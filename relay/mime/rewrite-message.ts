import { Readable } from 'node:stream';
import { errorDetail, type SaidDetail } from '../../shared/trail/relay-detail.js';
import { quotedMarks, RewriteAbandoned } from './body-rewrite.js';
import { surveyMessage, type BodyTarget } from './message-survey.js';
import { editedMessage } from './edited-message.js';
import { signatureEdits, type SignatureEdits } from './signature-edits.js';
import type { RootHeaders } from './root-headers.js';
import type {
  DecideSignature,
  PassReason,
  ReopenableMessage,
  RewriteDecision,
  RewriteLimits,
  RewriteOptions,
  RewriteResult,
} from './types.js';

export const DEFAULT_REWRITE_LIMITS: RewriteLimits = {
  // mailsplit's parameter parsing (libmime) grows faster than linearly on folded `a*0*=` parameters: 150 ms at
  // 50 kB, 1.7 s at 200 kB. 64 KiB of headers a part keeps it near the first; a larger head passes unchanged.
  maxHeaderBytes: 64 * 1024,
  maxBodyPartBytes: 8 * 1024 * 1024,
  maxParts: 500,
  maxLineBytes: 1024 * 1024,
  maxDepth: 32,
  inMemoryBytes: 1024 * 1024,
};

/**
 * The relay's message rewrite: the message with the signature above the quoted thread and the stamp header, or the
 * original bytes with the reason it passed unchanged. The message is read where it already is (the SMTP side's spool):
 * once to survey it, asking `decide` as soon as its root headers are read, which finds every part the signature
 * changes and where its bytes are; the signed message is the original read again as it is sent, with those bytes
 * replaced. Everything is worked out before a byte is sent, so a failure still sends the original (and the SMTP side
 * sends the original again if the second read fails). Never rejects for the message's sake.
 */
export async function rewriteMessage(
  spooled: ReopenableMessage,
  decide: DecideSignature,
  options: RewriteOptions = {},
): Promise<RewriteResult> {
  const limits: RewriteLimits = { ...DEFAULT_REWRITE_LIMITS, ...options.limits };
  let held: Buffer | null;
  try {
    held = await inMemoryWhenSmall(spooled, limits.inMemoryBytes);
  } catch (error) {
    return { decision: { action: 'unchanged', reason: 'rewrite_failed', ...errorDetail(error) }, root: null, message: spooled.open() };
  }
  const message: ReopenableMessage = held ? inMemory(held) : spooled;
  let root: RootHeaders | null = null;
  const original = (decision: RewriteDecision): RewriteResult => ({ decision, root, message: message.open() });
  let survey: Awaited<ReturnType<typeof surveyMessage>>['outcome'];
  try {
    ({ root, outcome: survey } = await surveyMessage(held ?? message.open(), decide, limits));
  } catch (error) {
    return original({ action: 'unchanged', reason: 'rewrite_failed', ...errorDetail(error) });
  }
  if (survey.kind === 'declined') return original({ action: 'declined', reason: survey.reason, ...detailOf(survey) });
  if (survey.kind === 'pass') return original({ action: 'unchanged', reason: survey.reason, ...detailOf(survey) });

  let signed: SignatureEdits;
  let inThread = false;
  try {
    const { plan, choice } = survey;
    let { signature, stamp } = choice;
    // Once per thread: the sender's full signature in the quoted thread makes this a reply further down it.
    if (choice.inThread && plan.html && holdsFullSignature(plan.html, choice.inThread.sender)) {
      if (!choice.inThread.signature) return original({ action: 'unchanged', reason: 'thread_signed' });
      ({ signature, stamp } = { signature: choice.inThread.signature, stamp: choice.inThread.stamp });
      inThread = true;
    }
    signed = signatureEdits(plan, signature, stamp, choice.tidying);
  } catch (error) {
    const reason: PassReason = error instanceof RewriteAbandoned ? error.reason : 'rewrite_failed';
    return original({ action: 'unchanged', reason, ...errorDetail(error) });
  }
  return {
    decision: {
      action: 'signed',
      html: signed.html,
      text: signed.text,
      imagesAdded: signed.imagesAdded,
      ...(signed.footerRemoved ? { footerRemoved: true } : {}),
      ...(inThread ? { inThread } : {}),
    },
    root,
    message: editedMessage(held ?? message.open(), signed.edits),
  };
}

/**
 * A message no larger than `limit`, read once into memory (else null): the survey and the signed message then read
 * memory instead of opening the SMTP side's file twice (on a busy machine each open and read waits for the thread pool).
 * When the relay's memory budget has no room for it, it is read from the file like a large one.
 */
async function inMemoryWhenSmall(message: ReopenableMessage, limit: number): Promise<Buffer | null> {
  if (message.bytes <= 0 || message.bytes > limit) return null;
  if (message.reserveMemory && !message.reserveMemory(message.bytes)) return null;
  // Collected by hand: node:stream/consumers' buffer() goes through a Blob, which costs more than the read.
  const chunks: Buffer[] = [];
  for await (const chunk of message.open() as AsyncIterable<Buffer>) chunks.push(chunk);
  return chunks.length === 1 ? chunks[0] : Buffer.concat(chunks);
}

function inMemory(bytes: Buffer): ReopenableMessage {
  return { bytes: bytes.length, open: () => Readable.from([bytes], { objectMode: false }) };
}

function holdsFullSignature(html: BodyTarget, sender: string): boolean {
  return quotedMarks(html, html.body).some((mark) => mark.kind === 'f' && mark.sender === sender);
}

function detailOf({ detail, said }: { detail?: string; said?: SaidDetail }): { detail?: string; said?: SaidDetail } {
  return { ...(detail ? { detail } : {}), ...(said ? { said } : {}) };
}
