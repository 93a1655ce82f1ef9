import { isUtf8 } from 'node:buffer';
import { decodeText, encodeText, htmlCharacterReference, plainTextFallback, type CharsetName } from './charset.js';
import { findHtmlInsertion } from '../../shared/threads/html-insertion.js';
import type { TargetPart } from './message-survey.js';
import { findTextInsertion } from './text-insertion.js';
import { decodeBody, encodeBody, insertIntoQuotedPrintable, isUnencoded, type Splice, type TransferEncoding } from './transfer-encoding.js';
import { ownMarksIn, type OwnMark } from '../../shared/threads/own-mark.js';
import { htmlFooter, textFooter, type FooterRange } from '../../shared/threads/mobile-footers.js';
import type { Placement, Tidying } from './types.js';

/** Why a body is not rewritten after all: its charset does not round-trip, or its new text is already signed. */
export class RewriteAbandoned extends Error {
  constructor(
    message: string,
    readonly reason: 'unsupported_charset' | 'already_signed' = 'unsupported_charset',
  ) {
    super(message);
  }
}

const NO_TIDYING: Tidying = { unlessSigned: false, removeMobileFooters: false };

/** The encoded body without its final line end (kept as it was: it belongs to the boundary that follows). */
function withoutTrailingLineEnd(raw: Buffer): Buffer {
  let end = raw.length;
  if (end > 0 && raw[end - 1] === 0x0a) end--;
  if (end > 0 && end < raw.length && raw[end - 1] === 0x0d) end--;
  return raw.subarray(0, end);
}

/** Whether a 7bit part must become quoted-printable to carry the signature in its own charset. */
export function needsQuotedPrintable(target: TargetPart, signature: string): boolean {
  return target.encoding === '7bit' && target.charset !== 'us-ascii' && hasNonAscii(signature);
}

/** Whether text holds a character beyond printable ASCII. */
export function hasNonAscii(text: string): boolean {
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) > 0x7e) return true;
  return false;
}

/**
 * A body part with the signature inserted, as the splice of its encoded bytes that does it: decoded from its transfer
 * encoding and charset, the insertion point found, encoded back the same way (quoted-printable: only the encoded line
 * the signature goes into; 7bit, 8bit and binary: the signature's bytes inserted; base64: the whole part). The part's
 * own text is written back byte for byte (a charset round trip that would change it abandons the rewrite); only the
 * signature goes through the fallback for characters the charset cannot hold.
 */
export function insertSignature(
  raw: Buffer,
  target: TargetPart,
  kind: 'html' | 'text',
  signature: string,
  lineEnd: string,
  outputEncoding: TransferEncoding = target.encoding,
  tidying: Tidying = NO_TIDYING,
): { splice: Splice; placement: Placement; footerRemoved: boolean } {
  const core = withoutTrailingLineEnd(raw);
  // Where only the insertion point is needed (the part keeps its own bytes), the part is read from its top first.
  const inPlace = outputEncoding === target.encoding && (isUnencoded(target.encoding) || target.encoding === 'quoted-printable');
  const read = (inPlace && markerNearTop(core, target, kind)) || readWhole(core, target, kind);
  const { text, insertion } = read;
  // Only the new text counts: the service's signature in the quoted thread is an earlier message's.
  if (kind === 'html' && tidying.unlessSigned && ownMarksIn(text, 0, insertion.index).length > 0) {
    throw new RewriteAbandoned('the new text already holds a signature of the service', 'already_signed');
  }
  const footer = tidying.removeMobileFooters ? (kind === 'html' ? htmlFooter : textFooter)(text, insertion.index) : null;
  if (footer) {
    const splice = withoutFooter(core, target, kind, signature, lineEnd, outputEncoding, footer, insertion.index);
    return { splice, placement: insertion.placement, footerRemoved: true };
  }
  // The text round-trips, so its bytes split where it does: the part's own bytes go back on either side.
  const at = byteOffset(text, insertion.index, target.charset);
  const addition = kind === 'html' ? signature : textBlock(signature, text, insertion.index, lineEnd);
  // A part that stays 7bit stays 7-bit: the signature's other characters take the fallback.
  const signatureCharset = outputEncoding === '7bit' ? 'us-ascii' : target.charset;
  const fallback = kind === 'html' ? htmlCharacterReference : plainTextFallback;
  const added = encodeText(addition, signatureCharset, fallback);
  const { placement } = insertion;
  // Quoted-printable stays as it was but for the line the signature goes into.
  if (target.encoding === 'quoted-printable' && outputEncoding === 'quoted-printable') {
    return { splice: insertIntoQuotedPrintable(core, at, added, lineEnd), placement, footerRemoved: false };
  }
  // Unencoded, the part's bytes are its text's: the signature's go in between.
  if (outputEncoding === target.encoding && isUnencoded(outputEncoding)) {
    return { splice: { from: at, to: at, bytes: added }, placement, footerRemoved: false };
  }
  const decoded = Buffer.concat([read.bytes.subarray(0, at), added, read.bytes.subarray(at)]);
  return { splice: { from: 0, to: core.length, bytes: encodeBody(decoded, outputEncoding, lineEnd) }, placement, footerRemoved: false };
}

