import type { TableClient, TransactionAction } from '@azure/data-tables';
import type { Storage } from '../storage/storage.js';
import { createIfAbsent, getOrNull, odata } from '../storage/entities.js';
import { NO_CHANGE, updateEntity } from '../storage/update.js';
import { ClientRollups } from './client-rollups.js';
import type { ApplyEvent } from './schemas.js';

type Outcome = ApplyEvent['outcome'];
export type Counts = Record<Outcome, number>;
/** Counts per UTC day (`YYYY-MM-DD`). */
export type DayCounts = Record<string, Counts>;

/**
 * Live counters are spread over this many rows (a random one per increment, ETag-guarded), so concurrent reports of
 * one tenant rarely race on one row; a read sums the shards. Measured in docs/decisions.md.
 */
export const SHARDS = 8;
/** The shard the backfill writes (whole values, replaced on each run: idempotent). */
const BACKFILL_SHARD = 'b';
/** Per-mailbox day counts kept in the mailbox row: the 30-day report plus a margin. */
export const MAILBOX_DAYS = 40;

export const dayOf = (iso: string) => iso.slice(0, 10);
export const zero = (): Counts => ({ applied: 0, failed: 0, skipped: 0 });
const addInto = (into: Counts, c: Partial<Counts>) => {
  into.applied += Number(c.applied) || 0;
  into.failed += Number(c.failed) || 0;
  into.skipped += Number(c.skipped) || 0;
  return into;
};

interface CounterRow extends Counts {
  templateId: string;
  version: number;
}

interface MailboxRow {
  lastAt: string;
  /** The last report with outcome `applied` ('' when none). */
  lastAppliedAt: string;
  lastOutcome: Outcome;
  lastClient: string;
  lastError: string;
  /** DayCounts of live reports (JSON). */
  days: string;
  /** DayCounts of reports before rollups were written live, as the backfill found them (JSON, replaced whole). */
  past: string;
}

interface MailboxRollup {
  mailbox: string;
  lastAt: string;
  lastAppliedAt: string | null;
  lastOutcome: Outcome;
  lastClient: string | null;
  lastError: string | null;
  days: DayCounts;
}

const parse = (json: string | undefined): DayCounts => (json ? (JSON.parse(json) as DayCounts) : {});
const keep = (days: DayCounts, from: string): DayCounts => Object.fromEntries(Object.entries(days).filter(([d]) => d >= from));

/** Adds `b` into `a` per day. */
function mergeDays(a: DayCounts, b: DayCounts): DayCounts {
  const out: DayCounts = {};
  for (const src of [a, b]) for (const [d, c] of Object.entries(src)) out[d] = addInto(out[d] ?? zero(), c);
  return out;
}

const newer = (row: Pick<MailboxRow, 'lastAt'> | null, at: string) => !row || !row.lastAt || at >= row.lastAt;

