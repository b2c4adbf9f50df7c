import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { BEST_QUALITY_LIMIT, brotliQualityFor, precompressDir } from './precompress';

describe('precompressDir', () => {
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('writes .br and .gz beside text assets that decompress to the original', async () => {
    dir = mkdtempSync(join(tmpdir(), 'precompress-'));
    const script = `export const rows = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => ({ i })))};`;
    writeFileSync(join(dir, 'index.js'), script);
    writeFileSync(join(dir, 'tiny.css'), 'a{}');
    writeFileSync(join(dir, 'index.js.map'), script);
    writeFileSync(join(dir, 'logo.png'), Buffer.alloc(4096, 1));

    expect(await precompressDir(dir)).toBe(1);
    expect(brotliDecompressSync(readFileSync(join(dir, 'index.js.br'))).toString()).toBe(script);
    expect(gunzipSync(readFileSync(join(dir, 'index.js.gz'))).toString()).toBe(script);
    expect(readFileSync(join(dir, 'index.js.br')).length).toBeLessThan(script.length / 5);
    for (const skipped of ['tiny.css.br', 'index.js.map.br', 'logo.png.gz']) {
      expect(existsSync(join(dir, skipped))).toBe(false);
    }
  });

  it('keeps brotli 11 for route code and uses 9 only above the limit', async () => {
    expect(brotliQualityFor(300_000)).toBe(11);
    expect(brotliQualityFor(BEST_QUALITY_LIMIT)).toBe(11);
    expect(brotliQualityFor(BEST_QUALITY_LIMIT + 1)).toBe(9);
    dir = mkdtempSync(join(tmpdir(), 'precompress-'));
    const pack = Array.from(
      { length: 20_000 },
      (_, i) => `export const icon${i} = "M${i} ${i * 7}";`,
    );
    const script = pack.join('\n');
    expect(script.length).toBeGreaterThan(BEST_QUALITY_LIMIT);
    writeFileSync(join(dir, 'pack.js'), script);
    expect(await precompressDir(dir)).toBe(1);
    expect(brotliDecompressSync(readFileSync(join(dir, 'pack.js.br'))).toString()).toBe(script);
  });
});
