import { createReadStream, createWriteStream, type WriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { BareLineEndings } from './bare-line-endings.js';

/** A received message on disk: read it as often as needed (the transform, then the original again), then remove it. */
export interface SpooledMessage {
  readonly bytes: number;
  /** More bytes arrived than the limit; only the first `limit` were kept. */
  readonly oversized: boolean;
  /** The data holds a bare CR or LF (`BareLineEndings`): from there on nothing was kept. */
  readonly bareLineEnding: boolean;
  open(): Readable;
  /** Closes every stream open() handed out (a transform may have left its input half-read) and deletes the file. */
  remove(): Promise<void>;
}

/**
 * Writes the incoming stream to a private temp file, keeping at most `limit` bytes. The incoming stream is always read
 * to its end, even past the limit or after a disk error, because the SMTP client can only be answered once its DATA is
 * over. Memory stays bounded whatever the message size.
 */
export async function spoolMessage(incoming: Readable, limit: number, directory = tmpdir()): Promise<SpooledMessage> {
  const lineEndings = new BareLineEndings();
  let failure: Error | undefined;
  const fail = (err: unknown) => (failure ??= err instanceof Error ? err : new Error(String(err)));
  let folder: string | undefined;
  let file: WriteStream | undefined;
  try {
    folder = await mkdtemp(join(directory, 'relay-'));
    file = createWriteStream(join(folder, 'message.eml'), { mode: 0o600 });
    file.on('error', fail);
  } catch (err) {
    fail(err);
  }
  let bytes = 0;
  try {
    for await (const chunk of incoming) {
      const buffer = chunk as Buffer;
      const before = bytes;
      bytes += buffer.length;
      lineEndings.feed(buffer);
      if (failure || !file || before >= limit || lineEndings.found) continue;
      const kept = bytes > limit ? buffer.subarray(0, limit - before) : buffer;
      if (!file.write(kept)) await drained(file);
    }
    lineEndings.end();
  } catch (err) {
    fail(err);
  }
  if (file) {
    const written = file;
    await new Promise<void>((resolve) => written.end(resolve));
  }
  const removeFolder = () => (folder ? rm(folder, { recursive: true, force: true }) : Promise.resolve());
  if (failure || !folder) {
    await removeFolder();
    throw failure ?? new Error('spool folder missing');
  }
  const path = join(folder, 'message.eml');
  const opened: Readable[] = [];
  return {
    bytes,
    oversized: bytes > limit,
    bareLineEnding: lineEndings.found,
    open() {
      const stream = createReadStream(path);
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