/**
 * Apply-outcome rollups, written as reports arrive (one table, partitions per tenant and kind):
 * - `<tenant>|day`: `<day>|<template>|<version>|<shard>` counts per day, template version and outcome;
 * - `<tenant>|version`: `<template>|<version>|<shard>` counts since rollups were written live (staged rollouts);
 * - `<tenant>|mailbox`: one row per mailbox, its last outcome, client and error, and counts per day;
 * - `<tenant>|client`: per day, mail client and version, counts, failures by reason and durations (ClientRollups);
 * - `<tenant>|state`: `live` (the instant live counting began: the backfill counts what came before) and `backfill`.
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
    this.clients = new ClientRollups(this.table);
  }

  /** Counts one event in every rollup. Each increment is an ETag-guarded read-modify-write of one shard. */
  async record(tenantId: string, e: ApplyEvent): Promise<void> {
    await this.ensureLive(tenantId, e.at);
    const shard = Math.floor(Math.random() * this.shards);
    const templateId = e.templateId ?? '';
    const version = e.version ?? 0;
    const bump = (pk: string, rk: string) =>
      updateEntity<CounterRow>(
        this.table,
        pk,
        rk,
        (cur) => {
          const next: CounterRow = {
            templateId,
            version,
            ...zero(),
            ...(cur ? { applied: cur.applied, failed: cur.failed, skipped: cur.skipped } : {}),
          };
          next[e.outcome] += 1;
          return next;
        },
        { attempts: 20, what: 'an activity counter' },
      );
    await Promise.all([
      bump(`${tenantId}|day`, `${dayOf(e.at)}|${templateId}|${version}|${shard}`),
      bump(`${tenantId}|version`, `${templateId}|${version}|${shard}`),
      this.recordMailbox(tenantId, e),
      this.clients.record(tenantId, e, shard),
    ]);
  }

  private recordMailbox(tenantId: string, e: ApplyEvent) {
    const from = dayOf(new Date(Date.parse(e.at) - MAILBOX_DAYS * 86_400_000).toISOString());
    return updateEntity<MailboxRow>(
      this.table,
      `${tenantId}|mailbox`,
      e.mailbox,
      (cur) => {
        const days = keep(parse(cur?.days), from);
        const day = dayOf(e.at);
        days[day] = days[day] ?? zero();
        days[day][e.outcome] += 1;
        const last = newer(cur, e.at)
          ? { lastAt: e.at, lastOutcome: e.outcome, lastClient: e.client ?? '', lastError: e.error ?? '' }
          : { lastAt: cur!.lastAt, lastOutcome: cur!.lastOutcome, lastClient: cur!.lastClient, lastError: cur!.lastError };
        const lastAppliedAt = e.outcome === 'applied' && e.at > (cur?.lastAppliedAt ?? '') ? e.at : (cur?.lastAppliedAt ?? '');
        return { ...last, lastAppliedAt, days: JSON.stringify(days), past: cur?.past ?? '' };
      },
      { attempts: 20, what: 'a mailbox rollup' },
    );
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
    const filter = odata`PartitionKey eq ${`${tenantId}|day`} and RowKey ge ${`${from}|`} and RowKey lt ${`${to}|~`}`;
    const merged = new Map<string, { day: string; templateId: string; version: number; counts: Counts }>();
    for await (const r of this.table.listEntities<CounterRow>({ queryOptions: { filter } })) {
      const day = (r.rowKey as string).slice(0, 10);
      const key = `${day}|${r.templateId}|${r.version}`;
      const m = merged.get(key) ?? { day, templateId: r.templateId, version: Number(r.version) || 0, counts: zero() };
      addInto(m.counts, r);
      merged.set(key, m);
    }
    return [...merged.values()];
  }

  /** Counts of one template version since live counting began (live shards only: what a rollout is decided on). */
  async versionTotals(tenantId: string, templateId: string, version: number): Promise<Counts> {
    const prefix = `${templateId}|${version}|`;
    const filter = odata`PartitionKey eq ${`${tenantId}|version`} and RowKey ge ${prefix} and RowKey lt ${`${prefix}~`}`;
    const total = zero();
    for await (const r of this.table.listEntities<CounterRow>({ queryOptions: { filter } })) {
      if (!(r.rowKey as string).endsWith(`|${BACKFILL_SHARD}`)) addInto(total, r);
    }
    return total;
  }

  /** Mailboxes whose last report is at or after `since`, with their day counts (live and backfilled). */
  async mailboxes(tenantId: string, since: string): Promise<MailboxRollup[]> {
    const filter = odata`PartitionKey eq ${`${tenantId}|mailbox`} and lastAt ge ${since}`;
    const out: MailboxRollup[] = [];
    for await (const r of this.table.listEntities<MailboxRow>({ queryOptions: { filter } })) {
      out.push({
        mailbox: r.rowKey as string,
        lastAt: r.lastAt,
        lastAppliedAt: r.lastAppliedAt || null,
        lastOutcome: r.lastOutcome,
        lastClient: r.lastClient || null,
        lastError: r.lastError || null,
        days: mergeDays(parse(r.days), parse(r.past)),
      });
    }
    return out;
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
        const lastOf = useLast
          ? { lastAt: last.at, lastOutcome: last.outcome, lastClient: last.client ?? '', lastError: last.error ?? '' }
          : { lastAt: cur.lastAt, lastOutcome: cur.lastOutcome, lastClient: cur.lastClient, lastError: cur.lastError };
        return { ...lastOf, lastAppliedAt: applied, days: cur?.days ?? '', past: pastJson };
      },
      { attempts: 20, what: 'a mailbox rollup' },
    );
  }

  /** Mailboxes that applied a signature at or after `since`. */
  async applyingSince(tenantId: string, since: string): Promise<Set<string>> {
    const filter = odata`PartitionKey eq ${`${tenantId}|mailbox`} and lastAppliedAt ge ${since}`;
    const out = new Set<string>();
    for await (const r of this.table.listEntities({ queryOptions: { filter, select: ['RowKey'] } })) out.add(r.rowKey as string);
    return out;
  }

  // --- retention ------------------------------------------------------------------------------------------------

  /** Deletes day and client rows before `beforeDay` and mailbox rows whose last report is older than `beforeIso`. */
  async purgeBefore(tenantId: string, beforeDay: string, beforeIso: string): Promise<number> {
    const dayRows = odata`PartitionKey eq ${`${tenantId}|day`} and RowKey lt ${beforeDay}`;
    const clientRows = odata`PartitionKey eq ${`${tenantId}|client`} and RowKey lt ${beforeDay}`;
    const mailboxRows = odata`PartitionKey eq ${`${tenantId}|mailbox`} and lastAt lt ${beforeIso}`;
    let n = 0;
    for (const filter of [dayRows, clientRows, mailboxRows]) n += await deleteMatching(this.table, filter);
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
