import { Transform, type TransformCallback } from 'node:stream';

/**
 * Fails a stream whose lines grow past a limit. mailsplit joins a line's chunks until it ends, so one endless line would
 * cost memory and repeated copying; checked before the splitter sees the bytes.
 */
export class LineLengthGuard extends Transform {
  private lineLength = 0;
  /** Every byte that went through. */
  bytes = 0;

  constructor(private readonly maxLineBytes: number) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.bytes += chunk.length;
    if (chunk.length <= this.maxLineBytes) this.measureShort(chunk);
    else this.measureEach(chunk);
    if (this.lineLength > this.maxLineBytes) {
      callback(Object.assign(new Error('line too long'), { code: 'ELINE' }));
      return;
    }
    callback(null, chunk);
  }

  /**
   * A chunk no longer than the limit: the lines wholly inside it are shorter than it, so only the line it continues
   * (up to its first line end) and the one it starts (after its last) count: two native scans, not one a line.
   */
  private measureShort(chunk: Buffer): void {
    const first = chunk.indexOf(0x0a);
    if (first < 0) this.lineLength += chunk.length;
    else if (this.lineLength + first > this.maxLineBytes) this.lineLength += first;
    else this.lineLength = chunk.length - chunk.lastIndexOf(0x0a) - 1;
  }

  private measureEach(chunk: Buffer): void {
    let from = 0;
    for (;;) {
      const newline = chunk.indexOf(0x0a, from);
      if (newline < 0) {
        this.lineLength += chunk.length - from;
        break;
      }
      this.lineLength += newline - from;
      if (this.lineLength > this.maxLineBytes) break;
      this.lineLength = 0;
      from = newline + 1;
    }
  }
}
