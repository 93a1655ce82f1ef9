import type { Storage } from '../storage/storage.js';
import { deleteIfPresent, getOrNull, odata, partition } from '../storage/entities.js';
import { purgeTenantRows } from '../storage/tenant-purge.js';
import { propertiesOf, updateEntity, type NoChange } from '../storage/update.js';
import type { Transfer } from './relationship-schemas.js';

type TransferRow = Omit<Transfer, 'answeredAt' | 'answeredBy'> & { answeredAt?: string; answeredBy?: string };

const requestKey = (partnerId: string) => `p:${partnerId}`;
const indexKey = (clientId: string) => `c:${clientId}`;

const toTransfer = (r: TransferRow): Transfer => ({
  id: r.id,
  partnerId: r.partnerId,
  partnerName: r.partnerName,
  clientId: r.clientId,
  clientName: r.clientName,
  state: r.state,
  requestedAt: r.requestedAt,
  requestedBy: r.requestedBy,
  answeredAt: r.answeredAt ?? null,
  answeredBy: r.answeredBy ?? null,
});
const toRow = (t: Transfer): TransferRow => ({ ...t, answeredAt: t.answeredAt ?? undefined, answeredBy: t.answeredBy ?? undefined });

/**
 * Takeover requests. Table `transfers`: in the client's partition one row per requesting partner (`p:<partner>`, the
 * truth: its latest request and the answer), in the partner's partition an index of its requests (`c:<client>`),
 * read against the client's row.
 */
export class TransferStore {
  private readonly table;
  constructor(storage: Storage) {
    // A purged organisation's requests leave with it on both sides: as a partner, its rows in its clients'
    // partitions; as a client, the requesting partners' index rows naming it.
    this.table = storage.indexTable('transfers', async (tenantId) => {
      for await (const r of partition(this.table, tenantId)) {
        const key = r.rowKey as string;
        if (key.startsWith('c:')) await deleteIfPresent(this.table, key.slice(2), requestKey(tenantId));
        else if (key.startsWith('p:')) await deleteIfPresent(this.table, key.slice(2), indexKey(tenantId));
      }
      await purgeTenantRows(this.table, tenantId);
    });
  }

  /** The partner's latest request to the client. */
  async latest(clientId: string, partnerId: string): Promise<Transfer | null> {
    const r = await getOrNull<TransferRow>(this.table, clientId, requestKey(partnerId));
    return r ? toTransfer(propertiesOf(r)) : null;
  }

  /**
   * Changes the partner's request row of the client conditioned on its ETag: `change` sees the latest request (or
   * null) and answers the next one, NO_CHANGE, or throws to refuse. Answers the request as committed.
   */
  async change(clientId: string, partnerId: string, change: (current: Transfer | null) => Transfer | NoChange): Promise<Transfer | null> {
    const c = await updateEntity<TransferRow>(
      this.table,
      clientId,
      requestKey(partnerId),
      (r) => {
        const next = change(r ? toTransfer(propertiesOf(r)) : null);
        return typeof next === 'symbol' ? next : toRow(next);
      },
      { what: 'the takeover request' },
    );
    return c.value ? toTransfer(c.value) : null;
  }

  /** The client's requests (one per partner that ever asked). */
  async ofClient(clientId: string): Promise<Transfer[]> {
    const out: Transfer[] = [];
    for await (const r of partition<TransferRow>(this.table, clientId, "RowKey ge 'p:' and RowKey lt 'p;'"))
      out.push(toTransfer(propertiesOf(r)));
    return out;
  }

  /** The client's request with this id. */
  async byId(clientId: string, id: string): Promise<Transfer | null> {
    for await (const r of this.table.listEntities<TransferRow>({
      queryOptions: { filter: odata`PartitionKey eq ${clientId} and id eq ${id}` },
    })) {
      return toTransfer(propertiesOf(r));
    }
    return null;
  }

  async index(partnerId: string, clientId: string): Promise<void> {
    await this.table.upsertEntity({ partitionKey: partnerId, rowKey: indexKey(clientId), clientId }, 'Replace');
  }

  /** The clients the partner ever asked to take over (kept once answered: a purge of the partner finds its rows by it). */
  async indexed(partnerId: string): Promise<string[]> {
    const out: string[] = [];
    for await (const r of partition<{ clientId: string }>(this.table, partnerId, "RowKey ge 'c:' and RowKey lt 'c;'")) out.push(r.clientId);
    return out;
  }
}
