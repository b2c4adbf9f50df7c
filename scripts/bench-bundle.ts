/**
 * npm run bench:bundle — builds the web app and reports the gzip size of the JavaScript the home
 * route loads (entry chunk, its static imports, and the home screen's chunk with its imports)
 * and of the largest lazily loaded chunk. Target: home ≤ 150 kB gzip. Exits 1 over target.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const HOME_TARGET_KB = 150;
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webRoot = path.join(repoRoot, 'apps/web');
const distDir = path.join(webRoot, 'dist');

function step(index: number, total: number, label: string): void {
  const width = 20;
  const filled = Math.round((index / total) * width);
  console.log(`[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${index}/${total} ${label}`);
}

const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} kB`;

function gzipBytes(file: string): number {
  return gzipSync(readFileSync(path.join(distDir, file))).length;
}

/** Files of `key` and everything it imports statically (what loading it costs). */
function staticClosure(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, into);
  return into;
}

function main(): void {
  const total = 3;
  step(0, total, 'building apps/web (vite build)');
  execFileSync('npm', ['run', 'build', '-w', '@courtside/web'], {
    cwd: repoRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  step(1, total, 'reading the build manifest');
  const manifest = JSON.parse(
    readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8'),
  ) as Manifest;
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error('The build manifest has no entry chunk');
  const homeKey = Object.keys(manifest).find(
    (key) => manifest[key]?.isDynamicEntry && key.includes('features/home/'),
  );

  const homeFiles = staticClosure(manifest, entryKey);
  if (homeKey) staticClosure(manifest, homeKey, homeFiles);
  const jsFiles = (files: Iterable<string>) => [...files].filter((file) => file.endsWith('.js'));
  step(2, total, 'compressing chunks');
  const homeBytes = jsFiles(homeFiles).reduce((sum, file) => sum + gzipBytes(file), 0);

  const allJs = new Set(jsFiles(Object.values(manifest).map((chunk) => chunk.file)));
  const lazy = [...allJs]
    .filter((file) => !homeFiles.has(file))
    .map((file) => ({ file, bytes: gzipBytes(file) }))
    .sort((a, b) => b.bytes - a.bytes);
  const largest = lazy[0];
  const allBytes = [...allJs].reduce((sum, file) => sum + gzipBytes(file), 0);
  step(3, total, 'done');

  const ratio = homeBytes / (HOME_TARGET_KB * 1024);
  console.log('');
  console.log(
    `home route JavaScript (gzip): ${kb(homeBytes)} in ${jsFiles(homeFiles).length} files`,
  );
  console.log(
    `  target ≤ ${HOME_TARGET_KB} kB → ${(ratio * 100).toFixed(0)}% of target (ratio ${ratio.toFixed(2)})`,
  );
  if (largest) console.log(`largest lazy chunk (gzip):    ${kb(largest.bytes)}  ${largest.file}`);
  console.log(`lazy chunks:                  ${lazy.length}`);
  console.log(`all JavaScript (gzip):        ${kb(allBytes)}`);
  if (homeBytes > HOME_TARGET_KB * 1024) {
    console.error(
      `\nFAIL: the home route loads more than ${HOME_TARGET_KB} kB of gzipped JavaScript`,
    );
    process.exit(1);
  }
}

main();
