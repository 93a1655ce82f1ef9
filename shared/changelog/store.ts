import type { Storage } from '../storage/storage.js';
import { createIfAbsent, invertedTimeKey, odata, pageByRowKey, type Page } from '../storage/entities.js';
import type { StoredChange, Json, Scope } from './schemas.js';

interface Row {
  at: string;
  actor: string;
  actorName?: string;
  keyId?: string;
  scope: Scope;
  action: string;
  target?: string;
  details?: string;
}

export class ChangeLogStore {
  private readonly table;
  constructor(storage: Storage) {
    this.table = storage.table('changelog');
  }

  /**
   * Writes an entry; with `key` (an entry decided before, by work that may run twice) an entry already written under
   * it is kept and this call writes nothing.
   */
  async append(
    tenantId: string,
    entry: Omit<StoredChange, 'id' | 'details'> & { details: Record<string, unknown> | null },
    key?: string,
  ): Promise<string> {
    const rowKey = key ?? invertedTimeKey(new Date(entry.at));
    await createIfAbsent<Row>(this.table, {
      partitionKey: tenantId,
      rowKey,
      at: entry.at,
      actor: entry.actor,
      actorName: entry.actorName ?? undefined,
      keyId: entry.keyId ?? undefined,
      scope: entry.scope,
      action: entry.action,
      target: entry.target ?? undefined,
      details: entry.details ? JSON.stringify(entry.details) : undefined,
    });
    return rowKey;
  }

  /** Newest first; the scope filter is part of the query, so `limit` counts entries of that scope only. */
  async list(tenantId: string, opts: { scope?: Scope; limit: number; cursor?: string }): Promise<Page<StoredChange>> {
    const filter = opts.scope ? odata`PartitionKey eq ${tenantId} and scope eq ${opts.scope}` : odata`PartitionKey eq ${tenantId}`;
    const page = await pageByRowKey<Row>(this.table, filter, opts.limit, opts.cursor);
    return {
      cursor: page.cursor,
      items: page.items.map((r) => ({
        id: r.rowKey as string,
        at: r.at,
        actor: r.actor,
        actorName: r.actorName ?? null,
        keyId: r.keyId ?? null,
        scope: r.scope,
        action: r.action,
        target: r.target ?? null,
        details: r.details ? (JSON.parse(r.details) as Record<string, Json>) : null,
      })),
    };
  }
}
