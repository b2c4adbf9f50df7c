/**
 * A Vite plugin that writes a `.br` and a `.gz` beside every text asset of the build, for the
 * server to send as is (@fastify/static `preCompressed`). Compressing at build time lets us use
 * the strongest settings (brotli 11, gzip 9) that would be far too slow per request, and costs
 * the server nothing: a cold stats page then moves ~190 kB of JavaScript instead of ~710 kB.
 * Source maps are left alone: only developers fetch them.
 *
 * Quality 11 costs about a second of CPU per megabyte, and the build's 20 MB of text assets are
 * mostly the ten icon packs of `/icons` (0.7-5.3 MB each, lazy, fetched by almost no one): at
 * 11 they took 30 s of the build, time a first start's demo build waits for. Files above
 * `BEST_QUALITY_LIMIT` (only those packs: every route's own code is well under it) get quality
 * 9, which is ten times faster and 6-10% larger; the whole pass then takes ≈ 4 s.
 *
 * `npm start` on a first start builds with COURTSIDE_PRECOMPRESS=later and runs this pass
 * afterwards at the lowest CPU priority (precompress-cli.ts), beside the server: the current
 * demo season is served sooner, and files are sent uncompressed until their copies exist.
 * Each copy is written under a temporary name and renamed, so the server never sends half of one.
 */
import { readdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|webmanifest)$/;
/** Below this a compressed copy saves less than the extra request bookkeeping is worth. */
const MIN_BYTES = 1024;
/** Largest file compressed at brotli's best quality; larger ones get `LARGE_FILE_QUALITY`. */
export const BEST_QUALITY_LIMIT = 512 * 1024;
const LARGE_FILE_QUALITY = 9;

/** Brotli quality for a file of `bytes`. */
export function brotliQualityFor(bytes: number): number {
  return bytes <= BEST_QUALITY_LIMIT ? constants.BROTLI_MAX_QUALITY : LARGE_FILE_QUALITY;
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) =>
      entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
    ),
  );
  return nested.flat();
}

async function writeWhole(path: string, bytes: Buffer): Promise<void> {
  const partial = `${path}.partial`;
  await writeFile(partial, bytes);
  await rename(partial, path);
}

/** Writes `file.br` and `file.gz` for each compressible file of `dir`; returns how many. */
export async function precompressDir(dir: string): Promise<number> {
  let written = 0;
  for (const file of await filesUnder(dir)) {
    if (!COMPRESSIBLE.test(file) || (await stat(file)).size < MIN_BYTES) continue;
    const content = await readFile(file);
    await writeWhole(
      `${file}.br`,
      brotliCompressSync(content, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: brotliQualityFor(content.length),
          [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        },
      }),
    );
    await writeWhole(`${file}.gz`, gzipSync(content, { level: 9 }));
    written += 1;
  }
  return written;
}

/** Whether the build leaves the compressed copies to a later pass (see the top of the file). */
export const precompressLater = (env: NodeJS.ProcessEnv): boolean =>
  env['COURTSIDE_PRECOMPRESS'] === 'later';

export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'courtside-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      await precompressDir(outDir);
    },
  };
}
