import type { Storage } from '../storage/storage.js';
import { deleteIfPresent, getOrNull, isPreconditionFailed, partition, mapRow } from '../storage/entities.js';
import type { Stamp, Witness } from '../outbox/outbox.js';
import type { ApiKey } from './schemas.js';

interface KeyRow {
  name: string;
  prefix: string;
  access: string;
  readOnly: boolean;
  expires?: string;
  createdBy: string;
  createdAt: string;
  lastUsed?: string;
  revoked: boolean;
  revokedAt?: string;
  createdByProvider: boolean;
  hash: string;
}

/** What authenticating a key needs, in one row found by the secret's hash (before the tenant is known). */
export interface KeyIndexRow {
  tenantId: string;
  keyId: string;
  name: string;
  access: string;
  readOnly: boolean;
  expires?: string;
  revoked: boolean;
  lastUsed?: string;
  etag: string;
}

const toKey = (id: string, r: KeyRow): ApiKey => ({
  id,
  name: r.name,
  prefix: r.prefix,
  access: JSON.parse(r.access) as string[],
  readOnly: r.readOnly,
  expires: r.expires || null,
  createdBy: r.createdBy,
  createdAt: r.createdAt,
  lastUsed: r.lastUsed || null,
  revoked: r.revoked,
  revokedAt: r.revokedAt || null,
  createdByProvider: r.createdByProvider,
});

const TABLE = 'apikeys';
/** The tenant's row of a key, where its creation and revocation land (see Outbox.commit). */
export const keyWitness = (id: string): Witness => ({ table: TABLE, rowKey: id });

/** The one row every revocation rewrites: instances trusting key records re-read it to learn of revocations. */
const REVOCATIONS = { partitionKey: 'revocations', rowKey: '' };

export class ApiKeyStore {
  private readonly keys;
  private readonly index;
  private readonly revocations;
  constructor(storage: Storage) {
    this.keys = storage.table(TABLE);
    this.index = storage.indexTable('apikeyindex', async (tenantId) => {
      for await (const r of partition<KeyRow>(this.keys, tenantId)) await deleteIfPresent(this.index, r.hash, '');
    });
    // Names no tenant: a revocation's stamp only.
    this.revocations = storage.indexTable('apikeyrevocations', null);
  }

  /** Changes whenever a key is revoked anywhere (null before the first revocation). */
  async revocationStamp(): Promise<string | null> {
    return (await getOrNull(this.revocations, REVOCATIONS.partitionKey, REVOCATIONS.rowKey))?.etag ?? null;
  }

  /** Index row first, then the tenant's row: the key only exists once its listing row is written. */
  async create(tenantId: string, key: ApiKey, hash: string, stamp: Stamp): Promise<void> {
    await this.index.createEntity({
      partitionKey: hash,
      rowKey: '',
      tenantId,
      keyId: key.id,
      name: key.name,
      access: JSON.stringify(key.access),
      readOnly: key.readOnly,
      expires: key.expires ?? '',
      revoked: false,
    });
    await this.keys.createEntity<KeyRow>({
      partitionKey: tenantId,
      rowKey: key.id,
      name: key.name,
      prefix: key.prefix,
      access: JSON.stringify(key.access),
      readOnly: key.readOnly,
      expires: key.expires ?? '',
      createdBy: key.createdBy,
      createdAt: key.createdAt,
      revoked: false,
      createdByProvider: key.createdByProvider,
      hash,
      ...stamp,
    });
  }

  async byHash(hash: string): Promise<KeyIndexRow | null> {
    return mapRow(await getOrNull<Omit<KeyIndexRow, 'etag'>>(this.index, hash, ''), (r) => ({ ...r, etag: r.etag }));
  }

  async get(tenantId: string, id: string): Promise<ApiKey | null> {
    return mapRow(await getOrNull<KeyRow>(this.keys, tenantId, id), (r) => toKey(id, r));
  }

  async list(tenantId: string): Promise<ApiKey[]> {
    const out: ApiKey[] = [];
    for await (const r of partition<KeyRow>(this.keys, tenantId)) out.push(toKey(r.rowKey as string, r));
    return out.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  }

  /** Marks the key revoked: the index row first, so the next request is refused whatever happens after. */
  async revoke(tenantId: string, id: string, at: string, stamp: Stamp): Promise<string | null> {
    const row = await getOrNull<KeyRow>(this.keys, tenantId, id);
    if (!row) return null;
    await this.index.updateEntity({ partitionKey: row.hash, rowKey: '', revoked: true }, 'Merge');
    // After the index row: an instance that sees the new stamp and re-reads the record finds it revoked.
    await this.revocations.upsertEntity({ ...REVOCATIONS, lastRevoked: at }, 'Replace');
    await this.keys.updateEntity({ partitionKey: tenantId, rowKey: id, revoked: true, revokedAt: at, ...stamp }, 'Merge');
    return row.hash;
  }

  /**
   * Records the hour of last use; only the first writer of an hour wins (ETag), others skip. The record's new ETag,
   * or null when the record had changed since it was read.
   */
  async noteUse(hash: string, row: KeyIndexRow, hour: string): Promise<string | null> {
    let etag: string | undefined;
    try {
      ({ etag } = await this.index.updateEntity({ partitionKey: hash, rowKey: '', lastUsed: hour }, 'Merge', { etag: row.etag }));
    } catch (err) {
      if (isPreconditionFailed(err)) return null;
      throw err;
    }
    await this.keys.updateEntity({ partitionKey: row.tenantId, rowKey: row.keyId, lastUsed: hour }, 'Merge');
    return etag ?? null;
  }
}
