import type { Storage } from '../storage/storage.js';
import { deletePartition, invertedTimeKey, odata } from '../storage/entities.js';
import type { ApplyEvent } from './schemas.js';

/** Apply outcomes reported by the add-in, newest first per tenant. */
export class ActivityStore {
  private readonly table;
  constructor(storage: Storage) {
    this.table = storage.table('activity');
  }

  async append(tenantId: string, event: ApplyEvent): Promise<void> {
    await this.table.createEntity({
      partitionKey: tenantId,
      rowKey: invertedTimeKey(new Date(event.at)),
      ...event,
      templateId: event.templateId ?? '',
      version: event.version ?? 0,
      error: event.error ?? '',
      client: event.client ?? '',
    });
  }

  async recent(tenantId: string, limit: number): Promise<ApplyEvent[]> {
    const out: ApplyEvent[] = [];
    const pages = this.table.listEntities<ApplyEvent>({ queryOptions: { filter: odata`PartitionKey eq ${tenantId}` } }).byPage({ maxPageSize: limit });
    for await (const page of pages) {
      for (const e of page) {
        out.push({ mailbox: e.mailbox, reportedBy: e.reportedBy, type: e.type, outcome: e.outcome, templateId: e.templateId || null, version: e.version || null, error: e.error || null, client: e.client || null, at: e.at });
      }
      break;
    }
    return out.slice(0, limit);
  }

  /** Apply outcomes per version of one template since an instant (the figures a staged rollout is decided on). */
  async outcomesSince(tenantId: string, templateId: string, since: string): Promise<Map<number, Record<ApplyEvent['outcome'], number>>> {
    const filter = odata`PartitionKey eq ${tenantId} and templateId eq ${templateId} and at ge ${since}`;
    const counts = new Map<number, Record<ApplyEvent['outcome'], number>>();
    for await (const e of this.table.listEntities<ApplyEvent>({ queryOptions: { filter, select: ['version', 'outcome'] } })) {
      const v = Number(e.version) || 0;
      const c = counts.get(v) ?? { applied: 0, failed: 0, skipped: 0 };
      c[e.outcome] += 1;
      counts.set(v, c);
    }
    return counts;
  }

  purgeTenant(tenantId: string) {
    return deletePartition(this.table, tenantId);
  }
}
