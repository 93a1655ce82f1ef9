import type { TableTransaction } from '@azure/data-tables';
import type { Work } from '../../outbox/outbox.js';
import { isOutboxRow, OutboxRows } from '../../outbox/partition.js';
import type { Storage } from '../../storage/storage.js';
import { getOrNull, odata, partition, mapRow } from '../../storage/entities.js';
import { purgeTenantRows } from '../../storage/tenant-purge.js';
import { NO_CHANGE, propertiesOf, retryOnConflict, type NoChange } from '../../storage/update.js';

/** An invitation as stored: table `partnerinvites`, partition = the partner, row = the token's random part. */
export interface InviteRow {
  email?: string;
  /** The domain an organisation must have verified to accept it; rows written before it existed have `email`'s. */
  domain?: string;
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

/**
 * Invitations, and the after-commit work of their changes (the partner's trail) as outbox rows of the same partition,
 * written in the change's own transaction.
 */
export class InviteStore {
  private readonly table;
  readonly outbox: OutboxRows;
  constructor(storage: Storage) {
    // Purging a client also forgets which partners' invitations it used (they stay listed as accepted).
    this.table = storage.indexTable('partnerinvites', async (tenantId) => {
      for await (const r of this.table.listEntities<InviteRow>({ queryOptions: { filter: odata`acceptedBy eq ${tenantId}` } })) {
        const { acceptedBy: _id, acceptedByName: _name, ...row } = propertiesOf(r);
        await this.table.upsertEntity({ partitionKey: r.partitionKey as string, rowKey: r.rowKey as string, ...row }, 'Replace');
      }
      await purgeTenantRows(this.table, tenantId);
    });
    this.outbox = new OutboxRows(this.table);
  }

  async create(partnerId: string, secret: string, row: InviteRow, work: Work): Promise<void> {
    await this.table.submitTransaction([['create', { partitionKey: partnerId, rowKey: secret, ...row }], this.outbox.row(partnerId, work)]);
  }

  async get(partnerId: string, secret: string): Promise<InviteRow | null> {
    return mapRow(await getOrNull<InviteRow>(this.table, partnerId, secret), (r) => propertiesOf(r));
  }

  async list(partnerId: string): Promise<{ secret: string; row: InviteRow }[]> {
    const out: { secret: string; row: InviteRow }[] = [];
    for await (const r of partition<InviteRow>(this.table, partnerId)) {
      if (!isOutboxRow(r.rowKey as string)) out.push({ secret: r.rowKey as string, row: propertiesOf(r) });
    }
    return out;
  }

  /**
   * Changes one invitation conditioned on its ETag (a lost race is retried from a fresh read, so of two callbacks
   * using one invitation only one sees it pending). `change` answers the next row, NO_CHANGE, or throws to refuse;
   * `work` (given the next row) is the change's after-commit work, an outbox row of the same transaction.
   */
  async update(
    partnerId: string,
    secret: string,
    change: (row: InviteRow | null) => InviteRow | NoChange,
    work?: (next: InviteRow) => Work,
  ): Promise<{ row: InviteRow | null; changed: boolean }> {
    return retryOnConflict(
      async () => {
        const current = await getOrNull<InviteRow>(this.table, partnerId, secret);
        const row = current ? propertiesOf(current) : null;
        const next = change(row);
        if (next === NO_CHANGE) return { row, changed: false };
        const entity = { partitionKey: partnerId, rowKey: secret, ...next };
        const actions: TableTransaction['actions'] = [current ? ['update', entity, 'Replace', { etag: current.etag }] : ['create', entity]];
        if (work) actions.push(this.outbox.row(partnerId, work(next)));
        await this.table.submitTransaction(actions);
        return { row: next, changed: true };
      },
      { what: 'the invitation' },
    );
  }
}
