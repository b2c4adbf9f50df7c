import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompressDir } from './precompress';

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
});
