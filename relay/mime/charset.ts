import { characterReference } from '../../shared/rendering/escape.js';
/**
 * Text in a part's own charset, both ways. Decoding uses Node's TextDecoder; encoding is done here for the charsets the
 * relay rewrites (UTF-8, US-ASCII and the Latin-1 family), so characters the charset cannot hold are known and replaced
 * by the caller's choice instead of silently becoming `?` or mojibake.
 */
export type CharsetName = 'utf-8' | 'us-ascii' | 'windows-1252';

const CHARSET_ALIASES: Record<string, CharsetName> = {
  'utf-8': 'utf-8',
  utf8: 'utf-8',
  'us-ascii': 'us-ascii',
  ascii: 'us-ascii',
  // WHATWG decodes ISO-8859-1 as windows-1252 (a superset); encoding back through the same table keeps every byte.
  'iso-8859-1': 'windows-1252',
  'iso8859-1': 'windows-1252',
  latin1: 'windows-1252',
  'windows-1252': 'windows-1252',
  cp1252: 'windows-1252',
};

/** The charset a part declares, or the MIME default (US-ASCII) when none; null when the relay does not rewrite it. */
export function knownCharset(declared: string | false): CharsetName | null {
  if (!declared) return 'us-ascii';
  return CHARSET_ALIASES[declared.trim().toLowerCase()] ?? null;
}

export function decodeText(bytes: Buffer, charset: CharsetName): string {
  // US-ASCII parts often carry 8-bit bytes in practice; windows-1252 reads them without loss and encodes them back.
  const label = charset === 'us-ascii' ? 'windows-1252' : charset;
  return new TextDecoder(label, { fatal: false, ignoreBOM: true }).decode(bytes);
}

let windows1252Table: Map<number, number> | null = null;

function windows1252(): Map<number, number> {
  if (!windows1252Table) {
    const decoded = new TextDecoder('windows-1252').decode(Uint8Array.from({ length: 256 }, (_, i) => i));
    windows1252Table = new Map();
    for (let byte = 0; byte < 256; byte++) windows1252Table.set(decoded.codePointAt(byte) ?? byte, byte);
  }
  return windows1252Table;
}

/**
 * `text` in `charset`; each character the charset cannot hold goes through `fallback`, whose result must be ASCII.
 */
export function encodeText(text: string, charset: CharsetName, fallback: (codePoint: number) => string): Buffer {
  if (charset === 'utf-8') return Buffer.from(text, 'utf8');
  const table = charset === 'windows-1252' ? windows1252() : null;
  const bytes: number[] = [];
  for (const char of text) {
    const codePoint = char.codePointAt(0) ?? 0;
    const byte = table ? table.get(codePoint) : codePoint < 0x80 ? codePoint : undefined;
    if (byte !== undefined) {
      bytes.push(byte);
      continue;
    }
    for (const replacement of fallback(codePoint)) bytes.push(replacement.charCodeAt(0) & 0x7f);
  }
  return Buffer.from(bytes);
}

/** HTML's way to write a character the charset cannot hold: a numeric character reference, from the one escaper. */
export const htmlCharacterReference = characterReference;

/** Plain text's fallback: the letter without its accents when that is ASCII (é → e), else `?`. */
export function plainTextFallback(codePoint: number): string {
  const stripped = String.fromCodePoint(codePoint)
    .normalize('NFD')
    .split('')
    .filter((c) => c.charCodeAt(0) < 0x80)
    .join('');
  return stripped || '?';
}
