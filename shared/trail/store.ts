import type { TableClient, TransactionAction } from '@azure/data-tables';
import { invertedTimeKey, odata } from '../storage/entities.js';
import type { Storage } from '../storage/storage.js';
import { dayKey, daysBefore, idPartition, mailboxPart, mailboxPartition, messageIdPart, normalMessageId, timePartition } from './keys.js';
import { TrailEntry } from './schemas.js';

/** A transaction holds at most 100 rows of one partition. */
export const BATCH_ROWS = 100;
/** Partitions (days) read at once by one lookup. */
const PARALLEL_READS = 16;

/** One row to write: its keys and the entry it holds. */
export interface TrailRow {
  partitionKey: string;
  rowKey: string;
  entry: TrailEntry;
}

/** The rows that keep one entry: by its mailbox, by time, and by its Message-ID when it has one. */
export function rowsOf(tenantId: string, entry: TrailEntry): TrailRow[] {
  const at = new Date(entry.at);
  const day = dayKey(at);
  const key = invertedTimeKey(at);
  const rows: TrailRow[] = [
    { partitionKey: mailboxPartition(tenantId, day, entry.mailbox), rowKey: `${mailboxPart(entry.mailbox)}|${key}`, entry },
    { partitionKey: timePartition(tenantId, day), rowKey: key, entry },
  ];
  if (entry.messageId) rows.push({ partitionKey: idPartition(tenantId, day), rowKey: `${messageIdPart(entry.messageId)}|${key}`, entry });
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

function entryOf(row: Record<string, unknown>): TrailEntry | null {
  const domains = typeof row.domains === 'string' ? (JSON.parse(row.domains) as unknown) : undefined;
  const { partitionKey: _p, rowKey: _r, etag: _e, timestamp: _t, ...rest } = row;
  const parsed = TrailEntry.safeParse({ ...rest, domains });
  return parsed.success ? parsed.data : null;
}

/** The message trail's rows (see keys.ts for the layout). Every method takes the tenant first; no read leaves its prefix. */
export class TrailStore {
  private readonly table: TableClient;
  constructor(storage: Storage) {
    this.table = storage.table('trail');
  }

  /** Rows of one partition, in transactions of at most 100: one table request each. Answers the requests made. */
  async writePartition(rows: readonly TrailRow[]): Promise<number> {
    let requests = 0;
    for (let i = 0; i < rows.length; i += BATCH_ROWS) {
      const actions: TransactionAction[] = rows.slice(i, i + BATCH_ROWS).map((r) => ['upsert', entityOf(r), 'Replace']);
      await this.table.submitTransaction(actions);
      requests++;
    }
    return requests;
  }

  /** Entries of one mailbox between two instants over these days (newest first), at most `limit`. */
  byMailbox(tenantId: string, mailbox: string, days: readonly string[], from: Date, to: Date, limit: number) {
    const prefix = mailboxPart(mailbox);
    return this.acrossDays(days, limit, (day) => ({
      filter:
        odata`PartitionKey eq ${mailboxPartition(tenantId, day, mailbox)}` +
        odata` and RowKey ge ${`${prefix}|${inverted(to)}`} and RowKey le ${`${prefix}|${inverted(from)}~`}`,
    }));
  }

  /** Entries of a Message-ID over these days (newest first), at most `limit`. */
  byMessageId(tenantId: string, messageId: string, days: readonly string[], limit: number) {
    const hash = messageIdPart(messageId);
    const wanted = normalMessageId(messageId);
    return this.acrossDays(
      days,
      limit,
      (day) => ({ filter: odata`PartitionKey eq ${idPartition(tenantId, day)} and RowKey ge ${`${hash}|`} and RowKey lt ${`${hash}}`}` }),
      // A hash names one Message-ID in practice; the text itself decides.
      (e) => !!e.messageId && normalMessageId(e.messageId) === wanted,
    );
  }

  /** Every mailbox's entries between two instants over these days (newest first), at most `limit`. */
  byTime(tenantId: string, days: readonly string[], from: Date, to: Date, limit: number) {
    return this.acrossDays(days, limit, (day) => ({
      filter: odata`PartitionKey eq ${timePartition(tenantId, day)} and RowKey ge ${inverted(to)} and RowKey le ${`${inverted(from)}~`}`,
    }));
  }

  /** One query a day (days newest first, a few at once), each at most `limit` rows; stops once `limit` entries are found. */
  private async acrossDays(
    days: readonly string[],
    limit: number,
    query: (day: string) => { filter: string },
    keep: (e: TrailEntry) => boolean = () => true,
  ): Promise<TrailEntry[]> {
    const found: TrailEntry[] = [];
    for (let i = 0; i < days.length && found.length < limit; i += PARALLEL_READS) {
      const pages = await Promise.all(days.slice(i, i + PARALLEL_READS).map((day) => this.firstRows(query(day).filter, limit)));
      for (const page of pages) found.push(...page.filter(keep));
    }
    return found.slice(0, limit);
  }

  private async firstRows(filter: string, limit: number): Promise<TrailEntry[]> {
    const out: TrailEntry[] = [];
    const pages = this.table.listEntities<Record<string, unknown>>({ queryOptions: { filter } }).byPage({ maxPageSize: limit });
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
   * Deletes every partition of the tenant's days before `day` (retention): their rows listed by key only and deleted
   * in transactions of one partition. Answers the rows deleted.
   */
  async dropDaysBefore(tenantId: string, day: string): Promise<number> {
    const { from, before } = daysBefore(tenantId, day);
    const filter = odata`PartitionKey ge ${from} and PartitionKey lt ${before}`;
    const batches = new Map<string, TransactionAction[]>();
    let n = 0;
    const flush = async (pk: string) => {
      const batch = batches.get(pk);
      if (!batch?.length) return;
      await this.table.submitTransaction(batch);
      n += batch.length;
      batches.set(pk, []);
    };
    for await (const r of this.table.listEntities({ queryOptions: { filter, select: ['PartitionKey', 'RowKey'] } })) {
      const pk = r.partitionKey as string;
      const batch = batches.get(pk) ?? [];
      batch.push(['delete', { partitionKey: pk, rowKey: r.rowKey as string }]);
      batches.set(pk, batch);
      if (batch.length === BATCH_ROWS) await flush(pk);
    }
    for (const pk of batches.keys()) await flush(pk);
    return n;
  }
}
