/**
 * The page's URL filters: every choice but the gender and the division (the path's) — season,
 * conference, stat, per-game or totals, the two compared splits, the fewest games a value needs
 * and the table's sort. One schema per gender, because the season's default and its allowed
 * values are the gender's; both are built here with the same defaults. An unreadable value
 * falls back to its default (lib/stats/url-filters).
 */
import { DEFAULT_COMPETITION_IDS, competitionsOfGender, type Gender } from '@courtside/contract';
import type { StatKey } from '@/lib/stats/dictionary';
import {
  defineUrlFilters,
  enumParam,
  intItem,
  type FilterParam,
  type UrlFilters,
} from '@/lib/stats/url-filters';
import { ALL_SPLIT_IDS, DEFAULT_SPLITS } from './splits';
import { DEFAULT_SPLIT_STAT, SPLIT_MODES, SPLIT_STAT_KEYS, type SplitMode } from './split-stats';

/** Columns the table sorts by besides the splits themselves (whose ids sort their columns). */
export const FIXED_SORT_KEYS = ['team', 'conference', 'difference'] as const;
export const SORT_ORDERS = ['desc', 'asc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/** Fewest games a split value needs to count (fewer: greyed, kept out of colours and chart). */
export const MIN_GAMES_OPTIONS = [1, 2, 3, 4, 5, 8, 10] as const;
export const DEFAULT_MIN_GAMES = 3;

export interface SplitFilterValues {
  season: number;
  /** null: every conference of the division. */
  conference: number | null;
  stat: StatKey;
  mode: SplitMode;
  a: string;
  b: string;
  minGames: number;
  /** 'team', 'conference', 'difference' or a split id. */
  sort: string;
  order: SortOrder;
}

/** A whole number from a fixed list. */
function intChoiceParam(values: readonly number[], defaultValue: number): FilterParam<number> {
  const item = intItem({ min: 0 });
  return {
    defaultValue,
    parse: (raw) => {
      const last = raw.at(-1);
      const value = last === undefined ? undefined : item.parse(last);
      return value !== undefined && values.includes(value) ? value : undefined;
    },
    serialize: (value) => [String(value)],
    equals: (a, b) => a === b,
  };
}

/** A conference id, absent for "every conference". */
const conferenceParam: FilterParam<number | null> = {
  defaultValue: null,
  parse: (raw) => {
    const last = raw.at(-1);
    return last === undefined ? undefined : intItem({ min: 0 }).parse(last);
  },
  serialize: (value) => (value === null ? [] : [String(value)]),
  equals: (a, b) => a === b,
};

function splitFiltersOf(gender: Gender): UrlFilters<SplitFilterValues> {
  const seasons = competitionsOfGender(gender).map((competition) => competition.id);
  return defineUrlFilters<SplitFilterValues>({
    season: intChoiceParam(seasons, DEFAULT_COMPETITION_IDS[gender]),
    conference: conferenceParam,
    stat: enumParam(SPLIT_STAT_KEYS, DEFAULT_SPLIT_STAT),
    mode: enumParam(SPLIT_MODES, 'perGame'),
    a: enumParam(ALL_SPLIT_IDS, DEFAULT_SPLITS.a),
    b: enumParam(ALL_SPLIT_IDS, DEFAULT_SPLITS.b),
    minGames: intChoiceParam(MIN_GAMES_OPTIONS, DEFAULT_MIN_GAMES),
    sort: enumParam([...FIXED_SORT_KEYS, ...ALL_SPLIT_IDS], 'difference'),
    order: enumParam(SORT_ORDERS, 'desc'),
  });
}

export const SPLIT_FILTERS: Readonly<Record<Gender, UrlFilters<SplitFilterValues>>> = {
  MALE: splitFiltersOf('MALE'),
  FEMALE: splitFiltersOf('FEMALE'),
};
