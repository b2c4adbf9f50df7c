/**
 * Test support: where the real NCAA files live (../shared/data/ncaa, never copied into the
 * repository), and a guard that fails under CI=true when they are missing instead of letting
 * the tests skip silently.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repoRoot } from '@courtside/warehouse';

export const SHARED_DATA = join(repoRoot, '..', 'shared', 'data');
export const NCAA_DATA = join(SHARED_DATA, 'ncaa');
export const hasRealData = existsSync(join(NCAA_DATA, 'mbb', 'seasons'));

/** Throws under CI when the data is missing; otherwise says whether to run. */
export function realDataAvailable(): boolean {
  if (!hasRealData && process.env['CI'] === 'true') {
    throw new Error(`CI=true and the real NCAA data is missing at ${NCAA_DATA}`);
  }
  return hasRealData;
}

export const seasonFile = (code: 'mbb' | 'wbb', dataset: string, season: number): string =>
  join(NCAA_DATA, code, 'seasons', `ncaa_${code}_${dataset}_${season}.parquet`);

export function tempDir(prefix: string): { path: string; remove: () => void } {
  const path = mkdtempSync(join(tmpdir(), `courtside-${prefix}-`));
  return { path, remove: () => rmSync(path, { recursive: true, force: true }) };
}
