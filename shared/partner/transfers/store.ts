import type { Stamp, Witness } from '../../outbox/outbox.js';
import type { Storage } from '../../storage/storage.js';
import { deleteIfPresent, getOrNull, odata, partition, mapRow } from '../../storage/entities.js';
import { purgeTenantRows } from '../../storage/tenant-purge.js';
import { propertiesOf } from '../../storage/update.js';
import type { Transfer } from '../relationships/schemas.js';

type TransferRow = Omit<Transfer, 'answeredAt' | 'answeredBy'> & { answeredAt?: string; answeredBy?: string };

const TABLE = 'transfers';
const requestKey = (partnerId: string) => `p:${partnerId}`;
/** The client's row of a partner's request, where asking and answering land (see Outbox.commit). */
export const transferWitness = (partnerId: string): Witness => ({ table: TABLE, rowKey: requestKey(partnerId) });
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
    this.table = storage.indexTable(TABLE, async (tenantId) => {
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
    return mapRow(await getOrNull<TransferRow>(this.table, clientId, requestKey(partnerId)), (r) => toTransfer(propertiesOf(r)));
  }

  /** The partner's latest request to the client, with the ETag a change of it is conditioned on. */
  async read(clientId: string, partnerId: string): Promise<{ transfer: Transfer; etag: string } | null> {
    return mapRow(await getOrNull<TransferRow>(this.table, clientId, requestKey(partnerId)), (r) => ({
      transfer: toTransfer(propertiesOf(r)),
      etag: r.etag,
    }));
  }

  /** Writes the request only if nobody changed it since `etag` was read (null: only if there was none; 412/409). */
  async write(transfer: Transfer, etag: string | null, stamp: Stamp): Promise<void> {
    const row = { partitionKey: transfer.clientId, rowKey: requestKey(transfer.partnerId), ...toRow(transfer), ...stamp };
    if (etag) await this.table.updateEntity(row, 'Replace', { etag });
    else await this.table.createEntity(row);
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
