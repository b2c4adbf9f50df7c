import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { runPrecompressCli } from './precompress-cli';
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

  it('runs from the command line on a folder and refuses anything else', async () => {
    dir = mkdtempSync(join(tmpdir(), 'precompress-'));
    writeFileSync(join(dir, 'app.js'), 'export const x = 1;\n'.repeat(200));
    const lines: string[] = [];
    const errors: string[] = [];
    const run = (args: string[]) =>
      runPrecompressCli(
        args,
        (l) => lines.push(l),
        (l) => errors.push(l),
      );
    expect(await run([dir])).toBe(0);
    expect(lines[0]).toContain('1 files');
    expect(existsSync(join(dir, 'app.js.br'))).toBe(true);
    expect(existsSync(join(dir, 'app.js.br.partial'))).toBe(false);
    expect(await run([])).toBe(2);
    expect(await run([dir, 'extra'])).toBe(2);
    expect(await run([join(dir, 'missing')])).toBe(2);
    expect(await run([join(dir, 'app.js')])).toBe(2);
    expect(errors).toHaveLength(4);
    expect(errors[2]).toMatch(/is not a folder/);
  });
});
