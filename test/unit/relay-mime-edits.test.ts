import fc from 'fast-check';
import { Splitter, type MailsplitItem } from 'mailsplit';
import { Readable } from 'node:stream';
import { expectEvery } from '../helpers/expect-every.js';
import { describe, expect, it } from 'vitest';
import { DEFAULT_REWRITE_LIMITS, type RelaySignature } from '../../relay/mime/index.js';
import { surveyMessage } from '../../relay/mime/message-survey.js';
import { editedMessage } from '../../relay/mime/edited-message.js';
import { signatureEdits, type Edit } from '../../relay/mime/signature-edits.js';
import { fixture, LOGO, OPTIONS, rewrite, SIGNATURE } from './relay-mime-helpers.js';

const WITH_LOGO: RelaySignature = { ...SIGNATURE, images: [LOGO] };
const sameBoundaries = (message: Buffer) => message.toString('latin1').replace(/----=_SignatureRelay_[0-9a-f]{32}/g, 'B');

/** The edits the survey's plan makes to a message, or null when it passes unchanged. */
async function editsOf(message: Buffer, signature = WITH_LOGO): Promise<Edit[] | null> {
  const { stamp, skipMeetings } = OPTIONS;
  const choice = { action: 'sign' as const, signature, stamp, skipMeetings };
  const { outcome } = await surveyMessage(Readable.from([message]), async () => choice, DEFAULT_REWRITE_LIMITS);
  if (outcome.kind !== 'rewrite') return null;
  try {
    return signatureEdits(outcome.plan, signature, stamp).edits;
  } catch {
    return null;
  }
}

interface Unit {
  what: Edit['what'];
  part: number;
  start: number;
  bytes: Buffer;
}

/** The message as mailsplit's own splitter sees it: each part's header block, its body (empty when none), each data item. */
async function unitsOf(message: Buffer): Promise<Unit[]> {
  const splitter = new Splitter({ maxHeadSize: DEFAULT_REWRITE_LIMITS.maxHeaderBytes, maxChildNodes: DEFAULT_REWRITE_LIMITS.maxParts });
  Readable.from([message]).pipe(splitter);
  const units: Unit[] = [];
  const parts = new Map<unknown, number>();
  let offset = 0;
  for await (const item of splitter as AsyncIterable<MailsplitItem>) {
    const bytes = item.type === 'node' ? item.getHeaders() : item.value;
    if (item.type === 'node') {
      parts.set(item, parts.size);
      units.push({ what: 'headers', part: parts.size - 1, start: offset, bytes });
      units.push({ what: 'body', part: parts.size - 1, start: offset + bytes.length, bytes: Buffer.alloc(0) });
    } else {
      const part = parts.get(item.node) ?? -1;
      const last = units[units.length - 1];
      if (item.type === 'body' && last.what === 'body' && last.part === part) last.bytes = Buffer.concat([last.bytes, bytes]);
      else if (item.type === 'body') throw new Error('a body item away from its part');
      else units.push({ what: 'close', part, start: offset, bytes });
    }
    offset += bytes.length;
  }
  return units;
}

/**
 * The oracle: mailsplit's own splitter and joiner's view of the whole message, each edit made inside the unit it names
 * (a header block whole, a range of its part's body, a range of a data item). It fails when an edit falls anywhere
 * else, or is left over.
 */
async function oracle(message: Buffer, edits: Edit[]): Promise<Buffer> {
  const left = new Set(edits);
  const out: Buffer[] = [];
  for (const unit of await unitsOf(message)) {
    const end = unit.start + unit.bytes.length;
    const inside = edits.filter(
      (edit) =>
        left.has(edit) &&
        edit.what === unit.what &&
        edit.from >= unit.start &&
        edit.to <= end &&
        (unit.what === 'close' || edit.part === unit.part),
    );
    let at = 0;
    for (const edit of inside) {
      if (edit.what === 'headers' && (edit.from !== unit.start || edit.to !== end)) throw new Error('a header edit is not the whole block');
      out.push(unit.bytes.subarray(at, edit.from - unit.start), ...(Buffer.isBuffer(edit.bytes) ? [edit.bytes] : edit.bytes));
      at = edit.to - unit.start;
      left.delete(edit);
    }
    out.push(unit.bytes.subarray(at));
  }
  if (left.size) throw new Error(`edits outside the parts they name: ${[...left].map((edit) => edit.what).join(', ')}`);
  return Buffer.concat(out);
}

function chunked(message: Buffer, size: number): Readable {
  return Readable.from(Array.from({ length: Math.ceil(message.length / size) }, (_, i) => message.subarray(i * size, i * size + size)));
}