/**
 * The splice that takes a phone's footer out of the new text and puts the signature where the text ends: the whole
 * part read (the footer and the insertion point are where a first reading found them), the bytes between the footer
 * and the insertion point kept (closing tags, blank lines), the rest of the part as it was.
 */
function withoutFooter(
  core: Buffer,
  target: TargetPart,
  kind: 'html' | 'text',
  signature: string,
  lineEnd: string,
  outputEncoding: TransferEncoding,
  footer: FooterRange,
  index: number,
): Splice {
  const { bytes, text } = readWhole(core, target, kind);
  const [from, to, at] = [footer.from, footer.to, index].map((i) => byteOffset(text, i, target.charset));
  const kept = text.slice(0, footer.from) + text.slice(footer.to);
  const addition = kind === 'html' ? signature : textBlock(signature, kept, index - (footer.to - footer.from), lineEnd);
  const added = encodeText(
    addition,
    outputEncoding === '7bit' ? 'us-ascii' : target.charset,
    kind === 'html' ? htmlCharacterReference : plainTextFallback,
  );
  const between = bytes.subarray(to, at);
  if (outputEncoding === target.encoding && isUnencoded(outputEncoding)) return { from, to: at, bytes: Buffer.concat([between, added]) };
  const decoded = Buffer.concat([bytes.subarray(0, from), between, added, bytes.subarray(at)]);
  return { from: 0, to: core.length, bytes: encodeBody(decoded, outputEncoding, lineEnd) };
}

/** The service's marks in the quoted thread of an HTML part (below where the signature goes); the whole part is read. */
export function quotedMarks(target: TargetPart, raw: Buffer): OwnMark[] {
  const { text, insertion } = readWhole(withoutTrailingLineEnd(raw), target, 'html');
  return ownMarksIn(text, insertion.index);
}

/** The part's decoded bytes and text, and where the signature goes in it. */
interface Reading {
  bytes: Buffer;
  text: string;
  insertion: { index: number; placement: Placement };
}

function readWhole(core: Buffer, target: TargetPart, kind: 'html' | 'text'): Reading {
  return readText(decodeBody(core, target.encoding), target, kind);
}

/** Decoded bytes as text (which must round-trip), and the insertion point in it. */
function readText(bytes: Buffer, target: TargetPart, kind: 'html' | 'text'): Reading {
  if (!roundTrips(bytes, target.charset)) throw new RewriteAbandoned(`the ${kind} part does not round-trip through ${target.charset}`);
  const text = decodeText(bytes, target.charset);
  return { bytes, text, insertion: kind === 'html' ? findHtmlInsertion(text) : findTextInsertion(text) };
}

