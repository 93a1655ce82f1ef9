import type { Storage } from '../storage/storage.js';
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
};

const ROW = 'state';

/** When the payment provider created the newest event each part of the mirror was taken from (Unix seconds). */
export interface EventStamps {
  subscriptionEventAt: number;
  invoiceEventAt: number;
}

interface Row extends EventStamps {
  state: string;
}

const parse = (r: Row | null): BillingState => (r ? { ...NO_BILLING, ...(JSON.parse(r.state) as BillingState) } : { ...NO_BILLING });
const stampsOf = (r: Row | null): EventStamps => ({ subscriptionEventAt: r?.subscriptionEventAt ?? 0, invoiceEventAt: r?.invoiceEventAt ?? 0 });

export class BillingStore {
  private readonly table;
  private readonly customers;
  private readonly events;
  constructor(storage: Storage) {
    this.table = storage.table('billing');
    this.customers = storage.indexTable('billingcustomers', async (tenantId) => {
      // Every customer the organisation ever had (a customer replaced meanwhile is no longer in its state).
      for await (const r of this.customers.listEntities({ queryOptions: { filter: odata`tenantId eq ${tenantId}`, select: ['PartitionKey'] } })) {
        await deleteIfPresent(this.customers, r.partitionKey as string, '');
      }
    });
    this.events = storage.table('billingevents');
  }

  async get(tenantId: string): Promise<BillingState> {
    return parse(await getOrNull<Row>(this.table, tenantId, ROW));
  }

  /**
   * Changes the mirror without losing a concurrent change: `change` sees the state as stored (with the event stamps)
   * and answers the next one, or NO_CHANGE. Answers the state committed.
   */
  async update(
    tenantId: string,
    change: (state: BillingState, stamps: EventStamps) => { state: BillingState; stamps?: Partial<EventStamps> } | NoChange,
  ): Promise<{ state: BillingState; changed: boolean }> {
    const c = await updateEntity<Row>(
      this.table,
      tenantId,
      ROW,
      (r) => {
        const next = change(parse(r), stampsOf(r));
        return next === NO_CHANGE ? NO_CHANGE : { state: JSON.stringify(next.state), ...stampsOf(r), ...next.stamps };
      },
      { what: 'the billing state' },
    );
    const state = parse(c.value);
    if (c.changed && state.customerId) await this.customers.upsertEntity({ partitionKey: state.customerId, rowKey: '', tenantId }, 'Replace');
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

  /** The organisation of a Stripe customer (webhooks name customers, not organisations). */
  async tenantOf(customerId: string): Promise<string | null> {
    return (await getOrNull<{ tenantId: string }>(this.customers, customerId, ''))?.tenantId ?? null;
  }
}
