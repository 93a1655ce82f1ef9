import type { Storage } from '../storage/storage.js';
import { getOrNull, isConflict, isPreconditionFailed, odata, pageByRowKey, partition, type Page } from '../storage/entities.js';
import type { Stamp, Witness } from '../outbox/outbox.js';
import type { ProfileField, ProfileValues } from './schemas.js';

const FIELDS = 'profilefields';
const VALUES = 'profilevalues';
/** The rows a change of a field or of a mailbox's values lands on (see Outbox.commit); `gone` for a delete. */
export const fieldWitness = (key: string, gone = false): Witness => ({ table: FIELDS, rowKey: key, gone });
export const valuesWitness = (address: string, gone = false): Witness => ({ table: VALUES, rowKey: address, gone });

interface FieldRow {
  label: string;
  help: string;
  type: ProfileField['type'];
  options: string;
  maxLength: number;
  enabled: boolean;
}

interface ValuesRow {
  values: string;
  updatedAt: string;
  updatedBy: string;
}

export interface StoredValues {
  address: string;
  values: ProfileValues;
  updatedAt: string;
  updatedBy: string;
}

const toField = (key: string, r: FieldRow): ProfileField => ({
  key,
  label: r.label,
  help: r.help,
  type: r.type,
  options: JSON.parse(r.options) as string[],
  maxLength: r.maxLength,
  enabled: r.enabled,
});
const fieldRow = (f: ProfileField): FieldRow => ({
  label: f.label,
  help: f.help,
  type: f.type,
  options: JSON.stringify(f.options),
  maxLength: f.maxLength,
  enabled: f.enabled,
});
const toValues = (r: ValuesRow & { rowKey?: string }): StoredValues => ({
  address: r.rowKey as string,
  values: JSON.parse(r.values) as ProfileValues,
  updatedAt: r.updatedAt,
  updatedBy: r.updatedBy,
});

/** Field definitions, and each mailbox's values keyed by its primary address. */
export class ProfileStore {
  private readonly fields;
  private readonly values;
  constructor(storage: Storage) {
    this.fields = storage.table(FIELDS);
    this.values = storage.table(VALUES);
  }

  async listFields(tenantId: string): Promise<ProfileField[]> {
    const out: ProfileField[] = [];
    for await (const r of partition<FieldRow>(this.fields, tenantId)) out.push(toField(r.rowKey as string, r));
    return out;
  }

  async getField(tenantId: string, key: string): Promise<ProfileField | null> {
    const r = await getOrNull<FieldRow>(this.fields, tenantId, key);
    return r ? toField(key, r) : null;
  }

  /** False when a field with this key exists already. */
  async createField(tenantId: string, field: ProfileField, stamp: Stamp): Promise<boolean> {
    try {
      await this.fields.createEntity({ partitionKey: tenantId, rowKey: field.key, ...fieldRow(field), ...stamp });
      return true;
    } catch (err) {
      if (isConflict(err)) return false;
      throw err;
    }
  }

  async putField(tenantId: string, field: ProfileField, stamp: Stamp): Promise<void> {
    await this.fields.updateEntity({ partitionKey: tenantId, rowKey: field.key, ...fieldRow(field), ...stamp }, 'Replace');
  }

  async deleteField(tenantId: string, key: string): Promise<void> {
    await this.fields.deleteEntity(tenantId, key);
  }

  async getValues(tenantId: string, address: string): Promise<(StoredValues & { etag: string }) | null> {
    const r = await getOrNull<ValuesRow>(this.values, tenantId, address);
    return r ? { ...toValues({ ...r, rowKey: address }), etag: r.etag } : null;
  }

  /** Writes one mailbox's values if nobody changed them since `etag` (null: only if none are stored). */
  async putValues(
    tenantId: string,
    address: string,
    values: ProfileValues,
    by: string,
    at: string,
    etag: string | null,
    stamp?: Stamp,
  ): Promise<void> {
    const entity = { partitionKey: tenantId, rowKey: address, values: JSON.stringify(values), updatedAt: at, updatedBy: by, ...stamp };
    if (Object.keys(values).length === 0) {
      if (etag) await this.values.deleteEntity(tenantId, address, { etag });
      return;
    }
    if (etag) await this.values.updateEntity(entity, 'Replace', { etag });
    else await this.values.createEntity(entity);
  }

  pageValues(tenantId: string, limit: number, cursor?: string): Promise<Page<StoredValues>> {
    return pageByRowKey<ValuesRow>(this.values, odata`PartitionKey eq ${tenantId}`, limit, cursor).then((p) => ({
      cursor: p.cursor,
      items: p.items.map((r) => toValues(r)),
    }));
  }

  /** Applies `change` to every stored mailbox; returns how many values it removed. */
  /** How many values `change` would remove across the organisation, writing nothing. */
  async countRemoved(tenantId: string, change: (values: ProfileValues) => ProfileValues): Promise<number> {
    let removed = 0;
    for await (const r of partition<ValuesRow>(this.values, tenantId)) {
      const values = toValues(r).values;
      removed += Object.keys(values).length - Object.keys(change(values)).length;
    }
    return removed;
  }

  async rewriteAll(tenantId: string, change: (values: ProfileValues) => ProfileValues, at: string, by: string): Promise<number> {
    let removed = 0;
    for await (const r of partition<ValuesRow>(this.values, tenantId)) {
      const address = r.rowKey as string;
      for (let row: (StoredValues & { etag: string }) | null = { ...toValues(r), etag: r.etag }; row;) {
        const next = change(row.values);
        const gone = Object.keys(row.values).length - Object.keys(next).length;
        if (gone === 0) break;
        try {
          await this.putValues(tenantId, address, next, by, at, row.etag);
          removed += gone;
          break;
        } catch (err) {
          if (!isPreconditionFailed(err)) throw err;
          row = await this.getValues(tenantId, address);
        }
      }
    }
    return removed;
  }
}
