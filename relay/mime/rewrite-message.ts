import { Joiner, Splitter } from 'mailsplit';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { RewriteAbandoned } from './body-rewrite.js';
import { surveyMessage } from './message-survey.js';
import { SignatureInserter } from './signature-inserter.js';
import { Spool } from './spool.js';
import type { PassReason, RelaySignature, RewriteLimits, RewriteOptions, RewriteResult } from './types.js';

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

function unchanged(original: Spool, reason: PassReason, detail?: string): RewriteResult {
  return { decision: { action: 'unchanged', reason, ...(detail ? { detail } : {}) }, message: original.readOnce() };
}

/**
 * The relay's message rewrite: the message with the signature above the quoted thread and the stamp header, or the
 * original bytes with the reason it passed unchanged. The input is spooled (memory, then disk), surveyed once, and
 * rewritten in a second streaming pass into a second spool, so a failure halfway still sends the original.
 * It rejects only when reading `input` fails (the connection's problem, not the message's).
 */
export async function rewriteMessage(input: Readable, signature: RelaySignature, options: RewriteOptions): Promise<RewriteResult> {
  const limits: RewriteLimits = { ...DEFAULT_REWRITE_LIMITS, ...options.limits };
  const original = await Spool.from(input, limits.memorySpoolBytes);
  let survey: Awaited<ReturnType<typeof surveyMessage>>;
  try {
    survey = await surveyMessage(original.read(), options, limits, signature.images.length > 0);
  } catch (error) {
    return unchanged(original, 'rewrite_failed', errorText(error));
  }
  if (survey.kind === 'pass') return unchanged(original, survey.reason, survey.detail);

  const { spool: signed, writable } = Spool.create(limits.memorySpoolBytes);
  const inserter = new SignatureInserter(survey.plan, signature, options.stamp);
  try {
    await pipeline(
      original.read(),
      new Splitter({ maxHeadSize: limits.maxHeaderBytes, maxChildNodes: limits.maxParts }),
      inserter,
      new Joiner(),
      writable,
    );
  } catch (error) {
    await signed.dispose();
    return unchanged(original, error instanceof RewriteAbandoned ? 'unsupported_charset' : 'rewrite_failed', errorText(error));
  }
  await original.dispose();
  return {
    decision: { action: 'signed', html: inserter.htmlPlacement, text: inserter.textPlacement, imagesAdded: inserter.addedImages },
    message: signed.readOnce(),
  };
}
