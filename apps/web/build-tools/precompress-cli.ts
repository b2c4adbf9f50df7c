/**
 * `tsx apps/web/build-tools/precompress-cli.ts DIR`: writes the compressed copies of a build
 * made with COURTSIDE_PRECOMPRESS=later (precompress.ts). `npm start` runs it at the lowest CPU
 * priority beside the server on a first start.
 */
import { existsSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { precompressDir } from './precompress';

/** Runs the pass on `args[0]`; returns the exit code and reports on `log`/`fail`. */
export async function runPrecompressCli(
  args: readonly string[],
  log: (line: string) => void = console.info,
  fail: (line: string) => void = console.error,
): Promise<number> {
  const [dirArg, ...rest] = args;
  if (dirArg === undefined || rest.length > 0) {
    fail('Usage: precompress-cli.ts DIR (a built web app, e.g. apps/web/dist)');
    return 2;
  }
  const dir = resolve(dirArg);
  if (!existsSync(dir) || !statSync(dir).isDirectory()) {
    fail(`precompress: ${dir} is not a folder`);
    return 2;
  }
  try {
    const files = await precompressDir(dir);
    log(`precompress: ${files} files of ${dir} have their .br and .gz`);
    return 0;
  } catch (error) {
    fail(`precompress failed: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = await runPrecompressCli(process.argv.slice(2));
}
