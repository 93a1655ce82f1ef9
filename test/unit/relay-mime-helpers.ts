import { Splitter, type MailsplitItem, type MailsplitNode } from 'mailsplit';
import { readFileSync } from 'node:fs';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { rewriteMessage, type RelaySignature, type RewriteOptions, type RewriteResult } from '../../relay/mime/index.js';

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

export const OPTIONS: RewriteOptions = { stamp: 'contoso; template=t1; v=3', skipAddInSigned: true, skipMeetings: true };

export async function rewrite(
  message: Buffer | Readable,
  signature: RelaySignature = SIGNATURE,
  options: RewriteOptions = OPTIONS,
): Promise<{ result: RewriteResult; output: Buffer }> {
  const input = Buffer.isBuffer(message) ? Readable.from([message]) : message;
  const result = await rewriteMessage(input, signature, options);
  return { result, output: await buffer(result.message) };
}
