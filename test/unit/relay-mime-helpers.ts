import { Splitter, type MailsplitItem, type MailsplitNode } from 'mailsplit';
import { readFileSync } from 'node:fs';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import {
  rewriteMessage,
  type RelaySignature,
  type ReopenableMessage,
  type RewriteLimits,
  type RewriteResult,
} from '../../relay/mime/index.js';
import type { Tidying } from '../../relay/mime/types.js';

export interface SplitPart {
  contentType: string;
  headers: string;
  body: Buffer;
}

/** The parts of a message in order, each with its raw header block and raw (still encoded) body. */
export async function splitParts(message: Buffer): Promise<SplitPart[]> {
  const parts: SplitPart[] = [];
  const byNode = new Map<MailsplitNode, { part: SplitPart; chunks: Buffer[] }>();
  const splitter = new Splitter();
  Readable.from([message]).pipe(splitter);
  for await (const item of splitter as AsyncIterable<MailsplitItem>) {
    if (item.type === 'node') {
      const part = { contentType: item.contentType || '', headers: item.getHeaders().toString('latin1'), body: Buffer.alloc(0) };
      parts.push(part);
      byNode.set(item, { part, chunks: [] });
    } else if (item.type === 'body') {
      byNode.get(item.node)?.chunks.push(item.value);
    }
  }
  for (const { part, chunks } of byNode.values()) part.body = Buffer.concat(chunks);
  return parts;
}

export function fixture(name: string): Buffer {
  return readFileSync(new URL(`../fixtures/relay/${name}`, import.meta.url));
}

export const SIGNATURE: RelaySignature = {
  html: '<table id="relay-signature"><tr><td>Ann Lee · Contoso</td></tr></table>',
  text: 'Ann Lee · Contoso\nSales',
  images: [],
};

export const LOGO = { cid: 'logo@relay', contentType: 'image/png', content: Buffer.from('fake png bytes for the logo') };

/** How the tests sign: the stamp, what to skip (the caller's choice) and the rewrite's limits. */
export interface TestOptions {
  stamp: string;
  skipMeetings: boolean;
  limits?: Partial<RewriteLimits>;
  /** What the signing does with a signature or a phone's footer already there (none: as before). */
  tidying?: Tidying;
}

export const OPTIONS: TestOptions = { stamp: 'contoso; template=t1; v=3', skipMeetings: true };

/** A message the rewrite can read as often as it needs: from memory, or from a source made afresh each time. */
export function reopenable(message: Buffer | (() => AsyncIterable<Buffer>)): ReopenableMessage {
  if (Buffer.isBuffer(message)) return { bytes: message.length, open: () => Readable.from([message]) };
  return { bytes: 0, open: () => Readable.from(message()) };
}

/** Rewrites with a decision that always signs with `signature` and `options`. */
export async function rewrite(
  message: Buffer | ReopenableMessage,
  signature: RelaySignature = SIGNATURE,
  options: TestOptions = OPTIONS,
): Promise<{ result: RewriteResult; output: Buffer }> {
  const input = Buffer.isBuffer(message) ? reopenable(message) : message;
  const { stamp, skipMeetings, limits, tidying } = options;
  const result = await rewriteMessage(input, async () => ({ action: 'sign', signature, stamp, skipMeetings, tidying }), { limits });
  return { result, output: await buffer(result.message) };
}
