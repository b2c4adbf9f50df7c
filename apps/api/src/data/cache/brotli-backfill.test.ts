import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { BrotliBackfill } from './brotli-backfill';
import { ResponseCache } from './response-cache';
import type { CachedResponse } from './response-cache';

const answer = (text: string): CachedResponse => ({ body: text.repeat(200), etag: `W/"${text}"` });

/** A compressor that records what it is given and finishes only when told to. */
function heldCompressor() {
  const started: string[] = [];
  const finish: Array<(result: Buffer | Error) => void> = [];
  const compress = (body: string | Buffer) =>
    new Promise<Buffer | undefined>((resolve, reject) => {
      started.push(String(body).slice(0, 8));
      finish.push((result) => (result instanceof Error ? reject(result) : resolve(result)));
    });
  return { started, finish, compress };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('BrotliBackfill', () => {
  it('adds the real brotli of a cached answer to its entry', async () => {
    const cache = new ResponseCache({ maxBytes: 1 << 20 });
    const entry = answer('{"team":"Sénégal"},');
    await cache.set('k', entry);
    const backfill = new BrotliBackfill({ cache, onError: () => undefined });
    backfill.request('k', entry);
    await backfill.idle();
    const stored = cache.local('k');
    expect(brotliDecompressSync(stored?.br as Buffer).toString('utf8')).toBe(entry.body);
    expect(stored?.etag).toBe(entry.etag);
  });

  it('compresses one answer at a time, each key once, within a bounded queue', async () => {
    const cache = new ResponseCache({ maxBytes: 1 << 20 });
    const { started, finish, compress } = heldCompressor();
    const backfill = new BrotliBackfill({
      cache,
      onError: () => undefined,
      maxWaiting: 2,
      compress,
    });
    const entries = ['aaaaaaaa', 'bbbbbbbb', 'cccccccc', 'dddddddd'].map(answer);
    for (const [i, entry] of entries.entries()) await cache.set(`k${i}`, entry);
    backfill.request('k0', entries[0] as CachedResponse);
    backfill.request('k0', entries[0] as CachedResponse);
    backfill.request('k1', entries[1] as CachedResponse);
    backfill.request('k1', entries[1] as CachedResponse);
    backfill.request('k2', entries[2] as CachedResponse);
    // Turned away: two already wait (k1, k2) while k0 is compressed.
    backfill.request('k3', entries[3] as CachedResponse);
    expect(started).toEqual(['aaaaaaaa']);
    finish[0]?.(Buffer.from('br-a'));
    await tick();
    expect(started).toEqual(['aaaaaaaa', 'bbbbbbbb']);
    expect(cache.local('k0')?.br?.toString()).toBe('br-a');
    finish[1]?.(Buffer.from('br-b'));
    await tick();
    finish[2]?.(Buffer.from('br-c'));
    await backfill.idle();
    expect(started).toEqual(['aaaaaaaa', 'bbbbbbbb', 'cccccccc']);
    expect(cache.local('k3')?.br).toBeUndefined();
  });

  it('leaves an entry alone that was replaced while its brotli was made, and reports failures', async () => {
    const cache = new ResponseCache({ maxBytes: 1 << 20 });
    const { finish, compress } = heldCompressor();
    const failures: string[] = [];
    const backfill = new BrotliBackfill({
      cache,
      onError: (error, key) => failures.push(`${key}: ${(error as Error).message}`),
      compress,
    });
    const old = answer('old-body');
    await cache.set('k', old);
    backfill.request('k', old);
    await cache.set('k', answer('new-body'));
    backfill.request('other', old);
    finish[0]?.(Buffer.from('br-of-old'));
    await tick();
    expect(cache.local('k')?.br).toBeUndefined();
    finish[1]?.(new Error('out of memory'));
    await backfill.idle();
    expect(failures).toEqual(['other: out of memory']);
  });

  it('asks for nothing when the answer has its brotli or is too small to compress', async () => {
    const cache = new ResponseCache({ maxBytes: 1 << 20 });
    const { started, compress } = heldCompressor();
    const backfill = new BrotliBackfill({ cache, onError: () => undefined, compress });
    backfill.request('small', { body: '[]', etag: 'W/"s"' });
    backfill.request('done', { ...answer('aaaaaaaa'), br: Buffer.from('made') });
    expect(started).toEqual([]);
  });

  it('does nothing without an in-process cache, and nothing more once closed', async () => {
    const { started, finish, compress } = heldCompressor();
    const off = new BrotliBackfill({
      cache: new ResponseCache({ maxBytes: 0 }),
      onError: () => undefined,
      compress,
    });
    off.request('k', answer('aaaaaaaa'));
    expect(started).toEqual([]);

    const cache = new ResponseCache({ maxBytes: 1 << 20 });
    const entry = answer('aaaaaaaa');
    await cache.set('k', entry);
    const backfill = new BrotliBackfill({ cache, onError: () => undefined, compress });
    backfill.request('k', entry);
    backfill.request('j', entry);
    backfill.close();
    finish[0]?.(Buffer.from('late'));
    await backfill.idle();
    expect(started).toHaveLength(1);
    expect(cache.local('k')?.br).toBeUndefined();
    backfill.request('k', entry);
    expect(started).toHaveLength(1);
  });
});
