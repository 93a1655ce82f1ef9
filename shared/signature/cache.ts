/** One kept value: whose it is, its key, what it costs in bytes and until when it is good. */
interface Entry<V> {
  readonly owner: string;
  readonly key: string;
  readonly value: V;
  readonly bytes: number;
  readonly until: number;
}

/** One owner's entries, least recently used first, and their bytes. */
interface Owned<V> {
  readonly entries: Map<string, Entry<V>>;
  bytes: number;
}

export interface CacheBounds {
  /** Bytes kept in all. */
  readonly maxBytes: number;
  /** Bytes one owner (an organisation) may keep within the whole. */
  readonly ownerBytes: number;
  /** How long a value is kept at most. */
  readonly ttlMs: number;
}

/** The first (least recently used) of an insertion-ordered collection; only called on one that is not empty. */
const oldest = <T>(items: Iterable<T>): T => items[Symbol.iterator]().next().value as T;

/**
 * A cache of values that expire, bounded in bytes, in all and per owner: an owner whose values would pass its quota
 * makes room from its own least recently used values; only when the whole is full does the least recently used value
 * of anyone go. So one owner's traffic takes at most its quota from the others, and only their least recently used.
 * `get` and `set` are O(1) amortised (insertion-ordered maps: a use moves a value to the end).
 */
export class BytesBoundedCache<V> {
  private readonly owners = new Map<string, Owned<V>>();
  /** Every entry, least recently used first. */
  private readonly order = new Set<Entry<V>>();
  private total = 0;

  constructor(
    private readonly bounds: CacheBounds,
    /** What a value kept under a key costs in bytes. */
    private readonly sizeOf: (key: string, value: V) => number,
    private readonly now: () => number,
  ) {
    if (bounds.ownerBytes > bounds.maxBytes) throw new Error('an owner may not keep more than the whole cache');
  }

  /** Bytes kept in all, and by one owner. */
  bytes(owner?: string): number {
    return owner === undefined ? this.total : (this.owners.get(owner)?.bytes ?? 0);
  }

  get(owner: string, key: string): V | undefined {
    const entry = this.owners.get(owner)?.entries.get(key);
    if (!entry) return undefined;
    const left = entry.until - this.now();
    // Expired, or stored under a clock that has since gone back: either way not to be trusted.
    if (left <= 0 || left > this.bounds.ttlMs) {
      this.remove(entry);
      return undefined;
    }
    this.use(entry);
    return entry.value;
  }

  /** Keeps `value` for the cache's lifetime, or less when `ttlMs` says so; a value larger than an owner's quota is not kept. */
  set(owner: string, key: string, value: V, ttlMs = this.bounds.ttlMs): void {
    const previous = this.owners.get(owner)?.entries.get(key);
    if (previous) this.remove(previous);
    const bytes = this.sizeOf(key, value);
    if (ttlMs <= 0 || bytes > this.bounds.ownerBytes) return;
    for (let own = this.owners.get(owner); own && own.bytes + bytes > this.bounds.ownerBytes; own = this.owners.get(owner)) {
      this.remove(oldest(own.entries.values()));
    }
    while (this.total + bytes > this.bounds.maxBytes) this.remove(oldest(this.order));
    const entry: Entry<V> = { owner, key, value, bytes, until: this.now() + Math.min(ttlMs, this.bounds.ttlMs) };
    let own = this.owners.get(owner);
    if (!own) this.owners.set(owner, (own = { entries: new Map(), bytes: 0 }));
    own.entries.set(key, entry);
    own.bytes += bytes;
    this.order.add(entry);
    this.total += bytes;
  }

  private use(entry: Entry<V>): void {
    const own = this.owners.get(entry.owner)!;
    own.entries.delete(entry.key);
    own.entries.set(entry.key, entry);
    this.order.delete(entry);
    this.order.add(entry);
  }

  private remove(entry: Entry<V>): void {
    const own = this.owners.get(entry.owner)!;
    own.entries.delete(entry.key);
    own.bytes -= entry.bytes;
    if (own.entries.size === 0) this.owners.delete(entry.owner);
    this.order.delete(entry);
    this.total -= entry.bytes;
  }
}
