/**
 * npm run bench:bundle [-- --no-build] [--port <n>] [--data-dir DIR]
 *
 * What a first visit to the home route downloads before the page is usable, measured in headless
 * Chromium (/usr/bin/chromium, or $CHROMIUM_PATH) against the built app served by our own
 * server, exactly as `npm start` serves it:
 *   1. builds (npm run build) unless --no-build;
 *   2. starts the server on a demo warehouse: DIR when given, else a fresh temporary DATA_DIR in
 *      which the server builds the small demo league first (DEMO_SCALE=small, ~15 s);
 *   3. opens / in a new browser context (empty cache, no session, 1280×800) and waits until the
 *      network is idle and the live sections show their data (e2e/support/first-visit.ts); the
 *      lazy chunks that arrive right after the first paint count too;
 *   4. for each script and stylesheet requested, reads the body our server sends for it with
 *      gzip and with brotli (the precompressed .gz/.br copies; files under 1 kB go as they are).
 * Prints JavaScript and CSS apart, as this Chromium received them and per encoding, the largest
 * scripts, and the ratio of the gzip JavaScript to the 150 kB target (1 kB = 1024 bytes; gzip is
 * what a browser gets over plain HTTP, and the larger of the two). Exits 1 over the target.
 */
import { cpus } from 'node:os';
import path from 'node:path';
import type { Browser } from '@playwright/test';
import {
  FIRST_VISIT_JS_BUDGET_BYTES,
  bodyAsSent,
  firstVisitAssets,
  sumBytes,
  type AssetKind,
  type FirstVisitAsset,
} from '../e2e/support/first-visit';
import {
  build,
  fail,
  kb,
  progress,
  readServedAppFlag,
  runBench,
  withServedApp,
  type ServedAppOptions,
} from './support/served-app';

interface Options extends ServedAppOptions {
  build: boolean;
}

function parseOptions(argv: readonly string[]): Options {
  const options: Options = { build: true, port: 3391, dataDir: null };
  for (let i = 0; i < argv.length;) {
    if (argv[i] === '--no-build') {
      options.build = false;
      i += 1;
      continue;
    }
    const used = readServedAppFlag(argv, i, options);
    if (used === 0) {
      fail(`unknown option ${String(argv[i])} (use --no-build, --port <n>, --data-dir DIR)`);
    }
    i += used;
  }
  return options;
}

const step = progress(5);

interface MeasuredAsset extends FirstVisitAsset {
  file: string;
  gzip: number;
  brotli: number;
}

/** One first visit of `/` in a new context. */
async function firstVisit(browser: Browser, baseUrl: string): Promise<FirstVisitAsset[]> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    return await firstVisitAssets(await context.newPage(), `${baseUrl}/`);
  } finally {
    await context.close();
  }
}

async function measured(assets: readonly FirstVisitAsset[]): Promise<MeasuredAsset[]> {
  return Promise.all(
    assets.map(async (asset) => ({
      ...asset,
      file: path.basename(new URL(asset.url).pathname),
      gzip: (await bodyAsSent(asset.url, 'gzip')).bytes,
      brotli: (await bodyAsSent(asset.url, 'br')).bytes,
    })),
  );
}

function report(kind: AssetKind, label: string, assets: readonly MeasuredAsset[]): void {
  const ofKind = assets.filter((asset) => asset.kind === kind);
  const encodings = [...new Set(ofKind.map((asset) => asset.encoding))].join(', ');
  const gzip = ofKind.reduce((sum, asset) => sum + asset.gzip, 0);
  const brotli = ofKind.reduce((sum, asset) => sum + asset.brotli, 0);
  console.log(`${label}: ${ofKind.length} files`);
  console.log(`  as Chromium received it (${encodings || 'none'}): ${kb(sumBytes(ofKind))}`);
  console.log(`  gzip as sent: ${kb(gzip)}   brotli as sent: ${kb(brotli)}`);
}

function printReport(files: readonly MeasuredAsset[]): void {
  console.log('');
  report('js', 'JavaScript', files);
  report('css', 'CSS', files);
  const scripts = files.filter((file) => file.kind === 'js');
  const jsGzip = scripts.reduce((sum, file) => sum + file.gzip, 0);
  const ratio = jsGzip / FIRST_VISIT_JS_BUDGET_BYTES;
  console.log(
    `\nfirst-visit JavaScript (gzip): ${kb(jsGzip)}  target ≤ ${kb(FIRST_VISIT_JS_BUDGET_BYTES)}` +
      ` → ${(ratio * 100).toFixed(0)}% of target (ratio ${ratio.toFixed(2)})`,
  );
  console.log('largest scripts (gzip / brotli):');
  for (const file of [...scripts].sort((a, b) => b.gzip - a.gzip).slice(0, 6)) {
    console.log(`  ${kb(file.gzip).padStart(9)} / ${kb(file.brotli).padStart(9)}  ${file.file}`);
  }
  if (ratio > 1) {
    console.error(`\nFAIL: a first visit loads more than ${kb(FIRST_VISIT_JS_BUDGET_BYTES)}`);
    process.exitCode = 1;
  }
}

async function main(): Promise<void> {
  const options = parseOptions(process.argv.slice(2));
  console.log(`machine: ${cpus().length} cores (${cpus()[0]?.model ?? 'unknown'})`);
  step(0, options.build ? 'building (npm run build)' : 'using the existing build (--no-build)');
  if (options.build) build();
  let stepIndex = 0;
  await withServedApp(
    options,
    (label) => step((stepIndex += 1), label),
    async ({ baseUrl, browser }) => {
      // Not counted: the server's first answers fill its caches; the bytes do not change.
      await firstVisit(browser, baseUrl);
      step(3, 'first visit of / (new context, until usable)');
      const assets = await firstVisit(browser, baseUrl);
      step(4, 'reading what the server sends for each file (gzip, brotli)');
      const files = await measured(assets);
      step(5, 'done');
      printReport(files);
    },
  );
}

await runBench('bench:bundle', main);
