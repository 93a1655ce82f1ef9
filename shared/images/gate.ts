import { refuse } from '../http/errors.js';

/** How long a refused caller is asked to wait before trying again. */
const BUSY_RETRY_AFTER_SECONDS = 2;

const imageWorkBusy = () => refuse('image_work_busy', undefined, { retryAfter: BUSY_RETRY_AFTER_SECONDS });

/**
 * How a caller waits for a free slot: a request waits in a bounded queue and is refused (503 `image_work_busy`) when
 * it is full, so that work never piles up; a timer job waits its turn however long the queue is (its own
 * parallelism bounds how many of its items wait).
 */
export type Waiting = 'request' | 'job';

/** A counting semaphore with a bounded queue for requests: at most `inFlight` pieces of work run at once. */
export class WorkGate {
  private running = 0;
  private readonly waiting: { wake: () => void; who: Waiting }[] = [];

  constructor(readonly limits: { inFlight: number; queue: number }) {}

  /** Work running now and callers waiting (requests and jobs). */
  get load() {
    return { running: this.running, waiting: this.waiting.length };
  }

  async run<T>(work: () => Promise<T>, who: Waiting): Promise<T> {
    if (this.running >= this.limits.inFlight) {
      const queuedRequests = this.waiting.filter((w) => w.who === 'request').length;
      if (who === 'request' && queuedRequests >= this.limits.queue) throw imageWorkBusy();
      await new Promise<void>((wake) => this.waiting.push({ wake, who }));
    } else {
      this.running++;
    }
    try {
      return await work();
    } finally {
      const next = this.waiting.shift();
      // The slot passes straight to the next caller, so that nobody arriving meanwhile can take it first.
      if (next) next.wake();
      else this.running--;
    }
  }
}
