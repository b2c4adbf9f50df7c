import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { COMPRESS_MIN_BYTES, FAST_GZIP_ABOVE_CHARS, acceptsGzip, gzipOf } from './compression';

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

describe('acceptsGzip', () => {
  it.each([
    ['gzip, deflate, br', true],
    ['*', true],
    ['br;q=1, gzip;q=0', false],
    ['identity', false],
    [undefined, false],
  ] as const)('%s → %s', (header, expected) => {
    expect(acceptsGzip(header)).toBe(expected);
  });
});
