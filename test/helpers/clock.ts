import type { Clock } from '../../shared/clock.js';

/** Real time plus an offset that tests move by hand. */
export class TestClock implements Clock {
  private offset = 0;
  private frozen: number | null = null;
  now() {
    return new Date(this.frozen ?? Date.now() + this.offset);
  }
  /** Stops the clock at `at` until `reset()`. */
  freeze(at: Date | string) {
    this.frozen = new Date(at).getTime();
  }
  set(at: Date | string) {
    this.offset = new Date(at).getTime() - Date.now();
  }
  advance(ms: number) {
    if (this.frozen !== null) this.frozen += ms;
    else this.offset += ms;
  }
  reset() {
    this.offset = 0;
    this.frozen = null;
  }
}
