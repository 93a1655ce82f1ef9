import type { Storage } from '../storage/storage.js';
import { createIfAbsent, getOrNull, odata, partition } from '../storage/entities.js';
import { purgeTenantRows } from '../storage/tenant-purge.js';
import { propertiesOf, updateEntity, type Current, type NoChange } from '../storage/update.js';

/** An invitation as stored: table `partnerinvites`, partition = the partner, row = the token's random part. */
export interface InviteRow {
  email?: string;
  note?: string;
  /** pending, accepted or revoked; expiry is read from `expiresAt`. */
  state: 'pending' | 'accepted' | 'revoked';
  createdAt: string;
  createdBy: string;
  expiresAt: string;
  mailedAt?: string;
  acceptedBy?: string;
  acceptedByName?: string;
  acceptedAt?: string;
  revokedAt?: string;
  revokedBy?: string;
}

export class InviteStore {
  private readonly table;
  constructor(storage: Storage) {
    // Purging a client also forgets which partners' invitations it used (they stay listed as accepted).
    this.table = storage.indexTable('partnerinvites', async (tenantId) => {
      for await (const r of this.table.listEntities<InviteRow>({ queryOptions: { filter: odata`acceptedBy eq ${tenantId}` } })) {
        const { acceptedBy: _id, acceptedByName: _name, ...row } = propertiesOf(r);
        await this.table.upsertEntity({ partitionKey: r.partitionKey as string, rowKey: r.rowKey as string, ...row }, 'Replace');
      }
      await purgeTenantRows(this.table, tenantId);
    });
  }

  async create(partnerId: string, secret: string, row: InviteRow): Promise<boolean> {
    return createIfAbsent(this.table, { partitionKey: partnerId, rowKey: secret, ...row });
  }

  async get(partnerId: string, secret: string): Promise<InviteRow | null> {
    const r = await getOrNull<InviteRow>(this.table, partnerId, secret);
    return r ? propertiesOf(r) : null;
  }

  async list(partnerId: string): Promise<{ secret: string; row: InviteRow }[]> {
    const out: { secret: string; row: InviteRow }[] = [];
    for await (const r of partition<InviteRow>(this.table, partnerId)) out.push({ secret: r.rowKey as string, row: propertiesOf(r) });
    return out;
  }

  /**
   * Changes one invitation conditioned on its ETag (a lost race is retried from a fresh read, so of two callbacks
   * using one invitation only one sees it pending). `change` answers the next row, NO_CHANGE, or throws to refuse.
   */
  async update(
    partnerId: string,
    secret: string,
    change: (row: InviteRow | null) => InviteRow | NoChange,
  ): Promise<{ row: InviteRow | null; changed: boolean }> {
    const c = await updateEntity<InviteRow>(
      this.table,
      partnerId,
      secret,
      (cur: Current<InviteRow> | null) => change(cur ? propertiesOf(cur) : null),
      {
        what: 'the invitation',
      },
    );
    return { row: c.value, changed: c.changed };
  }
}
