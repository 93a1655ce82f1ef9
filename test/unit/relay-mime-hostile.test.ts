import fc from 'fast-check';
import { Splitter, type MailsplitItem } from 'mailsplit';
import { createHash, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { rewriteMessage } from '../../relay/mime/index.js';
import { fixture, OPTIONS, reopenable, rewrite, SIGNATURE } from './relay-mime-helpers.js';

async function expectUnchanged(input: Buffer, reason: string, options = OPTIONS) {
  const { result, output } = await rewrite(input, SIGNATURE, options);
  expect(result.decision).toMatchObject({ action: 'unchanged', reason });
  expect(output.equals(input)).toBe(true);
}

const message = (text: string) => Buffer.from(text.replaceAll('\n', '\r\n'), 'latin1');

describe('relay MIME rewrite: hostile and malformed input passes unchanged, never throws', () => {
  it('a multipart whose closing boundary never comes (truncated message)', async () => {
    await expectUnchanged(
      message(
        'From: a@b\nContent-Type: multipart/alternative; boundary=B\n\n--B\nContent-Type: text/plain\n\nhello\n--B\nContent-Type: text/html\n\n<p>hel',
      ),
      'malformed',
    );
  });

  it('a multipart without a boundary parameter has no body part to sign', async () => {
    await expectUnchanged(
      message('From: a@b\nContent-Type: multipart/mixed\n\n--B\nContent-Type: text/plain\n\nhello\n--B--\n'),
      'no_body',
    );
  });

  it('a header block over the limit, and one endless header line', async () => {
    const long = `From: a@b\nX-Long: ${'a'.repeat(300 * 1024)}\nContent-Type: text/plain\n\nhello\n`;
    await expectUnchanged(message(long), 'too_large');
    const folded = `From: a@b\n${'X-Many: value\n'.repeat(30_000)}Content-Type: text/plain\n\nhello\n`;
    await expectUnchanged(message(folded), 'too_large');
  });

  it('a body line of 2 MB without a line end', async () => {
    await expectUnchanged(message(`From: a@b\nContent-Type: text/plain\n\n${'x'.repeat(2 * 1024 * 1024)}`), 'too_large');
  });

  it('deep nesting, and more parts than the limit', async () => {
    let deep = 'From: a@b\n';
    for (let depth = 0; depth < 60; depth++) deep += `Content-Type: multipart/mixed; boundary=b${depth}\n\n--b${depth}\n`;
    deep += 'Content-Type: text/plain\n\nhello\n';
    for (let depth = 59; depth >= 0; depth--) deep += `--b${depth}--\n`;
    await expectUnchanged(message(deep), 'too_large');
    const many = `From: a@b\nContent-Type: multipart/mixed; boundary=B\n\n${'--B\nContent-Type: text/plain\n\nx\n'.repeat(700)}--B--\n`;
    await expectUnchanged(message(many), 'too_large');
  });

  it('a part whose header block a delimiter cuts off: the splitter gives its bytes twice, so no part can be placed', async () => {
    const cut =
      'From: a@b\nContent-Type: multipart/mixed; boundary=M\n\n--M\nContent-Type: text/html\n\n<p>hi</p>\n--M\nContent-Type: text/plain\n--M--\n';
    await expectUnchanged(message(cut), 'unsupported_shape');
  });

  it('an HTML part over the in-memory body limit', async () => {
    await expectUnchanged(fixture('outlook-windows-reply.eml'), 'too_large', { ...OPTIONS, limits: { maxBodyPartBytes: 100 } });
  });

  it('a UTF-8 part with bytes that are not UTF-8 (it would not survive a round trip)', async () => {
    const input = Buffer.concat([
      message('From: a@b\nContent-Type: text/html; charset=utf-8\nContent-Transfer-Encoding: 8bit\n\n<p>caf'),
      Buffer.from([0xe9, 0xff]),
      message('</p>\n'),
    ]);
    await expectUnchanged(input, 'unsupported_charset');
  });

  it('empty input and random bytes', async () => {
    await expectUnchanged(Buffer.alloc(0), 'malformed');
    await expectUnchanged(message('\n\n<p>no headers</p>\n'), 'malformed');
    const noise = randomBytes(64 * 1024);
    const { result, output } = await rewrite(noise);
    if (result.decision.action === 'unchanged') expect(output.equals(noise)).toBe(true);
  });

  it('any cut or splice of the fixtures: a signed message or the original bytes, never an exception', async () => {
    const names = ['outlook-windows-reply.eml', 'gmail-forward.eml', 'outlook-web-new-inline-image.eml', 'apple-mail-reply.eml'];
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...names),
        fc.nat(),
        fc.nat(),
        fc.uint8Array({ maxLength: 40 }),
        async (name, from, length, insert) => {
          const original = fixture(name);
          const start = from % original.length;
          const mutated = Buffer.concat([original.subarray(0, start), insert, original.subarray(start + (length % 200))]);
          const { result, output } = await rewrite(mutated, {
            ...SIGNATURE,
            images: [{ cid: 'x', contentType: 'image/png', content: Buffer.from('x') }],
          });
          if (result.decision.action === 'unchanged') expect(output.equals(mutated)).toBe(true);
          else expect(output.includes('X-Signature-Relay')).toBe(true);
        },
      ),
      { numRuns: 150, seed: 34 },
    );
  });
});

