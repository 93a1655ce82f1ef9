import type { TableEntityResult } from '@azure/data-tables';
import type { Stamp, Witness } from '../outbox/outbox.js';
import { createIfAbsent, deleteIfPresent, getOrNull, odata, partition } from '../storage/entities.js';
import type { Storage } from '../storage/storage.js';
import type { Delivery, Webhook, WebhookEvent } from './schemas.js';

interface WebhookRow {
  url: string;
  /** JSON array of events. */
  events: string;
  /** The secret, sealed (secrets.ts). */
  secret: string;
  createdAt: string;
  createdBy: string;
}

/** A delivery: keyed `<webhook id>|<delivery id>`, so one webhook's deliveries list newest first (ids sort so). */
export interface DeliveryRow {
  event: Delivery['event'];
  /** The delivered body for tests and alerts; a change-log entry is read from the log by its id when it is sent. */
  payload?: string;
  state: Delivery['state'];
  attempts: number;
  enqueuedAt: string;
  nextAt: string;
  lastAt?: string;
  lastStatus?: number;
  lastError?: string;
  lastAnswer?: string;
}

export type StoredWebhook = Webhook & { sealedSecret: string };
export type StoredDelivery = Delivery & { tenantId: string; webhookId: string; payload: string | null; etag: string };

const webhookOf = (r: TableEntityResult<WebhookRow>): StoredWebhook => ({
  id: r.rowKey as string,
  url: r.url,
  events: JSON.parse(r.events) as WebhookEvent[],
  createdAt: r.createdAt,
  createdBy: r.createdBy,
  sealedSecret: r.secret,
});

const deliveryOf = (r: TableEntityResult<DeliveryRow>): StoredDelivery => {
  const [webhookId, id] = (r.rowKey as string).split('|');
  return {
    tenantId: r.partitionKey as string,
    webhookId,
    id,
    event: r.event,
    state: r.state,
    attempts: r.attempts,
    enqueuedAt: r.enqueuedAt,
    lastAttemptAt: r.lastAt ?? null,
    nextAttemptAt: r.state === 'pending' ? r.nextAt : null,
    // A try that got no answer writes 0 and empty texts over the last try's.
    status: r.lastStatus || null,
    error: r.lastError || null,
    answer: r.lastAnswer || null,
    payload: r.payload ?? null,
    etag: r.etag,
  };
};

/** The tenant's row of a webhook, where its registration lands and its removal takes away (see Outbox.commit). */
export const webhookWitness = (id: string, gone = false): Witness => ({ table: 'webhooks', rowKey: id, gone });

export class WebhookStore {
  private readonly webhooks;
  private readonly deliveries;
  constructor(storage: Storage) {
    this.webhooks = storage.table('webhooks');
    this.deliveries = storage.table('webhookdeliveries');
  }

  async list(tenantId: string): Promise<StoredWebhook[]> {
    const rows: StoredWebhook[] = [];
    for await (const r of partition<WebhookRow>(this.webhooks, tenantId)) rows.push(webhookOf(r));
    return rows.sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  }

  async get(tenantId: string, id: string): Promise<StoredWebhook | null> {
    const row = await getOrNull<WebhookRow>(this.webhooks, tenantId, id);
    return row ? webhookOf(row) : null;
  }

  async create(tenantId: string, hook: StoredWebhook, stamp: Stamp): Promise<void> {
    await this.webhooks.createEntity<WebhookRow & Stamp>({
      ...stamp,
      partitionKey: tenantId,
      rowKey: hook.id,
      url: hook.url,
      events: JSON.stringify(hook.events),
      secret: hook.sealedSecret,
      createdAt: hook.createdAt,
      createdBy: hook.createdBy,
    });
  }

  /** Removes the webhook and its deliveries (pending ones are not sent). */
  async delete(tenantId: string, id: string): Promise<boolean> {
    const gone = await deleteIfPresent(this.webhooks, tenantId, id);
    const rows = this.deliveries.listEntities({ queryOptions: { filter: this.ofWebhook(tenantId, id), select: ['RowKey'] } });
    for await (const r of rows) await deleteIfPresent(this.deliveries, tenantId, r.rowKey as string);
    return gone;
  }

  /** Queues a delivery; queuing the same one again (work that runs twice) keeps the first. */
  async enqueue(tenantId: string, webhookId: string, id: string, row: Omit<DeliveryRow, 'state' | 'attempts'>): Promise<void> {
    await createIfAbsent<DeliveryRow>(this.deliveries, {
      partitionKey: tenantId,
      rowKey: `${webhookId}|${id}`,
      state: 'pending',
      attempts: 0,
      ...row,
    });
  }

  /** A webhook's deliveries, newest first. */
  async deliveriesOf(tenantId: string, webhookId: string, limit: number): Promise<StoredDelivery[]> {
    const out: StoredDelivery[] = [];
    const pages = this.deliveries.listEntities<DeliveryRow>({ queryOptions: { filter: this.ofWebhook(tenantId, webhookId) } });
    for await (const page of pages.byPage({ maxPageSize: limit })) {
      out.push(...page.map(deliveryOf));
      if (out.length >= limit) break;
    }
    return out.slice(0, limit);
  }

  async delivery(tenantId: string, webhookId: string, id: string): Promise<StoredDelivery | null> {
    const row = await getOrNull<DeliveryRow>(this.deliveries, tenantId, `${webhookId}|${id}`);
    return row ? deliveryOf(row) : null;
  }

  /** Pending deliveries due by `now`, every organisation's. */
  async *due(now: Date): AsyncGenerator<StoredDelivery> {
    const filter = odata`state eq ${'pending'} and nextAt le ${now.toISOString()}`;
    for await (const r of this.deliveries.listEntities<DeliveryRow>({ queryOptions: { filter } })) yield deliveryOf(r);
  }

  /** Settled deliveries queued before `before`, every organisation's (kept that long to be read). */
  async *settledBefore(before: Date): AsyncGenerator<{ tenantId: string; rowKey: string }> {
    const filter = odata`state ne ${'pending'} and enqueuedAt lt ${before.toISOString()}`;
    const rows = this.deliveries.listEntities({ queryOptions: { filter, select: ['PartitionKey', 'RowKey'] } });
    for await (const r of rows) yield { tenantId: r.partitionKey as string, rowKey: r.rowKey as string };
  }

  async remove(tenantId: string, rowKey: string): Promise<void> {
    await deleteIfPresent(this.deliveries, tenantId, rowKey);
  }

  /** Updates a delivery if nobody else did since it was read (ETag): false when another instance got there first. */
  async update(d: StoredDelivery, change: Partial<DeliveryRow>): Promise<string | null> {
    try {
      const res = await this.deliveries.updateEntity({ partitionKey: d.tenantId, rowKey: `${d.webhookId}|${d.id}`, ...change }, 'Merge', {
        etag: d.etag,
      });
      return res.etag ?? null;
    } catch (err) {
      const status = (err as { statusCode?: number }).statusCode;
      if (status === 412 || status === 404) return null;
      throw err;
    }
  }

  private ofWebhook(tenantId: string, webhookId: string): string {
    return odata`PartitionKey eq ${tenantId} and RowKey gt ${`${webhookId}|`} and RowKey lt ${`${webhookId}|~`}`;
  }
}
