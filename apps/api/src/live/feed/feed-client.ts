/**
 * Reads the feed's JSON documents over HTTP, each at most once per `pollMs` however often it is
 * asked for, and keeps the last good answer of each. A request sends the document's ETag
 * (If-None-Match) or Last-Modified (If-Modified-Since) when the last answer had one, so an
 * unchanged document costs a 304. A request that takes longer than `timeoutMs`, an HTTP error,
 * a body that is not JSON, does not match the schema or is refused by the caller's check (a
 * play-by-play that lost or rewrote rows) leaves the last good answer in place, with one warning
 * per document until it answers well again. A 404 is no warning: tomorrow's scoreboard or a game
 * not yet started may simply not be there yet.
 */
import type { z } from 'zod';

/** Documents remembered at most (a day has a few hundred games; old days' documents go first). */
const DOCUMENTS_KEPT = 2000;

/** Where warnings go (the app's logger once there is one). */
export interface FeedLog {
  warn(details: object, message: string): void;
}

export interface FeedClientOptions {
  /** LIVE_FEED_URL, without a trailing slash. */
  readonly baseUrl: string;
  readonly pollMs: number;
  readonly timeoutMs: number;
  readonly log?: FeedLog;
  /** Epoch ms now (tests move it by hand). */
  readonly clock?: () => number;
}

/** Says why a new answer cannot follow the last good one, or null when it can. */
export type FollowCheck<T> = (previous: T, next: T) => string | null;

interface Entry {
  value: unknown;
  etag: string | null;
  lastModified: string | null;
  /** When the document was last asked of the feed; null before the first time. */
  checkedAt: number | null;
  reading: Promise<unknown> | null;
  warned: boolean;
}

export class FeedClient {
  private readonly entries = new Map<string, Entry>();
  private readonly clock: () => number;

  constructor(private readonly options: FeedClientOptions) {
    this.clock = options.clock ?? Date.now;
  }

  /**
   * The document at `path` (relative to the feed's URL): fetched when its last check is
   * `pollMs` old or more, else the answer kept; null while no good answer has come.
   */
  async read<T>(path: string, schema: z.ZodType<T>, follows?: FollowCheck<T>): Promise<T | null> {
    const entry = this.entryOf(path);
    if (entry.reading !== null) return (await entry.reading) as T | null;
    const now = this.clock();
    if (entry.checkedAt !== null && now - entry.checkedAt < this.options.pollMs) {
      return entry.value as T | null;
    }
    entry.checkedAt = now;
    const reading = this.fetchInto(path, entry, schema, follows).finally(() => {
      entry.reading = null;
    });
    entry.reading = reading;
    return reading;
  }

  /** The last good answer without asking the feed. */
  kept<T>(path: string): T | null {
    return (this.entries.get(path)?.value as T | undefined) ?? null;
  }

  private entryOf(path: string): Entry {
    let entry = this.entries.get(path);
    if (entry === undefined) {
      entry = {
        value: null,
        etag: null,
        lastModified: null,
        checkedAt: null,
        reading: null,
        warned: false,
      };
      this.entries.set(path, entry);
      for (const oldest of this.entries.keys()) {
        if (this.entries.size <= DOCUMENTS_KEPT) break;
        this.entries.delete(oldest);
      }
    } else {
      // Most recently used last, so the oldest is the first to go.
      this.entries.delete(path);
      this.entries.set(path, entry);
    }
    return entry;
  }

  private async fetchInto<T>(
    path: string,
    entry: Entry,
    schema: z.ZodType<T>,
    follows: FollowCheck<T> | undefined,
  ): Promise<T | null> {
    const url = `${this.options.baseUrl}/${path}`;
    const headers: Record<string, string> = { accept: 'application/json' };
    if (entry.value !== null && entry.etag !== null) headers['if-none-match'] = entry.etag;
    if (entry.value !== null && entry.lastModified !== null) {
      headers['if-modified-since'] = entry.lastModified;
    }
    let response: Response;
    let body: string;
    try {
      response = await fetch(url, {
        headers,
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
      body = await response.text();
    } catch (error) {
      const timedOut = error instanceof Error && error.name === 'TimeoutError';
      return this.refuse(
        entry,
        url,
        timedOut ? `no answer within ${this.options.timeoutMs} ms` : String(error),
      );
    }
    if (response.status === 304) return this.settle(entry);
    if (response.status === 404) return entry.value as T | null;
    if (!response.ok) return this.refuse(entry, url, `HTTP ${response.status}`);
    let json: unknown;
    try {
      json = JSON.parse(body);
    } catch {
      return this.refuse(entry, url, 'the answer is not JSON');
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) {
      const first = parsed.error.issues[0];
      const where = first === undefined ? '' : `${first.path.join('.')}: ${first.message}`;
      return this.refuse(entry, url, `the answer does not match the feed's format (${where})`);
    }
    const previous = entry.value as T | null;
    const refusal =
      previous === null || follows === undefined ? null : follows(previous, parsed.data);
    if (refusal !== null) return this.refuse(entry, url, refusal);
    entry.value = parsed.data;
    entry.etag = response.headers.get('etag');
    entry.lastModified = response.headers.get('last-modified');
    return this.settle(entry);
  }

  private settle<T>(entry: Entry): T | null {
    entry.warned = false;
    return entry.value as T | null;
  }

  private refuse<T>(entry: Entry, url: string, problem: string): T | null {
    if (!entry.warned) {
      entry.warned = true;
      this.options.log?.warn(
        { url, problem },
        'The live feed gave a bad answer; keeping its last good one',
      );
    }
    return entry.value as T | null;
  }
}
