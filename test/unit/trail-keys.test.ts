import { describe, expect, it } from 'vitest';
import { storageAccepts } from '../../shared/storage/keys.js';
import { bucketOf, daysBetween, mailboxPart, messageIdPart, normalMessageId } from '../../shared/trail/keys.js';
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
    expect(plain.map((r) => r.partitionKey)).toEqual([`${TENANT}|20260302|m${bucketOf(entry.mailbox)}`, `${TENANT}|20260302|t`]);
    expect(relayed.map((r) => r.partitionKey.slice(TENANT.length))).toEqual([
      `|20260302|m${bucketOf(entry.mailbox)}`,
      '|20260302|t',
      '|20260302|id',
    ]);
    for (const r of relayed) expect([storageAccepts(r.partitionKey), storageAccepts(r.rowKey)]).toEqual([true, true]);
    expect(relayed[0].rowKey.startsWith(`${mailboxPart(entry.mailbox)}|`)).toBe(true);
  });
});
