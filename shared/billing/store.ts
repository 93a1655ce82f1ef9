import type { Storage } from '../storage/storage.js';
import { deleteIfPresent, getOrNull, odata } from '../storage/entities.js';

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

export class BillingStore {
  private readonly table;
  private readonly customers;
  constructor(storage: Storage) {
    this.table = storage.table('billing');
    this.customers = storage.indexTable('billingcustomers', async (tenantId) => {
      // Every customer the organisation ever had (a customer replaced meanwhile is no longer in its state).
      for await (const r of this.customers.listEntities({ queryOptions: { filter: odata`tenantId eq ${tenantId}`, select: ['PartitionKey'] } })) {
        await deleteIfPresent(this.customers, r.partitionKey as string, '');
      }
    });
  }

  async get(tenantId: string): Promise<BillingState> {
    const r = await getOrNull<{ state: string }>(this.table, tenantId, ROW);
    return r ? { ...NO_BILLING, ...(JSON.parse(r.state) as BillingState) } : { ...NO_BILLING };
  }

  async put(tenantId: string, state: BillingState): Promise<void> {
    await this.table.upsertEntity({ partitionKey: tenantId, rowKey: ROW, state: JSON.stringify(state) }, 'Replace');
    if (state.customerId) await this.customers.upsertEntity({ partitionKey: state.customerId, rowKey: '', tenantId }, 'Replace');
  }

  /** The organisation of a Stripe customer (webhooks name customers, not organisations). */
  async tenantOf(customerId: string): Promise<string | null> {
    return (await getOrNull<{ tenantId: string }>(this.customers, customerId, ''))?.tenantId ?? null;
  }
}
