import { createHash } from 'node:crypto';
import type { TableClient, TableEntityResult, TransactionAction } from '@azure/data-tables';
import { odata } from '../storage/entities.js';
import { retryOnConflict } from '../storage/update.js';
import { nextClientRow, type ClientRow } from './client-rollups.js';
import { familyOfLine } from './client-lines.js';
import type { StoredApplyEvent } from './error-detail.js';
import type { ApplyEvent } from './schemas.js';

type Outcome = ApplyEvent['outcome'];
export type Counts = Record<Outcome, number>;
/** Counts per UTC day (`YYYY-MM-DD`). */
export type DayCounts = Record<string, Counts>;

export const dayOf = (iso: string) => iso.slice(0, 10);
export const zero = (): Counts => ({ applied: 0, failed: 0, skipped: 0 });
/** Per-mailbox day counts kept in the mailbox row: the 30-day report plus a margin. */
export const MAILBOX_DAYS = 40;
/** Report keys a mailbox row remembers, so that a report counted already (its answer lost) is not counted again. */
const SEEN_KEYS = 16;

export interface CounterRow extends Counts {
  templateId: string;
  version: number;
}

export interface MailboxRow {
  lastAt: string;
  /** The last report with outcome `applied` ('' when none). */
  lastAppliedAt: string;
  lastOutcome: Outcome;
  lastClient: string;
  /** The family of the last report's client ('' for none); rows written before it was kept have none. */
  lastClientFamily?: string;
  lastError: string;
  /** The last error by key (JSON; absent or '' for none: rows written before, the add-in's errors). */
  lastErrorSaid?: string;
  /** DayCounts of live reports (JSON). */
  days: string;
  /** DayCounts of reports before rollups were written live, as the backfill found them (JSON, replaced whole). */
  past: string;
  /** The keys of the last reports counted in this row, space-separated (rows of the shard layout only). */
  seen?: string;
}

/**
 * Where a report is counted: one partition per tenant and shard, `<tenant>|r<shard>`, the shard chosen by the
 * mailbox, holding every kind of counter a report changes so that one query reads them and one transaction writes
 * them: `d|<day>|<template>|<version>|<k>`, `v|<template>|<version>|<k>`, `c|<day>|<family>|<version>|<k>` and
 * `m|<mailbox>|<k>`.
 */
export const shardPartition = (tenantId: string, shard: number) => `${tenantId}|r${shard}`;
export const shardPartitions = (tenantId: string, shards: number) => Array.from({ length: shards }, (_, s) => shardPartition(tenantId, s));
export const rowKey = {
  day: (day: string, templateId: string, version: number, spread: number) => `d|${day}|${templateId}|${version}|${spread}`,
  version: (templateId: string, version: number, spread: number) => `v|${templateId}|${version}|${spread}`,
  client: (day: string, family: string, version: string, spread: number) => `c|${day}|${family}|${version}|${spread}`,
  mailbox: (mailbox: string, spread: number) => `m|${mailbox}|${spread}`,
};
/**
 * Each row of a shard is spread over this many (`<k>`, chosen by the report's key), so that reports at the same moment,
 * of the shard's mailboxes or of one mailbox (a shared mailbox several people send from), rarely race on one row. The
 * same report written again lands on the same rows, where its key is found.
 */
export const COUNTER_SPREAD = 4;

/** A mailbox's reports always land in the same shard, and mailboxes spread evenly over all of them. */
export const shardOf = (mailbox: string, shards: number): number => createHash('sha256').update(mailbox).digest().readUInt32BE(0) % shards;

export function nextCounter(cur: Partial<CounterRow> | undefined, e: ApplyEvent): CounterRow {
  const next: CounterRow = {
    templateId: e.templateId ?? '',
    version: e.version ?? 0,
    applied: Number(cur?.applied) || 0,
    failed: Number(cur?.failed) || 0,
    skipped: Number(cur?.skipped) || 0,
  };
  next[e.outcome] += 1;
  return next;
}

export const parseDays = (json: string | undefined): DayCounts => (json ? (JSON.parse(json) as DayCounts) : {});
const keepFrom = (days: DayCounts, from: string): DayCounts => Object.fromEntries(Object.entries(days).filter(([d]) => d >= from));

/** What a mailbox row keeps of its last report. */
export const lastOf = (e: StoredApplyEvent) => ({
  lastAt: e.at,
  lastOutcome: e.outcome,
  lastClient: e.client ?? '',
  lastClientFamily: e.clientFamily ?? '',
  lastError: e.error ?? '',
  lastErrorSaid: e.errorSaid ?? '',
});

/** What a mailbox row keeps of its last report when a report older than it arrives (its family read off its line if it has none). */
export const keptLast = (cur: MailboxRow) => ({
  lastAt: cur.lastAt,
  lastOutcome: cur.lastOutcome,
  lastClient: cur.lastClient,
  lastClientFamily: cur.lastClientFamily ?? familyOfLine(cur.lastClient || null) ?? '',
  lastError: cur.lastError,
  lastErrorSaid: cur.lastErrorSaid ?? '',
});

