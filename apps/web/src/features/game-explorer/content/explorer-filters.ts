/**
 * The page's URL filters: every search choice (the path names the season and division) — the
 * bounds of each game figure, the dates, teams, conferences, site, tournament stage and round,
 * and the results' order (contract EXPLORER_SORTS, or one reversed as `-total`) — with their
 * defaults stated once here, and their translation into the contract's search filter, which the
 * server applies. An unreadable value falls back to its default (lib/stats/url-filters). The
 * winner's pre-game win probability travels as a whole percent.
 */
import {
  EXPLORER_RANGE_KEYS,
  EXPLORER_SITES,
  EXPLORER_SORT_BYS,
  EXPLORER_STAGES,
  type ExplorerRange,
  type ExplorerRangeKey,
  type ExplorerSite,
  type ExplorerSortBy,
  type ExplorerStage,
  type GameExplorerFilter,
} from '@courtside/contract';
import {
  defineUrlFilters,
  enumParam,
  intItem,
  listParam,
  type FilterParam,
  type ItemParser,
} from '@/lib/stats/url-filters';

/** The URL names of the range bounds. */
export const BOUND_PARAMS = [
  'marginMin',
  'marginMax',
  'totalMin',
  'totalMax',
  'leadMin',
  'leadMax',
  'comebackMin',
  'comebackMax',
  'runMin',
  'runMax',
  'changesMin',
  'changesMax',
  'otMin',
  'otMax',
  'winProbMin',
  'winProbMax',
] as const;
export type BoundParam = (typeof BOUND_PARAMS)[number];

/** Per range: its URL names, the input's bounds and how a URL number becomes the row's value. */
export interface RangeField {
  key: ExplorerRangeKey;
  minParam: BoundParam;
  maxParam: BoundParam;
  /** Largest value the input accepts. */
  limit: number;
  /**
   * URL number ÷ this = row value (the win probability is a percent in the URL, 0-1 in rows).
   * A division, because 35 / 100 is the double nearest 0.35 and 35 × 0.01 is not.
   */
  divisor: number;
}

export const RANGE_FIELDS: readonly RangeField[] = [
  { key: 'margin', minParam: 'marginMin', maxParam: 'marginMax', limit: 200, divisor: 1 },
  { key: 'total', minParam: 'totalMin', maxParam: 'totalMax', limit: 400, divisor: 1 },
  { key: 'largestLead', minParam: 'leadMin', maxParam: 'leadMax', limit: 200, divisor: 1 },
  { key: 'comeback', minParam: 'comebackMin', maxParam: 'comebackMax', limit: 200, divisor: 1 },
  { key: 'biggestRun', minParam: 'runMin', maxParam: 'runMax', limit: 200, divisor: 1 },
  { key: 'leadChanges', minParam: 'changesMin', maxParam: 'changesMax', limit: 200, divisor: 1 },
  { key: 'overtimes', minParam: 'otMin', maxParam: 'otMax', limit: 10, divisor: 1 },
  {
    key: 'winnerWinProbability',
    minParam: 'winProbMin',
    maxParam: 'winProbMax',
    limit: 100,
    divisor: 100,
  },
];

export type ExplorerFilterValues = Record<BoundParam, number | null> & {
  from: string | null;
  to: string | null;
  teams: readonly number[];
  conferences: readonly number[];
  site: ExplorerSite;
  stage: ExplorerStage;
  /** A bracket round; read only with a tournament stage, whose games name its rounds. */
  round: number | null;
  /** A server sort, `-` first for its reverse (a header clicked the other way). */
  sort: ExplorerSortBy;
};

/** A whole number within [0, max], absent for "no bound". */
function optionalIntParam(max: number): FilterParam<number | null> {
  const item = intItem({ min: 0, max });
  return {
    defaultValue: null,
    parse: (raw) => {
      const last = raw.at(-1);
      return last === undefined ? undefined : item.parse(last);
    },
    serialize: (value) => (value === null ? [] : [String(value)]),
    equals: (a, b) => a === b,
  };
}

/** A real calendar day, yyyy-mm-dd. */
const dayItem: ItemParser<string> = {
  parse: (raw) => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(raw)) return undefined;
    const date = new Date(`${raw}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === raw
      ? raw
      : undefined;
  },
  serialize: (value) => value,
};

/** A day, absent for "no bound". */
const dayParam: FilterParam<string | null> = {
  defaultValue: null,
  parse: (raw) => {
    const last = raw.at(-1);
    return last === undefined ? undefined : dayItem.parse(last);
  },
  serialize: (value) => (value === null ? [] : [value]),
  equals: (a, b) => a === b,
};

const limitOf = (param: BoundParam): number =>
  RANGE_FIELDS.find((field) => field.minParam === param || field.maxParam === param)?.limit ?? 0;

const boundParams = Object.fromEntries(
  BOUND_PARAMS.map((param) => [param, optionalIntParam(limitOf(param))]),
) as Record<BoundParam, FilterParam<number | null>>;

export const EXPLORER_FILTERS = defineUrlFilters<ExplorerFilterValues>({
  ...boundParams,
  from: dayParam,
  to: dayParam,
  teams: listParam(intItem({ min: 1 }), [], { joinWith: '-', maxItems: 20 }),
  conferences: listParam(intItem({ min: 1 }), [], { joinWith: '-', maxItems: 40 }),
  site: enumParam(EXPLORER_SITES, 'any'),
  stage: enumParam(EXPLORER_STAGES, 'any'),
  round: optionalIntParam(10),
  sort: enumParam(EXPLORER_SORT_BYS, 'date'),
});

function rangeOf(values: ExplorerFilterValues, field: RangeField): ExplorerRange {
  const scaled = (value: number | null) => (value === null ? null : value / field.divisor);
  return { min: scaled(values[field.minParam]), max: scaled(values[field.maxParam]) };
}

const OPEN_RANGE: ExplorerRange = { min: null, max: null };

/** The contract's search filter of the page's values. */
export function searchFilterOf(values: ExplorerFilterValues): GameExplorerFilter {
  const ranges = Object.fromEntries(
    EXPLORER_RANGE_KEYS.map((key) => {
      const field = RANGE_FIELDS.find((entry) => entry.key === key);
      return [key, field === undefined ? OPEN_RANGE : rangeOf(values, field)];
    }),
  ) as Record<ExplorerRangeKey, ExplorerRange>;
  return {
    ranges,
    from: values.from,
    to: values.to,
    teamIds: values.teams,
    conferenceIds: values.conferences,
    site: values.site,
    stage: values.stage,
    round: values.stage === 'conference' || values.stage === 'national' ? values.round : null,
  };
}
