import type { Storage } from '../storage/storage.js';
import { getOrNull } from '../storage/entities.js';
import type { Stamp, Witness } from '../outbox/outbox.js';
import { DEFAULT_SETTINGS, type Settings } from './schemas.js';

const TABLE = 'settings';
const ROW = 'settings';
/** Every change of the settings lands on their one row (see Outbox.commit). */
export const settingsWitness: Witness = { table: TABLE, rowKey: ROW };

export class SettingsStore {
  private readonly table;
  constructor(storage: Storage) {
    this.table = storage.table(TABLE);
  }

  async get(tenantId: string): Promise<{ settings: Settings; etag: string | null }> {
    const r = await getOrNull<Omit<Settings, 'partnerDomains'> & { partnerDomains?: string }>(this.table, tenantId, ROW);
    if (!r) return { settings: { ...DEFAULT_SETTINGS }, etag: null };
    return {
      settings: {
        requireApproval: r.requireApproval,
        profileEditing: r.profileEditing,
        // A row written before the setting existed has none: the default.
        photoUpload: r.photoUpload ?? DEFAULT_SETTINGS.photoUpload,
        digestFrequency: r.digestFrequency,
        serverSide: r.serverSide ?? DEFAULT_SETTINGS.serverSide,
        serverSideMeetings: r.serverSideMeetings ?? DEFAULT_SETTINGS.serverSideMeetings,
        // A list, kept as its JSON text (a table holds no lists); none before the setting existed.
        partnerDomains: r.partnerDomains ? (JSON.parse(r.partnerDomains) as string[]) : [],
        trailRetentionDays: r.trailRetentionDays ?? DEFAULT_SETTINGS.trailRetentionDays,
        threadSignature: r.threadSignature ?? DEFAULT_SETTINGS.threadSignature,
        removeMobileFooters: r.removeMobileFooters ?? DEFAULT_SETTINGS.removeMobileFooters,
        defaultLanguage: r.defaultLanguage ?? DEFAULT_SETTINGS.defaultLanguage,
      },
      etag: r.etag,
    };
  }

  /** Writes only if nobody changed the row since `etag` was read (null: only if it does not exist yet). */
  async put(tenantId: string, settings: Settings, etag: string | null, stamp: Stamp): Promise<void> {
    const entity = { partitionKey: tenantId, rowKey: ROW, ...settings, partnerDomains: JSON.stringify(settings.partnerDomains), ...stamp };
    if (etag) await this.table.updateEntity(entity, 'Replace', { etag });
    else await this.table.createEntity(entity);
  }
}
