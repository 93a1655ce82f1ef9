import type { Readable } from 'node:stream';

/** The root header block is read at most this far; a larger one cannot be proven to hold only what was read. */
export const MAX_ROOT_HEADER_BYTES = 256 * 1024;
/** A field value is kept up to this many characters (one more tells that it was longer). */
const MAX_VALUE_CHARS = 8192;

/** Every occurrence of the named fields in a message's root header block, unfolded; `tooLarge` when it was not all read. */
export interface RootFields {
  readonly values: ReadonlyMap<string, readonly string[]>;
  readonly tooLarge: boolean;
}

const HEADER_END = Buffer.from('\r\n\r\n');

/**
 * Reads the root header block of a message (up to the first empty line, or the whole message when it has no body) and
 * collects every occurrence of the wanted fields, matched by name without regard to case or to blanks before the
 * colon, their folded lines joined. Counting occurrences is the point (a second `X-MS-Exchange-CrossTenant-Id` written
 * by the sender must be seen), so this is a plain linear scan rather than a MIME parser: mailsplit's header parser
 * joins folded lines with a splice per line (quadratic on a block of many folds) and keeps only what it parsed.
 */
export async function readRootFields(message: Readable, wanted: readonly string[], maxBytes = MAX_ROOT_HEADER_BYTES): Promise<RootFields> {
  const { block, tooLarge } = await headerBlock(message, maxBytes);
  const names = new Set(wanted.map((w) => w.toLowerCase()));
  const values = new Map<string, string[]>(wanted.map((w) => [w.toLowerCase(), []]));
  let current: { name: string; value: string } | null = null;
  const close = () => {
    if (current) values.get(current.name)!.push(current.value.trim());
    current = null;
  };
  for (const line of block.split('\r\n')) {
    if (line.startsWith(' ') || line.startsWith('\t')) {
      // A folded line continues the field above (RFC 5322 2.2.3); one of a field not wanted is skipped with it.
      if (current && current.value.length <= MAX_VALUE_CHARS) current.value = (current.value + line).slice(0, MAX_VALUE_CHARS + 1);
      continue;
    }
    close();
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    if (names.has(name))
      current = {
        name,
        value: line
          .slice(colon + 1)
          .trimStart()
          .slice(0, MAX_VALUE_CHARS + 1),
      };
  }
  close();
  return { values, tooLarge };
}

/** The header block once `seen` shows where it ends (or that it is too large); null while it may go on. */
function headerEnd(seen: Buffer, from: number, maxBytes: number): { block: string; tooLarge: boolean } | null {
  // An empty line first: no header block at all, and nothing below it is one.
  if (seen.length >= 2 && seen[0] === 0x0d && seen[1] === 0x0a) return { block: '', tooLarge: false };
  const end = seen.indexOf(HEADER_END, from);
  if (end !== -1 && end <= maxBytes) return { block: seen.subarray(0, end).toString('latin1'), tooLarge: false };
  return seen.length > maxBytes ? { block: '', tooLarge: true } : null;
}

/** The header block as latin1 text (one char per byte), without the empty line that ends it. */
async function headerBlock(message: Readable, maxBytes: number): Promise<{ block: string; tooLarge: boolean }> {
  const chunks: Buffer[] = [];
  let bytes = 0;
  try {
    for await (const chunk of message as AsyncIterable<Buffer>) {
      // Looked for from three bytes before this chunk, so an end split between chunks is found.
      const from = Math.max(0, bytes - 3);
      chunks.push(chunk);
      bytes += chunk.length;
      // A message held in memory comes as one chunk: read where it is, not copied.
      const seen = chunks.length === 1 ? chunk : Buffer.concat(chunks, bytes);
      const found = headerEnd(seen, from, maxBytes);
      if (found) {
        // Closed before the loop is left: the iterator would otherwise close it with an AbortError, stack and all.
        message.destroy();
        return found;
      }
      chunks.splice(0, chunks.length, seen);
    }
  } finally {
    message.destroy();
  }
  // No empty line: the whole message is its header block (a message without a body).
  const whole = Buffer.concat(chunks, bytes);
  return { block: whole.toString('latin1').replace(/\r\n$/, ''), tooLarge: false };
}
