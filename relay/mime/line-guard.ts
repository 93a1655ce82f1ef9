import { Transform, type TransformCallback } from 'node:stream';

/**
 * Fails a stream whose lines grow past a limit. mailsplit joins a line's chunks until it ends, so one endless line would
 * cost memory and repeated copying; checked before the splitter sees the bytes.
 */
export class LineLengthGuard extends Transform {
  private lineLength = 0;

  constructor(private readonly maxLineBytes: number) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
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
    if (this.lineLength > this.maxLineBytes) {
      callback(Object.assign(new Error('line too long'), { code: 'ELINE' }));
      return;
    }
    callback(null, chunk);
  }
}
