import type { Storage } from '../storage/storage.js';
import { createIfAbsent, invertedTimeKey, odata, pageByRowKey, writtenBefore, writtenSince, type Page } from '../storage/entities.js';
import { deleteMatching } from './rollups.js';
import type { StoredApplyEvent } from './error-detail.js';
import type { ApplyEvent } from './schemas.js';
import type { ApplySource } from './vocabulary.js';

const toEvent = (e: StoredApplyEvent): StoredApplyEvent => ({
  mailbox: e.mailbox,
  reportedBy: e.reportedBy,
  type: e.type,
  outcome: e.outcome,
  templateId: e.templateId || null,
  version: e.version || null,
  error: e.error || null,
  client: e.client || null,
  clientFamily: e.clientFamily || null,
  clientVersion: e.clientVersion || null,
  event: e.event || null,
  reason: e.reason || null,
  durationMs: typeof e.durationMs === 'number' && e.durationMs >= 0 ? e.durationMs : null,
  at: e.at,
  // Rows written before the relay existed name no source: the add-in wrote them.
  source: e.source === 'server' ? 'server' : 'addin',
  ...(e.stale === true ? { stale: true } : {}),
  ...(typeof e.errorSaid === 'string' && e.errorSaid ? { errorSaid: e.errorSaid } : {}),
});

/** Apply outcomes reported by the add-in, newest first per tenant. */
export class ActivityStore {
  private readonly table;
  constructor(storage: Storage) {
    this.table = storage.table('activity');
  }

  /** Stores one event under its key (`invertedTimeKey` of its instant); stored already under it, nothing changes. */
  async append(tenantId: string, event: ApplyEvent, key = invertedTimeKey(new Date(event.at))): Promise<void> {
    await createIfAbsent(this.table, {
      partitionKey: tenantId,
      rowKey: key,
      ...event,
      templateId: event.templateId ?? '',
      version: event.version ?? 0,
      error: event.error ?? '',
      client: event.client ?? '',
      clientFamily: event.clientFamily ?? '',
      clientVersion: event.clientVersion ?? '',
      event: event.event ?? '',
      reason: event.reason ?? '',
      durationMs: event.durationMs ?? -1,
    });
  }

  /** Newest first, filtered in the query; the cursor resumes after the last event returned. */
  async search(
    tenantId: string,
    opts: { mailbox?: string; outcome?: string; client?: string; source?: ApplySource; limit: number; cursor?: string },
  ): Promise<Page<ApplyEvent>> {
    const parts = [odata`PartitionKey eq ${tenantId}`];
    if (opts.mailbox) parts.push(odata`mailbox eq ${opts.mailbox.toLowerCase()}`);
    if (opts.outcome) parts.push(odata`outcome eq ${opts.outcome}`);
    if (opts.client) parts.push(odata`client eq ${opts.client}`);
    if (opts.source === 'server') parts.push(odata`source eq ${'server'}`);
    // The add-in's rows include those written before sources were recorded (no property to compare): kept in code.
    const keep = opts.source === 'addin' ? (e: { source?: string }) => e.source !== 'server' : undefined;
    const page = await pageByRowKey<ApplyEvent>(this.table, parts.join(' and '), opts.limit, opts.cursor, keep);
    return { cursor: page.cursor, items: page.items.map(toEvent) };
  }

  /** The newest `limit` events since an instant (the recent feed): one page, whatever the volume. */
  async newest(tenantId: string, since: Date, limit: number): Promise<ApplyEvent[]> {
    const filter = `${odata`PartitionKey eq ${tenantId}`} and ${writtenSince(since)}`;
    return (await pageByRowKey<ApplyEvent>(this.table, filter, limit)).items.map(toEvent);
  }

  /** Events written before an instant, newest first; optionally only those at or after `from` (the backfill reads these). */
  async *before(tenantId: string, before: Date, from?: Date): AsyncIterable<ApplyEvent> {
    let filter = `${odata`PartitionKey eq ${tenantId}`} and ${writtenBefore(before)}`;
    if (from) filter += ` and ${writtenSince(from)}`;
    for await (const e of this.table.listEntities<ApplyEvent>({ queryOptions: { filter } })) yield toEvent(e);
  }

  /** Deletes the events written before an instant (retention). */
  purgeBefore(tenantId: string, before: Date): Promise<number> {
    return deleteMatching(this.table, `${odata`PartitionKey eq ${tenantId}`} and ${writtenBefore(before)}`);
  }

  /** Every event since an instant, newest first. */
  async since(tenantId: string, since: Date): Promise<ApplyEvent[]> {
    const out: ApplyEvent[] = [];
    const filter = `${odata`PartitionKey eq ${tenantId}`} and ${writtenSince(since)}`;
    for await (const e of this.table.listEntities<ApplyEvent>({ queryOptions: { filter } })) out.push(toEvent(e));
    return out;
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
}
