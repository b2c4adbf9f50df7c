import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleServer } from './bundle';

const apiDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = resolve(apiDir, '..', '..');

try {
  const { outfile, bytes, external } = await bundleServer({ repoRoot, apiDir });
  console.info(
    `Built ${relative(repoRoot, outfile)} (${Math.ceil(bytes / 1024)} KiB); ` +
      `external: ${external.join(', ')}`,
  );
} catch (error) {
  console.error(`API build failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
