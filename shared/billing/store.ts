import type { Storage } from '../storage/storage.js';
import type { AccountKind, BillingAccount } from './account.js';
import { createIfAbsent, deleteIfPresent, getOrNull, odata } from '../storage/entities.js';
import { NO_CHANGE, updateEntity, type NoChange } from '../storage/update.js';

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

export const NO_BILLING: BillingState = {
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

/** One row per account in the organisation's partition. */
const ROW: Record<AccountKind, string> = { direct: 'state', partner: 'partner' };

/** When the payment provider created the newest event each part of the mirror was taken from (Unix seconds). */
export interface EventStamps {
  subscriptionEventAt: number;
  invoiceEventAt: number;
}

interface Row extends EventStamps {
  state: string;
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
    this.table = storage.table('billing');
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

  /**
   * Changes the mirror without losing a concurrent change: `change` sees the state as stored (with the event stamps)
   * and answers the next one, or NO_CHANGE. Answers the state committed.
   */
  async update(
    account: BillingAccount,
    change: (state: BillingState, stamps: EventStamps) => { state: BillingState; stamps?: Partial<EventStamps> } | NoChange,
  ): Promise<{ state: BillingState; changed: boolean }> {
    const c = await updateEntity<Row>(
      this.table,
      account.tenantId,
      ROW[account.kind],
      (r) => {
        const next = change(parse(r), stampsOf(r));
        return next === NO_CHANGE ? NO_CHANGE : { state: JSON.stringify(next.state), ...stampsOf(r), ...next.stamps };
      },
      { what: 'the billing state' },
    );
    const state = parse(c.value);
    if (c.changed && state.customerId) {
      await this.customers.upsertEntity(
        { partitionKey: state.customerId, rowKey: '', tenantId: account.tenantId, account: account.kind },
        'Replace',
      );
    }
    return { state, changed: c.changed };
  }

  /** Records a provider event as seen; false when it was seen before (a redelivery). */
  markEvent(tenantId: string, eventId: string, at: string): Promise<boolean> {
    return createIfAbsent(this.events, { partitionKey: tenantId, rowKey: eventId, at });
  }

  /** Forgets an event whose handling failed, so the provider's redelivery is handled. */
  async unmarkEvent(tenantId: string, eventId: string): Promise<void> {
    await deleteIfPresent(this.events, tenantId, eventId);
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