/** The edits land on exactly the items mailsplit's own splitter gives, read in chunks of any size; and the rewrite agrees. */
async function expectEditsInPlace(message: Buffer, signature = WITH_LOGO, chunkSizes = [message.length, 7, 4096]): Promise<Edit[] | null> {
  const edits = await editsOf(message, signature);
  const { result, output } = await rewrite(message, signature);
  if (!edits) {
    expect(result.decision.action).not.toBe('signed');
    return null;
  }
  const expected = await oracle(message, edits);
  for (const size of chunkSizes) {
    const chunks: Buffer[] = [];
    for await (const chunk of editedMessage(size === message.length ? message : chunked(message, size), edits)) chunks.push(chunk);
    expect(Buffer.concat(chunks).equals(expected)).toBe(true);
    // One write to the next hop for each chunk read (each edit joined into the chunk it falls in), none empty.
    expect(chunks.length).toBeLessThanOrEqual(Math.ceil(message.length / size) + 1);
    expectEvery(chunks, (chunk) => chunk.length > 0);
  }
  expect(result.decision.action).toBe('signed');
  expect(sameBoundaries(output)).toBe(sameBoundaries(expected));
  return edits;
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

const FIXTURES = [
  'gmail-forward.eml',
  'outlook-windows-forward.eml',
  'outlook-windows-new-inline-image.eml',
  'apple-mail-new-inline-image.eml',
  'outlook-ios-reply.eml',
];

describe('relay MIME rewrite: one parse, and only the bytes the signature changes are replaced', () => {
  it('the stamp, the bodies and the related part’s close land exactly on the parts mailsplit’s own splitter finds', async () => {
    for (const name of FIXTURES) {
      const edits = await expectEditsInPlace(fixture(name));
      expect(edits?.map((edit) => edit.what)).toContain('headers');
      expect(edits?.map((edit) => edit.what)).toContain('body');
    }
    const related = await expectEditsInPlace(relatedThenAttachment());
    expect(related?.map((edit) => edit.what)).toContain('close');
  });

  it('the oracle refuses an edit one byte off its place', async () => {
    const message = fixture('outlook-windows-new-inline-image.eml');
    const edits = (await editsOf(message))!;
    const moved = (what: Edit['what'], by: number) =>
      edits.map((edit) => (edit.what === what ? { ...edit, from: edit.from + by, to: edit.to + by } : edit));
    await expect(oracle(message, moved('headers', 1))).rejects.toThrow();
    const body = edits.find((edit) => edit.what === 'body')!;
    const pastBody = edits.map((edit) => (edit === body ? { ...edit, from: edit.to + 3, to: edit.to + 3 } : edit));
    await expect(oracle(message, pastBody)).rejects.toThrow();
    await expect(oracle(message, moved('close', -40))).rejects.toThrow();
  });

  it('a single-part message: the root is also the body part, its headers changed once', async () => {
    const lone = Buffer.from('From: a@contoso.com\r\nContent-Type: text/html; charset=utf-8\r\n\r\n<p>Hi</p>\r\n', 'latin1');
    const edits = await expectEditsInPlace(lone);
    expect(edits?.filter((edit) => edit.what === 'headers')).toHaveLength(1);
    const empty = Buffer.from('From: a@contoso.com\nContent-Type: text/plain\n\n', 'latin1');
    expect(await expectEditsInPlace(empty, SIGNATURE)).not.toBeNull();
  });

  it('any cut or splice of the messages: the same bytes as the oracle, or unchanged', async () => {
    const messages = [fixture('gmail-forward.eml'), fixture('outlook-windows-forward.eml'), relatedThenAttachment()];
    let signed = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.nat(2),
        fc.nat(),
        fc.nat(),
        fc.uint8Array({ maxLength: 40 }),
        fc.integer({ min: 1, max: 3000 }),
        async (which, from, length, insert, chunkSize) => {
          const original = messages[which];
          const start = from % original.length;
          const mutated = Buffer.concat([original.subarray(0, start), insert, original.subarray(start + (length % 200))]);
          if ((await expectEditsInPlace(mutated, WITH_LOGO, [chunkSize])) !== null) signed++;
        },
      ),
      { numRuns: 200, seed: 34 },
    );
    // Most of them were still signed.
    expect(signed).toBeGreaterThan(100);
  });

  it('a small message is read once; one of unknown size is read where it is, twice', async () => {
    const message = fixture('gmail-forward.eml');
    for (const [bytes, opened] of [
      [0, 2],
      [message.length, 1],
    ]) {
      let reads = 0;
      const source = {
        bytes,
        open: () => {
          reads++;
          return chunked(message, 7);
        },
      };
      const { result } = await rewrite(source, SIGNATURE);
      expect(result.decision.action).toBe('signed');
      expect(reads).toBe(opened);
    }
  });
});