export function nextMailbox(cur: MailboxRow | undefined, e: ApplyEvent, key: string): MailboxRow {
  const from = dayOf(new Date(Date.parse(e.at) - MAILBOX_DAYS * 86_400_000).toISOString());
  const days = keepFrom(parseDays(cur?.days), from);
  const day = dayOf(e.at);
  days[day] = days[day] ?? zero();
  days[day][e.outcome] += 1;
  const last = !cur || !cur.lastAt || e.at >= cur.lastAt ? lastOf(e) : keptLast(cur);
  const lastAppliedAt = e.outcome === 'applied' && e.at > (cur?.lastAppliedAt ?? '') ? e.at : (cur?.lastAppliedAt ?? '');
  const seen = [key, ...(cur?.seen ?? '').split(' ').filter(Boolean)].slice(0, SEEN_KEYS).join(' ');
  return { ...last, lastAppliedAt, days: JSON.stringify(days), past: cur?.past ?? '', seen };
}

const wasCounted = (row: MailboxRow | undefined, key: string) => !!row?.seen && row.seen.split(' ').includes(key);

/**
 * Counts one report in every rollup with two table requests: one query reads the four rows it changes (all in the
 * mailbox's shard partition), one transaction writes them, each conditioned on the ETag it was read with. A lost race
 * is retried from the read; a report whose key the mailbox row already holds was counted (a retry after an answer
 * that was lost) and is not counted again.
 */
export async function countReport(table: TableClient, tenantId: string, e: ApplyEvent, key: string, shards: number): Promise<void> {
  const partitionKey = shardPartition(tenantId, shardOf(e.mailbox, shards));
  const day = dayOf(e.at);
  const templateId = e.templateId ?? '';
  const version = e.version ?? 0;
  const client = nextClientRow(undefined, e);
  const spread = createHash('sha256').update(key).digest().readUInt32BE(0) % COUNTER_SPREAD;
  const keys = {
    day: rowKey.day(day, templateId, version, spread),
    version: rowKey.version(templateId, version, spread),
    client: rowKey.client(day, client.family, client.version, spread),
    mailbox: rowKey.mailbox(e.mailbox, spread),
  };
  const filter = odata`PartitionKey eq ${partitionKey} and (RowKey eq ${keys.day} or RowKey eq ${keys.version} or RowKey eq ${keys.client} or RowKey eq ${keys.mailbox})`;
  await retryOnConflict(
    async () => {
      const found = new Map<string, TableEntityResult<Record<string, unknown>>>();
      for await (const r of table.listEntities<Record<string, unknown>>({ queryOptions: { filter } })) found.set(r.rowKey as string, r);
      const row = <T>(k: string) => found.get(k) as (TableEntityResult<T> & T) | undefined;
      if (wasCounted(row<MailboxRow>(keys.mailbox), key)) return;
      const write = (k: string, next: object): TransactionAction => {
        const cur = found.get(k);
        const entity = { ...next, partitionKey, rowKey: k };
        return cur ? ['update', entity, 'Replace', { etag: cur.etag }] : ['create', entity];
      };
      await table.submitTransaction([
        write(keys.day, nextCounter(row<CounterRow>(keys.day), e)),
        write(keys.version, nextCounter(row<CounterRow>(keys.version), e)),
        write(keys.client, nextClientRow(row<ClientRow>(keys.client), e)),
        write(keys.mailbox, nextMailbox(row<MailboxRow>(keys.mailbox), e, key)),
      ]);
    },
    { attempts: 40, what: 'the apply counts' },
  );
}

/** Every row the filters match, the queries run side by side (one filter a partition: the legacy one, each shard's). */
export async function rowsOf<T extends object>(table: TableClient, filters: string[]): Promise<TableEntityResult<T>[]> {
  const pages = await Promise.all(
    filters.map(async (filter) => {
      const rows: TableEntityResult<T>[] = [];
      for await (const r of table.listEntities<T>({ queryOptions: { filter } })) rows.push(r);
      return rows;
    }),
  );
  return pages.flat();
}

/**
 * Filters for the rows of one kind whose keys lie in [from, to): the partition rows were written to before the shard
 * layout (`legacy`, keys without the kind's prefix) and each shard (keys with it). `extra` narrows both.
 */
export function kindFilters(
  tenantId: string,
  shards: number,
  kind: { legacy: string; prefix: 'd' | 'v' | 'c' | 'm' },
  from: string,
  to: string,
  extra = '',
): string[] {
  const and = extra ? ` and ${extra}` : '';
  return [
    odata`PartitionKey eq ${`${tenantId}|${kind.legacy}`} and RowKey ge ${from} and RowKey lt ${to}` + and,
    ...shardPartitions(tenantId, shards).map(
      (pk) => odata`PartitionKey eq ${pk} and RowKey ge ${`${kind.prefix}|${from}`} and RowKey lt ${`${kind.prefix}|${to}`}` + and,
    ),
  ];
}

const SHARD_PARTITION = /\|r\d+$/;
/** A row's key without its kind's prefix (rows of the legacy partitions have none). */
export const unprefixed = (r: { partitionKey?: string; rowKey?: string }) =>
  SHARD_PARTITION.test(r.partitionKey ?? '') ? (r.rowKey ?? '').slice(2) : (r.rowKey ?? '');
/** The mailbox a mailbox row counts (`m|<mailbox>|<k>` in a shard, the address alone in the legacy partition). */
export const mailboxOf = (r: { partitionKey?: string; rowKey?: string }) => {
  const key = unprefixed(r);
  return SHARD_PARTITION.test(r.partitionKey ?? '') ? key.slice(0, key.lastIndexOf('|')) : key;
};
