/** A small least-recently-used cache with a bound on entries and on a total "weight". */
export class Lru<K, V> {
  private readonly map = new Map<K, { value: V; weight: number }>();
  private totalWeight = 0;

  constructor(
    private readonly maxEntries: number,
    private readonly maxWeight = Number.POSITIVE_INFINITY,
  ) {}

  get(key: K): V | undefined {
    const entry = this.map.get(key);
    if (!entry) return undefined;
    this.map.delete(key);
    this.map.set(key, entry);
    return entry.value;
  }

  set(key: K, value: V, weight = 1): void {
    const previous = this.map.get(key);
    if (previous) {
      this.totalWeight -= previous.weight;
      this.map.delete(key);
    }
    this.map.set(key, { value, weight });
    this.totalWeight += weight;
    while (
      this.map.size > this.maxEntries ||
      (this.totalWeight > this.maxWeight && this.map.size > 1)
    ) {
      const oldest = this.map.keys().next();
      if (oldest.done) break;
      const entry = this.map.get(oldest.value);
      this.totalWeight -= entry?.weight ?? 0;
      this.map.delete(oldest.value);
    }
  }

  clear(): void {
    this.map.clear();
    this.totalWeight = 0;
  }

  get size(): number {
    return this.map.size;
  }
}
