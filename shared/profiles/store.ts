import type { Storage } from '../storage/storage.js';
import {
  deleteIfPresent,
  getOrNull,
  isConflict,
  isPreconditionFailed,
  odata,
  pageByRowKey,
  partition,
  mapRow,
  type Page,
} from '../storage/entities.js';
import type { Stamp, Witness } from '../outbox/outbox.js';
import type { ProfileField, ProfileValues } from './schemas.js';

const FIELDS = 'profilefields';
const VALUES = 'profilevalues';
/**
 * A mailbox's values are kept under its directory object id (`o:<id>`), with its primary address beside them for the
 * listing. Rows written before were keyed by the address alone; they are moved once per organisation (see
 * ProfileService) and never read as they are: an address given to a new person shows none of the old one's values.
 */
const valuesKey = (id: string) => `o:${id}`;
const OWNED_ROWS = "RowKey ge 'o:' and RowKey lt 'o;'";
const KEYED_BY_ADDRESS = "RowKey lt 'o:' or RowKey ge 'o;'";

/** Whose values: the mailbox's directory object id, and its primary address (what is shown and logged). */
export interface ValuesOwner {
  id: string;
  address: string;
}

/** The rows a change of a field or of a mailbox's values lands on (see Outbox.commit); `gone` for a delete. */
export const fieldWitness = (key: string, gone = false): Witness => ({ table: FIELDS, rowKey: key, gone });
export const valuesWitness = (id: string, gone = false): Witness => ({ table: VALUES, rowKey: valuesKey(id), gone });

interface FieldRow {
  label: string;
  help: string;
  type: ProfileField['type'];
  options: string;
  maxLength: number;
  enabled: boolean;
}

interface ValuesRow {
  /** Absent on rows keyed by the address. */
  address?: string;
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
  address: r.address ?? (r.rowKey as string),
  values: JSON.parse(r.values) as ProfileValues,
  updatedAt: r.updatedAt,
  updatedBy: r.updatedBy,
});

/** Field definitions, and each mailbox's values keyed by its directory object id. */
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
    return mapRow(await getOrNull<FieldRow>(this.fields, tenantId, key), (r) => toField(key, r));
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

  async getValues(tenantId: string, id: string): Promise<(StoredValues & { etag: string }) | null> {
    return mapRow(await getOrNull<ValuesRow>(this.values, tenantId, valuesKey(id)), (r) => ({ ...toValues(r), etag: r.etag }));
  }

  /** Writes one mailbox's values if nobody changed them since `etag` (null: only if none are stored). */
  async putValues(
    tenantId: string,
    owner: ValuesOwner,
    values: ProfileValues,
    by: string,
    at: string,
    etag: string | null,
    stamp?: Stamp,
  ): Promise<void> {
    const rowKey = valuesKey(owner.id);
    const entity = {
      partitionKey: tenantId,
      rowKey,
      address: owner.address,
      values: JSON.stringify(values),
      updatedAt: at,
      updatedBy: by,
      ...stamp,
    };
    if (Object.keys(values).length === 0) {
      if (etag) await this.values.deleteEntity(tenantId, rowKey, { etag });
      return;
    }
    if (etag) await this.values.updateEntity(entity, 'Replace', { etag });
    else await this.values.createEntity(entity);
  }

  pageValues(tenantId: string, limit: number, cursor?: string): Promise<Page<StoredValues>> {
    return pageByRowKey<ValuesRow>(this.values, odata`PartitionKey eq ${tenantId}` + ` and ${OWNED_ROWS}`, limit, cursor).then((p) => ({
      cursor: p.cursor,
      items: p.items.map((r) => toValues(r)),
    }));
  }

  /**
   * Whether any row is still keyed by the address alone, and the values kept under `ids`, from one query (looking for
   * rows keyed by an address scans the partition anyway, so the mailboxes' own rows come with it).
   */
  async valuesWithKeyCheck(tenantId: string, ids: readonly string[]): Promise<{ byAddress: boolean; values: Map<string, ProfileValues> }> {
    const own = ids.map((id) => odata`RowKey eq ${valuesKey(id)}`).join(' or ');
    const out = { byAddress: false, values: new Map<string, ProfileValues>() };
    for await (const r of partition<ValuesRow>(this.values, tenantId, own ? `${KEYED_BY_ADDRESS} or ${own}` : KEYED_BY_ADDRESS)) {
      const key = r.rowKey as string;
      if (key.startsWith('o:')) out.values.set(key.slice(2), toValues(r).values);
      else out.byAddress = true;
    }
    return out;
  }

  /** Rows still keyed by the address alone (written before mailboxes were kept by id). */
  async keyedByAddress(tenantId: string): Promise<StoredValues[]> {
    const out: StoredValues[] = [];
    for await (const r of partition<ValuesRow>(this.values, tenantId, KEYED_BY_ADDRESS)) out.push(toValues(r));
    return out;
  }

  /**
   * Moves a row keyed by an address to the mailbox's id (null: the address is nobody's now, and its values go). Values
   * already kept under the id are newer and stay.
   */
  async rekey(tenantId: string, row: StoredValues, id: string | null): Promise<void> {
    if (id) {
      try {
        await this.values.createEntity({
          partitionKey: tenantId,
          rowKey: valuesKey(id),
          address: row.address,
          values: JSON.stringify(row.values),
          updatedAt: row.updatedAt,
          updatedBy: row.updatedBy,
        });
      } catch (err) {
        if (!isConflict(err)) throw err;
      }
    }
    await deleteIfPresent(this.values, tenantId, row.address);
  }

  /** Applies `change` to every stored mailbox; returns how many values it removed. */
  /** How many values `change` would remove across the organisation, writing nothing. */
  async countRemoved(tenantId: string, change: (values: ProfileValues) => ProfileValues): Promise<number> {
    let removed = 0;
    for await (const r of partition<ValuesRow>(this.values, tenantId, OWNED_ROWS)) {
      const values = toValues(r).values;
      removed += Object.keys(values).length - Object.keys(change(values)).length;
    }
    return removed;
  }

  async rewriteAll(tenantId: string, change: (values: ProfileValues) => ProfileValues, at: string, by: string): Promise<number> {
    let removed = 0;
    for await (const r of partition<ValuesRow>(this.values, tenantId, OWNED_ROWS)) {
      const owner = { id: (r.rowKey as string).slice(2), address: toValues(r).address };
      for (let row: (StoredValues & { etag: string }) | null = { ...toValues(r), etag: r.etag }; row;) {
        const next = change(row.values);
        const gone = Object.keys(row.values).length - Object.keys(next).length;
        if (gone === 0) break;
        try {
          await this.putValues(tenantId, owner, next, by, at, row.etag);
          removed += gone;
          break;
        } catch (err) {
          if (!isPreconditionFailed(err)) throw err;
          row = await this.getValues(tenantId, owner.id);
        }
      }
    }
    return removed;
  }
}
