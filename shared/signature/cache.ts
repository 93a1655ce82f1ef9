/** A bounded map whose entries expire: least recently used entries go first when it is full. */
export class TtlCache<V> {
  private readonly map = new Map<string, { value: V; until: number }>();

  constructor(
    private readonly max: number,
    private readonly ttlMs: number,
    private readonly now: () => number,
  ) {}

  get(key: string): V | undefined {
    const hit = this.map.get(key);
    if (!hit) return undefined;
    const left = hit.until - this.now();
    // Expired, or stored under a clock that has since gone back: either way not to be trusted.
    if (left <= 0 || left > this.ttlMs) {
      this.map.delete(key);
      return undefined;
    }
    this.map.delete(key);
    this.map.set(key, hit);
    return hit.value;
  }

  /** Keeps `value` for the cache's lifetime, or less when `ttlMs` says so. */
  set(key: string, value: V, ttlMs = this.ttlMs): void {
    if (ttlMs <= 0) return;
    this.map.delete(key);
    this.map.set(key, { value, until: this.now() + Math.min(ttlMs, this.ttlMs) });
    if (this.map.size > this.max) this.map.delete(this.map.keys().next().value as string);
  }

  clear(): void {
    this.map.clear();
  }
}
