/** One message's share of a ByteBudget: it grows while the message arrives and is given back whole, once. */
export interface Reservation {
  readonly bytes: number;
  /** Takes this many more bytes; false, and nothing taken, when the budget has no room or this was released. */
  grow(bytes: number): boolean;
  /** Gives everything back; calling it again does nothing. */
  release(): void;
}

/**
 * Bytes the relay's sessions hold together (the spool on disk, the messages the rewrite keeps in memory), against a
 * limit sized to the replica. Each message takes its share through a reservation of its own and gives it back when
 * it is answered, however that happens.
 */
export class ByteBudget {
  #inUse = 0;

  constructor(readonly limit: number) {}

  /** Bytes reserved now, by every message together. */
  get inUse(): number {
    return this.#inUse;
  }

  /** Whether this many more bytes would fit now (a size a client declares before it sends anything). */
  fits(bytes: number): boolean {
    return this.#inUse + bytes <= this.limit;
  }

  /** A reservation for one message, holding nothing yet. */
  reservation(): Reservation {
    let held = 0;
    let released = false;
    return {
      get bytes() {
        return held;
      },
      grow: (bytes) => {
        if (released || !this.fits(bytes)) return false;
        this.#inUse += bytes;
        held += bytes;
        return true;
      },
      release: () => {
        if (released) return;
        released = true;
        this.#inUse -= held;
        held = 0;
      },
    };
  }
}
