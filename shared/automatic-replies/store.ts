import type { Stamp, Witness } from '../outbox/outbox.js';
import { getOrNull, partition } from '../storage/entities.js';
import type { Storage } from '../storage/storage.js';

/** A mailbox's automatic replies as the service set them (Graph holds what is sent; this says who asked and what). */
export interface ReplyRow {
  /** The mailbox's primary address. */
  mailbox: string;
  /** Its directory object id (the Graph user the settings are written to). */
  userId: string;
  displayName: string;
  enabled: boolean;
  /** ISO instants; empty: none. */
  start: string;
  end: string;
  contact: string;
  /** The reply template and version last written to the mailbox (empty / 0: none). */
  templateId: string;
  version: number;
  updatedAt: string;
  updatedBy: string;
}

const TABLE = 'autoreplies';
const rowKey = (mailbox: string) => `m|${mailbox.toLowerCase()}`;
/** The row a change of a mailbox's replies lands on (see Outbox.commit). */
export const replyWitness = (mailbox: string): Witness => ({ table: TABLE, rowKey: rowKey(mailbox) });

/** One partition per organisation, a row per mailbox whose replies the service ever set. */
export class ReplyStore {
  private readonly table;
  constructor(storage: Storage) {
    this.table = storage.table(TABLE);
  }

  async get(tenantId: string, mailbox: string): Promise<ReplyRow | null> {
    return getOrNull<ReplyRow>(this.table, tenantId, rowKey(mailbox));
  }

  /** The mailboxes whose replies are on. */
  async enabled(tenantId: string): Promise<ReplyRow[]> {
    const out: ReplyRow[] = [];
    for await (const r of partition<ReplyRow>(this.table, tenantId, "RowKey ge 'm|' and RowKey lt 'm}' and enabled eq true")) out.push(r);
    return out;
  }

  async put(tenantId: string, row: ReplyRow, stamp?: Stamp): Promise<void> {
    await this.table.upsertEntity({ partitionKey: tenantId, rowKey: rowKey(row.mailbox), ...row, ...stamp }, 'Replace');
  }
}
