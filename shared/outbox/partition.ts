import type { TableClient, TransactionAction } from '@azure/data-tables';
import type { JobCounts } from '../job-items.js';
import type { Logger } from '../log.js';
import { deleteIfPresent, odata } from '../storage/entities.js';
import { readOrReport, settleListed, type Outbox, type OutboxSource, type PassedOver, type Work, type WorkInput } from './outbox.js';

interface OutboxRow {
  work: string;
}
/** A row without `work`, as a feature that kept its work in another shape before wrote it: read into work. */
type EarlierRow = (row: Record<string, unknown>) => Work;
interface Pending {
  partitionKey: string;
  key: string;
  work: Work;
}

const FROM = 'o|';
const TO = 'o}';
/** Whether a row of a table that keeps outbox rows is one (a feature's own listing of the partition skips them). */
export const isOutboxRow = (rowKey: string) => rowKey.startsWith(FROM);

/**
 * After-commit work kept as rows `o|<key>` of the change's own partition, so that it is written in the change's own
 * entity-group transaction. The store that owns the table adds `row(...)` to its transaction. Any row in the `o|`
 * range is work, whatever its key after the prefix; `earlier` reads rows a feature wrote without `work`.
 */
export class OutboxRows {
  constructor(
    private readonly table: TableClient,
    private readonly earlier?: EarlierRow,
  ) {}

  /** The create action of the change's transaction that holds its work (its entries carry their own time and key). */
  row(partitionKey: string, work: Work): TransactionAction {
    const row: OutboxRow = { work: JSON.stringify(work) };
    return ['create', { partitionKey, rowKey: `${FROM}${crypto.randomUUID()}`, ...row }];
  }

  /**
   * Work still to do: one partition's, or (the timer) every partition's. A row whose work cannot be read is logged and
   * passed over (left for an operator), so that it holds up no other work.
   */
  async *pending(log: Logger, partitionKey?: string, passedOver?: PassedOver): AsyncIterable<Pending> {
    const range = odata`RowKey ge ${FROM} and RowKey lt ${TO}`;
    const filter = partitionKey ? `${odata`PartitionKey eq ${partitionKey}`} and ${range}` : range;
    for await (const r of this.table.listEntities<Partial<OutboxRow>>({ queryOptions: { filter } })) {
      const at = { partitionKey: r.partitionKey as string, key: r.rowKey as string };
      const work = readOrReport(
        log,
        at,
        () => (r.work === undefined && this.earlier ? this.earlier(r) : (JSON.parse(r.work ?? '') as Work)),
        passedOver,
      );
      if (work) yield { ...at, work };
    }
  }

  /** The work is done: its row goes (gone already: another run finished it). */
  async done(p: Pending): Promise<void> {
    await deleteIfPresent(this.table, p.partitionKey, p.key);
  }
}

/**
 * Does the work `OutboxRows` hold (partition = the organisation the work is told to): right after the change, on the
 * next change of the same partition (a retry that changes nothing still completes it) and by the outbox timer (the
 * feature's module registers it with the one outbox to drain).
 */
export class PartitionOutbox implements OutboxSource {
  readonly name: string;
  private readonly rows: OutboxRows;
  private readonly outbox: Pick<Outbox, 'plan' | 'perform'>;
  private readonly log: Logger;

  constructor(rows: OutboxRows, deps: { name: string; outbox: Pick<Outbox, 'plan' | 'perform'>; log: Logger }) {
    this.rows = rows;
    ({ name: this.name, outbox: this.outbox, log: this.log } = deps);
  }

  /** The work decided once (entries' time and key), to hand to the store with the change. */
  plan(input: WorkInput): Work {
    return this.outbox.plan(input);
  }

  /**
   * Runs a change of the partition, then finishes the partition's work, whatever the change came to: a retry that
   * finds its change made already (and changes nothing, or is refused) still completes the work the first left.
   */
  async after<T>(partitionKey: string, change: () => Promise<T>): Promise<T> {
    try {
      return await change();
    } finally {
      await this.settle(partitionKey);
    }
  }

  /** Best effort: a failure is left for the next change of the partition or the timer, and the change's answer stands. */
  async settle(partitionKey: string): Promise<void> {
    try {
      for await (const p of this.rows.pending(this.log, partitionKey)) await this.finish(p);
    } catch (err) {
      this.log.warn('after-commit work left for the next change or the timer', {
        tenantId: partitionKey,
        error: (err as Error)?.message ?? String(err),
      });
    }
  }

  private async finish(p: Pending): Promise<void> {
    await this.outbox.perform(p.partitionKey, p.work);
    await this.rows.done(p);
  }

  /** Timer job: every partition's work. */
  settleAll(log: Logger): Promise<JobCounts> {
    return settleListed(
      log,
      (passedOver) => this.rows.pending(log, undefined, passedOver),
      (p) => ({ tenantId: p.partitionKey, id: p.key }),
      (p) => this.finish(p),
    );
  }
}
