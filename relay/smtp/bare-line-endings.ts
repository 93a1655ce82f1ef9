const CR = 0x0d;
const LF = 0x0a;

/**
 * Finds a bare CR or LF in a message's DATA: a CR not followed by LF, or an LF not preceded by CR. Such line ends are
 * how SMTP smuggling hides a second message (`\n.\n`, `\r.\r`) behind the end of data a receiver downstream may read
 * differently. Fed the data chunk by chunk, a CRLF split between two chunks is one line end, as it is on the wire.
 * Linear: two native scans a chunk.
 */
export class BareLineEndings {
  #found = false;
  /** The last chunk ended in a CR whose LF, if any, starts the next one. */
  #openCr = false;

  get found(): boolean {
    return this.#found;
  }

  feed(chunk: Buffer): void {
    if (this.#found || chunk.length === 0) return;
    if (this.#openCr && chunk[0] !== LF) return this.#mark();
    for (let lf = chunk.indexOf(LF); lf !== -1; lf = chunk.indexOf(LF, lf + 1)) {
      const preceded = lf === 0 ? this.#openCr : chunk[lf - 1] === CR;
      if (!preceded) return this.#mark();
    }
    const last = chunk.length - 1;
    for (let cr = chunk.indexOf(CR); cr !== -1 && cr < last; cr = chunk.indexOf(CR, cr + 1)) {
      if (chunk[cr + 1] !== LF) return this.#mark();
    }
    this.#openCr = chunk[last] === CR;
  }

  /** The data is over: a CR it ended with had no LF. */
  end(): void {
    if (this.#openCr) this.#mark();
  }

  #mark(): void {
    this.#found = true;
    this.#openCr = false;
  }
}
