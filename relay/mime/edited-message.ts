import { Readable } from 'node:stream';
import type { Edit } from './signature-edits.js';

function joined(pieces: Buffer[]): Buffer {
  return pieces.length === 1 ? pieces[0] : Buffer.concat(pieces);
}

function pushBytes(pieces: Buffer[], { bytes }: Edit): void {
  if (Buffer.isBuffer(bytes)) pieces.push(bytes);
  else pieces.push(...bytes);
}

/**
 * Walks the original's bytes in order, chunk by chunk, giving the pieces of the edited message: slices of the chunk
 * between the edits, and each edit's bytes where its range starts (its range skipped, across chunks if need be).
 */
class EditCursor {
  private offset = 0;
  private next = 0;

  constructor(private readonly edits: readonly Edit[]) {}

  /** The pieces of the edited message that stand for this chunk of the original (which follows the last one). */
  pieces(chunk: Buffer): Buffer[] {
    const { edits, offset } = this;
    const end = offset + chunk.length;
    const pieces: Buffer[] = [];
    let at = offset;
    while (at < end) {
      const edit = edits[this.next];
      if (!edit || edit.from >= end) {
        pieces.push(chunk.subarray(at - offset));
        break;
      }
      if (edit.from > at) pieces.push(chunk.subarray(at - offset, edit.from - offset));
      if (edit.from >= at) pushBytes(pieces, edit);
      if (edit.to > end) break;
      at = Math.max(at, edit.to);
      this.next++;
    }
    this.offset = end;
    return pieces;
  }

  /** The edits at the very end (an empty body that ends the message has no chunk to go into). */
  rest(): Buffer[] {
    const pieces: Buffer[] = [];
    for (const edit of this.edits.slice(this.next)) if (edit.from >= this.offset) pushBytes(pieces, edit);
    return pieces;
  }
}

/**
 * The edited message, read as it is sent: a message in memory as one buffer, one read from its spool a buffer for each
 * chunk. The pieces are joined because each buffer handed on becomes a write to the next hop's socket: a 50 kB message
 * in twenty pieces cost twenty system calls where one copy of its bytes costs a few microseconds.
 */
export function editedMessage(original: Buffer | Readable, edits: readonly Edit[]): Readable {
  const cursor = new EditCursor(edits);
  if (Buffer.isBuffer(original)) return Readable.from([joined([...cursor.pieces(original), ...cursor.rest()])], { objectMode: false });
  async function* pieces(): AsyncGenerator<Buffer> {
    for await (const chunk of original as AsyncIterable<Buffer>) {
      const piece = joined(cursor.pieces(chunk));
      if (piece.length > 0) yield piece;
    }
    const rest = joined(cursor.rest());
    if (rest.length > 0) yield rest;
  }
  return Readable.from(pieces(), { objectMode: false });
}
