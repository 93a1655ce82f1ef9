import type { TableClient, TransactionAction } from '@azure/data-tables';
import { DAY_MS } from '../clock.js';
import { invertedTimeKey, odata } from '../storage/entities.js';
import type { Storage } from '../storage/storage.js';
import {
  dayShard,
  daysBetween,
  dayStart,
  idPartition,
  LEGACY_TABLE,
  mailboxPart,
  mailboxPartition,
  mailboxShard,
  messageIdPart,
  messageIdShard,
  monthKey,
  monthsBetween,
  normalMessageId,
  SHARDS,
  shardTable,
  timePartition,
} from './keys.js';
import { StoredTrailEntry } from './schemas.js';

/** A transaction holds at most 100 rows of one partition. */
export const BATCH_ROWS = 100;
/** Partitions read at once by one lookup. */
const PARALLEL_READS = 4;

/** One row to write: its table, its keys and the entry it holds (a partition lives in one table). */
export interface TrailRow {
  table: string;
  partitionKey: string;
  rowKey: string;
  entry: StoredTrailEntry;
}

/** The rows that keep one entry: by its mailbox, by time, and by its Message-ID when it has one. */
export function rowsOf(tenantId: string, entry: StoredTrailEntry): TrailRow[] {
  const at = new Date(entry.at);
  const month = monthKey(at);
  const key = invertedTimeKey(at);
  const rows: TrailRow[] = [
    {
      table: shardTable(mailboxShard(entry.mailbox)),
      partitionKey: mailboxPartition(tenantId, month, entry.mailbox),
      rowKey: `${mailboxPart(entry.mailbox)}|${key}`,
      entry,
    },
    { table: shardTable(dayShard(at)), partitionKey: timePartition(tenantId, at), rowKey: key, entry },
  ];
  if (entry.messageId) {
    const id = entry.messageId;
    rows.push({
      table: shardTable(messageIdShard(id)),
      partitionKey: idPartition(tenantId, month, id),
      rowKey: `${messageIdPart(id)}|${key}`,
      entry,
    });
  }
  return rows;
}

/** The inverted-time part of a row key for an instant: rows at or after it sort at or before this. */
const inverted = (at: Date) => (8_640_000_000_000_000 - at.getTime()).toString().padStart(16, '0');

const entityOf = ({ partitionKey, rowKey, entry }: TrailRow) => ({
  partitionKey,
  rowKey,
  ...entry,
  domains: entry.domains ? JSON.stringify(entry.domains) : undefined,
});

function entryOf(row: Record<string, unknown>): StoredTrailEntry | null {
  const domains = typeof row.domains === 'string' ? (JSON.parse(row.domains) as unknown) : undefined;
  const { partitionKey: _p, rowKey: _r, etag: _e, timestamp: _t, ...rest } = row;
  const parsed = StoredTrailEntry.safeParse({ ...rest, domains });
  return parsed.success ? parsed.data : null;
}

/** One query of a lookup: the table it reads and its filter (one partition, one row-key range). */
interface Read {
  table: string;
  filter: string;
}

/** One read a month: the rows of `prefix` between two instants in that month's partition of `table`. */
const monthlyReads = (table: string, partitionOf: (month: string) => string, prefix: string, from: Date, to: Date): Read[] =>
  monthsBetween(from, to).map((month) => ({
    table,
    filter:
      odata`PartitionKey eq ${partitionOf(month)}` +
      odata` and RowKey ge ${`${prefix}|${inverted(to)}`} and RowKey le ${`${prefix}|${inverted(from)}~`}`,
  }));

/** The message trail's rows (see keys.ts for the layout). Every method takes the tenant first; no read leaves its prefix. */
export class TrailStore {
  private readonly tables = new Map<string, TableClient>();
  constructor(storage: Storage) {
    for (let s = 0; s < SHARDS; s++) this.tables.set(shardTable(s), storage.table(shardTable(s)));
    // The first layout's table: no longer read or written, still emptied by retention and the tenant purge.
    this.tables.set(LEGACY_TABLE, storage.table(LEGACY_TABLE));
  }

  private table(name: string): TableClient {
    const table = this.tables.get(name);
    if (!table) throw new Error(`no trail table ${name}`);
    return table;
  }

  /** Rows of one partition, in transactions of at most 100: one table request each. Answers the requests made. */
  async writePartition(rows: readonly TrailRow[]): Promise<number> {
    if (!rows.length) return 0;
    const table = this.table(rows[0].table);
    let requests = 0;
    for (let i = 0; i < rows.length; i += BATCH_ROWS) {
      const actions: TransactionAction[] = rows.slice(i, i + BATCH_ROWS).map((r) => ['upsert', entityOf(r), 'Replace']);
      await table.submitTransaction(actions);
      requests++;
    }
    return requests;
  }

