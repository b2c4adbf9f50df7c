/**
 * Brotli for cached answers, made in the background: an answer is sent gzipped at once, and its
 * brotli (quality 11, seconds of CPU on a division list) is added to its cache entry when ready,
 * after which clients that accept brotli get it. One compression runs at a time, so at most one
 * of libuv's four pool threads is busy with it and the gzip of new answers never waits behind
 * a queue of them; the queue is bounded, and an answer turned away is asked for again at its
 * next cache hit.
 */
import { brotliOf, worthCompressing } from '../compression';
import type { CachedResponse, ResponseCache } from './response-cache';

export const BROTLI_QUEUE_LENGTH = 64;

export interface BrotliBackfillOptions {
  readonly cache: ResponseCache;
  /** Told of a compression that failed (the answer keeps going out gzipped). */
  readonly onError: (error: unknown, key: string) => void;
  readonly maxWaiting?: number;
  readonly compress?: (body: string | Buffer) => Promise<Buffer | undefined>;
}

export class BrotliBackfill {
  /** Answers waiting, oldest first (a Map keeps insertion order). */
  private readonly waiting = new Map<string, CachedResponse>();
  private current: string | undefined;
  private running: Promise<void> | undefined;
  private closed = false;

  constructor(private readonly options: BrotliBackfillOptions) {}

  /**
   * Asks for the brotli of a cached answer; a no-op when it has one, is too small to compress,
   * or was already asked for.
   */
  request(key: string, response: CachedResponse): void {
    if (response.br !== undefined || !worthCompressing(response.body)) return;
    // Without an in-process entry there is nothing to add the brotli to.
    if (this.closed || !this.options.cache.keepsLocal) return;
    if (this.current === key || this.waiting.has(key)) return;
    if (this.waiting.size >= (this.options.maxWaiting ?? BROTLI_QUEUE_LENGTH)) return;
    this.waiting.set(key, response);
    this.running ??= this.drain();
  }

  /** Settles when nothing is waiting or being compressed (tests, benchmarks). */
  async idle(): Promise<void> {
    while (this.running !== undefined) await this.running;
  }

  /** Stops: what waits is dropped, and a compression under way is not stored. */
  close(): void {
    this.closed = true;
    this.waiting.clear();
  }

  private async drain(): Promise<void> {
    const compress = this.options.compress ?? brotliOf;
    for (const [key, response] of this.waiting) {
      if (this.closed) break;
      this.waiting.delete(key);
      this.current = key;
      try {
        const br = await compress(response.body);
        if (br !== undefined && !this.closed) this.options.cache.addBrotli(key, response.body, br);
      } catch (error) {
        this.options.onError(error, key);
      }
      this.current = undefined;
    }
    this.running = undefined;
  }
}
