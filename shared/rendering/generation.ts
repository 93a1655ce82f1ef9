import type { TableEntityResult } from '@azure/data-tables';
import { BoundedMap } from '../bounded-map.js';
import type { Clock } from '../clock.js';
import type { Storage } from '../storage/storage.js';
import { getOrNull, odata, partition } from '../storage/entities.js';
import { RecentReads } from '../storage/recent.js';

const ROW = 'generation';
/** How long an instance trusts the generation it read; its own changes are seen at once. */
const TRUST_MS = 1000;
/** Read again in the background once the trusted value is this old, so a steady stream of composes never waits for it. */
const REFRESH_AFTER_MS = 500;
/** Organisations whose first generation read on this instance is remembered. */
const FIRST_READS = 10_000;
/** Companion rows read with a first generation and not yet taken, kept at most (a row taken late is read again). */
const UNTAKEN = 16;

/** What every write that changes how a tenant's signatures look calls once it has committed: no cached signature outlives it. */
export type SignatureChanges = Pick<Generations, 'bump'>;

/** A row of the generations table beside the generation (see `Generations.companion`). */
export type CompanionRow = TableEntityResult<Record<string, unknown>>;

/**
 * A tenant's rendering generation: an opaque token that changes whenever anything a signature depends on changes
 * (publishes, roles, rules, tracking, images, banners, footers, profile values). Rendered signatures are cached
 * under it, so the next compose after a change renders afresh.
 */
export class Generations {
  private readonly table;
  /** About one read a second per tenant, shared by the composes that arrive while it is in flight. */
  private readonly seen: RecentReads<string>;
  /** Organisations this instance has read the generation of. */
  private readonly firstReads = new BoundedMap<string, true>(FIRST_READS);
  /** The companion row read with an organisation's first generation on this instance (null: there was none), until taken. */
  private readonly untaken = new BoundedMap<string, { row: CompanionRow | null }>(UNTAKEN);

  constructor(
    storage: Storage,
    clock: Clock,
    /** A row of the same partition read with the first generation read of an organisation (one query for both). */
    private readonly companionKey?: string,
  ) {
    this.table = storage.table('generations');
    this.seen = new RecentReads({ trustMs: TRUST_MS, refreshAfterMs: REFRESH_AFTER_MS, clock });
  }

  current(tenantId: string): Promise<string> {
    return this.seen.get(tenantId, () => this.read(tenantId));
  }

  private async read(tenantId: string): Promise<string> {
    if (!this.companionKey || this.firstReads.has(tenantId)) {
      return (await getOrNull<{ value: string }>(this.table, tenantId, ROW))?.value ?? 'initial';
    }
    let value = 'initial';
    let row: CompanionRow | null = null;
    for await (const r of partition<Record<string, unknown>>(
      this.table,
      tenantId,
      odata`RowKey eq ${ROW} or RowKey eq ${this.companionKey}`,
    )) {
      if (r.rowKey === ROW) value = r.value as string;
      else row = r;
    }
    this.firstReads.set(tenantId, true);
    this.untaken.set(tenantId, { row });
    return value;
  }

  /**
   * The companion row: as read with this instance's first generation of the organisation, the first time it is
   * asked for after it (null when there was none); read now every time after.
   */
  async companion(tenantId: string): Promise<CompanionRow | null> {
    if (!this.companionKey) return null;
    const first = this.untaken.get(tenantId);
    if (first) {
      this.untaken.delete(tenantId);
      return first.row;
    }
    return getOrNull<Record<string, unknown>>(this.table, tenantId, this.companionKey);
  }

  /** Writes the companion row (its properties all replaced); purged with the organisation's generation. */
  async keepCompanion(tenantId: string, properties: Record<string, string | number>): Promise<void> {
    if (!this.companionKey) return;
    await this.table.upsertEntity({ ...properties, partitionKey: tenantId, rowKey: this.companionKey }, 'Replace');
  }

  async bump(tenantId: string): Promise<void> {
    const value = crypto.randomUUID();
    await this.table.upsertEntity({ partitionKey: tenantId, rowKey: ROW, value }, 'Replace');
    this.seen.set(tenantId, value);
  }
}
