/**
 * Test support for the data API: a warehouse built from the real NCAA files in
 * ../shared/data/ncaa (never copied into the repository) into a temporary DATA_DIR, through the
 * warehouse package's own ingest: men's 2024-25 (full season of box scores), then optionally
 * women's 2024-25 into the same folder (a second build, so a second data version). Under
 * CI=true missing data fails the suite instead of skipping it.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Gender } from '@courtside/contract';
import type { IngestSummary } from '@courtside/ingest';
import { ingestNcaaSeason } from '@courtside/ingest';
import { repoRoot } from '../../paths';

export const NCAA_DATA = join(repoRoot, '..', 'shared', 'data', 'ncaa');

/** Whether the real data is there; throws under CI=true when it is not. */
export function realDataAvailable(): boolean {
  const present = existsSync(join(NCAA_DATA, 'mbb', 'seasons'));
  if (!present && process.env['CI'] === 'true') {
    throw new Error(`CI=true and the real NCAA data is missing at ${NCAA_DATA}`);
  }
  return present;
}

export interface TestWarehouse {
  readonly dataDir: string;
  /** Ingests one more 2024-25 season into the same folder (a new data version). */
  ingest(gender: Gender): Promise<IngestSummary>;
  remove(): void;
}

export async function buildTestWarehouse(genders: readonly Gender[]): Promise<TestWarehouse> {
  const dataDir = mkdtempSync(join(tmpdir(), 'courtside-data-api-'));
  const ingest = (gender: Gender) =>
    ingestNcaaSeason({
      dataDir,
      gender,
      season: 2025,
      source: { kind: 'folder', dir: NCAA_DATA },
    });
  for (const gender of genders) await ingest(gender);
  return {
    dataDir,
    ingest,
    remove: () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

/** Men's and women's 2024-25, the warehouse most data API tests read. */
export const BOTH_GENDERS: readonly Gender[] = ['MALE', 'FEMALE'];
