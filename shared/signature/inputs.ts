import type { Generations } from '../rendering/generation.js';

/** Enough for the organisation-level inputs of a few hundred organisations composing at once on one instance. */
const MAX_ENTRIES = 2_000;

/**
 * What every compose of an organisation reads alike (delivery switch, exclusion mode, rules and role defaults,
 * template bodies, rollouts, profile fields, banners and footers, images, tracked links), read once per rendering
 * generation on an instance and shared by the composes that follow. Every change to any of them replaces the
 * generation (`signatureChanges`), so an entry can never outlive what it was read from by longer than the answer
 * cache keyed by the same generation already does. Concurrent composes share one read in flight; a failed read is
 * forgotten at once, so the next compose reads again.
 */
export class GenerationMemo {
  private readonly entries = new Map<string, Promise<unknown>>();

  constructor(
    private readonly generations: Pick<Generations, 'current'>,
    private readonly max = MAX_ENTRIES,
  ) {}

  async get<T>(tenantId: string, key: string, load: () => Promise<T>): Promise<T> {
    const k = `${tenantId}\n${await this.generations.current(tenantId)}\n${key}`;
    const found = this.entries.get(k) as Promise<T> | undefined;
    if (found) {
      // Most recently used last: the oldest generations' entries are the first to go.
      this.entries.delete(k);
      this.entries.set(k, found);
      return found;
    }
    const loading = load();
    this.entries.set(k, loading);
    loading.catch(() => {
      if (this.entries.get(k) === loading) this.entries.delete(k);
    });
    while (this.entries.size > this.max) this.entries.delete(this.entries.keys().next().value as string);
    return loading;
  }
}
