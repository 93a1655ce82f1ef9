import type { TableClient, TransactionAction } from '@azure/data-tables';
import type { Storage } from '../storage/storage.js';
import { createIfAbsent, getOrNull, odata } from '../storage/entities.js';
import { NO_CHANGE, updateEntity } from '../storage/update.js';
import { ClientRollups } from './client-rollups.js';
import { familyOfLine } from './client-lines.js';
import {
  countReport,
  dayOf,
  keptLast,
  lastOf,
  kindFilters,
  mailboxOf,
  parseDays,
  rowsOf,
  unprefixed,
  zero,
  type CounterRow,
  type Counts,
  type DayCounts,
  type MailboxRow,
} from './report-counts.js';
import type { ApplyEvent } from './schemas.js';
import { CLIENT_FAMILIES, type ClientFamily } from './vocabulary.js';

export { dayOf, zero, MAILBOX_DAYS, type Counts, type DayCounts } from './report-counts.js';

/** Live counter shards: a mailbox's reports go to one (by its address), a report's rows are all in it. */
export const SHARDS = 8;
/** The shard the backfill writes (whole values, replaced on each run: idempotent). */
const BACKFILL_SHARD = 'b';

const addInto = (into: Counts, c: Partial<Counts>) => {
  into.applied += Number(c.applied) || 0;
  into.failed += Number(c.failed) || 0;
  into.skipped += Number(c.skipped) || 0;
  return into;
};

interface MailboxRollup {
  mailbox: string;
  lastAt: string;
  lastAppliedAt: string | null;
  lastOutcome: ApplyEvent['outcome'];
  lastClient: string | null;
  /** The family of the last client, which names it in the reader's language (`clientLineIn`). */
  lastClientFamily: ClientFamily | null;
  lastError: string | null;
  /** The last error by key (JSON), to write it in the reader's language; null for none. */
  lastErrorSaid: string | null;
  days: DayCounts;
}

/** A row's last client family: as kept, else (a row written before it was kept) read off its line. */
function familyOf(r: MailboxRow): ClientFamily | null {
  if (r.lastClientFamily === undefined) return familyOfLine(r.lastClient || null);
  return CLIENT_FAMILIES.find((f) => f === r.lastClientFamily) ?? null;
}

/** Adds `b` into `a` per day. */
function mergeDays(a: DayCounts, b: DayCounts): DayCounts {
  const out: DayCounts = {};
  for (const src of [a, b]) for (const [d, c] of Object.entries(src)) out[d] = addInto(out[d] ?? zero(), c);
  return out;
}

/**
 * Apply-outcome rollups, written as reports arrive: per tenant, one partition per shard (`<tenant>|r<shard>`, see
 * report-counts.ts) with counts per day and template version, per template version since live counting began
 * (staged rollouts), per mailbox (its last outcome, client and error, and counts per day) and per day and mail
 * client. Rows written before the shard layout stay in the partitions of each kind, `<tenant>|day`, `|version`,
 * `|mailbox` and `|client` (the backfill still writes there), and every read adds them in. `<tenant>|state` holds
 * `live` (the instant live counting began: the backfill counts what came before) and `backfill`.
 */
export class ApplyRollupStore {
  readonly table: TableClient;
  readonly clients: ClientRollups;
  /** The `live` marker of each tenant, as this process has read it (written once, never changed). */
  private readonly liveSince = new Map<string, string>();

  constructor(
    storage: Storage,
    /** Live counter shards (the benchmark compares one with several). */
    private readonly shards = SHARDS,
  ) {
    this.table = storage.table('applyrollups');
    this.clients = new ClientRollups(this.table, shards);
  }

  /** Counts one event in every rollup, once: `key` names the report (a second call with it counts nothing). */
  async record(tenantId: string, e: ApplyEvent, key: string): Promise<void> {
    await this.ensureLive(tenantId, e.at);
    await countReport(this.table, tenantId, e, key, this.shards);
  }

