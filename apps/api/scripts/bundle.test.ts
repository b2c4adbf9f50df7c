import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bundleServer, externalDependencies } from './bundle';

const run = promisify(execFile);

let repoRoot: string;
let apiDir: string;

async function writeFiles(files: Record<string, string>): Promise<void> {
  for (const [path, content] of Object.entries(files)) {
    const fullPath = join(repoRoot, path);
    await mkdir(dirname(fullPath), { recursive: true });
    await writeFile(fullPath, content);
  }
}

const manifest = (fields: Record<string, unknown>): string =>
  JSON.stringify({ version: '1.0.0', type: 'module', ...fields });

/** A miniature monorepo: a server that imports a workspace package and two npm packages. */
beforeEach(async () => {
  repoRoot = await mkdtemp(join(tmpdir(), 'courtside-bundle-'));
  apiDir = join(repoRoot, 'apps', 'api');
  await writeFiles({
    'apps/api/package.json': manifest({
      name: '@courtside/api',
      dependencies: { '@courtside/lib': '*', 'esm-dep': '1.0.0' },
    }),
    'apps/api/src/main.ts': [
      "import { greet } from '@courtside/lib';",
      "import { shout } from 'esm-dep';",
      'const message: string = shout(greet("court"));',
      'console.log(message, typeof require, typeof __dirname);',
    ].join('\n'),
    'apps/api/src/data/compute/compute-worker.ts': [
      "import { greet } from '@courtside/lib';",
      'console.log(greet("worker"));',
    ].join('\n'),
    'packages/lib/package.json': manifest({
      name: '@courtside/lib',
      exports: { '.': './src/index.ts' },
      dependencies: { 'cjs-dep': '1.0.0' },
    }),
    'packages/lib/src/index.ts': [
      "import { suffix } from 'cjs-dep';",
      'export const greet = (name: string): string => `hello ${name}${suffix}`;',
    ].join('\n'),
    'node_modules/esm-dep/package.json': manifest({ name: 'esm-dep', main: 'index.js' }),
    'node_modules/esm-dep/index.js': 'export const shout = (text) => text.toUpperCase();',
    'node_modules/cjs-dep/package.json': JSON.stringify({ name: 'cjs-dep', main: 'index.js' }),
    'node_modules/cjs-dep/index.js': "exports.suffix = '!';",
    'node_modules/undeclared-dep/package.json': JSON.stringify({ name: 'undeclared-dep' }),
    'node_modules/undeclared-dep/index.js': 'exports.value = 1;',
  });
  await mkdir(join(repoRoot, 'node_modules', '@courtside'), { recursive: true });
  await symlink(
    join(repoRoot, 'packages', 'lib'),
    join(repoRoot, 'node_modules', '@courtside', 'lib'),
    'dir',
  );
});

afterEach(async () => {
  await rm(repoRoot, { recursive: true, force: true });
});

describe('externalDependencies', () => {
  it('lists the npm dependencies of the server and the packages, without @courtside/*', () => {
    expect(externalDependencies({ repoRoot, apiDir })).toEqual(['cjs-dep', 'esm-dep']);
  });

  it('covers the real server’s dependencies', () => {
    const realApiDir = resolve(import.meta.dirname, '..');
    const external = externalDependencies({
      repoRoot: resolve(realApiDir, '..', '..'),
      apiDir: realApiDir,
    });
    expect(external).toEqual(expect.arrayContaining(['fastify', '@fastify/static', 'zod']));
    expect(external.filter((name) => name.startsWith('@courtside/'))).toEqual([]);
  });
});

describe('bundleServer', () => {
  it('compiles workspace packages in and leaves npm packages external', async () => {
    const { outfile } = await bundleServer({ repoRoot, apiDir });
    expect(outfile).toBe(join(apiDir, 'dist', 'main.js'));
    const bundle = await readFile(outfile, 'utf8');
    expect(bundle).toContain('hello ${name}');
    expect(bundle).toMatch(/from "esm-dep"/);
    expect(bundle).toMatch(/from "cjs-dep"/);
    expect(bundle).not.toContain('toUpperCase');
    await expect(readFile(`${outfile}.map`, 'utf8')).resolves.toContain('"mappings"');
  });

  it('runs under plain node from another directory, with require and __dirname defined', async () => {
    const { outfile } = await bundleServer({ repoRoot, apiDir });
    const { stdout } = await run(process.execPath, [outfile], { cwd: tmpdir() });
    expect(stdout.trim()).toBe('HELLO COURT! function string');
  });

  it('writes the compute worker next to the server, with the workspace code compiled in', async () => {
    const { outfile } = await bundleServer({ repoRoot, apiDir });
    const worker = join(dirname(outfile), 'compute-worker.js');
    const { stdout } = await run(process.execPath, [worker], { cwd: tmpdir() });
    expect(stdout.trim()).toBe('hello worker!');
  });

  it('fails, naming the file, when the server imports an undeclared package', async () => {
    await writeFiles({
      'apps/api/src/main.ts': "import { value } from 'undeclared-dep';\nconsole.log(value);",
    });
    await expect(bundleServer({ repoRoot, apiDir })).rejects.toThrow(
      /declare their package as a dependency.*node_modules\/undeclared-dep\/index\.js/,
    );
  });
});
