import type { TransformCallback } from 'node:stream';
import DataStream from 'nodemailer/lib/smtp-connection/data-stream.js';

const CR = 0x0d;
const LF = 0x0a;
const DOT = 0x2e;
const INSERT_LF = Buffer.from('\n');
const INSERT_LF_DOT = Buffer.from('\n.');
const INSERT_CR = Buffer.from('\r');
const INSERT_DOT = Buffer.from('.');

/** What goes before `byte`, given the byte before it (`false` at the start of the message), or null. */
function insertBefore(byte: number, prev: number | false): Buffer | null {
  // A bare CR becomes CRLF (a dot after it is stuffed), a bare LF becomes CRLF, a dot that starts a line is doubled.
  if (prev === CR && byte !== LF) return byte === DOT ? INSERT_LF_DOT : INSERT_LF;
  if (byte === LF && prev !== CR) return INSERT_CR;
  if (byte === DOT && (prev === LF || prev === false)) return INSERT_DOT;
  return null;
}

/**
 * One chunk of a message escaped for DATA exactly as nodemailer's `DataStream` escapes it, but found with `indexOf`:
 * every place the escaping can change is the first byte, a line end, or the byte after a CR or an LF, so only those are
 * looked at instead of every byte in a JavaScript loop. Answers the chunk itself when nothing changes.
 */
export function escapedChunk(chunk: Buffer, lastByte: number | false): Buffer {
  const pieces: Buffer[] = [];
  let length = 0;
  let kept = 0;
  let checked = -1;
  const check = (at: number, prev: number | false) => {
    if (at <= checked || at >= chunk.length) return;
    checked = at;
    const insert = insertBefore(chunk[at], prev);
    if (!insert) return;
    if (at > kept) pieces.push(chunk.subarray(kept, at));
    pieces.push(insert);
    length += at - kept + insert.length;
    kept = at;
  };
  check(0, lastByte);
  let cr = chunk.indexOf(CR);
  let lf = chunk.indexOf(LF);
  while (cr !== -1 || lf !== -1) {
    if (lf === -1 || (cr !== -1 && cr < lf)) {
      check(cr + 1, CR);
      cr = chunk.indexOf(CR, cr + 1);
    } else {
      if (lf > 0) check(lf, chunk[lf - 1]);
      check(lf + 1, LF);
      lf = chunk.indexOf(LF, lf + 1);
    }
  }
  if (!pieces.length) return chunk;
  if (kept < chunk.length) pieces.push(chunk.subarray(kept));
  return Buffer.concat(pieces, length + chunk.length - kept);
}

interface DataStreamState {
  inByteCount: number;
  outByteCount: number;
  lastByte: number | false;
  push(chunk: Buffer): boolean;
}

/** nodemailer's own `_transform`, kept for the test that holds the two to the same bytes. */
export const nodemailerTransform = DataStream.prototype._transform;

/**
 * nodemailer escapes what it sends in DATA byte by byte in a JavaScript loop, which cost the relay about 0.2 ms of CPU
 * a 50 kB message (docs/performance.md). The relay sends with nodemailer's SMTP client, which makes its `DataStream`
 * itself, so the class's `_transform` is replaced by one that gives the same bytes and counts
 * (`test/unit/relay-data-escaping.test.ts` holds the two to each other over random messages and cuts).
 */
DataStream.prototype._transform = function (
  this: DataStreamState,
  chunk: Buffer | string,
  _encoding: BufferEncoding,
  done: TransformCallback,
) {
  if (!chunk || !chunk.length) return done();
  const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
  this.inByteCount += bytes.length;
  const out = escapedChunk(bytes, this.lastByte);
  this.outByteCount += out.length;
  this.push(out);
  this.lastByte = bytes[bytes.length - 1];
  done();
};
