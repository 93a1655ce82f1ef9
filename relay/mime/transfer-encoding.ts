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
      return Buffer.from(wrapFixed(decoded.toString('base64'), LINE_LENGTH, lineEnd), 'latin1');
    case 'quoted-printable':
      return encodeQuotedPrintable(decoded, lineEnd);
    case '7bit':
    case '8bit':
    case 'binary':
      return decoded;
  }
}

function wrapFixed(text: string, width: number, lineEnd: string): string {
  const lines: string[] = [];
  for (let i = 0; i < text.length; i += width) lines.push(text.slice(i, i + width));
  return lines.join(lineEnd);
}

function hexValue(byte: number): number {
  if (byte >= 0x30 && byte <= 0x39) return byte - 0x30;
  if (byte >= 0x41 && byte <= 0x46) return byte - 0x37;
  if (byte >= 0x61 && byte <= 0x66) return byte - 0x57;
  return -1;
}

function decodeQuotedPrintable(encoded: Buffer): Buffer {
  const out = Buffer.alloc(encoded.length);
  let length = 0;
  for (let i = 0; i < encoded.length; i++) {
    const byte = encoded[i];
    if (byte !== 0x3d) {
      out[length++] = byte;
      continue;
    }
    // A soft line break: `=` then optional trailing whitespace, then CRLF or LF.
    let j = i + 1;
    while (j < encoded.length && (encoded[j] === 0x20 || encoded[j] === 0x09)) j++;
    if (j < encoded.length && encoded[j] === 0x0d && encoded[j + 1] === 0x0a) {
      i = j + 1;
      continue;
    }
    if (j < encoded.length && encoded[j] === 0x0a) {
      i = j;
      continue;
    }
    if (j >= encoded.length) {
      i = j;
      continue;
    }
    const high = hexValue(encoded[i + 1]);
    const low = hexValue(encoded[i + 2]);
    if (high >= 0 && low >= 0) {
      out[length++] = high * 16 + low;
      i += 2;
    } else {
      out[length++] = byte;
    }
  }
  return out.subarray(0, length);
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
