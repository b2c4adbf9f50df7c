/**
 * The columns and qualifier of every player leaderboard (conference, division, tournament and
 * the starter page), so the boards cannot drift apart.
 */
import type { StatKey } from '@/lib/stats/dictionary';
import { isQualifiedField } from './StatTable/StatTable';

/** The box-score line of a leaderboard, computable over any set of games. */
export const PLAYER_BOARD_BOX_COLUMNS = [
  'position',
  'classYr',
  'gp',
  'mins',
  'ptsScored',
  'reb',
  'ast',
  'stl',
  'blk',
  'tov',
  'fgPct',
  'fg3Pct',
  'ftPct',
  'efgPct',
  'tsPct',
  'usagePct',
] as const satisfies readonly StatKey[];

/** With PER and the box rating: season models, which the API has for a season only. */
export const PLAYER_BOARD_SEASON_COLUMNS = [
  ...PLAYER_BOARD_BOX_COLUMNS,
  'per',
  'bpm',
] as const satisfies readonly StatKey[];

export const PLAYER_BOARD_QUALIFIER = {
  isQualified: isQualifiedField,
  note: 'Under 10% of the team’s minutes.',
};
