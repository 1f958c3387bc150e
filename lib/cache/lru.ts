/**
 * A bounded in-process cache: at most `max` entries, least recently used evicted first, each
 * entry optionally expiring `ttlMs` after it was set. Every in-process map keyed by something a
 * visitor chooses (a path, a query) goes through one of these, so that no URL can grow memory.
 */
export type LruOptions<V = unknown> = {
  max: number;
  ttlMs?: number;
  clock?: () => number;
  /** A bound on the sum of `sizeOf` over the entries too (bytes, say): a few large values cannot fill memory. */
  maxSize?: number;
  sizeOf?: (value: V) => number;
};

export class LruCache<K, V> {
  private readonly entries = new Map<K, { value: V; expires: number; size: number }>();
  private readonly max: number;
  private readonly ttlMs: number;
  private readonly clock: () => number;
  private readonly maxSize: number;
  private readonly sizeOf: (value: V) => number;
  private total = 0;

  constructor({ max, ttlMs = Infinity, clock = () => Date.now(), maxSize = Infinity, sizeOf = () => 0 }: LruOptions<V>) {
    if (!Number.isInteger(max) || max < 1) throw new RangeError('max: un entero ≥ 1');
    this.max = max;
    this.ttlMs = ttlMs;
    this.clock = clock;
    this.maxSize = maxSize;
    this.sizeOf = sizeOf;
  }

  get size(): number {
    return this.entries.size;
  }

  /** The sum of `sizeOf` over the entries held. */
  get totalSize(): number {
    return this.total;
  }

  /** The value, unless absent or expired; a hit becomes the most recently used. */
  get(key: K): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (entry.expires <= this.clock()) {
      this.total -= entry.size;
      return undefined;
    }
    this.entries.set(key, entry); // Map order is insertion order: re-inserting marks it recent
    return entry.value;
  }

  has(key: K): boolean {
    return this.get(key) !== undefined;
  }

  /** Keep `value` under `key`, evicting the least recently used past either bound; a value larger than `maxSize` alone is not kept. */
  set(key: K, value: V): this {
    this.delete(key);
    const size = this.sizeOf(value);
    if (size > this.maxSize) return this;
    this.entries.set(key, { value, expires: this.clock() + this.ttlMs, size });
    this.total += size;
    while (this.entries.size > this.max || this.total > this.maxSize) this.delete(this.entries.keys().next().value as K);
    return this;
  }

  delete(key: K): boolean {
    const entry = this.entries.get(key);
    if (!entry) return false;
    this.total -= entry.size;
    return this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
    this.total = 0;
  }
}

/**
 * One cache per process for `name`, shared by every route bundle that imports the module (Next
 * may load a module once per bundle; a cache per copy would multiply the bound).
 */
export function processCache<K, V>(name: string, options: LruOptions<V>): LruCache<K, V> {
  const key = Symbol.for(`university-site.${name}`);
  const holder = globalThis as { [k: symbol]: LruCache<K, V> | undefined };
  return (holder[key] ??= new LruCache<K, V>(options));
}
