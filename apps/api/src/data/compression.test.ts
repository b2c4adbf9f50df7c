import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  COMPRESS_MIN_BYTES,
  FAST_GZIP_ABOVE_CHARS,
  acceptedCodings,
  brotliOf,
  gzipOf,
  parallelGzip,
} from './compression';

describe('gzipOf', () => {
  it('leaves small bodies alone', async () => {
    expect(await gzipOf('x'.repeat(COMPRESS_MIN_BYTES - 1))).toBeUndefined();
  });

  it.each([COMPRESS_MIN_BYTES, FAST_GZIP_ABOVE_CHARS + 1])(
    'gives a gzip of exactly a %i-character body (either level)',
    async (length) => {
      const body = JSON.stringify(
        Array.from({ length: Math.ceil(length / 20) }, (_, i) => ({ v: i / 7 })),
      ).slice(0, length);
      const gzip = await gzipOf(body);
      expect(gunzipSync(gzip as Buffer).toString('utf8')).toBe(body);
    },
  );
});

describe('parallelGzip', () => {
  // Multi-byte characters on every side of the cuts: pieces split bytes, not characters.
  const text = Array.from({ length: 5000 }, (_, i) => `{"n":${i / 3},"m":"Sénégal–Côte ${i}"}`);
  const data = Buffer.from(text.join(','));

  it.each([1, 2, 3, 4, 7])(
    'makes one gzip member the standard gunzip reads back (%i parts)',
    async (parts) => {
      const gzip = await parallelGzip(data, parts, 4);
      expect(gzip.subarray(0, 3)).toEqual(Buffer.from([0x1f, 0x8b, 8]));
      expect(gunzipSync(gzip).equals(data)).toBe(true);
      // Trailer: the length of the whole input, as gunzip checks it.
      expect(gzip.readUInt32LE(gzip.length - 4)).toBe(data.length);
    },
  );

  it('costs under 1% of size against one stream at the same level', async () => {
    const whole = gzipSync(data, { level: 4 }).length;
    expect((await parallelGzip(data, 4, 4)).length).toBeLessThan(whole * 1.01);
  });

  it('carries the CRC-32 of the whole input: gunzip refuses a wrong one', async () => {
    const gzip = await parallelGzip(data, 4, 4);
    const damaged = Buffer.from(gzip);
    damaged.writeUInt32LE((damaged.readUInt32LE(damaged.length - 8) ^ 1) >>> 0, damaged.length - 8);
    expect(() => gunzipSync(damaged)).toThrow();
  });
});

describe('acceptedCodings', () => {
  it.each([
    ['gzip, deflate, br', { gzip: true, br: true }],
    ['gzip', { gzip: true, br: false }],
    ['*', { gzip: true, br: true }],
    ['br;q=1, gzip;q=0', { gzip: false, br: true }],
    // A coding's own weight beats the wildcard's, either way round.
    ['gzip;q=0, *', { gzip: false, br: true }],
    ['*;q=0, br', { gzip: false, br: true }],
    ['GZIP;Q=0.5', { gzip: true, br: false }],
    ['br;q=abc, gzip;q=', { gzip: false, br: false }],
    [['gzip', 'br'], { gzip: true, br: true }],
    ['identity', { gzip: false, br: false }],
    [',,;', { gzip: false, br: false }],
    [undefined, { gzip: false, br: false }],
  ] as const)('%s → %o', (header, expected) => {
    expect(acceptedCodings(header)).toEqual(expected);
  });
});

describe('brotliOf', () => {
  it('leaves small bodies alone and gives brotli a standard decoder reads back', async () => {
    expect(await brotliOf('x'.repeat(COMPRESS_MIN_BYTES - 1))).toBeUndefined();
    const body = JSON.stringify(
      Array.from({ length: 2000 }, (_, i) => ({ team: `Sénégal ${i % 40}`, ortg: i / 7 })),
    );
    const br = (await brotliOf(body)) as Buffer;
    expect(brotliDecompressSync(br).toString('utf8')).toBe(body);
    expect(br.length).toBeLessThan((await gzipOf(body))?.length ?? 0);
  });
});
