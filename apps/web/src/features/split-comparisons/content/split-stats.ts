/**
 * The stats the page offers: those both row kinds it reads carry — the team line of
 * `team-agg-stats` and of `team-period-stats` (ratings, rates and counts with their opponents'
 * versions and per-game differentials), taken from the contract's stat registry so the list
 * follows the rows. Labels, formats and directions are the stat dictionary's; adjusted ratings
 * are left out because they are season values, the same on every split.
 */
import {
  RATE_AGST_STATS,
  RAW_RATING_STATS,
  SHOOTING_STATS,
  countingKeysOf,
  countingStat,
  diffKey,
} from '@courtside/contract';
import { allowsMode, type StatDefinition, type StatKey } from '@/lib/stats/dictionary';

export interface SplitStatGroup {
  label: string;
  keys: readonly StatKey[];
}

const TEAM_COUNTS = countingKeysOf('team');

export const SPLIT_STAT_GROUPS: readonly SplitStatGroup[] = [
  { label: 'Ratings', keys: RAW_RATING_STATS.map((stat) => stat.key) },
  { label: 'Shooting and four factors', keys: SHOOTING_STATS.map((stat) => stat.key) },
  { label: 'Opponents’ shooting and four factors', keys: RATE_AGST_STATS.map((stat) => stat.key) },
  { label: 'Box score', keys: TEAM_COUNTS },
  { label: 'Opponents’ box score', keys: TEAM_COUNTS.map((key) => countingStat(key).agstKey) },
  { label: 'Differentials per game', keys: TEAM_COUNTS.map(diffKey) },
];

export const SPLIT_STAT_KEYS: readonly StatKey[] = SPLIT_STAT_GROUPS.flatMap((group) => group.keys);

export const DEFAULT_SPLIT_STAT: StatKey = 'netRtg';

/** The modes of the page: per game where the stat is a total, else the value as sent. */
export const SPLIT_MODES = ['perGame', 'totals'] as const;
export type SplitMode = (typeof SPLIT_MODES)[number];

/** Whether the stat is a total the per-game switch applies to. */
export function convertsPerGame(definition: StatDefinition): boolean {
  return allowsMode(definition, 'perGame');
}
