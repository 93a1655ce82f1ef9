/** Content-Transfer-Encoding both ways for the encodings the relay rewrites; the same encoding goes back out. */
export type TransferEncoding = '7bit' | '8bit' | 'binary' | 'quoted-printable' | 'base64';

export function knownTransferEncoding(declared: string): TransferEncoding | null {
  const value = declared.trim().toLowerCase() || '7bit';
  switch (value) {
    case '7bit':
    case '8bit':
    case 'binary':
    case 'quoted-printable':
    case 'base64':
      return value;
    default:
      return null;
  }
}

/** Whether the bytes of a part in this encoding are the bytes it carries (7bit, 8bit, binary). */
export function isUnencoded(encoding: TransferEncoding): boolean {
  return encoding === '7bit' || encoding === '8bit' || encoding === 'binary';
}

const LINE_LENGTH = 76;

export function decodeBody(encoded: Buffer, encoding: TransferEncoding): Buffer {
  switch (encoding) {
    case 'base64':
      return Buffer.from(encoded.toString('latin1'), 'base64');
    case 'quoted-printable':
      return decodeQuotedPrintable(encoded);
    case '7bit':
    case '8bit':
    case 'binary':
      return encoded;
  }
}

export function encodeBody(decoded: Buffer, encoding: TransferEncoding, lineEnd: string): Buffer {
  switch (encoding) {
    case 'base64':
      return base64Lines(decoded, lineEnd);
    case 'quoted-printable':
      return encodeQuotedPrintable(decoded, lineEnd);
    case '7bit':
    case '8bit':
    case 'binary':
      return decoded;
  }
}

/** Base64 in lines of 76 characters joined by `lineEnd`, written straight into one buffer (no string a line). */
export function base64Lines(content: Buffer, lineEnd: string): Buffer {
  const encoded = Buffer.from(content.toString('base64'), 'latin1');
  const eol = Buffer.from(lineEnd, 'latin1');
  const lines = Math.ceil(encoded.length / LINE_LENGTH);
  const out = Buffer.allocUnsafe(encoded.length + Math.max(0, lines - 1) * eol.length);
  let at = 0;
  for (let from = 0; from < encoded.length; from += LINE_LENGTH) {
    if (from > 0) at += eol.copy(out, at);
    at += encoded.copy(out, at, from, Math.min(from + LINE_LENGTH, encoded.length));
  }
  return out;
}

function hexValue(byte: number): number {
  if (byte >= 0x30 && byte <= 0x39) return byte - 0x30;
  if (byte >= 0x41 && byte <= 0x46) return byte - 0x37;
  if (byte >= 0x61 && byte <= 0x66) return byte - 0x57;
  return -1;
}

function decodeQuotedPrintable(encoded: Buffer): Buffer {
  const out = Buffer.allocUnsafe(encoded.length);
  return out.subarray(0, decodeQuotedPrintableInto(encoded, 0, encoded.length, out));
}

/** Decodes `from` to `to` of `encoded` into `out` (or only counts, without `out`); returns the decoded length. */
function decodeQuotedPrintableInto(encoded: Buffer, from: number, to: number, out: Buffer | null): number {
  let length = 0;
  for (let i = from; i < to; i++) {
    // The bytes up to the next `=` are themselves: copied in one native call.
    let equals = encoded.indexOf(0x3d, i);
    if (equals < 0 || equals > to) equals = to;
    if (equals > i) {
      if (out) encoded.copy(out, length, i, equals);
      length += equals - i;
      i = equals;
      if (i === to) break;
    }
    // A soft line break: `=` then optional trailing whitespace, then CRLF or LF.
    let j = i + 1;
    while (j < to && (encoded[j] === 0x20 || encoded[j] === 0x09)) j++;
    if (j < to && encoded[j] === 0x0d && j + 1 < to && encoded[j + 1] === 0x0a) {
      i = j + 1;
      continue;
    }
    if (j < to && encoded[j] === 0x0a) {
      i = j;
      continue;
    }
    if (j >= to) {
      i = j;
      continue;
    }
    const high = i + 1 < to ? hexValue(encoded[i + 1]) : -1;
    const low = i + 2 < to ? hexValue(encoded[i + 2]) : -1;
    if (high >= 0 && low >= 0) {
      if (out) out[length] = high * 16 + low;
      length++;
      i += 2;
    } else {
      if (out) out[length] = 0x3d;
      length++;
    }
  }
  return length;
}

const HEX = Buffer.from('0123456789ABCDEF', 'latin1');

