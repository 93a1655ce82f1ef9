import type { Storage } from '../storage/storage.js';
import { deletePartition, getOrNull } from '../storage/entities.js';

export type ExclusionMode = 'exclusion' | 'inclusion';
const MODE = 'mode';
const mailboxKey = (address: string) => `m|${address.toLowerCase()}`;

/** The cost management list: its mode and the mailboxes on it (a listed group's members are listed one by one). */
export class ExclusionStore {
  private readonly table;
  constructor(storage: Storage) {
    this.table = storage.table('exclusions');
  }

  async mode(tenantId: string): Promise<ExclusionMode> {
    return (await getOrNull<{ mode: ExclusionMode }>(this.table, tenantId, MODE))?.mode ?? 'exclusion';
  }

  async setMode(tenantId: string, mode: ExclusionMode): Promise<void> {
    await this.table.upsertEntity({ partitionKey: tenantId, rowKey: MODE, mode }, 'Replace');
  }

  async isListed(tenantId: string, address: string): Promise<boolean> {
    return (await getOrNull(this.table, tenantId, mailboxKey(address))) !== null;
  }

  async add(tenantId: string, address: string, note: string, by: string, at: string): Promise<void> {
    await this.table.upsertEntity({ partitionKey: tenantId, rowKey: mailboxKey(address), note, addedBy: by, addedAt: at }, 'Replace');
  }

  async remove(tenantId: string, address: string): Promise<void> {
    await this.table.deleteEntity(tenantId, mailboxKey(address)).catch(() => undefined);
  }

  purgeTenant(tenantId: string) {
    return deletePartition(this.table, tenantId);
  }
}
