import { describe, expect, it } from 'vitest';
import { storageAccepts } from '../../shared/storage/keys.js';
import {
  dayShard,
  daysBetween,
  mailboxPart,
  mailboxShard,
  messageIdPart,
  messageIdShard,
  monthsBetween,
  normalMessageId,
  shardTable,
  mailboxPartition,
  SHARDS,
  SUB_PARTITIONS,
  timePartition,
} from '../../shared/trail/keys.js';
import { rowsOf } from '../../shared/trail/store.js';

const TENANT = '11111111-2222-4333-8444-555555555555';

describe('the message trail keys', () => {
  it('lists the days of a range newest first, bounded', () => {
    const at = (s: string) => new Date(s);
    expect(daysBetween(at('2026-02-27T23:00:00Z'), at('2026-03-02T01:00:00Z'), 10)).toEqual([
      '20260302',
      '20260301',
      '20260228',
      '20260227',
    ]);
    expect(daysBetween(at('2026-01-01T00:00:00Z'), at('2026-03-02T00:00:00Z'), 3)).toEqual(['20260302', '20260301', '20260228']);
    expect(daysBetween(at('2026-03-02T10:00:00Z'), at('2026-03-02T11:00:00Z'), 10)).toEqual(['20260302']);
  });

  it('lists the months of a range newest first, across a year', () => {
    const at = (s: string) => new Date(s);
    expect(monthsBetween(at('2025-11-30T23:00:00Z'), at('2026-01-31T23:59:59Z'))).toEqual(['202601', '202512', '202511']);
    expect(monthsBetween(at('2026-03-02T10:00:00Z'), at('2026-03-31T11:00:00Z'))).toEqual(['202603']);
  });

  it('keeps the time rows of a day in ten-minute partitions, the newest first, and spreads mailboxes over sixteen partitions a shard', () => {
    const at = (s: string) => timePartition(TENANT, new Date(s));
    expect([at('2026-03-02T00:00:00Z'), at('2026-03-02T00:09:59Z'), at('2026-03-02T00:10:00Z'), at('2026-03-02T23:59:59Z')]).toEqual([
      `${TENANT}|20260302|t143`,
      `${TENANT}|20260302|t143`,
      `${TENANT}|20260302|t142`,
      `${TENANT}|20260302|t000`,
    ]);
    const parts = new Set(Array.from({ length: 2000 }, (_, n) => mailboxPartition(TENANT, '202603', `user${n}@x.example`)));
    expect(parts.size).toBe(SHARDS * SUB_PARTITIONS);
  });

  it('spreads consecutive days over consecutive tables', () => {
    const day = (d: number) => dayShard(new Date(Date.UTC(2026, 2, d, 12)));
    expect([day(2), day(3)]).toEqual([day(2), (day(2) + 1) % 16]);
  });

  it('compares Message-IDs without their angle brackets, and keys them by a hash storage takes', () => {
    expect(normalMessageId(' <a/b#c?d@host> ')).toBe('a/b#c?d@host');
    expect(messageIdPart('<a/b#c?d@host>')).toBe(messageIdPart('a/b#c?d@host'));
    expect(messageIdPart('<x@host>')).toMatch(/^[0-9a-f]{32}$/);
  });

  it('keeps an entry by mailbox and by time, and by Message-ID when it has one, every key under the tenant', () => {
    const entry = {
      at: '2026-03-02T10:00:00.000Z',
      mailbox: 'o/dd#one?@x.example',
      source: 'server',
      outcome: 'signed',
      explanation: '.',
    } as const;
    const plain = rowsOf(TENANT, entry);
    const relayed = rowsOf(TENANT, { ...entry, messageId: '<m/1@x>' });
    const m = mailboxShard(entry.mailbox).toString().padStart(2, '0');
    const i = messageIdShard('m/1@x').toString().padStart(2, '0');
    // 10:00 is the 61st ten minutes of the day: slot 60 counted from the start, 83 from the end.
    expect(plain.map((r) => r.partitionKey)).toEqual([
      expect.stringMatching(new RegExp(`^${TENANT}\\|202603\\|m${m}[0-9a-f]$`)),
      `${TENANT}|20260302|t083`,
    ]);
    expect(relayed.map((r) => r.partitionKey.slice(TENANT.length))).toEqual([
      plain[0].partitionKey.slice(TENANT.length),
      '|20260302|t083',
      expect.stringMatching(new RegExp(`^\\|202603\\|i${i}[0-9a-f]$`)),
    ]);
    // Each row in its shard's table: the mailbox's, the day's, the Message-ID's.
    expect(relayed.map((r) => r.table)).toEqual([
      shardTable(mailboxShard(entry.mailbox)),
      shardTable(dayShard(new Date(entry.at))),
      shardTable(messageIdShard('<m/1@x>')),
    ]);
    for (const r of relayed)
      expect([storageAccepts(r.partitionKey), storageAccepts(r.rowKey), /^trail(0\d|1[0-5])$/.test(r.table)]).toEqual([true, true, true]);
    expect(relayed[0].rowKey.startsWith(`${mailboxPart(entry.mailbox)}|`)).toBe(true);
  });
});
