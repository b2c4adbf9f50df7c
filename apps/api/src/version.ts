import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { repoRoot } from './paths';
import { StartupError } from './startup-error';

const packageManifest = z.object({ version: z.string().min(1) });

/**
 * The product version from the root package.json. It is read from disk at start-up rather than
 * bundled, so it always names the release that is checked out next to the server.
 */
export function readProductVersion(manifestPath = join(repoRoot, 'package.json')): string {
  try {
    return packageManifest.parse(JSON.parse(readFileSync(manifestPath, 'utf8'))).version;
  } catch (error) {
    const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
    throw new StartupError(`Cannot read the product version from ${manifestPath}: ${reason}`);
  }
}
