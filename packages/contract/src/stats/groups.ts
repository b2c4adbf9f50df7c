/**
 * Named groups of registry keys that several rows or tables carry together: the box-score line
 * and its made–attempted pairs, the four factors, the three-point rates, the ratings of a unit
 * and the shooting of an on/off side. A table or a row schema that shows a group spreads it, so
 * the group's members and their order are written here once.
 */
import { agstKey } from './forms';
import { OFFICIAL_BOX_COUNTS, keysWithout, type StatKey } from './registry';
import type { OfficialBoxCountKey } from './counting';

/** A make and its attempt, as a box score writes them ("3PT 7-20"), with their percentage. */
export interface ShotPair {
  readonly make: OfficialBoxCountKey;
  readonly attempt: OfficialBoxCountKey;
  readonly pct: StatKey;
  /** The header of the made–attempted cell of a box score's totals line. */
  readonly label: string;
}

const FIELD_GOALS = { make: 'fgm', attempt: 'fga', pct: 'fgPct', label: 'FG' } as const;
const THREES = { make: 'fgm3', attempt: 'fga3', pct: 'fg3Pct', label: '3PT' } as const;
const FREE_THROWS = { make: 'ftm', attempt: 'fta', pct: 'ftPct', label: 'FT' } as const;

/** The made–attempted pairs of the official box line, in box order. */
export const BOX_SHOT_PAIRS = [
  FIELD_GOALS,
  THREES,
  FREE_THROWS,
] as const satisfies readonly ShotPair[];

/** The pair whose attempt `key` is, if any. */
export function shotPairOfAttempt(key: StatKey): ShotPair | undefined {
  return BOX_SHOT_PAIRS.find((pair) => pair.attempt === key);
}

/** The pair whose make `key` is, if any. */
export function shotPairOfMake(key: StatKey): ShotPair | undefined {
  return BOX_SHOT_PAIRS.find((pair) => pair.make === key);
}

/** The three-point make and attempt: the three-point split of a box line. */
export const THREE_POINT_COUNTS = [THREES.make, THREES.attempt] as const;

/**
 * The official box line with each made–attempted pair followed by its percentage: a game box
 * score's team table (PTS, FGM, FGA, FG%, 3PM, 3PA, 3P%, FTM, FTA, FT%, ORB … PF).
 */
export const BOX_SCORE_COLUMNS: readonly StatKey[] = OFFICIAL_BOX_COUNTS.flatMap((key) => {
  const pair = shotPairOfAttempt(key);
  return pair === undefined ? [key] : [key, pair.pct];
});

/**
 * The official box line with total rebounds only (no offensive/defensive split): what a game
 * log row and a box score's totals line show.
 */
export const BOX_LINE_COUNTS = keysWithout(OFFICIAL_BOX_COUNTS, ['orb', 'drb']);

/** Dean Oliver's four factors: shooting, turnovers, offensive rebounding, free throws. */
export const FOUR_FACTORS = [
  'efgPct',
  'tovPct',
  'orbPct',
  'ftaRate',
] as const satisfies readonly StatKey[];

/** The opponents' four factors (a team line's defense), in the same order. */
export const FOUR_FACTORS_AGST = FOUR_FACTORS.map(agstKey);

/** How well and how often a line shoots threes: 3P% and the 3PA rate. */
export const THREE_POINT_RATES = ['fg3Pct', 'fga3Rate'] as const satisfies readonly StatKey[];

/** A unit's points scored, allowed and their difference per 100 possessions. */
export const NET_RATINGS = ['ortg', 'drtg', 'netRtg'] as const satisfies readonly StatKey[];

/** The rates of a lineup row: its ratings, its and its opponents' eFG%, and its 3P%. */
export const LINEUP_RATES = [
  ...NET_RATINGS,
  'efgPct',
  agstKey('efgPct'),
  'fg3Pct',
] as const satisfies readonly StatKey[];

/** The shooting of one side of an on/off row: eFG% and the 3PA rate. */
export const ON_OFF_SHOOTING = ['efgPct', 'fga3Rate'] as const satisfies readonly StatKey[];

/**
 * The rates of a player line, in row order: shooting percentages, shooting efficiency, shot
 * mix, rebounding, playmaking, defense and usage. Tests check it holds every player rate of
 * the registry once.
 */
export const PLAYER_LINE_RATES = [
  'fgPct',
  'fg2Pct',
  'fg3Pct',
  'ftPct',
  'efgPct',
  'tsPct',
  'fga3Rate',
  'ftaRate',
  'orbPct',
  'drbPct',
  'rebPct',
  'astPct',
  'astTov',
  'stlPct',
  'blkPct',
  'tovPct',
  'usagePct',
] as const satisfies readonly StatKey[];
