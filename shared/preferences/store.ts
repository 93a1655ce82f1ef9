import type { Language } from '../i18n/languages.js';
import { deleteIfPresent, getOrNull, odata, partition } from '../storage/entities.js';
import type { Storage } from '../storage/storage.js';

export const PREFERENCES_TABLE = 'preferences';

/** One person's preferences, found by their directory object id. */
export interface PreferenceRow {
  /** The address they signed in with when they last chose (lower case): how a person's data request finds the row. */
  address: string;
  language: Language;
  updatedAt: string;
}

export const preferenceKey = (oid: string) => `o:${oid}`;

/** One partition per organisation, a row per person who chose something. */
export class PreferenceStore {
  private readonly table;
  constructor(storage: Storage) {
    this.table = storage.table(PREFERENCES_TABLE);
  }

  async get(tenantId: string, oid: string): Promise<PreferenceRow | null> {
    const row = await getOrNull<PreferenceRow>(this.table, tenantId, preferenceKey(oid));
    return row && { address: row.address, language: row.language, updatedAt: row.updatedAt };
  }

  /** The choice of whoever last chose while signed in with this address (someone the directory has no mailbox for). */
  async byAddress(tenantId: string, address: string): Promise<PreferenceRow | null> {
    let found: PreferenceRow | null = null;
    for await (const row of partition<PreferenceRow>(this.table, tenantId, odata`address eq ${address.toLowerCase()}`))
      if (!found || row.updatedAt > found.updatedAt) found = { address: row.address, language: row.language, updatedAt: row.updatedAt };
    return found;
  }

  async put(tenantId: string, oid: string, row: PreferenceRow): Promise<void> {
    await this.table.upsertEntity({ partitionKey: tenantId, rowKey: preferenceKey(oid), ...row }, 'Replace');
  }

  async remove(tenantId: string, oid: string): Promise<void> {
    await deleteIfPresent(this.table, tenantId, preferenceKey(oid));
  }
}