  /** Entries of one mailbox between two instants (newest first), at most `limit`: one query a month. */
  byMailbox(tenantId: string, mailbox: string, from: Date, to: Date, limit: number) {
    const partition = (month: string) => mailboxPartition(tenantId, month, mailbox);
    return this.across(monthlyReads(shardTable(mailboxShard(mailbox)), partition, mailboxPart(mailbox), from, to), limit);
  }

  /** Entries of a Message-ID between two instants (newest first), at most `limit`: one query a month. */
  byMessageId(tenantId: string, messageId: string, from: Date, to: Date, limit: number) {
    const wanted = normalMessageId(messageId);
    const partition = (month: string) => idPartition(tenantId, month, messageId);
    return this.across(
      monthlyReads(shardTable(messageIdShard(messageId)), partition, messageIdPart(messageId), from, to),
      limit,
      // A hash names one Message-ID in practice; the text itself decides.
      (e) => !!e.messageId && normalMessageId(e.messageId) === wanted,
    );
  }

  /**
   * Every mailbox's entries between two instants (newest first), at most `limit`: one query a day, at most `maxDays`,
   * over the day's ten-minute partitions between the two as one key range.
   */
  byTime(tenantId: string, from: Date, to: Date, limit: number, maxDays: number) {
    return this.across(
      daysBetween(from, to, maxDays).map((day) => {
        const start = dayStart(day);
        const last = new Date(Math.min(to.getTime(), start.getTime() + DAY_MS - 1));
        const first = new Date(Math.max(from.getTime(), start.getTime()));
        return {
          table: shardTable(dayShard(start)),
          filter:
            odata`PartitionKey ge ${timePartition(tenantId, last)} and PartitionKey le ${timePartition(tenantId, first)}` +
            odata` and RowKey ge ${inverted(to)} and RowKey le ${`${inverted(from)}~`}`,
        };
      }),
      limit,
    );
  }

  /** The reads newest first, a few at once, each at most `limit` rows; stops once `limit` entries are found. */
  private async across(
    reads: readonly Read[],
    limit: number,
    keep: (e: StoredTrailEntry) => boolean = () => true,
  ): Promise<StoredTrailEntry[]> {
    const found: StoredTrailEntry[] = [];
    for (let i = 0; i < reads.length && found.length < limit; i += PARALLEL_READS) {
      const pages = await Promise.all(reads.slice(i, i + PARALLEL_READS).map((r) => this.firstRows(r, limit)));
      for (const page of pages) found.push(...page.filter(keep));
    }
    return found.slice(0, limit);
  }

  private async firstRows({ table, filter }: Read, limit: number): Promise<StoredTrailEntry[]> {
    const out: StoredTrailEntry[] = [];
    const pages = this.table(table).listEntities<Record<string, unknown>>({ queryOptions: { filter } }).byPage({ maxPageSize: limit });
    for await (const page of pages) {
      for (const row of page) {
        const entry = entryOf(row);
        if (entry) out.push(entry);
      }
      if (out.length >= limit) break;
    }
    return out;
  }

  /**
   * Deletes the tenant's rows of every day before `day` (retention), in every table: whole partitions of the days and
   * months before it by a key range, and the rows of its month's partitions written before it. Answers the rows deleted.
   */
  async dropDaysBefore(tenantId: string, day: string): Promise<number> {
    const month = day.slice(0, 6);
    const olderPartitions = odata`PartitionKey ge ${`${tenantId}|`} and PartitionKey lt ${`${tenantId}|${day}`}`;
    const earlierInMonth =
      odata`PartitionKey ge ${`${tenantId}|${month}|`} and PartitionKey lt ${`${tenantId}|${month}|~`}` +
      odata` and at lt ${dayStart(day).toISOString()}`;
    let n = 0;
    for (const [name, table] of this.tables) {
      n += await dropWhere(table, olderPartitions);
      if (name !== LEGACY_TABLE) n += await dropWhere(table, earlierInMonth);
    }
    return n;
  }
}

/** Deletes the rows a filter finds, listed by key only, in transactions of one partition. Answers the rows deleted. */
async function dropWhere(table: TableClient, filter: string): Promise<number> {
  const batches = new Map<string, TransactionAction[]>();
  let n = 0;
  const flush = async (pk: string) => {
    const batch = batches.get(pk);
    if (!batch?.length) return;
    await table.submitTransaction(batch);
    n += batch.length;
    batches.set(pk, []);
  };
  for await (const r of table.listEntities({ queryOptions: { filter, select: ['PartitionKey', 'RowKey'] } })) {
    const pk = r.partitionKey as string;
    const batch = batches.get(pk) ?? [];
    batch.push(['delete', { partitionKey: pk, rowKey: r.rowKey as string }]);
    batches.set(pk, batch);
    if (batch.length === BATCH_ROWS) await flush(pk);
  }
  for (const pk of batches.keys()) await flush(pk);
  return n;
}
