/**
 * The scoreboard's URL filters: a conference (absent for every conference) and "ranked games
 * only". The competition, division and day are the path's. An unreadable value falls back to
 * its default (lib/stats/url-filters).
 */
import {
  boolParam,
  defineUrlFilters,
  intItem,
  type FilterParam,
  type UrlFilters,
} from '@/lib/stats/url-filters';
import type { ScoreboardFilters } from './scoreboard-games';

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

export const SCOREBOARD_FILTERS: UrlFilters<ScoreboardFilters> =
  defineUrlFilters<ScoreboardFilters>({
    conference: conferenceParam,
    ranked: boolParam(false),
  });