  /** The instant from which this tenant's reports are counted live; written once, by the first writer. */
  async ensureLive(tenantId: string, at: string): Promise<string> {
    const known = this.liveSince.get(tenantId);
    if (known) return known;
    await createIfAbsent(this.table, { partitionKey: `${tenantId}|state`, rowKey: 'live', since: at });
    const row = await getOrNull<{ since: string }>(this.table, `${tenantId}|state`, 'live');
    this.liveSince.set(tenantId, row!.since);
    return row!.since;
  }

  /** Counts per day, template and version over whole UTC days `from`..`to` (inclusive), every shard summed. */
  async days(tenantId: string, from: string, to: string): Promise<{ day: string; templateId: string; version: number; counts: Counts }[]> {
    const filters = kindFilters(tenantId, this.shards, { legacy: 'day', prefix: 'd' }, `${from}|`, `${to}|~`);
    const merged = new Map<string, { day: string; templateId: string; version: number; counts: Counts }>();
    for (const r of await rowsOf<CounterRow>(this.table, filters)) {
      const day = unprefixed(r).slice(0, 10);
      const key = `${day}|${r.templateId}|${r.version}`;
      const m = merged.get(key) ?? { day, templateId: r.templateId, version: Number(r.version) || 0, counts: zero() };
      addInto(m.counts, r);
      merged.set(key, m);
    }
    return [...merged.values()];
  }

  /** Counts of one template version since live counting began (live rows only: what a rollout is decided on). */
  async versionTotals(tenantId: string, templateId: string, version: number): Promise<Counts> {
    const prefix = `${templateId}|${version}|`;
    const rows = await rowsOf<CounterRow>(
      this.table,
      kindFilters(tenantId, this.shards, { legacy: 'version', prefix: 'v' }, prefix, `${prefix}~`),
    );
    const total = zero();
    for (const r of rows) if (!(r.rowKey as string).endsWith(`|${BACKFILL_SHARD}`)) addInto(total, r);
    return total;
  }

  /**
   * Mailboxes whose last report is at or after `since`, with their day counts (live and backfilled): a mailbox's rows
   * (spread in its shard, and the one written before the shard layout) are one mailbox, the newest report's details
   * kept. Rows last written on `since`'s day before it are read too: their counts of that day belong to the mailbox.
   */
  async mailboxes(tenantId: string, since: string): Promise<MailboxRollup[]> {
    const dayStart = `${dayOf(since)}T00:00:00.000Z`;
    const filters = kindFilters(tenantId, this.shards, { legacy: 'mailbox', prefix: 'm' }, '', '~', odata`lastAt ge ${dayStart}`);
    const out = new Map<string, MailboxRollup>();
    for (const r of await rowsOf<MailboxRow>(this.table, filters)) {
      const mailbox = mailboxOf(r);
      const row: MailboxRollup = {
        mailbox,
        lastAt: r.lastAt,
        lastAppliedAt: r.lastAppliedAt || null,
        lastOutcome: r.lastOutcome,
        lastClient: r.lastClient || null,
        lastClientFamily: familyOf(r),
        lastError: r.lastError || null,
        lastErrorSaid: r.lastErrorSaid || null,
        days: mergeDays(parseDays(r.days), parseDays(r.past)),
      };
      const other = out.get(mailbox);
      if (!other) out.set(mailbox, row);
      else {
        const [older, newer] = other.lastAt > row.lastAt ? [row, other] : [other, row];
        const applied = [older.lastAppliedAt ?? '', newer.lastAppliedAt ?? ''].sort()[1];
        out.set(mailbox, { ...newer, lastAppliedAt: applied || null, days: mergeDays(older.days, newer.days) });
      }
    }
    return [...out.values()].filter((m) => m.lastAt >= since);
  }

  // --- backfill -------------------------------------------------------------------------------------------------

  async backfillState(tenantId: string): Promise<{ phase: string; cursor: string } | null> {
    const r = await getOrNull<{ phase: string; cursor: string }>(this.table, `${tenantId}|state`, 'backfill');
    return r ? { phase: r.phase, cursor: r.cursor ?? '' } : null;
  }

