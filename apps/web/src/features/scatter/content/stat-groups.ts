/**
 * The stat pickers' groups: a row's numeric dictionary fields (lib/stats/row-stat-keys) sorted
 * into what they measure — ratings, rates, per-game values, differentials, totals, each with
 * the opponents' version apart — so a list of over a hundred stats reads as a few short lists.
 * Labels and order of the stats inside a group are the dictionary's.
 */
import {
  ADJUSTED_RATING_STATS,
  COUNTING_STATS,
  PLAYER_RATE_STATS,
  RANKING_STATS,
  RAW_RATING_STATS,
  SHOOTING_STATS,
} from '@courtside/contract';
import { statDefinition, type StatKey } from '@/lib/stats/dictionary';

export type StatGroupId =
  | 'ratings'
  | 'rates'
  | 'oppRates'
  | 'perGame'
  | 'oppPerGame'
  | 'differentials'
  | 'playingTime'
  | 'totals'
  | 'oppTotals';

const GROUP_LABELS: Readonly<Record<StatGroupId, string>> = {
  ratings: 'Ratings',
  rates: 'Shooting and rates',
  oppRates: "Opponents' shooting and rates",
  perGame: 'Per game',
  oppPerGame: "Opponents' per game",
  differentials: 'Differentials per game',
  playingTime: 'Games, minutes and records',
  totals: 'Season totals',
  oppTotals: "Opponents' season totals",
};

const GROUP_ORDER = Object.keys(GROUP_LABELS) as StatGroupId[];

const keysOf = (entries: readonly { key: string }[]): ReadonlySet<string> =>
  new Set(entries.map((entry) => entry.key));

const RATING_KEYS = new Set([
  ...keysOf(RAW_RATING_STATS),
  ...keysOf(ADJUSTED_RATING_STATS),
  ...keysOf(RANKING_STATS),
  'per',
  'bpm',
  'rapm',
  'orapm',
  'drapm',
  'ortgPlayer',
  'drtgPlayer',
]);
const RATE_KEYS = new Set([...keysOf(SHOOTING_STATS), ...keysOf(PLAYER_RATE_STATS)]);
const COUNT_KEYS = new Set([...keysOf(COUNTING_STATS), 'pfd', 'plusMinus']);
const COUNT_AGST_KEYS: ReadonlySet<string> = new Set(COUNTING_STATS.map((count) => count.agstKey));

/** What a stat field measures. */
export function statGroupOf(key: string): StatGroupId {
  if (RATING_KEYS.has(key)) return 'ratings';
  if (RATE_KEYS.has(key)) return 'rates';
  if (key.endsWith('Agst') && RATE_KEYS.has(key.slice(0, -'Agst'.length))) return 'oppRates';
  if (key.endsWith('PgAgst')) return 'oppPerGame';
  if (key.endsWith('Pg')) return 'perGame';
  if (key.endsWith('Diff')) return 'differentials';
  if (COUNT_KEYS.has(key)) return 'totals';
  if (COUNT_AGST_KEYS.has(key)) return 'oppTotals';
  return 'playingTime';
}

export interface StatOptionGroup<K extends StatKey> {
  id: StatGroupId;
  label: string;
  options: readonly { key: K; label: string }[];
}

/** The stats in groups, in the groups' order; empty groups are left out. */
export function groupStats<K extends StatKey>(keys: readonly K[]): StatOptionGroup<K>[] {
  return GROUP_ORDER.map((id) => ({
    id,
    label: GROUP_LABELS[id],
    options: keys
      .filter((key) => statGroupOf(key) === id)
      .map((key) => ({ key, label: optionLabel(key) })),
  })).filter((group) => group.options.length > 0);
}

/** "Adjusted offensive efficiency (AdjO)": the full name with the column header. */
export function optionLabel(key: StatKey): string {
  const { label, shortLabel } = statDefinition(key);
  return label === shortLabel ? label : `${label} (${shortLabel})`;
}
