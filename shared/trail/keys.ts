import { createHash } from 'node:crypto';
import { DAY_MS } from '../clock.js';

/**
 * The trail's key layout. Rows are spread over SHARDS tables (`trail00`…`trail15`), every partition under the tenant's
 * prefix so one organisation's reads can never reach another's and the tenant purge finds them all:
 * - `<tenant>|<month>|m<shard><part>` / `<mailbox>|<inverted time>`, in the mailbox's shard (a hash of the address)
 *   and one of its SUB_PARTITIONS (more of the same hash): an entry, by its mailbox; a lookup by mailbox and time is one
 *   row-key range in one partition per month (two for the default 30 days);
 * - `<tenant>|<month>|i<shard><part>` / `<hash of Message-ID>|<inverted time>`, the same by the Message-ID's hash: a
 *   copy, by the relay's Internet Message-ID;
 * - `<tenant>|<day>|t<inverted slot>` / `<inverted time>`, in the day's shard, a partition for each ten minutes of the
 *   day, newest first: a copy, by time alone (a lookup naming only a time range reads a day's slots as one key range).
 * Months are `YYYYMM` and days `YYYYMMDD` (UTC), so a tenant's older partitions sort before a day's and retention deletes
 * them by a key range. The tables are shards because the emulator (Azurite) answers every query by scanning the whole
 * table it names: a table holds a sixteenth of the trail, and on Azure, where a partition's row-key range is read from
 * its index, spreading rows over tables costs nothing. Partitions are kept to a few thousand rows for the same
 * emulator, whose every insert scans the partition it goes to (its index is the partition key's): a month's rows of a
 * shard in one partition made writing a million rows quadratic. Rows of the earlier layouts (the one table `trail`;
 * a shard's month in one partition and a day's time rows in one) are no longer read; retention and the tenant purge
 * still empty them (see store.ts).
 */
export const SHARDS = 16;
export const shardTable = (shard: number) => `trail${shard.toString().padStart(2, '0')}`;
/** The first layout's one table. */
export const LEGACY_TABLE = 'trail';

export const dayKey = (at: Date) => at.toISOString().slice(0, 10).replaceAll('-', '');
export const monthKey = (at: Date) => at.toISOString().slice(0, 7).replace('-', '');

const hex = (s: string) => createHash('sha256').update(s).digest('hex');

/** The address as a row-key part: percent-encoded, so `/`, `#`, `?` and `|` never reach a key. */
export const mailboxPart = (mailbox: string) => encodeURIComponent(mailbox.toLowerCase());

/** Partitions of a shard's month, for the rows by mailbox and by Message-ID: the hex digit after the shard's. */
export const SUB_PARTITIONS = 16;
const shardOf = (hash: string) => parseInt(hash.slice(0, 4), 16) % SHARDS;
const placeOf = (hash: string) => `${shardOf(hash).toString().padStart(2, '0')}${hash[4]}`;

const mailboxHash = (mailbox: string) => hex(mailbox.toLowerCase());
export const mailboxShard = (mailbox: string) => shardOf(mailboxHash(mailbox));
/** The shard of a day's time rows: consecutive days in consecutive tables. */
export const dayShard = (at: Date) => Math.floor(at.getTime() / DAY_MS) % SHARDS;
/** The start of a `YYYYMMDD` day. */
export const dayStart = (day: string) => new Date(`${day.slice(0, 4)}-${day.slice(4, 6)}-${day.slice(6, 8)}T00:00:00Z`);

/** A Message-ID as it is compared: its angle brackets and surrounding space away (the relay reads it with them). */
export function normalMessageId(id: string): string {
  const s = id.trim();
  const start = s.startsWith('<') ? 1 : 0;
  const end = s.endsWith('>') && s.length > start ? s.length - 1 : s.length;
  return s.slice(start, end).trim();
}

/** 32 hex digits of SHA-256 of the Message-ID: any text a header holds becomes a key storage takes. */
export const messageIdPart = (id: string) => hex(normalMessageId(id)).slice(0, 32);
export const messageIdShard = (id: string) => shardOf(messageIdPart(id));

export const mailboxPartition = (tenantId: string, month: string, mailbox: string) =>
  `${tenantId}|${month}|m${placeOf(mailboxHash(mailbox))}`;
export const idPartition = (tenantId: string, month: string, messageId: string) =>
  `${tenantId}|${month}|i${placeOf(messageIdPart(messageId))}`;

const SLOT_MINUTES = 10;
const SLOTS_A_DAY = (24 * 60) / SLOT_MINUTES;
/** The ten minutes of the day an instant falls in, counted from the day's end so the newest sort first. */
const invertedSlot = (at: Date) =>
  (SLOTS_A_DAY - 1 - Math.floor((at.getUTCHours() * 60 + at.getUTCMinutes()) / SLOT_MINUTES)).toString().padStart(3, '0');
export const timePartition = (tenantId: string, at: Date) => `${tenantId}|${dayKey(at)}|t${invertedSlot(at)}`;

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

/** The months from `to` back to `from`, newest first (UTC). */
export function monthsBetween(from: Date, to: Date): string[] {
  const first = monthKey(from);
  const months: string[] = [];
  const at = new Date(Date.UTC(to.getUTCFullYear(), to.getUTCMonth(), 1));
  while (monthKey(at) >= first) {
    months.push(monthKey(at));
    at.setUTCMonth(at.getUTCMonth() - 1);
  }
  return months;
}
