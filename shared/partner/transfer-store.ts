import type { Storage } from '../storage/storage.js';
import { deleteIfPresent, getOrNull, odata, partition } from '../storage/entities.js';
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
 * read against the client's row. A purge of either organisation takes its side with it.
 */
export class TransferStore {
  private readonly table;
  constructor(storage: Storage) {
    this.table = storage.table('transfers');
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
    const c = await updateEntity<TransferRow>(this.table, clientId, requestKey(partnerId), (r) => {
      const next = change(r ? toTransfer(propertiesOf(r)) : null);
      return typeof next === 'symbol' ? next : toRow(next);
    }, { what: 'the takeover request' });
    return c.value ? toTransfer(c.value) : null;
  }

  /** The client's requests (one per partner that ever asked). */
  async ofClient(clientId: string): Promise<Transfer[]> {
    const out: Transfer[] = [];
    for await (const r of partition<TransferRow>(this.table, clientId, "RowKey ge 'p:' and RowKey lt 'p;'")) out.push(toTransfer(propertiesOf(r)));
    return out;
  }

  /** The client's request with this id. */
  async byId(clientId: string, id: string): Promise<Transfer | null> {
    for await (const r of this.table.listEntities<TransferRow>({ queryOptions: { filter: odata`PartitionKey eq ${clientId} and id eq ${id}` } })) {
      return toTransfer(propertiesOf(r));
    }
    return null;
  }

  async index(partnerId: string, clientId: string): Promise<void> {
    await this.table.upsertEntity({ partitionKey: partnerId, rowKey: indexKey(clientId), clientId }, 'Replace');
  }

  async unindex(partnerId: string, clientId: string): Promise<void> {
    await deleteIfPresent(this.table, partnerId, indexKey(clientId));
  }

  /** The clients the partner has asked to take over (read each against the client's own row). */
  async indexed(partnerId: string): Promise<string[]> {
    const out: string[] = [];
    for await (const r of partition<{ clientId: string }>(this.table, partnerId, "RowKey ge 'c:' and RowKey lt 'c;'")) out.push(r.clientId);
    return out;
  }
}
