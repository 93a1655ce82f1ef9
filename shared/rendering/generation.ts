import type { Clock } from '../clock.js';
import type { Storage } from '../storage/storage.js';
import { getOrNull } from '../storage/entities.js';

const ROW = 'generation';
/** How long an instance trusts the generation it read; its own changes are seen at once. */
const TRUST_MS = 1000;

/** What every write that changes how a tenant's signatures look calls once it has committed: no cached signature outlives it. */
export type SignatureChanges = Pick<Generations, 'bump'>;

/**
 * A tenant's rendering generation: an opaque token that changes whenever anything a signature depends on changes
 * (publishes, roles, rules, tracking, images, banners, footers, profile values). Rendered signatures are cached
 * under it, so the next compose after a change renders afresh.
 */
export class Generations {
  private readonly table;
  private readonly seen = new Map<string, { value: string; at: number }>();

  constructor(
    storage: Storage,
    private readonly clock: Clock,
  ) {
    this.table = storage.table('generations');
  }

  async current(tenantId: string): Promise<string> {
    const now = this.clock.now().getTime();
    const known = this.seen.get(tenantId);
    if (known && now - known.at < TRUST_MS) return known.value;
    const value = (await getOrNull<{ value: string }>(this.table, tenantId, ROW))?.value ?? 'initial';
    this.remember(tenantId, value, now);
    return value;
  }

  async bump(tenantId: string): Promise<void> {
    const value = crypto.randomUUID();
    await this.table.upsertEntity({ partitionKey: tenantId, rowKey: ROW, value }, 'Replace');
    this.remember(tenantId, value, this.clock.now().getTime());
  }

  private remember(tenantId: string, value: string, at: number) {
    if (this.seen.size > 10_000) this.seen.clear();
    this.seen.set(tenantId, { value, at });
  }
}
