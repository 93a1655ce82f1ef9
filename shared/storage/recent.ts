import type { Clock } from '../clock.js';

interface RecentReadsOptions {
  /** How long a read stays trusted, counted from when the read was issued. */
  trustMs: number;
  clock: Clock;
  /** Entries kept before the oldest goes (default 10,000). */
  max?: number;
  /**
   * Refresh ahead: a read asking for a key trusted for at least this long is answered with the trusted value and
   * starts the next read in the background, so a key asked for steadily is never waited on when its trust ends
   * (without it every request in flight at that moment waits for one storage round trip). Trust is unchanged: the
   * value answered is always younger than `trustMs`, counted from when its read was issued.
   */
  refreshAfterMs?: number;
}

/**
 * Values read from storage that an instance trusts for a short while, and one read shared by concurrent misses of
 * the same key (single-flight). Keys name the tenant first, so one organisation's reads never answer another's.
 * Trust is counted from when a read was issued, so a change made elsewhere is seen at most `trustMs` after it
 * committed; `forget` makes this instance's own changes seen at once (a read still in flight is not kept).
 */
export class RecentReads<V> {
  private readonly seen = new Map<string, { value: V; at: number }>();
  private readonly pending = new Map<string, Promise<V>>();

  constructor(private readonly opts: RecentReadsOptions) {}

  /** The value trusted under `key`, if any, without reading. */
  peek(key: string): V | undefined {
    const now = this.opts.clock.now().getTime();
    const known = this.seen.get(key);
    return known && now - known.at < this.opts.trustMs && now >= known.at ? known.value : undefined;
  }

  get(key: string, read: () => Promise<V>): Promise<V> {
    const now = this.opts.clock.now().getTime();
    const known = this.seen.get(key);
    if (known && now - known.at < this.opts.trustMs && now >= known.at) {
      const { refreshAfterMs } = this.opts;
      if (refreshAfterMs !== undefined && now - known.at >= refreshAfterMs && !this.pending.has(key)) {
        // A failed refresh keeps nothing; the trusted value still answers until its trust ends.
        this.read(key, read, now).catch(() => undefined);
      }
      return Promise.resolve(known.value);
    }
    return this.pending.get(key) ?? this.read(key, read, now);
  }

  /** One read of `key`, shared until it lands, and trusted from `issued` unless forgotten or set meanwhile. */
  private read(key: string, read: () => Promise<V>, issued: number): Promise<V> {
    const reading: Promise<V> = read().then(
      (value) => {
        if (this.pending.get(key) === reading) {
          this.pending.delete(key);
          this.remember(key, value, issued);
        }
        return value;
      },
      (err: unknown) => {
        if (this.pending.get(key) === reading) this.pending.delete(key);
        throw err;
      },
    );
    this.pending.set(key, reading);
    return reading;
  }

  /** Trusts `value` from now (what this instance itself has just written). */
  set(key: string, value: V): void {
    this.pending.delete(key);
    this.remember(key, value, this.opts.clock.now().getTime());
  }

  forget(key: string): void {
    this.seen.delete(key);
    this.pending.delete(key);
  }

  /** Forgets every key starting with `prefix` (a tenant's entries, `tenantId|`). */
  forgetPrefix(prefix: string): void {
    for (const map of [this.seen, this.pending]) {
      for (const key of [...map.keys()]) if (key.startsWith(prefix)) map.delete(key);
    }
  }

  private remember(key: string, value: V, at: number) {
    this.seen.delete(key);
    this.seen.set(key, { value, at });
    if (this.seen.size > (this.opts.max ?? 10_000)) this.seen.delete(this.seen.keys().next().value as string);
  }
}
