import { createReadStream, createWriteStream, type WriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * A message's bytes, kept so they can be read more than once (survey, rewrite, or the original when the rewrite is
 * abandoned): in memory up to a threshold, in a temporary file beyond it, so a message of tens of MB costs disk, not RAM.
 */
export class Spool {
  private chunks: Buffer[] = [];
  private bytes = 0;
  private dir: string | null = null;
  private file: WriteStream | null = null;

  private constructor(private readonly memoryLimit: number) {}

  get size(): number {
    return this.bytes;
  }

  static async from(source: Readable, memoryLimit: number): Promise<Spool> {
    const spool = new Spool(memoryLimit);
    try {
      await pipeline(source, spool.writable());
    } catch (error) {
      await spool.dispose();
      throw error;
    }
    return spool;
  }

  /** A writable that fills the spool; resolve its pipeline before reading. */
  static create(memoryLimit: number): { spool: Spool; writable: Writable } {
    const spool = new Spool(memoryLimit);
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
      this.dir = await mkdtemp(join(tmpdir(), 'relay-mime-'));
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
    return Readable.from(this.chunks, { objectMode: false });
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

function writeChunk(file: WriteStream, chunk: Buffer): Promise<void> {
  return new Promise((resolve, reject) => file.write(chunk, (error) => (error ? reject(error) : resolve())));
}