describe('relay MIME rewrite: a 10 MB attachment streams', () => {
  const HEAD = 'From: a@contoso.com\nTo: b@example.com\nSubject: Big\nMIME-Version: 1.0\nContent-Type: multipart/mixed; boundary=M\n\n';
  const HTML = '--M\nContent-Type: text/html; charset=utf-8\n\n<html><body><p>See attached</p></body></html>\n';
  const ATTACHMENT =
    '--M\nContent-Type: application/octet-stream; name=big.bin\nContent-Disposition: attachment; filename=big.bin\nContent-Transfer-Encoding: base64\n\n';

  // Before or after the HTML part, the attachment is never rewritten: the signed message copies it from the original
  // as it is sent, and nothing is written anywhere on the way.
  it.each([
    ['after the HTML part', 'after'],
    ['before the HTML part', 'before'],
  ] as const)('keeps the attachment byte for byte and resident memory growth under 64 MB: %s', async (_name, order) => {
    const attachmentLines = (10 * 1024 * 1024) / 57;
    const attachmentHash = createHash('sha256');
    const line = Buffer.alloc(57);
    // The rewrite reads the message twice (survey, then as it is sent): the expected hash is taken on the first read only.
    let reads = 0;
    async function* source(): AsyncGenerator<Buffer> {
      const firstRead = reads++ === 0;
      yield message(order === 'after' ? HEAD + HTML + ATTACHMENT : HEAD + ATTACHMENT);
      let batch: Buffer[] = [];
      for (let i = 0; i < attachmentLines; i++) {
        line.writeUInt32BE(i, 0);
        const encoded = Buffer.from(`${line.toString('base64')}\r\n`, 'latin1');
        // The splitter leaves the part's last line end out of its body.
        if (firstRead) attachmentHash.update(i + 1 < attachmentLines ? encoded : encoded.subarray(0, encoded.length - 2));
        batch.push(encoded);
        if (batch.length === 1000) {
          yield Buffer.concat(batch);
          batch = [];
        }
      }
      yield Buffer.concat([...batch, message(order === 'after' ? '--M--\n' : `${HTML}--M--\n`)]);
    }
    const rssBefore = process.memoryUsage().rss;
    let rssPeak = rssBefore;
    const signature = { ...SIGNATURE, html: '<p>Ann Lee, Contoso</p>' };
    const { stamp, skipMeetings } = OPTIONS;
    const result = await rewriteMessage(reopenable(source), async () => ({
      action: 'sign',
      signature,
      stamp,
      skipMeetings,
    }));
    expect(result.decision).toMatchObject({ action: 'signed', html: { at: 'body_end' } });
    const outputHash = createHash('sha256');
    let html = '';
    const splitter = new Splitter();
    result.message.pipe(splitter);
    for await (const item of splitter as AsyncIterable<MailsplitItem>) {
      rssPeak = Math.max(rssPeak, process.memoryUsage().rss);
      if (item.type !== 'body') continue;
      if (item.node.contentType === 'application/octet-stream') outputHash.update(item.value);
      if (item.node.contentType === 'text/html') html += item.value.toString();
    }
    expect(html).toBe(`<html><body><p>See attached</p>${signature.html}</body></html>`);
    expect(outputHash.digest('hex')).toBe(attachmentHash.digest('hex'));
    expect(rssPeak - rssBefore).toBeLessThan(64 * 1024 * 1024);
    // The survey, then the original once more as it is sent.
    expect(reads).toBe(2);
  });
});
