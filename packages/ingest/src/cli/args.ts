/**
 * Flags of `npm run ingest`. Every mistake is one line naming the flag, and the CLI exits 2
 * (usage error) before touching any file.
 */
import type { Gender } from '@courtside/contract';
import { coveredSeasons, seasonRef } from '../sources/ncaa-seasons/datasets';
import type { SeasonSource } from '../sources/ncaa-seasons/ingest';
import { DEFAULT_RELEASE_URL } from '../sources/ncaa-seasons/download';

export const USAGE = `Usage: npm run ingest -- ncaa --gender men|women --season YEAR [--from DIR | --url BASE]
                                 [--data-dir DIR] [--fresh]

  ncaa             the NCAA season datasets (the only source)
  --gender         men or women
  --season         the year the season ends: 2025 = 2024-25
  --from DIR       a folder laid out like ../shared/data/ncaa (mbb|wbb/{seasons,games})
  --url BASE       download from BASE: a template with {tag} and {file}, or a mirror of the
                   folder layout; default ${DEFAULT_RELEASE_URL}
  --data-dir DIR   where warehouse.duckdb lives (default $DATA_DIR, else var/)
  --fresh          start from an empty warehouse instead of keeping the other seasons`;

export class UsageError extends Error {}

export interface IngestArgs {
  readonly gender: Gender;
  readonly season: number;
  readonly source: SeasonSource;
  readonly dataDir: string | undefined;
  readonly fresh: boolean;
}

export type ParsedArgs = { help: true } | ({ help: false } & IngestArgs);

const VALUE_FLAGS = new Set(['--gender', '--season', '--from', '--url', '--data-dir']);
const GENDERS: Readonly<Record<string, Gender>> = { men: 'MALE', women: 'FEMALE' };

export function parseIngestArgs(argv: readonly string[]): ParsedArgs {
  if (argv.includes('--help') || argv.includes('-h')) return { help: true };
  const [source, ...rest] = argv;
  if (source === undefined)
    throw new UsageError('Missing the source: ingest ncaa --gender … --season …');
  if (source !== 'ncaa')
    throw new UsageError(`Unknown source "${source}": the only source is ncaa`);
  const values = new Map<string, string>();
  let fresh = false;
  for (let i = 0; i < rest.length; i += 1) {
    const flag = rest[i] as string;
    if (flag === '--fresh') {
      fresh = true;
      continue;
    }
    if (!VALUE_FLAGS.has(flag)) throw new UsageError(`Unknown argument "${flag}"`);
    const value = rest[i + 1];
    if (value === undefined || value.startsWith('--'))
      throw new UsageError(`${flag} needs a value`);
    if (values.has(flag)) throw new UsageError(`${flag} is given twice`);
    values.set(flag, value);
    i += 1;
  }
  const genderText = values.get('--gender');
  if (genderText === undefined) throw new UsageError('Missing --gender (men or women)');
  const gender = GENDERS[genderText];
  if (!gender) throw new UsageError(`--gender must be men or women, not "${genderText}"`);
  const seasonText = values.get('--season');
  if (seasonText === undefined)
    throw new UsageError('Missing --season (the year the season ends, e.g. 2025)');
  if (!/^\d{4}$/.test(seasonText))
    throw new UsageError(`--season must be a year like 2025, not "${seasonText}"`);
  const season = Number(seasonText);
  if (!seasonRef(gender, season)) {
    const { first, last } = coveredSeasons();
    throw new UsageError(`Unknown season ${season}: Courtside covers seasons ${first} to ${last}`);
  }
  const from = values.get('--from');
  const url = values.get('--url');
  if (from !== undefined && url !== undefined)
    throw new UsageError('Give --from or --url, not both');
  if (url !== undefined && !/^https?:\/\//.test(url))
    throw new UsageError(`--url must start with http:// or https://, not "${url}"`);
  return {
    help: false,
    gender,
    season,
    source:
      from !== undefined
        ? { kind: 'folder', dir: from }
        : { kind: 'url', base: url ?? DEFAULT_RELEASE_URL },
    dataDir: values.get('--data-dir'),
    fresh,
  };
}
