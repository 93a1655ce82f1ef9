import type { Logger } from '../log.js';
import { BATCH_ROWS, rowsOf, type TrailRow, type TrailStore } from './store.js';
import type { StoredTrailEntry } from './schemas.js';

/** Rows waiting at most this long before they are written (the part of the trail an instance that stops may lose). */
export const FLUSH_MS = 1000;
/** Rows held in memory at most; beyond it new entries are dropped and counted (the trail is a diagnostic). */
export const MAX_PENDING_ROWS = 20_000;

/**
 * Writes trail entries behind the answers they describe: `add` only queues (nothing awaits storage on the compose or
 * relay path), and a flush a second later writes each partition's rows in transactions of up to 100 rows. A partition
 * that fills a transaction is written at once. A failed write is logged and its rows dropped: the counts the rollups
 * keep are elsewhere, and the trail may lose what was waiting.
 */
export class TrailWriter {
  private pending = new Map<string, TrailRow[]>();
  private size = 0;
  private timer: NodeJS.Timeout | null = null;
  private readonly inFlight = new Set<Promise<unknown>>();
  /** What was done since the instance started (tests and the bench read them). */
  readonly counts = { entries: 0, rows: 0, requests: 0, dropped: 0, failed: 0 };

  constructor(
    private readonly store: Pick<TrailStore, 'writePartition'>,
    private readonly log: Logger,
    private readonly flushMs = FLUSH_MS,
  ) {}

  add(tenantId: string, entry: StoredTrailEntry): void {
    const rows = rowsOf(tenantId, entry);
    if (this.size + rows.length > MAX_PENDING_ROWS) {
      this.counts.dropped++;
      return;
    }
    this.counts.entries++;
    for (const row of rows) {
      const list = this.pending.get(row.partitionKey) ?? [];
      list.push(row);
      this.pending.set(row.partitionKey, list);
      this.size++;
      if (list.length >= BATCH_ROWS) void this.write(row.partitionKey);
    }
    this.timer ??= setTimeout(() => void this.flushNow(), this.flushMs).unref();
  }

  /** Work started behind an answer (an explanation being composed) that a flush waits for. */
  track(work: Promise<unknown>): void {
    this.inFlight.add(work);
    void work.finally(() => this.inFlight.delete(work)).catch(() => undefined);
  }

  /** Writes everything waiting, and waits for the writes in flight (tests; an instance shutting down). */
  async flush(): Promise<void> {
    while (this.inFlight.size || this.pending.size) {
      await Promise.allSettled([...this.inFlight]);
      await this.flushNow();
    }
  }

  private async flushNow(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await Promise.allSettled([...this.pending.keys()].map((pk) => this.write(pk)));
  }

  private write(partitionKey: string): Promise<void> {
    const rows = this.pending.get(partitionKey) ?? [];
    this.pending.delete(partitionKey);
    this.size -= rows.length;
    const writing = this.store.writePartition(rows).then(
      (requests) => {
        this.counts.rows += rows.length;
        this.counts.requests += requests;
      },
      (err: unknown) => {
        this.counts.failed += rows.length;
        this.log.warn('trail: rows could not be written and are dropped', { rows: rows.length, error: (err as Error).message });
      },
    );
    this.track(writing);
    return writing;
  }
}
