import { createIfAbsent, deleteIfPresent, getOrNull, odata, partition } from '../storage/entities.js';
import type { Storage } from '../storage/storage.js';
import type { AlertKind, AlertRecipient } from './schemas.js';

/**
 * Per organisation: its recipients (`recipients`) and one row per occurrence alerted and still lasting
 * (`open|<kind>|<key>`), so a timer tick does not alert it again; the row goes when the occurrence ends.
 */
export class AlertStore {
  private readonly table;
  constructor(storage: Storage) {
    this.table = storage.table('alerts');
  }

  async recipients(tenantId: string): Promise<AlertRecipient[] | null> {
    const row = await getOrNull<{ recipients: string }>(this.table, tenantId, 'recipients');
    return row ? (JSON.parse(row.recipients) as AlertRecipient[]) : null;
  }

  async setRecipients(tenantId: string, recipients: AlertRecipient[]): Promise<void> {
    await this.table.upsertEntity({ partitionKey: tenantId, rowKey: 'recipients', recipients: JSON.stringify(recipients) }, 'Replace');
  }

  /** True when this call opened the occurrence (nobody alerted it yet). */
  open(tenantId: string, kind: AlertKind, key: string, at: Date): Promise<boolean> {
    return createIfAbsent(this.table, { partitionKey: tenantId, rowKey: `open|${kind}|${key}`, openedAt: at.toISOString() });
  }

  /** The keys of the occurrences of `kind` alerted and still open. */
  async openKeys(tenantId: string, kind: AlertKind): Promise<string[]> {
    const prefix = `open|${kind}|`;
    const keys: string[] = [];
    for await (const row of partition(this.table, tenantId, odata`RowKey ge ${prefix} and RowKey lt ${`${prefix}~`}`))
      keys.push((row.rowKey as string).slice(prefix.length));
    return keys;
  }

  close(tenantId: string, kind: AlertKind, key: string): Promise<boolean> {
    return deleteIfPresent(this.table, tenantId, `open|${kind}|${key}`);
  }
}
