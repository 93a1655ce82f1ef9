import fc from 'fast-check';
import { Splitter, type MailsplitItem, type MailsplitNode } from 'mailsplit';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { LINES_PER_TURN, RelaySplitter } from '../../relay/mime/splitter.js';
import { fixture } from './relay-mime-helpers.js';

/** What a splitter emits, written out: each item's kind, its node's position, and its bytes (a node: its headers). */
async function itemsOf(splitter: Splitter, chunks: Buffer[]): Promise<{ items: string[]; joined: Buffer }> {
  const nodes = new Map<MailsplitNode, number>();
  const items: string[] = [];
  const bytes: Buffer[] = [];
  Readable.from(chunks, { objectMode: false }).pipe(splitter);
  for await (const item of splitter as AsyncIterable<MailsplitItem>) {
    if (item.type === 'node') {
      nodes.set(item, nodes.size);
      items.push(`node ${nodes.size - 1} ${item.contentType} ${item.getHeaders().toString('latin1')}`);
      bytes.push(item.getHeaders());
    } else {
      items.push(`${item.type} ${nodes.get(item.node)} ${item.value.toString('latin1')}`);
      bytes.push(item.value);
    }
  }
  return { items, joined: Buffer.concat(bytes) };
}

/** Both splitters on the same chunks: the same items, and they join back into the input. */
async function expectSameItems(message: Buffer, sizes: number[] = [message.length || 1]) {
  const chunks: Buffer[] = [];
  for (let at = 0, k = 0; at < message.length; k++) {
    const size = Math.max(1, sizes[k % sizes.length]);
    chunks.push(message.subarray(at, at + size));
    at += size;
  }
  const ours = await itemsOf(new RelaySplitter(), chunks);
  const theirs = await itemsOf(new Splitter(), chunks);
  // mailsplit's own items, except where they do not join back into the input: a CRLF split across chunks (fixed here,
  // ours join back), or a malformed part's header block a parent delimiter cuts off (written twice by both).
  if (theirs.joined.equals(message) || !ours.joined.equals(message)) expect(ours.items).toEqual(theirs.items);
  return { items: ours.items, joined: ours.joined.equals(message), theirsJoined: theirs.joined.equals(message) };
}

const crlf = (text: string) => Buffer.from(text.replaceAll('\n', '\r\n'), 'latin1');

/** A message of nested multiparts with preamble, epilogue, boundary-like body lines and base64, in either line end. */
const nested = (eol: '\n' | '\r\n', bodyLines: string[]) =>
  Buffer.from(
    [
      'From: a@contoso.com',
      'Content-Type: multipart/mixed; boundary="M"',
      '',
      'preamble -- not a delimiter',
      '--M',
      'Content-Type: multipart/alternative; boundary=A',
      '',
      '--A',
      'Content-Type: text/plain',
      '',
      ...bodyLines,
      '--A',
      'Content-Type: text/html',
      '',
      '<p>html</p>',
      ...bodyLines,
      '--A--',
      'epilogue of A',
      '--M',
      'Content-Type: application/octet-stream',
      'Content-Transfer-Encoding: base64',
      '',
      ...Array.from({ length: 40 }, (_, i) => Buffer.alloc(57, i).toString('base64')),
      '--M--',
      'epilogue',
      '',
    ].join(eol),
    'latin1',
  );

const TRICKY_LINES = ['--M-', '--MX', '--M --', '--A-', '---A', '-- A', '\r--A', '--', '-', '', 'a-b', '--M--x', 'plain line'];

describe('relay MIME splitter: the same items as mailsplit, without a turn of the event loop a line', () => {
  it('every fixture, whole and in chunks of many sizes', async () => {
    for (const name of [
      'outlook-windows-reply.eml',
      'apple-mail-new-inline-image.eml',
      'gmail-forward.eml',
      'smime-signed.eml',
      'meeting-request.eml',
    ]) {
      const message = fixture(name);
      const { items, joined } = await expectSameItems(message);
      expect(items.length).toBeGreaterThan(3);
      expect(joined).toBe(true);
      for (const sizes of [[1], [2], [3], [7], [64], [1000], [5, 1, 300, 2]]) await expectSameItems(message, sizes);
    }
  });

  it('nested multiparts, preamble and epilogue, boundary-like lines in bodies, CRLF and LF, any chunking', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom<'\n' | '\r\n'>('\n', '\r\n'),
        fc.array(fc.oneof(fc.constantFrom(...TRICKY_LINES), fc.string({ maxLength: 30 })), { maxLength: 12 }),
        fc.array(fc.integer({ min: 1, max: 200 }), { minLength: 1, maxLength: 8 }),
        async (eol, lines, sizes) => {
          expect((await expectSameItems(nested(eol, lines), sizes)).joined).toBe(true);
        },
      ),
      { numRuns: 300, seed: 34 },
    );
  });

  it('any cut or splice of a fixture (truncated multiparts, lone CRs, stray bytes)', async () => {
    const original = fixture('outlook-web-new-inline-image.eml');
    await fc.assert(
      fc.asyncProperty(
        fc.nat(),
        fc.nat(),
        fc.uint8Array({ maxLength: 40 }),
        fc.integer({ min: 1, max: 500 }),
        async (from, length, insert, size) => {
          const start = from % original.length;
          const mutated = Buffer.concat([original.subarray(0, start), insert, original.subarray(start + (length % 200))]);
          await expectSameItems(mutated, [size]);
        },
      ),
      { numRuns: 150, seed: 34 },
    );
  });

  it('a delimiter split across chunks, a huge line, a lone text part, an empty message', async () => {
    const message = nested('\r\n', ['before', '--A', 'Content-Type: text/plain', '', 'inner']);
    const at = message.indexOf('--A\r\nContent-Type: text/html');
    for (let cut = at - 3; cut < at + 6; cut++) {
      expect((await expectSameItems(message, [cut, message.length])).joined).toBe(true);
    }
    await expectSameItems(nested('\n', ['x'.repeat(300_000), '-'.repeat(100_000)]), [65_536]);
    await expectSameItems(crlf('From: a@contoso.com\nContent-Type: text/plain\n\nno multipart\n--M\nstill body\n'), [9]);
    await expectSameItems(Buffer.alloc(0));
  });

  it('a CRLF split across chunks, the next chunk without a line end: mailsplit loses bytes, this splitter does not', async () => {
    const message = nested('\r\n', ['first line', 'x'.repeat(100)]);
    const cr = message.indexOf('first line\r\n') + 'first line\r'.length;
    expect(await expectSameItems(message, [cr, 50, message.length])).toMatchObject({ joined: true, theirsJoined: false });
  });

  it('lets the event loop turn within a chunk of many lines, and its items stay whole', async () => {
    const lines = Array.from({ length: LINES_PER_TURN * 5 }, (_, i) => `--line ${i}`);
    const message = nested('\r\n', lines);
    let turns = 0;
    const ticker = setInterval(() => turns++, 0);
    try {
      await expectSameItems(message);
    } finally {
      clearInterval(ticker);
    }
    expect(turns).toBeGreaterThan(0);
  });
});