/**
 * Quoted-printable, written straight into one buffer: a byte becomes itself or `=XX` (at most 3 bytes), a hard line end
 * at most 2, and a soft break (`=` and the line end, at most 3) comes after 25 input bytes or more, so 4 bytes an input
 * byte always suffice.
 */
function encodeQuotedPrintable(decoded: Buffer, lineEnd: string): Buffer {
  const eol = Buffer.from(lineEnd, 'latin1');
  const out = Buffer.allocUnsafe(decoded.length * 4 + 8);
  let length = 0;
  let lines = 0;
  const nextLine = () => {
    if (lines++ > 0) length += eol.copy(out, length);
  };
  let start = 0;
  // Hard line breaks stay line breaks; each line is encoded and soft-wrapped on its own.
  for (let i = 0; i <= decoded.length; i++) {
    if (i === decoded.length || decoded[i] === 0x0a) {
      const end = i > start && decoded[i - 1] === 0x0d ? i - 1 : i;
      if (i < decoded.length || start < decoded.length) {
        nextLine();
        length = encodeQuotedPrintableLine(decoded, start, end, out, length, eol);
      }
      start = i + 1;
    }
  }
  if (decoded.length > 0 && decoded[decoded.length - 1] === 0x0a) nextLine();
  return out.subarray(0, length);
}

/** One line (`from` to `to` of `source`) into `out` at `at`, soft-wrapped under 76 characters; returns the new end. */
function encodeQuotedPrintableLine(source: Buffer, from: number, to: number, out: Buffer, at: number, eol: Buffer): number {
  let column = 0;
  for (let i = from; i < to; i++) {
    const byte = source[i];
    const space = byte === 0x20 || byte === 0x09;
    const literal = (byte >= 0x21 && byte <= 0x7e && byte !== 0x3d) || (space && i !== to - 1);
    const width = literal ? 1 : 3;
    if (column + width > LINE_LENGTH - 1) {
      out[at++] = 0x3d;
      at += eol.copy(out, at);
      column = 0;
    }
    if (literal) {
      out[at++] = byte;
    } else {
      out[at++] = 0x3d;
      out[at++] = HEX[byte >> 4];
      out[at++] = HEX[byte & 0x0f];
    }
    column += width;
  }
  return at;
}

/** Bytes of a buffer from `from` to `to` replaced by `bytes` (an insertion when the two are equal). */
export interface Splice {
  from: number;
  to: number;
  bytes: Buffer;
}

/** The buffer with the splice made (a copy). */
export function spliced(buffer: Buffer, { from, to, bytes }: Splice): Buffer {
  return Buffer.concat([buffer.subarray(0, from), bytes, buffer.subarray(to)]);
}

/**
 * Quoted-printable `encoded` with `insert` (decoded bytes) placed at decoded offset `at`, as the splice of the one
 * encoded line that holds that offset: the lines before and after it are kept as they are, and only that line is
 * encoded again around the insertion (a soft line break after it when the line had one). A 50 kB HTML part is then
 * encoded 76 bytes at a time, and not copied.
 */
export function insertIntoQuotedPrintable(encoded: Buffer, at: number, insert: Buffer, lineEnd: string): Splice {
  let lineStart = 0;
  let decodedBefore = 0;
  for (;;) {
    const newline = encoded.indexOf(0x0a, lineStart);
    const next = newline < 0 ? encoded.length : newline + 1;
    const decodedLength = decodeQuotedPrintableInto(encoded, lineStart, next, null);
    if (next === encoded.length || decodedBefore + decodedLength > at) {
      const line = decodeQuotedPrintable(encoded.subarray(lineStart, next));
      const split = Math.min(at - decodedBefore, line.length);
      const reencoded = encodeQuotedPrintable(Buffer.concat([line.subarray(0, split), insert, line.subarray(split)]), lineEnd);
      const softBreak = newline >= 0 && endsWithSoftBreak(encoded, lineStart, newline);
      return { from: lineStart, to: next, bytes: softBreak ? Buffer.concat([reencoded, Buffer.from(`=${lineEnd}`, 'latin1')]) : reencoded };
    }
    decodedBefore += decodedLength;
    lineStart = next;
  }
}

/** Whether the line from `start` whose LF is at `newline` ends with a soft break (`=`, optional blanks, CRLF or LF). */
function endsWithSoftBreak(encoded: Buffer, start: number, newline: number): boolean {
  let k = newline;
  if (k > start && encoded[k - 1] === 0x0d) k--;
  while (k > start && (encoded[k - 1] === 0x20 || encoded[k - 1] === 0x09)) k--;
  return k > start && encoded[k - 1] === 0x3d;
}
