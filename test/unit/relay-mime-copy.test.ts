import fc from 'fast-check';
import { Joiner, Splitter } from 'mailsplit';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { describe, expect, it } from 'vitest';
import { DEFAULT_REWRITE_LIMITS, type RelaySignature } from '../../relay/mime/index.js';
import { surveyMessage } from '../../relay/mime/message-survey.js';
import { SignatureInserter } from '../../relay/mime/signature-inserter.js';
import { fixture, LOGO, OPTIONS, rewrite, SIGNATURE } from './relay-mime-helpers.js';

const WITH_LOGO: RelaySignature = { ...SIGNATURE, images: [LOGO] };
const sameBoundaries = (message: Buffer) => message.toString('latin1').replace(/----=_SignatureRelay_[0-9a-f]{32}/g, 'B');

/** The rewrite as it was before it copied: mailsplit's own splitter over the whole message, the survey's plan. */
async function splitWhole(message: Buffer, signature = WITH_LOGO): Promise<{ output: Buffer; copyFrom: number | null } | null> {
  const { stamp, skipAddInSigned, skipMeetings } = OPTIONS;
  const choice = { action: 'sign' as const, signature, stamp, skipAddInSigned, skipMeetings };
  const { outcome } = await surveyMessage(Readable.from([message]), async () => choice, DEFAULT_REWRITE_LIMITS);
  if (outcome.kind !== 'rewrite') return null;
  const chunks: Buffer[] = [];
  // A rewrite that gives up (a body it cannot write back) leaves the message unchanged: null, as for a pass.
  const written = pipeline(
    Readable.from([message]),
    new Splitter({ maxHeadSize: DEFAULT_REWRITE_LIMITS.maxHeaderBytes, maxChildNodes: DEFAULT_REWRITE_LIMITS.maxParts }),
    new SignatureInserter({ ...outcome.plan, copyFrom: null }, signature, stamp),
    new Joiner(),
    async (source: AsyncIterable<Buffer>) => {
      for await (const chunk of source) chunks.push(chunk);
    },
  ).then(
    () => true,
    () => false,
  );
  if (!(await written)) return null;
  return { output: Buffer.concat(chunks), copyFrom: outcome.plan.copyFrom };
}

/** The rewrite that copies the rest writes what splitting the whole message writes, byte for byte. */
async function expectSameAsWhole(message: Buffer, signature = WITH_LOGO) {
  const whole = await splitWhole(message, signature);
  const { result, output } = await rewrite(message, signature);
  if (!whole) {
    expect(result.decision.action).not.toBe('signed');
    return null;
  }
  if (result.decision.action === 'signed') expect(sameBoundaries(output)).toBe(sameBoundaries(whole.output));
  return whole.copyFrom;
}

/** Outlook's inline image message inside a multipart/mixed with an attachment after it. */
function relatedThenAttachment(): Buffer {
  const inner = fixture('outlook-windows-new-inline-image.eml');
  const split = inner.indexOf('\r\n\r\n');
  const headers = inner.subarray(0, split).toString('latin1');
  const contentType = headers.slice(headers.indexOf('Content-Type:'));
  const top = headers.slice(0, headers.indexOf('Content-Type:'));
  return Buffer.concat([
    Buffer.from(`${top}Content-Type: multipart/mixed; boundary="OUTER"\r\n\r\n--OUTER\r\n${contentType}\r\n\r\n`, 'latin1'),
    inner.subarray(split + 4),
    Buffer.from(
      '\r\n--OUTER\r\nContent-Type: application/pdf; name="a.pdf"\r\nContent-Transfer-Encoding: base64\r\n\r\nJVBERi0xLjQK\r\n--OUTER--\r\n',
      'latin1',
    ),
  ]);
}

describe('relay MIME rewrite: the rest of the message after the last changed part is copied as it is', () => {
  it('a forward with an attachment, a related part with an attachment after it: copied from the first part after', async () => {
    const gmail = fixture('gmail-forward.eml');
    const copyFrom = await expectSameAsWhole(gmail);
    expect(gmail.subarray(copyFrom ?? 0, (copyFrom ?? 0) + 40).toString('latin1')).toMatch(/^Content-Type: application\/pdf/);
    const outlook = fixture('outlook-windows-forward.eml');
    expect(await expectSameAsWhole(outlook, SIGNATURE)).toBeGreaterThan(0);
    const related = relatedThenAttachment();
    const after = await expectSameAsWhole(related);
    expect(related.subarray(after ?? 0, (after ?? 0) + 40).toString('latin1')).toMatch(/^Content-Type: application\/pdf/);
  });

  it('nothing after the last changed part, or the images go into a related part that closes last: split whole', async () => {
    expect(await expectSameAsWhole(fixture('outlook-windows-new-inline-image.eml'))).toBeNull();
    expect(await expectSameAsWhole(fixture('apple-mail-new-inline-image.eml'))).toBeNull();
    expect(await expectSameAsWhole(fixture('outlook-ios-reply.eml'))).toBeNull();
  });

  it('any cut or splice of the messages: the same bytes as splitting the whole', async () => {
    const messages = [fixture('gmail-forward.eml'), fixture('outlook-windows-forward.eml'), relatedThenAttachment()];
    let copied = 0;
    await fc.assert(
      fc.asyncProperty(fc.nat(2), fc.nat(), fc.nat(), fc.uint8Array({ maxLength: 40 }), async (which, from, length, insert) => {
        const original = messages[which];
        const start = from % original.length;
        const mutated = Buffer.concat([original.subarray(0, start), insert, original.subarray(start + (length % 200))]);
        if ((await expectSameAsWhole(mutated)) !== null) copied++;
      }),
      { numRuns: 200, seed: 34 },
    );
    // Most of them still had a part after the last one changed.
    expect(copied).toBeGreaterThan(100);
  });

  it('the copied rest comes from the original read again, in chunks of any size; a small message is read once', async () => {
    const message = fixture('gmail-forward.eml');
    const { output: expected } = (await splitWhole(message, SIGNATURE))!;
    // `bytes` 0: a size the rewrite does not know, so it reads the original where it is, each time.
    for (const [bytes, opened] of [
      [0, 3],
      [message.length, 1],
    ]) {
      let reads = 0;
      const chunked = {
        bytes,
        open: () => {
          reads++;
          return Readable.from(Array.from({ length: Math.ceil(message.length / 7) }, (_, i) => message.subarray(i * 7, i * 7 + 7)));
        },
      };
      const { result, output } = await rewrite(chunked, SIGNATURE);
      expect(result.decision.action).toBe('signed');
      expect(output.equals(expected)).toBe(true);
      expect(reads).toBe(opened);
    }
  });
});
