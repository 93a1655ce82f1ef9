import type { Stamp, Witness } from '../outbox/outbox.js';
import type { Storage } from '../storage/storage.js';
import type { AccountKind, BillingAccount } from './account.js';
import { createIfAbsent, deleteIfPresent, getOrNull, odata } from '../storage/entities.js';

/** What the service mirrors of an organisation's Stripe customer and subscription. */
export interface BillingState {
  customerId: string | null;
  subscriptionId: string | null;
  /** Stripe's subscription status ('active', 'past_due', 'canceled', ...) or 'none'. */
  status: string;
  cancelAtPeriodEnd: boolean;
  currentPeriodEnd: string | null;
  seats: number | null;
  /** The subscription item carrying the seat quantity. */
  itemId: string | null;
  card: { brand: string; last4: string } | null;
  latestInvoice: { id: string; status: string | null; amountDue: number; currency: string; hostedUrl: string | null } | null;
  updatedAt: string | null;
  /** Direct billing after a partner released the organisation: delivery goes on until then without a subscription. */
  graceEndsAt: string | null;
}

const NO_BILLING: BillingState = {
  customerId: null,
  subscriptionId: null,
  status: 'none',
  cancelAtPeriodEnd: false,
  currentPeriodEnd: null,
  seats: null,
  itemId: null,
  card: null,
  latestInvoice: null,
  updatedAt: null,
  graceEndsAt: null,
};

const TABLE = 'billing';
/** One row per account in the organisation's partition. */
const ROW: Record<AccountKind, string> = { direct: 'state', partner: 'partner' };
/** Every change of an account lands on its row (see Outbox.commit). */
export const billingWitness = (account: BillingAccount): Witness => ({ table: TABLE, rowKey: ROW[account.kind] });

/** When the payment provider created the newest event each part of the mirror was taken from (Unix seconds). */
export interface EventStamps {
  subscriptionEventAt: number;
  invoiceEventAt: number;
}

interface Row extends EventStamps, Partial<Stamp> {
  state: string;
}

/** The account as stored, with what a change of it is conditioned on and the outbox stamp it carries. */
interface StoredAccount {
  state: BillingState;
  stamps: EventStamps;
  etag: string | null;
  stamp: Stamp | null;
}

const parse = (r: Row | null): BillingState => (r ? { ...NO_BILLING, ...(JSON.parse(r.state) as BillingState) } : { ...NO_BILLING });
const stampsOf = (r: Row | null): EventStamps => ({
  subscriptionEventAt: r?.subscriptionEventAt ?? 0,
  invoiceEventAt: r?.invoiceEventAt ?? 0,
});

export class BillingStore {
  private readonly table;
  private readonly customers;
  private readonly events;
  constructor(storage: Storage) {
    this.table = storage.table(TABLE);
    this.customers = storage.indexTable('billingcustomers', async (tenantId) => {
      // Every customer the organisation ever had (a customer replaced meanwhile is no longer in its state).
      for await (const r of this.customers.listEntities({
        queryOptions: { filter: odata`tenantId eq ${tenantId}`, select: ['PartitionKey'] },
      })) {
        await deleteIfPresent(this.customers, r.partitionKey as string, '');
      }
    });
    this.events = storage.table('billingevents');
  }

  async get(account: BillingAccount): Promise<BillingState> {
    return parse(await getOrNull<Row>(this.table, account.tenantId, ROW[account.kind]));
  }

  async read(account: BillingAccount): Promise<StoredAccount> {
    const r = await getOrNull<Row>(this.table, account.tenantId, ROW[account.kind]);
    return { state: parse(r), stamps: stampsOf(r), etag: r?.etag ?? null, stamp: r?.outbox ? { outbox: r.outbox } : null };
  }

  /**
   * Writes the account only if nobody changed it since `etag` was read (null: only if it does not exist yet); a lost
   * race is thrown (412/409). The customer's index row is written first: a webhook naming the customer finds its
   * account as soon as the state names it.
   */
  async write(account: BillingAccount, state: BillingState, stamps: EventStamps, etag: string | null, stamp: Stamp | null): Promise<void> {
    if (state.customerId) {
      await this.customers.upsertEntity(
        { partitionKey: state.customerId, rowKey: '', tenantId: account.tenantId, account: account.kind },
        'Replace',
      );
    }
    const entity: Row & { partitionKey: string; rowKey: string } = {
      partitionKey: account.tenantId,
      rowKey: ROW[account.kind],
      state: JSON.stringify(state),
      ...stamps,
      ...(stamp ?? {}),
    };
    if (etag) await this.table.updateEntity(entity, 'Replace', { etag });
    else await this.table.createEntity(entity);
  }

  /** Stamps the account's row with a commit made elsewhere (at the payment provider), keeping everything else. */
  async stamp(account: BillingAccount, stamp: Stamp): Promise<void> {
    await this.table.updateEntity({ partitionKey: account.tenantId, rowKey: ROW[account.kind], ...stamp }, 'Merge');
  }

  /** Whether a provider event was applied already (a redelivery). */
  async seenEvent(tenantId: string, eventId: string): Promise<boolean> {
    return (await getOrNull(this.events, tenantId, eventId)) !== null;
  }

  /** Records a provider event as applied. */
  async markEvent(tenantId: string, eventId: string, at: string): Promise<void> {
    await createIfAbsent(this.events, { partitionKey: tenantId, rowKey: eventId, at });
  }

  /**
   * The account of a Stripe customer (webhooks name customers, not organisations). The kind is recorded with the
   * customer when it is created (and is in the customer's metadata at Stripe); rows from before partners are direct.
   */
  async accountOf(customerId: string): Promise<BillingAccount | null> {
    const r = await getOrNull<{ tenantId: string; account?: AccountKind }>(this.customers, customerId, '');
    return r ? { tenantId: r.tenantId, kind: r.account ?? 'direct' } : null;
  }
}