  async saveBackfillState(tenantId: string, phase: 'mailboxes' | 'days' | 'done', cursor: string): Promise<void> {
    await this.table.upsertEntity({ partitionKey: `${tenantId}|state`, rowKey: 'backfill', phase, cursor }, 'Replace');
  }

  /** Replaces the backfill shard of one day with whole counts (idempotent). */
  async writeBackfillDay(tenantId: string, day: string, rows: { templateId: string; version: number; counts: Counts }[]): Promise<void> {
    const pk = `${tenantId}|day`;
    const actions: TransactionAction[] = rows.map((r) => [
      'upsert',
      {
        partitionKey: pk,
        rowKey: `${day}|${r.templateId}|${r.version}|${BACKFILL_SHARD}`,
        templateId: r.templateId,
        version: r.version,
        ...r.counts,
      },
      'Replace',
    ]);
    for (let i = 0; i < actions.length; i += 100) await this.table.submitTransaction(actions.slice(i, i + 100));
  }

  /**
   * Sets a mailbox's backfilled day counts (replacing them), and its last report and last application when the
   * ones found are newer than the row's (so running it again changes nothing).
   */
  async writeBackfillMailbox(tenantId: string, mailbox: string, past: DayCounts, last: ApplyEvent, lastAppliedAt: string): Promise<void> {
    await updateEntity<MailboxRow>(
      this.table,
      `${tenantId}|mailbox`,
      mailbox,
      (cur) => {
        const pastJson = JSON.stringify(past);
        const useLast = !cur || last.at > cur.lastAt;
        const applied = lastAppliedAt > (cur?.lastAppliedAt ?? '') ? lastAppliedAt : (cur?.lastAppliedAt ?? '');
        if (cur && cur.past === pastJson && !useLast && applied === cur.lastAppliedAt) return NO_CHANGE;
        return { ...(useLast ? lastOf(last) : keptLast(cur)), lastAppliedAt: applied, days: cur?.days ?? '', past: pastJson };
      },
      { attempts: 20, what: 'a mailbox rollup' },
    );
  }

  /** Mailboxes that applied a signature at or after `since`. */
  async applyingSince(tenantId: string, since: string): Promise<Set<string>> {
    const filters = kindFilters(tenantId, this.shards, { legacy: 'mailbox', prefix: 'm' }, '', '~', odata`lastAppliedAt ge ${since}`);
    return new Set((await rowsOf(this.table, filters)).map(mailboxOf));
  }

  // --- retention ------------------------------------------------------------------------------------------------

  /** Deletes day and client rows before `beforeDay` and mailbox rows whose last report is older than `beforeIso`. */
  async purgeBefore(tenantId: string, beforeDay: string, beforeIso: string): Promise<number> {
    const filters = [
      ...kindFilters(tenantId, this.shards, { legacy: 'day', prefix: 'd' }, '', beforeDay),
      ...kindFilters(tenantId, this.shards, { legacy: 'client', prefix: 'c' }, '', beforeDay),
      ...kindFilters(tenantId, this.shards, { legacy: 'mailbox', prefix: 'm' }, '', '~', odata`lastAt lt ${beforeIso}`),
    ];
    let n = 0;
    for (const filter of filters) n += await deleteMatching(this.table, filter);
    return n;
  }
}

/** Deletes every row a filter matches (one partition per filter), in transactions of 100. */
export async function deleteMatching(table: TableClient, filter: string): Promise<number> {
  let batch: TransactionAction[] = [];
  let n = 0;
  const flush = async () => {
    if (!batch.length) return;
    await table.submitTransaction(batch);
    n += batch.length;
    batch = [];
  };
  for await (const r of table.listEntities({ queryOptions: { filter, select: ['PartitionKey', 'RowKey'] } })) {
    batch.push(['delete', { partitionKey: r.partitionKey as string, rowKey: r.rowKey as string }]);
    if (batch.length === 100) await flush();
  }
  await flush();
  return n;
}
