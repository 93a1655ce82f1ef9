import type { Logger } from '../log.js';
import { outsideRequest } from '../http/request-deadline.js';
import { SHARDS, type ClickRollupStore } from './rollup-store.js';
import type { ClickTally } from './tally.js';

/**
 * Adds clicks to their rollup rows as they arrive. One write per row is in flight at a time in this instance;
 * clicks arriving meanwhile are merged and go in the next write, so a burst costs a few writes, not one per click.
 * The instance writes its own shard, so instances seldom meet on a row, and when they do the ETag settles it.
 */
export class RollupWriter {
  private readonly pending = new Map<string, { tenantId: string; base: string; tally: ClickTally }>();
  private readonly running = new Map<string, Promise<void>>();
  constructor(
    private readonly store: ClickRollupStore,
    private readonly log: Logger,
    private readonly shard = Math.floor(Math.random() * SHARDS),
  ) {}

  add(tenantId: string, base: string, tally: ClickTally): void {
    const key = `${tenantId}\n${base}`;
    const waiting = this.pending.get(key);
    if (waiting) waiting.tally.merge(tally);
    else this.pending.set(key, { tenantId, base, tally });
    // The drain goes on with clicks of later requests: not bound by the deadline of the one that started it.
    if (!this.running.has(key))
      this.running.set(
        key,
        outsideRequest(() => this.drain(key)),
      );
  }

  private async drain(key: string): Promise<void> {
    try {
      for (let next = this.pending.get(key); next; next = this.pending.get(key)) {
        this.pending.delete(key);
        // A failed write is logged, not retried forever: the daily recount of the day before repairs the day.
        await this.store.increment(next.tenantId, next.base, this.shard, next.tally).catch((err: Error) =>
          this.log.warn('click rollup not written', {
            tenantId: next!.tenantId,
            row: next!.base,
            clicks: next!.tally.n,
            error: err.message,
          }),
        );
      }
    } finally {
      this.running.delete(key);
    }
  }

  /** Resolves when every click added so far is written (tests, benchmarks, shutdown). */
  async settled(): Promise<void> {
    while (this.running.size) await Promise.all(this.running.values());
  }
}
