import { Joiner } from 'mailsplit';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { RewriteAbandoned } from './body-rewrite.js';
import { surveyMessage } from './message-survey.js';
import { SignatureInserter } from './signature-inserter.js';
import { RelaySplitter } from './splitter.js';
import { Spool } from './spool.js';
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
  memorySpoolBytes: 1024 * 1024,
};

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * The relay's message rewrite: the message with the signature above the quoted thread and the stamp header, or the
 * original bytes with the reason it passed unchanged. The message is read where it already is (the SMTP side's spool):
 * once to survey it, asking `decide` as soon as its root headers are read, and once more to rewrite it into a spool
 * of its own, so a failure halfway still sends the original. The rewrite splits only the bytes up to the last part it
 * changes; the signed message is that spool followed by the rest of the original, read again as it is sent (the SMTP
 * side sends the original again if that read fails). Never rejects for the message's sake.
 */
export async function rewriteMessage(
  spooled: ReopenableMessage,
  decide: DecideSignature,
  options: RewriteOptions = {},
): Promise<RewriteResult> {
  const limits: RewriteLimits = { ...DEFAULT_REWRITE_LIMITS, ...options.limits };
  let message: ReopenableMessage;
  try {
    message = await inMemoryWhenSmall(spooled, limits.memorySpoolBytes);
  } catch (error) {
    return { decision: { action: 'unchanged', reason: 'rewrite_failed', detail: errorText(error) }, root: null, message: spooled.open() };
  }
  let root: RootHeaders | null = null;
  const original = (decision: RewriteDecision): RewriteResult => ({ decision, root, message: message.open() });
  let survey: Awaited<ReturnType<typeof surveyMessage>>['outcome'];
  try {
    ({ root, outcome: survey } = await surveyMessage(message.open(), decide, limits));
  } catch (error) {
    return original({ action: 'unchanged', reason: 'rewrite_failed', detail: errorText(error) });
  }
  if (survey.kind === 'declined') return original({ action: 'declined', reason: survey.reason, ...detailOf(survey.detail) });
  if (survey.kind === 'pass') return original({ action: 'unchanged', reason: survey.reason, ...detailOf(survey.detail) });

  const { spool: signed, writable } = Spool.create(limits.memorySpoolBytes, options.spoolDirectory);
  const { signature, stamp } = survey.choice;
  const inserter = new SignatureInserter(survey.plan, signature, stamp);
  const { copyFrom } = survey.plan;
  try {
    await pipeline(
      copyFrom === null ? message.open() : firstBytes(message.open(), copyFrom),
      new RelaySplitter({ maxHeadSize: limits.maxHeaderBytes, maxChildNodes: limits.maxParts }),
      inserter,
      new Joiner(),
      writable,
    );
  } catch (error) {
    await signed.dispose();
    const reason: PassReason = error instanceof RewriteAbandoned ? 'unsupported_charset' : 'rewrite_failed';
    return original({ action: 'unchanged', reason, detail: errorText(error) });
  }
  return {
    decision: { action: 'signed', html: inserter.htmlPlacement, text: inserter.textPlacement, imagesAdded: inserter.addedImages },
    root,
    message: copyFrom === null ? signed.readOnce() : signedThenOriginal(signed, message, copyFrom),
  };
}

/**
 * A message no larger than the signed message's memory spool, read once into memory: the survey, the rewrite and the
 * copy then read memory instead of opening the SMTP side's file three times (on a busy machine each open and read
 * waits for the thread pool).
 */
async function inMemoryWhenSmall(message: ReopenableMessage, limit: number): Promise<ReopenableMessage> {
  if (message.bytes <= 0 || message.bytes > limit) return message;
  // Collected by hand: node:stream/consumers' buffer() goes through a Blob, which costs more than the read.
  const chunks: Buffer[] = [];
  for await (const chunk of message.open() as AsyncIterable<Buffer>) chunks.push(chunk);
  const bytes = chunks.length === 1 ? chunks[0] : Buffer.concat(chunks);
  return { bytes: bytes.length, open: () => Readable.from([bytes], { objectMode: false }) };
}

/** The first `count` bytes of a stream (closed once they are read). */
async function* firstBytes(source: Readable, count: number): AsyncGenerator<Buffer> {
  let left = count;
  if (left <= 0) return;
  for await (const chunk of source as AsyncIterable<Buffer>) {
    yield chunk.length <= left ? chunk : chunk.subarray(0, left);
    left -= chunk.length;
    if (left <= 0) return;
  }
}

/** The bytes of a stream from offset `from` on. */
async function* bytesFrom(source: Readable, from: number): AsyncGenerator<Buffer> {
  let skip = from;
  for await (const chunk of source as AsyncIterable<Buffer>) {
    if (skip >= chunk.length) skip -= chunk.length;
    else {
      yield skip > 0 ? chunk.subarray(skip) : chunk;
      skip = 0;
    }
  }
}

/** The rewritten first bytes, then the original's from `from` on; the spool is removed once the reader is done. */
function signedThenOriginal(signed: Spool, message: ReopenableMessage, from: number): Readable {
  async function* bytes(): AsyncGenerator<Buffer> {
    yield* signed.read() as AsyncIterable<Buffer>;
    yield* bytesFrom(message.open(), from);
  }
  const stream = Readable.from(bytes(), { objectMode: false });
  stream.once('close', () => void signed.dispose());
  return stream;
}

function detailOf(detail: string | undefined): { detail?: string } {
  return detail ? { detail } : {};
}
