/**
 * Bundles the API server into ES modules: the server (dist/main.js) and the thread its compute
 * workers run (dist/compute-worker.js, which the server finds next to itself). Our workspace packages (@courtside/*) publish
 * TypeScript source, which plain node cannot run, so they are compiled into the bundle; every
 * npm dependency stays external and is loaded from node_modules at run time, as usual.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { build } from 'esbuild';

const WORKSPACE_SCOPE = '@courtside/';

const DEPENDENCY_FIELDS = [
  'dependencies',
  'devDependencies',
  'peerDependencies',
  'optionalDependencies',
] as const;

export interface BundleLayout {
  /** The monorepo root (holds packages/). */
  readonly repoRoot: string;
  /** The server package (holds package.json and src/main.ts). */
  readonly apiDir: string;
}

export interface BundleResult {
  readonly outfile: string;
  readonly bytes: number;
  readonly external: readonly string[];
}

function dependencyNamesOf(manifestPath: string): string[] {
  const manifest: unknown = JSON.parse(readFileSync(manifestPath, 'utf8'));
  if (typeof manifest !== 'object' || manifest === null) return [];
  const names: string[] = [];
  for (const field of DEPENDENCY_FIELDS) {
    const dependencies: unknown = Reflect.get(manifest, field);
    if (typeof dependencies === 'object' && dependencies !== null) {
      names.push(...Object.keys(dependencies));
    }
  }
  return names;
}

/** The manifests whose dependencies the server can import: its own and the shared packages'. */
function serverManifestPaths({ repoRoot, apiDir }: BundleLayout): string[] {
  const packagesDir = join(repoRoot, 'packages');
  const packageManifests = existsSync(packagesDir)
    ? readdirSync(packagesDir, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => join(packagesDir, entry.name, 'package.json'))
        .filter((manifestPath) => existsSync(manifestPath))
    : [];
  return [join(apiDir, 'package.json'), ...packageManifests];
}

/** Every declared npm dependency except our own workspace packages, sorted and unique. */
export function externalDependencies(layout: BundleLayout): string[] {
  const names = serverManifestPaths(layout).flatMap(dependencyNamesOf);
  return [...new Set(names)].filter((name) => !name.startsWith(WORKSPACE_SCOPE)).sort();
}

// esbuild's ESM output has neither `require` nor `__dirname`; a CommonJS dependency that reaches
// for them (or a bundled `require()` call) would fail without these definitions.
const COMMONJS_SHIM = [
  "import { createRequire as __courtsideCreateRequire } from 'node:module';",
  "import { fileURLToPath as __courtsideFileURLToPath } from 'node:url';",
  "import { dirname as __courtsideDirname } from 'node:path';",
  'const require = __courtsideCreateRequire(import.meta.url);',
  'const __filename = __courtsideFileURLToPath(import.meta.url);',
  'const __dirname = __courtsideDirname(__filename);',
].join('\n');

/** The compute workers' thread (data/compute/compute-pool.ts loads it from beside main.js). */
export const WORKER_ENTRY = join('src', 'data', 'compute', 'compute-worker.ts');

/**
 * Writes `<apiDir>/dist/main.js` from `<apiDir>/src/main.ts` and `dist/compute-worker.js` from
 * WORKER_ENTRY (with source maps). Each is self-contained: the code they share is in both.
 */
export async function bundleServer(layout: BundleLayout): Promise<BundleResult> {
  const external = externalDependencies(layout);
  const outdir = join(layout.apiDir, 'dist');
  const outfile = join(outdir, 'main.js');
  const result = await build({
    absWorkingDir: layout.repoRoot,
    entryPoints: [
      { in: join(layout.apiDir, 'src', 'main.ts'), out: 'main' },
      { in: join(layout.apiDir, WORKER_ENTRY), out: 'compute-worker' },
    ],
    outdir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    external,
    banner: { js: COMMONJS_SHIM },
    metafile: true,
    logLevel: 'silent',
  });

  // An undeclared dependency would otherwise be bundled silently, in whatever version happened
  // to be installed; make the build fail and say which package to declare.
  const bundledFromNodeModules = Object.keys(result.metafile.inputs).filter((input) =>
    input.includes('node_modules/'),
  );
  if (bundledFromNodeModules.length > 0) {
    throw new Error(
      'These files would be bundled from node_modules; declare their package as a dependency ' +
        `of apps/api or packages/*: ${bundledFromNodeModules.join(', ')}`,
    );
  }
  const bytes = result.metafile.outputs[relative(layout.repoRoot, outfile)]?.bytes ?? 0;
  return { outfile, bytes, external };
}
