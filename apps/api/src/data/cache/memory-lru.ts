/**
 * An in-process cache with a byte budget that evicts the least recently used entries, by the
 * CLOCK (second chance) approximation of LRU: a hit only marks its entry used; eviction walks
 * from the oldest insertion (a Map keeps insertion order), sends a used entry to the back with
 * its mark cleared, and evicts the first unused one. A hit is thus one lookup and a flag write —
 * re-inserting the entry on every hit, the exact LRU, cost a delete and an insert of the key
 * each time, on the path of every cached answer. Sizes are the caller's estimate (the UTF-16
 * length of a JSON body is close enough to its heap cost for a budget).
 */
interface LruEntry<V> {
  value: V;
  bytes: number;
  /** Epoch ms after which the entry is stale (Infinity: never). */
  readonly expiresAt: number;
  /** Read since it was inserted or last passed over by eviction. */
  used: boolean;
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
    if (entry.expiresAt <= this.now()) {
      this.delete(key);
      return undefined;
    }
    entry.used = true;
    return entry.value;
  }

  /** Stores an entry; one larger than the whole budget is not kept at all. */
  set(key: string, value: V, bytes: number, ttlMs = Number.POSITIVE_INFINITY): void {
    this.delete(key);
    if (bytes > this.maxBytes) return;
    this.makeRoom(bytes);
    this.entries.set(key, { value, bytes, expiresAt: this.now() + ttlMs, used: false });
    this.usedBytes += bytes;
  }

  /**
   * Changes a live entry's value (same expiry), e.g. to add a compressed form to a cached
   * answer: `change` gets the current value and gives the new one, or undefined to leave it
   * (say, when it is no longer the value the new one was made from). False when nothing changed:
   * the key was absent or stale, `change` declined, or the grown entry does not fit.
   */
  update(
    key: string,
    change: (current: V) => V | undefined,
    bytesOf: (value: V) => number,
  ): boolean {
    const entry = this.entries.get(key);
    const now = this.now();
    if (entry === undefined || entry.expiresAt <= now) return false;
    const value = change(entry.value);
    if (value === undefined) return false;
    const bytes = bytesOf(value);
    if (this.usedBytes - entry.bytes + bytes <= this.maxBytes) {
      this.usedBytes += bytes - entry.bytes;
      entry.value = value;
      entry.bytes = bytes;
      return true;
    }
    this.set(key, value, bytes, entry.expiresAt - now);
    return this.entries.has(key);
  }

  delete(key: string): void {
    const entry = this.entries.get(key);
    if (entry === undefined) return;
    this.entries.delete(key);
    this.usedBytes -= entry.bytes;
  }

  /** Deletes every entry whose value matches; a walk over all entries, for rare events. */
  deleteWhere(matches: (value: V) => boolean): void {
    for (const [key, entry] of this.entries) {
      if (matches(entry.value)) this.delete(key);
    }
  }

  clear(): void {
    this.entries.clear();
    this.usedBytes = 0;
  }

  private makeRoom(bytes: number): void {
    // Each pass over a used entry clears its mark, so this ends within two turns of the line.
    while (this.usedBytes + bytes > this.maxBytes) {
      const oldest = this.entries.entries().next();
      if (oldest.done === true) return;
      const [key, entry] = oldest.value;
      this.entries.delete(key);
      if (entry.used) {
        entry.used = false;
        this.entries.set(key, entry);
      } else {
        this.usedBytes -= entry.bytes;
      }
    }
  }
}
