import { createReadStream, createWriteStream, type WriteStream } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { BareLineEndings } from './bare-line-endings.js';
import { ByteBudget } from './byte-budget.js';

/** A received message, in memory or on disk: read it as often as needed (the transform, then the original again), then remove it. */
export interface SpooledMessage {
  readonly bytes: number;
  /** More bytes arrived than the limit; only the first `limit` were kept. */
  readonly oversized: boolean;
  /** The spool budget ran out while it arrived: the rest was read but not kept. */
  readonly overBudget: boolean;
  /** The data holds a bare CR or LF (`BareLineEndings`): from there on nothing was kept. */
  readonly bareLineEnding: boolean;
  /** Kept in memory (`SpoolLimits.inMemoryBytes`), with no file: every open() reads memory. */
  readonly inMemory: boolean;
  open(): Readable;
  /**
   * Closes every stream open() handed out (a transform may have left its input half-read), deletes the file and gives
   * its bytes back to the budget.
   */
  remove(): Promise<void>;
}

/** Each message's folder in the spool directory: `relay-` and a random suffix (mkdtemp). */
const FOLDER_PREFIX = 'relay-';

/**
 * Removes the message folders a previous process left in its own spool directory (killed while messages were under
 * way: none of them was answered 250, so their senders send them again). Only for a directory the relay alone uses.
 */
export async function removeLeftSpools(directory: string): Promise<number> {
  const entries = await readdir(directory, { withFileTypes: true });
  const left = entries.filter((e) => e.isDirectory() && e.name.startsWith(FOLDER_PREFIX));
  await Promise.all(left.map((e) => rm(join(directory, e.name), { recursive: true, force: true })));
  return left.length;
}

export interface SpoolLimits {
  /** The size limit: bytes past it are read and dropped. */
  readonly maxBytes: number;
  /** Shared by every message being spooled: each byte kept is reserved from it as it arrives. Unlimited if not given. */
  readonly budget?: ByteBudget;
  /** The system temp directory if not given. */
  readonly directory?: string;
  /**
   * A message of at most this many bytes is also kept in memory as it arrives (0, the default: none), its bytes taken
   * from `memory`, and written to no file; one that outgrows either goes on in the file, what was held written first.
   */
  readonly inMemoryBytes?: number;
  readonly memory?: ByteBudget;
}

/**
 * Keeps the incoming stream: in memory while it is small enough (`inMemoryBytes`, within the memory budget), else in a
 * private temp file, keeping at most `maxBytes` bytes and no more than the budget has room for. The incoming stream is
 * always read to its end, even past a limit or after a disk error, because the SMTP client can only be answered once
 * its DATA is over. Memory stays bounded whatever the message size. The budget gets its bytes back when the message is
 * removed, or at once when spooling fails (the client went away, the disk).
 */
export async function spoolMessage(incoming: Readable, limits: SpoolLimits): Promise<SpooledMessage> {
  const { maxBytes: limit, directory = tmpdir() } = limits;
  const reservation = (limits.budget ?? new ByteBudget(Infinity)).reservation();
  const lineEndings = new BareLineEndings();
  let failure: Error | undefined;
  const fail = (err: unknown) => (failure ??= err instanceof Error ? err : new Error(String(err)));
  let folder: string | undefined;
  let file: WriteStream | undefined;
  /** The message's file, made when it is first needed: a message kept in memory touches no disk. */
  const toFile = async (): Promise<WriteStream | undefined> => {
    if (file || failure) return file;
    try {
      folder = await mkdtemp(join(directory, FOLDER_PREFIX));
      file = createWriteStream(join(folder, 'message.eml'), { mode: 0o600 });
      file.on('error', fail);
    } catch (err) {
      fail(err);
    }
    return file;
  };
  const write = async (to: WriteStream, buffer: Buffer) => {
    if (!to.write(buffer)) await drained(to);
  };
  let bytes = 0;
  let overBudget = false;
  const inMemoryBytes = limits.inMemoryBytes ?? 0;
  // The admission, the rewrite and the next hop each read the message again: from memory, a small one costs no file
  // opens and reads on libuv's pool, and no file is written for it at all.
  const memory = limits.memory?.reservation();
  let held: Buffer[] | null = inMemoryBytes > 0 && memory ? [] : null;
  /** Stops keeping the message in memory; answers what was held (for the file, when it goes on there). */
  const letGo = () => {
    const was = held ?? [];
    held = null;
    memory?.release();
    return was;
  };
  try {
    for await (const chunk of incoming) {
      const buffer = chunk as Buffer;
      const before = bytes;
      bytes += buffer.length;
      lineEndings.feed(buffer);
      if (failure || before >= limit || overBudget || lineEndings.found) {
        if (held) letGo();
        continue;
      }
      const spilled = held && (bytes > inMemoryBytes || !memory?.grow(buffer.length)) ? letGo() : [];
      const kept = bytes > limit ? buffer.subarray(0, limit - before) : buffer;
      if (!reservation.grow(kept.length)) {
        overBudget = true;
        continue;
      }
      if (held) {
        held.push(buffer);
        continue;
      }
      const to = await toFile();
      if (!to) continue;
      for (const earlier of spilled) await write(to, earlier);
      await write(to, kept);
    }
    lineEndings.end();
  } catch (err) {
    fail(err);
  }
  const whole = held && !failure ? ((held as Buffer[]).length === 1 ? (held as Buffer[])[0] : Buffer.concat(held as Buffer[])) : null;
  // A message refused for its size, its budget or its line endings is never read: it still gets its (partial) file.
  if (!whole) await toFile();
  if (file) {
    const written = file;
    await new Promise<void>((resolve) => written.end(resolve));
  }
  const removeFolder = async () => {
    memory?.release();
    try {
      if (folder) await rm(folder, { recursive: true, force: true });
    } finally {
      reservation.release();
    }
  };
  if (failure || (!whole && !folder)) {
    await removeFolder();
    throw failure ?? new Error('spool folder missing');
  }
  const path = folder ? join(folder, 'message.eml') : '';
  const opened: Readable[] = [];
  return {
    bytes,
    oversized: bytes > limit,
    overBudget,
    bareLineEnding: lineEndings.found,
    inMemory: whole !== null,
    open() {
      const stream = whole ? Readable.from([whole], { objectMode: false }) : createReadStream(path);
      opened.push(stream);
      return stream;
    },
    async remove() {
      for (const stream of opened) stream.destroy();
      await removeFolder();
    },
  };
}

function drained(file: WriteStream): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      file.off('drain', done);
      file.off('error', done);
      resolve();
    };
    file.on('drain', done);
    file.on('error', done);
  });
}
