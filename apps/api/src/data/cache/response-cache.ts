/**
 * Data responses cached per request key (normalized path + data version + access class): the
 * in-process LRU first, then Redis when configured (a Redis hit is copied into the LRU). Keys
 * carry the data version, so a new warehouse build can never be answered from an old entry;
 * the LRU is also emptied when a new version goes into service, to give its memory back.
 */
import { MemoryLru } from './memory-lru';
import { DEFAULT_REDIS_TTL_SECONDS } from './redis-store';
import type { SharedResponseStore } from './redis-store';

export interface CachedResponse {
  /** The JSON sent as the body: text, or UTF-8 bytes when the answer was read serialized. */
  readonly body: string | Buffer;
  readonly etag: string;
  /** The body gzipped, for clients that accept it (kept in process only). */
  readonly gzip?: Buffer;
  /** The body in brotli, added by a background job when it is done (kept in process only). */
  readonly br?: Buffer;
}

export interface ResponseCacheOptions {
  readonly maxBytes: number;
  readonly shared?: SharedResponseStore;
  readonly now?: () => number;
}

// The shared form: the ETag on the first line, the body after it (an ETag has no newline).
const encode = (response: CachedResponse): string =>
  `${response.etag}\n${typeof response.body === 'string' ? response.body : response.body.toString('utf8')}`;

function decode(text: string): CachedResponse | undefined {
  const newline = text.indexOf('\n');
  if (newline <= 0) return undefined;
  return { etag: text.slice(0, newline), body: text.slice(newline + 1) };
}

export class ResponseCache {
  private readonly memory: MemoryLru<CachedResponse> | undefined;

  constructor(private readonly options: ResponseCacheOptions) {
    this.memory = options.maxBytes > 0 ? new MemoryLru(options.maxBytes, options.now) : undefined;
  }

  /** Whether answers are kept in process (a budget of 0 keeps none). */
  get keepsLocal(): boolean {
    return this.memory !== undefined;
  }

  get memoryBytes(): number {
    return this.memory?.bytes ?? 0;
  }

  get memoryEntries(): number {
    return this.memory?.size ?? 0;
  }

  /** The in-process entry, if any: synchronous, so a hit costs no turn of the event loop. */
  local(key: string): CachedResponse | undefined {
    return this.memory?.get(key);
  }

  /** The Redis entry, if Redis is configured and holds one (copied into the process). */
  async shared(key: string): Promise<CachedResponse | undefined> {
    if (this.options.shared === undefined) return undefined;
    const text = await this.options.shared.get(key);
    const shared = text === undefined ? undefined : decode(text);
    if (shared === undefined) return undefined;
    this.memory?.set(key, shared, sizeOf(shared));
    return shared;
  }

  /**
   * Stores a response; `ttlSeconds` unset keeps it in process for as long as its data version
   * serves, and in Redis for DEFAULT_REDIS_TTL_SECONDS at most. `shared: false` keeps it in
   * process only: answers to free text (live-search) have as many keys as texts anyone types,
   * which a shared store would keep for every node; the byte budget of the LRU bounds them here.
   */
  async set(
    key: string,
    response: CachedResponse,
    ttlSeconds?: number,
    { shared = true }: { readonly shared?: boolean } = {},
  ): Promise<void> {
    const ttlMs = ttlSeconds === undefined ? Number.POSITIVE_INFINITY : ttlSeconds * 1000;
    this.memory?.set(key, response, sizeOf(response), ttlMs);
    if (!shared) return;
    const sharedTtl = Math.min(ttlSeconds ?? DEFAULT_REDIS_TTL_SECONDS, DEFAULT_REDIS_TTL_SECONDS);
    await this.options.shared?.set(key, encode(response), sharedTtl);
  }

  /** Replaces the in-process copy (e.g. with its gzip added after a Redis hit). */
  remember(key: string, response: CachedResponse, ttlSeconds?: number): void {
    const ttlMs = ttlSeconds === undefined ? Number.POSITIVE_INFINITY : ttlSeconds * 1000;
    this.memory?.set(key, response, sizeOf(response), ttlMs);
  }

  /**
   * Adds the brotli made from `body` to the in-process entry of `key`, if that entry still holds
   * that body (it may have been replaced or evicted while brotli was being made).
   */
  addBrotli(key: string, body: string | Buffer, br: Buffer): boolean {
    return (
      this.memory?.update(
        key,
        (current) => (current.body === body ? { ...current, br } : undefined),
        sizeOf,
      ) ?? false
    );
  }

  /** A new data version is in service: entries of older versions can never be read again. */
  dropLocal(): void {
    this.memory?.clear();
  }

  async close(): Promise<void> {
    this.memory?.clear();
    await this.options.shared?.close();
  }
}

/** Approximate memory cost: strings take two bytes per UTF-16 unit, buffers one per byte. */
function sizeOf(response: CachedResponse): number {
  const body = typeof response.body === 'string' ? 2 * response.body.length : response.body.length;
  const compressed = (response.gzip?.length ?? 0) + (response.br?.length ?? 0);
  return body + 2 * response.etag.length + compressed + 64;
}
