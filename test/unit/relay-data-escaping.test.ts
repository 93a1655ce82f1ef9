import { describe, expect, it } from 'vitest';
import DataStream from 'nodemailer/lib/smtp-connection/data-stream.js';
import { escapedChunk, nodemailerTransform } from '../../relay/smtp/data-escaping.js';

/** What a DataStream sends for these chunks, its `_transform` being `transform`, with its counts. */
async function sent(chunks: (Buffer | string)[], transform?: typeof nodemailerTransform) {
  const stream = new DataStream();
  if (transform) stream._transform = transform;
  const out: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => out.push(chunk));
  const ended = new Promise((resolve) => stream.on('end', resolve));
  for (const chunk of chunks) stream.write(chunk);
  stream.end();
  await ended;
  return { bytes: Buffer.concat(out).toString('latin1'), inBytes: stream.inByteCount, outBytes: stream.outByteCount };
}

/** A pseudo-random generator, so that a failure names a seed that shows it again. */
function lcg(seed: number) {
  let state = seed >>> 0;
  return () => (state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0) / 2 ** 32;
}

/** Text made mostly of what the escaping looks at: CR, LF, dots, and a letter between. */
function message(random: () => number, length: number): Buffer {
  const alphabet = [0x0d, 0x0a, 0x2e, 0x61, 0x0d, 0x0a, 0x61, 0x61];
  return Buffer.from(Array.from({ length }, () => alphabet[Math.floor(random() * alphabet.length)]));
}

function cut(random: () => number, bytes: Buffer): Buffer[] {
  const chunks: Buffer[] = [];
  for (let at = 0; at < bytes.length;) {
    const size = 1 + Math.floor(random() * 12);
    chunks.push(bytes.subarray(at, at + size));
    at += size;
  }
  return chunks;
}

describe("the relay's DATA escaping", () => {
  it('sends the bytes and counts nodemailer sends, over random messages and cuts', async () => {
    expect(DataStream.prototype._transform).not.toBe(nodemailerTransform);
    for (let seed = 1; seed <= 400; seed++) {
      const random = lcg(seed);
      const chunks = cut(random, message(random, Math.floor(random() * 60)));
      expect({ seed, ...(await sent(chunks)) }).toEqual({ seed, ...(await sent(chunks, nodemailerTransform)) });
    }
  });

  it('stuffs dots and mends bare line ends at the start, at the end and across chunks', async () => {
    for (const chunks of [['.a\r\n.b'], ['a\r', '.b'], ['a\n', '.'], ['\n'], ['\r'], ['a\r', '\n.\r\n'], ['', '.x', ''], ['a\rb\nc']]) {
      expect(await sent(chunks)).toEqual(await sent(chunks, nodemailerTransform));
    }
    expect((await sent(['.a\r\n.b\nc\rd'])).bytes).toBe('..a\r\n..b\r\nc\r\nd\r\n.\r\n');
  });

  it('hands a chunk that needs nothing on as it is', () => {
    const chunk = Buffer.from('Subject: hi\r\n\r\nA line.\r\n');
    expect(escapedChunk(chunk, 0x0a)).toBe(chunk);
  });
});
