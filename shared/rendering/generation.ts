import type { Clock } from '../clock.js';
import type { Storage } from '../storage/storage.js';
import { getOrNull } from '../storage/entities.js';
import { RecentReads } from '../storage/recent.js';

const ROW = 'generation';
/** How long an instance trusts the generation it read; its own changes are seen at once. */
const TRUST_MS = 1000;
/** Read again in the background once the trusted value is this old, so a steady stream of composes never waits for it. */
const REFRESH_AFTER_MS = 500;

/** What every write that changes how a tenant's signatures look calls once it has committed: no cached signature outlives it. */
export type SignatureChanges = Pick<Generations, 'bump'>;

/**
 * A tenant's rendering generation: an opaque token that changes whenever anything a signature depends on changes
 * (publishes, roles, rules, tracking, images, banners, footers, profile values). Rendered signatures are cached
 * under it, so the next compose after a change renders afresh.
 */
export class Generations {
  private readonly table;
  /** About one read a second per tenant, shared by the composes that arrive while it is in flight. */
  private readonly seen: RecentReads<string>;

  constructor(storage: Storage, clock: Clock) {
    this.table = storage.table('generations');
    this.seen = new RecentReads({ trustMs: TRUST_MS, refreshAfterMs: REFRESH_AFTER_MS, clock });
  }

  current(tenantId: string): Promise<string> {
    return this.seen.get(tenantId, async () => (await getOrNull<{ value: string }>(this.table, tenantId, ROW))?.value ?? 'initial');
  }

  async bump(tenantId: string): Promise<void> {
    const value = crypto.randomUUID();
    await this.table.upsertEntity({ partitionKey: tenantId, rowKey: ROW, value }, 'Replace');
    this.seen.set(tenantId, value);
  }
}
