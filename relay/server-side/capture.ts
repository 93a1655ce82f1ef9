import { Transform, type TransformCallback } from 'node:stream';
import type { CapturedMessage } from '../../shared/server-side/contract.js';

/** How much of a message handed to the next hop is kept for an Admin's check: its first 2 MB. */
export const CAPTURE_LIMIT_BYTES = 2 * 1024 * 1024;

/**
 * Passes a message through unchanged and keeps its first `limit` bytes, counting all of them. What it kept counts as a
 * capture only once the whole message went through: a stream that failed or was closed half-way captured nothing.
 */
export class CaptureTee extends Transform {
  private readonly chunks: Buffer[] = [];
  private kept = 0;
  private seen = 0;
  private complete = false;

  constructor(private readonly limit = CAPTURE_LIMIT_BYTES) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.seen += chunk.length;
    if (this.kept < this.limit) {
      const part = chunk.subarray(0, this.limit - this.kept);
      this.chunks.push(part);
      this.kept += part.length;
    }
    callback(null, chunk);
  }

  override _flush(callback: TransformCallback): void {
    this.complete = true;
    callback();
  }

  /** The bytes kept (at most the limit) and the whole message's size, or null when the message did not go through whole. */
  captured(): CapturedMessage | null {
    return this.complete ? { kept: Buffer.concat(this.chunks), size: this.seen } : null;
  }
}
