import type { TableEntityResult } from '@azure/data-tables';
import type { Storage } from '../storage/storage.js';
import { getOrNull, odata, pageByRowKey, writtenBefore, writtenSince, type Page } from '../storage/entities.js';
import { appendTrail, trailEntryOf, type TrailRow } from '../storage/trail.js';
import type { StoredChange, Json, Scope } from './schemas.js';

interface Row extends TrailRow {
  keyId?: string;
  scope: Scope;
  target?: string;
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
    return appendTrail(
      this.table,
      tenantId,
      entry,
      { keyId: entry.keyId ?? undefined, scope: entry.scope, target: entry.target ?? undefined },
      key,
    );
  }

  /** The entries written from `from` (included) to `to` (excluded), newest first: at most `limit`, `cursor` set when more remain. */
  async range(tenantId: string, from: Date, to: Date, limit: number, cursor?: string): Promise<Page<StoredChange>> {
    const filter = `${odata`PartitionKey eq ${tenantId}`} and ${writtenSince(from)} and ${writtenBefore(to)}`;
    const page = await pageByRowKey<Row>(this.table, filter, limit, cursor);
    return { cursor: page.cursor, items: page.items.map(changeOf) };
  }

  /** One entry by its id (its row key), or null. */
  async get(tenantId: string, id: string): Promise<StoredChange | null> {
    const row = await getOrNull<Row>(this.table, tenantId, id);
    return row ? changeOf(row) : null;
  }

  /** Newest first; the scope filter is part of the query, so `limit` counts entries of that scope only. */
  async list(tenantId: string, opts: { scope?: Scope; limit: number; cursor?: string }): Promise<Page<StoredChange>> {
    const filter = opts.scope ? odata`PartitionKey eq ${tenantId} and scope eq ${opts.scope}` : odata`PartitionKey eq ${tenantId}`;
    const page = await pageByRowKey<Row>(this.table, filter, opts.limit, opts.cursor);
    return {
      cursor: page.cursor,
      items: page.items.map(changeOf),
    };
  }
}

const changeOf = (r: TableEntityResult<Row>): StoredChange => ({
  ...trailEntryOf<Record<string, Json>>(r),
  keyId: r.keyId ?? null,
  scope: r.scope,
  target: r.target ?? null,
});
