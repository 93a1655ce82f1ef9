import { createReadStream, createWriteStream, type WriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable, Writable } from 'node:stream';

/**
 * The signed message's bytes, kept until the next hop has read them (the rewrite finishes before anything is sent, so a
 * failure halfway still sends the original): in memory up to a threshold, in a temporary file beyond it, so a message
 * of tens of MB costs disk, not RAM.
 */
/** The size of the pieces a spool in memory is read in (see `coalesced`). */
const READ_CHUNK_BYTES = 64 * 1024;

export class Spool {
  private chunks: Buffer[] = [];
  private bytes = 0;
  private dir: string | null = null;
  private file: WriteStream | null = null;

  private constructor(
    private readonly memoryLimit: number,
    private readonly directory: string,
  ) {}

  get size(): number {
    return this.bytes;
  }

  /** A writable that fills the spool; resolve its pipeline before reading. */
  static create(memoryLimit: number, directory = tmpdir()): { spool: Spool; writable: Writable } {
    const spool = new Spool(memoryLimit, directory);
    return { spool, writable: spool.writable() };
  }

  private writable(): Writable {
    return new Writable({
      write: (chunk: Buffer, _encoding, callback) => {
        this.append(chunk).then(() => callback(), callback);
      },
      final: (callback) => {
        this.closeFile().then(() => callback(), callback);
      },
    });
  }

  private async append(chunk: Buffer): Promise<void> {
    this.bytes += chunk.length;
    if (!this.file && this.bytes <= this.memoryLimit) {
      this.chunks.push(chunk);
      return;
    }
    if (!this.file) {
      this.dir = await mkdtemp(join(this.directory, 'relay-mime-'));
      this.file = createWriteStream(join(this.dir, 'message.eml'));
      for (const held of this.chunks) await writeChunk(this.file, held);
      this.chunks = [];
    }
    await writeChunk(this.file, chunk);
  }

  private async closeFile(): Promise<void> {
    const file = this.file;
    if (!file) return;
    await new Promise<void>((resolve, reject) => file.end((error?: Error | null) => (error ? reject(error) : resolve())));
  }

  read(): Readable {
    if (this.dir) return createReadStream(join(this.dir, 'message.eml'));
    return Readable.from(coalesced(this.chunks, READ_CHUNK_BYTES), { objectMode: false });
  }

  /** A read of the spool that removes it once the reader is done (ended, closed or destroyed). */
  readOnce(): Readable {
    const stream = this.read();
    stream.once('close', () => void this.dispose());
    return stream;
  }

  async dispose(): Promise<void> {
    this.chunks = [];
    const dir = this.dir;
    this.dir = null;
    this.file?.destroy();
    this.file = null;
    if (dir) await rm(dir, { recursive: true, force: true });
  }
}

/**
 * What the spool hands on, in pieces of about `size`: the joiner writes a message a line or a header at a time, and the
 * next hop's SMTP client scans and writes each piece it is given, so thousands of small ones cost more than the rewrite.
 */
export function coalesced(chunks: readonly Buffer[], size: number): Buffer[] {
  const pieces: Buffer[] = [];
  let run: Buffer[] = [];
  let length = 0;
  for (const chunk of chunks) {
    run.push(chunk);
    length += chunk.length;
    if (length >= size) {
      pieces.push(run.length === 1 ? run[0] : Buffer.concat(run, length));
      run = [];
      length = 0;
    }
  }
  if (run.length) pieces.push(run.length === 1 ? run[0] : Buffer.concat(run, length));
  return pieces;
}

function writeChunk(file: WriteStream, chunk: Buffer): Promise<void> {
  return new Promise((resolve, reject) => file.write(chunk, (error) => (error ? reject(error) : resolve())));
}
