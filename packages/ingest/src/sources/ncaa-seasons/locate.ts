/**
 * Finds a season's files in a folder laid out like ../shared/data/ncaa: `mbb/` and `wbb/`, each
 * with `seasons/` (the parquet datasets) and `games/` (one JSON bundle per game, named
 * `<contest_id>.json`).
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { competitionLabel } from '@courtside/contract';
import { DATASETS, GENDER_CODE, REQUIRED_DATASETS, seasonFileName } from './datasets';
import type { Dataset, SeasonRef } from './datasets';
import { IngestInputError } from './errors';

export interface SeasonFileSet {
  /** Folder or base URL, for the record. */
  readonly origin: string;
  readonly files: Partial<Record<Dataset, string>>;
  /** Paths of game bundles (all of them; the ingest keeps those of the season). */
  readonly bundles: readonly string[];
}

const BUNDLE = /^(\d+)\.json$/;

export const bundleGameId = (fileName: string): number | null => {
  const match = BUNDLE.exec(fileName);
  return match?.[1] ? Number(match[1]) : null;
};

export function listBundles(gamesDir: string): string[] {
  if (!existsSync(gamesDir)) return [];
  return readdirSync(gamesDir)
    .filter((name) => BUNDLE.test(name))
    .sort()
    .map((name) => join(gamesDir, name));
}

function seasonsPresent(seasonsDir: string, code: string): number[] {
  const pattern = new RegExp(`^ncaa_${code}_schedule_(\\d{4})\\.parquet$`);
  return readdirSync(seasonsDir)
    .map((name) => pattern.exec(name)?.[1])
    .filter((year): year is string => year !== undefined)
    .map(Number)
    .sort((a, b) => a - b);
}

export function locateFolder(dir: string, ref: SeasonRef): SeasonFileSet {
  if (!existsSync(dir) || !statSync(dir).isDirectory()) {
    throw new IngestInputError(`--from ${dir}: no such folder`);
  }
  const code = GENDER_CODE[ref.gender];
  const seasonsDir = join(dir, code, 'seasons');
  if (!existsSync(seasonsDir)) {
    throw new IngestInputError(
      `${seasonsDir}: no such folder (expected ${code}/seasons/ under --from)`,
    );
  }
  const files: Partial<Record<Dataset, string>> = {};
  for (const dataset of DATASETS) {
    const path = join(seasonsDir, seasonFileName(ref.gender, dataset, ref.season));
    if (existsSync(path)) files[dataset] = path;
  }
  if (!files.schedule) {
    const present = seasonsPresent(seasonsDir, code);
    throw new IngestInputError(
      `No ${competitionLabel(ref.season - 1, ref.gender)} data in ${seasonsDir}: ` +
        `${seasonFileName(ref.gender, 'schedule', ref.season)} is missing` +
        (present.length > 0 ? ` (seasons present: ${present.join(', ')})` : ''),
    );
  }
  for (const dataset of REQUIRED_DATASETS) {
    if (!files[dataset]) {
      throw new IngestInputError(
        `Missing ${join(seasonsDir, seasonFileName(ref.gender, dataset, ref.season))} (the ${dataset} dataset is required)`,
      );
    }
  }
  return { origin: dir, files, bundles: listBundles(join(dir, code, 'games')) };
}
