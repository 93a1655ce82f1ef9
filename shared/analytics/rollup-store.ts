import type { TableClient, TransactionAction } from '@azure/data-tables';
import type { Storage } from '../storage/storage.js';
import { deleteIfPresent, getOrNull, odata, mapRow } from '../storage/entities.js';
import { updateEntity } from '../storage/update.js';
import { ClickTally, type TallyRow } from './tally.js';

/** A UTC day, `YYYY-MM-DD`. */
export type Day = string;

/** A day's clicks counted tenant-wide and per link. */
export interface DayCounts {
  total: ClickTally;
  perLink: Map<string, ClickTally>;
}

/** Where the one-off backfill of a tenant stands. */
interface BackfillState {
  /** The day of its first run: live counting covers every day after it. */
  firstRun: Day;
  /** The last day recounted, or '' before the first. */
  cursor: Day;
  done: boolean;
}

/**
 * Click rollups, one partition per tenant:
 * - `d|<day>|<shard>`: the tenant's clicks of the day, with every dimension, per template and per link;
 * - `l|<slug>|<day>|<shard>`: one link's clicks of the day, with every dimension;
 * - `backfill`: the backfill's state.
 * Each service instance writes its own shard (of SHARDS), so instances seldom contend; readers add the shards up.
 */
export const SHARDS = 4;
const BACKFILL = 'backfill';
export const tenantRow = (day: Day) => `d|${day}`;
export const linkRow = (slug: string, day: Day) => `l|${slug}|${day}`;
/** Rows of a key prefix between two days inclusive (day keys sort by date). */
const between = (prefix: string, from: Day, to: Day) => odata`RowKey ge ${`${prefix}|${from}|`} and RowKey lt ${`${prefix}|${to}|~`}`;
const dayOfKey = (rowKey: string) => /\|(\d{4}-\d{2}-\d{2})\|\d+$/.exec(rowKey)![1];

export class ClickRollupStore {
  private readonly table: TableClient;
  constructor(storage: Storage) {
    this.table = storage.table('clickrollups');
  }

  /** Adds `tally` to one shard of a day's row (`base` from tenantRow/linkRow), ETag-guarded so that no increment is lost. */
  async increment(tenantId: string, base: string, shard: number, tally: ClickTally): Promise<void> {
    await updateEntity<TallyRow>(
      this.table,
      tenantId,
      `${base}|${shard}`,
      (current) => (current ? ClickTally.fromRow(current).merge(tally) : tally).toRow(),
      {
        attempts: 40,
        what: 'the click rollup',
      },
    );
  }

  /** The tenant's days from `from` to `to` (inclusive), each summed over its shards; `only` limits the dimensions read. */
  tenantDays(tenantId: string, from: Day, to: Day, only?: (keyof TallyRow)[]): Promise<Map<Day, ClickTally>> {
    return this.sumDays(tenantId, between('d', from, to), only);
  }

  linkDays(tenantId: string, slug: string, from: Day, to: Day): Promise<Map<Day, ClickTally>> {
    return this.sumDays(tenantId, between(`l|${slug}`, from, to));
  }

  private async sumDays(tenantId: string, range: string, only?: (keyof TallyRow)[]): Promise<Map<Day, ClickTally>> {
    const days = new Map<Day, ClickTally>();
    const select = only ? ['RowKey', 'n', ...only] : undefined;
    for await (const r of this.table.listEntities<TallyRow>({
      queryOptions: { filter: `${odata`PartitionKey eq ${tenantId}`} and ${range}`, select },
    })) {
      const day = dayOfKey(r.rowKey!);
      const tally = ClickTally.fromRow(r);
      days.set(day, days.get(day)?.merge(tally) ?? tally);
    }
    return days;
  }

  /**
   * Sets the rollups of the days from `from` to `to` to counts recounted from the raw clicks: shard 0 holds a day's
   * counts, every other row of those days goes (a day without clicks keeps none). Links looked at: those counted
   * now and those the stored tenant rows of the days name. Writes in transactions; answers whether it wrote anything.
   */
  async replaceDays(tenantId: string, from: Day, to: Day, counted: ReadonlyMap<Day, DayCounts>): Promise<boolean> {
    const stale = new Set<string>();
    const slugs = new Set([...counted.values()].flatMap((c) => [...c.perLink.keys()]));
    for await (const r of this.table.listEntities<TallyRow>({
      queryOptions: { filter: `${odata`PartitionKey eq ${tenantId}`} and ${between('d', from, to)}`, select: ['RowKey', 'link'] },
    })) {
      stale.add(r.rowKey!);
      for (const slug of ClickTally.fromRow(r).counts.link.keys()) slugs.add(slug);
    }
    for (const slug of slugs) {
      const rows = this.table.listEntities({
        queryOptions: { filter: `${odata`PartitionKey eq ${tenantId}`} and ${between(`l|${slug}`, from, to)}`, select: ['RowKey'] },
      });
      for await (const r of rows) stale.add(r.rowKey!);
    }
    const actions: TransactionAction[] = [];
    const put = (rowKey: string, tally: ClickTally) => {
      stale.delete(rowKey);
      actions.push(['upsert', { partitionKey: tenantId, rowKey, ...tally.toRow() }, 'Replace']);
    };
    for (const [day, { total, perLink }] of counted) {
      if (total.n) put(`${tenantRow(day)}|0`, total);
      for (const [slug, tally] of perLink) put(`${linkRow(slug, day)}|0`, tally);
    }
    for (const rowKey of stale) actions.push(['delete', { partitionKey: tenantId, rowKey }]);
    await this.transact(actions);
    return actions.length > 0;
  }

  /** Deletes the rollups of days before `cutoff`: the tenant's rows, and those of each link named. */
  async purgeBefore(tenantId: string, cutoff: Day, slugs: Iterable<string>): Promise<number> {
    const old = (prefix: string) => odata`PartitionKey eq ${tenantId} and RowKey ge ${`${prefix}|`} and RowKey lt ${`${prefix}|${cutoff}`}`;
    const actions: TransactionAction[] = [];
    for (const filter of [old('d'), ...[...slugs].map((s) => old(`l|${s}`))]) {
      for await (const r of this.table.listEntities({ queryOptions: { filter, select: ['RowKey'] } }))
        actions.push(['delete', { partitionKey: tenantId, rowKey: r.rowKey! }]);
    }
    await this.transact(actions);
    return actions.length;
  }

  private async transact(actions: TransactionAction[]) {
    for (let i = 0; i < actions.length; i += 100) await this.table.submitTransaction(actions.slice(i, i + 100));
  }

  async backfill(tenantId: string): Promise<BackfillState | null> {
    return mapRow(await getOrNull<BackfillState>(this.table, tenantId, BACKFILL), (r) => ({
      firstRun: r.firstRun,
      cursor: r.cursor,
      done: r.done,
    }));
  }

  async saveBackfill(tenantId: string, state: BackfillState): Promise<void> {
    await this.table.upsertEntity({ partitionKey: tenantId, rowKey: BACKFILL, ...state }, 'Replace');
  }

  /** Forgets the backfill's state (an operator re-running it; tests). */
  async resetBackfill(tenantId: string): Promise<void> {
    await deleteIfPresent(this.table, tenantId, BACKFILL);
  }
}
