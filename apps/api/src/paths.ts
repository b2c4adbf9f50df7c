import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The apps/api folder. This module sits one level below it both as source (src/paths.ts) and
 * once bundled into the single file dist/main.js, so the same relative step works in dev, in
 * tests and in production, whatever the current working directory is.
 */
export const apiPackageDir = resolve(fileURLToPath(new URL('..', import.meta.url)));

/** The monorepo root, two levels above apps/api. */
export const repoRoot = resolve(apiPackageDir, '..', '..');

/**
 * True under tsx or Vitest, false in the esbuild bundle. Running the TypeScript source means a
 * developer is at work, which is what the NODE_ENV default keys on.
 */
export const runningFromSource = import.meta.url.endsWith('.ts');
