import type { ImageType } from './schemas.js';

/** How far into a file an SVG's root element is looked for. */
const SVG_HEAD_BYTES = 2048;

const isSpace = (c: string) => c === ' ' || c === '\t' || c === '\n' || c === '\r' || c === '\f';

/**
 * Whether text starts as an SVG document: whitespace, an optional `<?xml …?>` declaration, comments, an optional
 * `<!DOCTYPE svg …>`, then the `<svg` root element. A hand scan with `indexOf`, each character read once: the pattern
 * it replaces backtracked exponentially on `<!---->` repeated (under 300 bytes froze the event loop).
 */
export function startsAsSvg(text: string): boolean {
  const lower = text.toLowerCase();
  let i = 0;
  const skipSpace = () => {
    while (i < lower.length && isSpace(lower[i])) i++;
  };
  /** Moves past one `open … close` at `i` and the space after it: 1, or 0 when none starts there, -1 when it never closes. */
  const past = (open: string, close: string) => {
    if (!lower.startsWith(open, i)) return 0;
    const end = lower.indexOf(close, i + open.length);
    if (end < 0) return -1;
    i = end + close.length;
    skipSpace();
    return 1;
  };
  skipSpace();
  if (past('<?xml', '>') < 0) return false;
  for (let step = past('<!--', '-->'); step !== 0; step = past('<!--', '-->')) if (step < 0) return false;
  if (past('<!doctype svg', '>') < 0) return false;
  return lower.startsWith('<svg', i) && (lower[i + 4] === '>' || isSpace(lower[i + 4] ?? ''));
}

/** The content type of an image, read from its first bytes (never from what the uploader claims). */
export function sniffImageType(bytes: Buffer): ImageType | 'image/svg+xml' | null {
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  const head = bytes.subarray(0, 6).toString('latin1');
  if (head === 'GIF87a' || head === 'GIF89a') return 'image/gif';
  if (startsAsSvg(bytes.subarray(0, SVG_HEAD_BYTES).toString('utf8'))) return 'image/svg+xml';
  return null;
}
