import { createHash } from 'node:crypto';
import { DAY_MS } from '../clock.js';

/**
 * The trail's key layout (one table, `trail`), every partition under the tenant's prefix so one organisation's reads
 * can never reach another's and the tenant purge finds them all:
 * - `<tenant>|<day>|m<bucket>` / `<mailbox>|<inverted time>`: an entry, by its mailbox (16 buckets a day by a hash of
 *   the address, so a day of a large organisation is spread over partitions); a lookup by mailbox and time is one
 *   row-key range in one partition per day;
 * - `<tenant>|<day>|id` / `<hash of Message-ID>|<inverted time>`: a copy, by the relay's Internet Message-ID;
 * - `<tenant>|<day>|t` / `<inverted time>`: a copy, by time alone (a lookup naming only a time range).
 * Days are `YYYYMMDD` (UTC), so a day's partitions sort together and retention deletes whole days by a key range.
 */
export const BUCKETS = 16;

export const dayKey = (at: Date) => at.toISOString().slice(0, 10).replaceAll('-', '');

const hex = (s: string) => createHash('sha256').update(s).digest('hex');

/** The address as a row-key part: percent-encoded, so `/`, `#`, `?` and `|` never reach a key. */
export const mailboxPart = (mailbox: string) => encodeURIComponent(mailbox.toLowerCase());

export const bucketOf = (mailbox: string) => (parseInt(hex(mailbox.toLowerCase()).slice(0, 4), 16) % BUCKETS).toString(16);

/** A Message-ID as it is compared: its angle brackets and surrounding space away (the relay reads it with them). */
export function normalMessageId(id: string): string {
  const s = id.trim();
  const start = s.startsWith('<') ? 1 : 0;
  const end = s.endsWith('>') && s.length > start ? s.length - 1 : s.length;
  return s.slice(start, end).trim();
}

/** 32 hex digits of SHA-256 of the Message-ID: any text a header holds becomes a key storage takes. */
export const messageIdPart = (id: string) => hex(normalMessageId(id)).slice(0, 32);

export const mailboxPartition = (tenantId: string, day: string, mailbox: string) => `${tenantId}|${day}|m${bucketOf(mailbox)}`;
export const idPartition = (tenantId: string, day: string) => `${tenantId}|${day}|id`;
export const timePartition = (tenantId: string, day: string) => `${tenantId}|${day}|t`;

/** Every partition of the tenant's days before `day` (retention): a key range under the tenant's prefix. */
export const daysBefore = (tenantId: string, day: string) => ({ from: `${tenantId}|`, before: `${tenantId}|${day}` });

/** The days from `to` back to `from`, newest first (UTC), at most `max`. */
export function daysBetween(from: Date, to: Date, max: number): string[] {
  const first = dayKey(from);
  const days: string[] = [];
  for (let t = to.getTime(); days.length < max; t -= DAY_MS) {
    const day = dayKey(new Date(t));
    if (day < first) break;
    days.push(day);
  }
  return days;
}