/** How much of a part is read first: a reply's marker is usually within its first few kB. */
const TOP_BYTES = 16 * 1024;
/** The lines a text marker needs after its own to be judged as the whole text judges it (a header block looks 3 ahead). */
const TEXT_LINES_AFTER_MARKER = 4;

/**
 * The reply marker of a part found in its first `TOP_BYTES` (to the end of that encoded line), else null. HTML: the
 * tags of a prefix are the first tags of the whole, and a marker is placed by the tags before it, so a marker found
 * there is the one the whole part gives. Text: each line is judged by itself, the line above and the three below, so a
 * marker with four whole lines after it in the prefix is the one the whole text gives. Only the prefix is decoded and
 * must round-trip: the rest is never rewritten.
 */
function markerNearTop(core: Buffer, target: TargetPart, kind: 'html' | 'text'): Reading | null {
  const lineEnd = core.indexOf(0x0a, TOP_BYTES);
  if (core.length <= TOP_BYTES || lineEnd < 0) return null;
  const decoded = decodeBody(core.subarray(0, lineEnd + 1), target.encoding);
  const reading = readText(decoded.subarray(0, wholeCharacters(decoded, target.charset)), target, kind);
  if (reading.insertion.placement.at !== 'marker') return null;
  return kind === 'html' || linesFrom(reading.text, reading.insertion.index) > TEXT_LINES_AFTER_MARKER ? reading : null;
}

/** How many line ends the text has from `index` on (counting stops past the marker's settling lines). */
function linesFrom(text: string, index: number): number {
  let lines = 0;
  for (let at = text.indexOf('\n', index); at >= 0 && lines <= TEXT_LINES_AFTER_MARKER; at = text.indexOf('\n', at + 1)) lines++;
  return lines;
}

/** The length of the bytes up to the last whole character (a UTF-8 sequence the prefix cut is left out). */
function wholeCharacters(bytes: Buffer, charset: CharsetName): number {
  if (charset !== 'utf-8') return bytes.length;
  let continuation = 0;
  while (continuation < 3 && continuation < bytes.length && (bytes[bytes.length - 1 - continuation] & 0xc0) === 0x80) continuation++;
  const lead = bytes.length - 1 - continuation;
  if (lead < 0) return bytes.length;
  const byte = bytes[lead];
  const length = byte >= 0xf0 ? 4 : byte >= 0xe0 ? 3 : byte >= 0xc0 ? 2 : 1;
  return length > continuation + 1 ? lead : bytes.length;
}

/**
 * Whether a part's bytes decode to text that encodes back to the same bytes. Valid UTF-8 always does; the single-byte
 * charsets are read as windows-1252, whose decoding maps each of the 256 bytes to a character of its own (the five
 * bytes it leaves undefined to the C1 controls), and `encodeText` maps each back.
 */
function roundTrips(bytes: Buffer, charset: CharsetName): boolean {
  return charset === 'utf-8' ? isUtf8(bytes) : true;
}

/** The byte offset of the text's `index` in its charset (one byte a character but in UTF-8). */
function byteOffset(text: string, index: number, charset: CharsetName): number {
  if (charset !== 'utf-8') return index;
  const code = text.charCodeAt(index);
  // Never the case at an insertion point (a tag or a line start), but a pair split in two would split a character.
  if (code >= 0xdc00 && code <= 0xdfff) throw new RewriteAbandoned('insertion point inside a character');
  return Buffer.byteLength(text.slice(0, index), 'utf8');
}

function textBlock(signature: string, text: string, index: number, lineEnd: string): string {
  const eol = text.includes('\r\n') ? '\r\n' : text.includes('\n') ? '\n' : lineEnd;
  const lines = signature.split('\n').map((line) => line.replace(/\r$/, '').trimEnd());
  const block = lines.join(eol);
  if (index < text.length) return block + eol + eol;
  // The body's own final line end (kept apart by the caller) follows the block.
  const separator = text.length === 0 ? '' : text.endsWith('\n') ? eol : eol + eol;
  return separator + block;
}
