/**
 * The per-season NCAA datasets (ARCHITECTURE.md, "Sources"): which files a season has, how they
 * are named, and the columns the ingest reads from each. Four are required (schedule, team box,
 * team ids, team rosters); play-by-play, shots and player box are optional: with them the
 * season's games get play-by-play from the season files (shots and player box only complete
 * the pbp file's games), besides the per-game JSON bundles in games/; without either the season
 * still gives team stats and ratings from the box scores.
 */
import { COMPETITIONS } from '@courtside/contract';
import type { Gender } from '@courtside/contract';
import { TEAM_BOX_STATS } from '../ncaa/schema';
import { requiredColumns, type PbpDataset } from './season-pbp-columns';

export const DATASETS = [
  'schedule',
  'team_box',
  'team_ids',
  'team_rosters',
  'player_box',
  'pbp',
  'shots',
] as const;
export type Dataset = (typeof DATASETS)[number];
export type { PbpDataset };
// Typed as both, so a play-by-play dataset missing from DATASETS fails the typecheck.
export const PBP_DATASETS: readonly (PbpDataset & Dataset)[] = ['pbp', 'shots', 'player_box'];

export const REQUIRED_DATASETS: readonly Dataset[] = [
  'schedule',
  'team_box',
  'team_ids',
  'team_rosters',
];

export type GenderCode = 'mbb' | 'wbb';
export const GENDER_CODE: Readonly<Record<Gender, GenderCode>> = { MALE: 'mbb', FEMALE: 'wbb' };

/** `ncaa_mbb_team_box_2025.parquet` */
export const seasonFileName = (gender: Gender, dataset: Dataset, season: number): string =>
  `ncaa_${GENDER_CODE[gender]}_${dataset}_${season}.parquet`;

/** The sportsdataverse release tag holding a dataset, e.g. `ncaa_mbb_team_box`. */
export const releaseTag = (gender: Gender, dataset: Dataset): string =>
  `ncaa_${GENDER_CODE[gender]}_${dataset}`;

/** Columns the ingest reads; any others are ignored, so a new column never breaks ingest. */
export const REQUIRED_COLUMNS: Readonly<Record<Dataset, readonly string[]>> = {
  schedule: ['contest_id', 'game_date', 'home', 'away', 'home_score', 'away_score'],
  team_box: ['contest_id', 'home', 'away', 'team', 'mins', ...TEAM_BOX_STATS, 'team_ncaa_team_id'],
  team_ids: ['team', 'conference', 'id'],
  team_rosters: [
    'team_id',
    'player_id',
    'player',
    'clean_name',
    'jersey',
    'class',
    'position',
    'height',
    'ht_inches',
    'hometown',
  ],
  pbp: requiredColumns('pbp'),
  shots: requiredColumns('shots'),
  player_box: requiredColumns('player_box'),
};

export interface SeasonRef {
  readonly gender: Gender;
  /** The year the season ends: 2025 = 2024-25. */
  readonly season: number;
  readonly competitionId: number;
}

/** Seasons the contract covers, as end years, for error messages. */
export function coveredSeasons(): { first: number; last: number } {
  const ends = COMPETITIONS.map((competition) => competition.yearEnd);
  return { first: Math.min(...ends), last: Math.max(...ends) };
}

/** Season (end year) → competition id via the contract; null when not covered. */
export function seasonRef(gender: Gender, season: number): SeasonRef | null {
  const competition = COMPETITIONS.find(
    (candidate) => candidate.gender === gender && candidate.yearEnd === season,
  );
  return competition ? { gender, season, competitionId: competition.id } : null;
}
