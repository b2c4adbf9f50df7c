/**
 * An in-process least-recently-used cache with a byte budget. A Map keeps insertion order, so
 * re-inserting an entry on every hit makes the first key the least recently used one; entries
 * are evicted from there until the new one fits. Sizes are the caller's estimate (the UTF-16
 * length of a JSON body is close enough to its heap cost for a budget).
 */
export interface LruEntry<V> {
  readonly value: V;
  readonly bytes: number;
  /** Epoch ms after which the entry is stale (Infinity: never). */
  readonly expiresAt: number;
}

export class MemoryLru<V> {
  private readonly entries = new Map<string, LruEntry<V>>();
  private usedBytes = 0;

  constructor(
    private readonly maxBytes: number,
    private readonly now: () => number = Date.now,
  ) {}

  get bytes(): number {
    return this.usedBytes;
  }

  get size(): number {
    return this.entries.size;
  }

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (entry === undefined) return undefined;
    this.entries.delete(key);
    if (entry.expiresAt <= this.now()) {
      this.usedBytes -= entry.bytes;
      return undefined;
    }
    this.entries.set(key, entry);
    return entry.value;
  }

  /** Stores an entry; one larger than the whole budget is not kept at all. */
  set(key: string, value: V, bytes: number, ttlMs = Number.POSITIVE_INFINITY): void {
    this.delete(key);
    if (bytes > this.maxBytes) return;
    while (this.usedBytes + bytes > this.maxBytes) {
      const oldest = this.entries.keys().next();
      if (oldest.done === true) break;
      this.delete(oldest.value);
    }
    this.entries.set(key, { value, bytes, expiresAt: this.now() + ttlMs });
    this.usedBytes += bytes;
  }

  delete(key: string): void {
    const entry = this.entries.get(key);
    if (entry === undefined) return;
    this.entries.delete(key);
    this.usedBytes -= entry.bytes;
  }

  clear(): void {
    this.entries.clear();
    this.usedBytes = 0;
  }
}
