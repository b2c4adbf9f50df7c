/**
 * Every choice of the shot-chart page's two charts, in one URL schema: each chart (`a` on the
 * left, `b` on the right) has its season, subject (a team, a player of it, or a whole division),
 * drawing mode, side of the ball and shot filters, under its own prefixed keys (`aTeam`,
 * `bMode`…). Defaults are stated once here and left out of the URL, so a shared link reopens
 * exactly the same two charts; an unreadable value falls back to its default.
 */
import { DEFAULT_COMPETITION_IDS } from '@courtside/contract';
import {
  SHOT_CHART_MODE_VALUES,
  type ShotChartMode,
} from '@/components/stats/shooting/shot-chart-modes';
import type { PeriodFormat } from '@/lib/charts/game-time';
import {
  boolParam,
  defineUrlFilters,
  enumParam,
  intItem,
  intParam,
  listParam,
  stringParam,
  type FilterParams,
} from '@/lib/stats/url-filters';
import { competitionParam, optionalDateParam, optionalIdParam } from './url-params';

export const CHART_SUBJECTS = ['team', 'league'] as const;
export type ChartSubject = (typeof CHART_SUBJECTS)[number];

export const SHOT_SIDES = ['offense', 'defense'] as const;
export type ShotSide = (typeof SHOT_SIDES)[number];

export const SHOT_SITES = ['all', 'home', 'away', 'neutral'] as const;
export type ShotSite = (typeof SHOT_SITES)[number];

/** Regulation periods by number (halves 1-2, quarters 1-4) and every overtime together. */
export const SHOT_PERIODS = ['all', '1', '2', '3', '4', 'ot'] as const;
export type ShotPeriod = (typeof SHOT_PERIODS)[number];

/**
 * By value (twos, threes) or by the play-by-play's shot types (the canonical event's: jumper,
 * layup, dunk, hook, tip; any other wording is "other").
 */
export const SHOT_KINDS = [
  'all',
  'two',
  'three',
  'layup',
  'dunk',
  'jumper',
  'hook',
  'tip',
  'other',
] as const;
export type ShotKind = (typeof SHOT_KINDS)[number];

/** The filters over a team's or player's attempts (all of them by default). */
export interface ShotFilterChoice {
  /** Only these games; every game when empty. */
  games: readonly number[];
  /** The opponent's name as the schedule writes it; '' for every opponent. */
  opponent: string;
  site: ShotSite;
  period: ShotPeriod;
  /** Clutch-time attempts only (METHODS §6: last 5:00 of regulation or overtime, margin ≤ 5). */
  clutch: boolean;
  /** First and last day (yyyy-mm-dd), '' for an open end. */
  from: string;
  to: string;
  shotType: ShotKind;
}

export interface ChartChoice extends ShotFilterChoice {
  /** The competition (season and gender). */
  season: number;
  subject: ChartSubject;
  /** A team id of any season: the school is found again in `season` (team ids are per season). */
  team: number | null;
  /** A player of the team in `season`; null for the whole team. */
  player: number | null;
  /** The division a league chart shows. */
  division: number;
  mode: ShotChartMode;
  /** The team's attempts, or its opponents' against it. */
  side: ShotSide;
}

export const NO_SHOT_FILTERS: ShotFilterChoice = {
  games: [],
  opponent: '',
  site: 'all',
  period: 'all',
  clutch: false,
  from: '',
  to: '',
  shotType: 'all',
};

export const CHART_KEYS = ['a', 'b'] as const;
export type ChartKey = (typeof CHART_KEYS)[number];

function chartParams(subject: ChartSubject): FilterParams<ChartChoice> {
  return {
    season: competitionParam(DEFAULT_COMPETITION_IDS.MALE),
    subject: enumParam(CHART_SUBJECTS, subject),
    team: optionalIdParam,
    player: optionalIdParam,
    division: intParam(1, { min: 1, max: 3 }),
    mode: enumParam(SHOT_CHART_MODE_VALUES, 'zones'),
    side: enumParam(SHOT_SIDES, 'offense'),
    games: listParam(intItem({ min: 1 }), NO_SHOT_FILTERS.games, { joinWith: '-' }),
    opponent: stringParam(NO_SHOT_FILTERS.opponent, { maxLength: 100 }),
    site: enumParam(SHOT_SITES, NO_SHOT_FILTERS.site),
    period: enumParam(SHOT_PERIODS, NO_SHOT_FILTERS.period),
    clutch: boolParam(NO_SHOT_FILTERS.clutch),
    from: optionalDateParam,
    to: optionalDateParam,
    shotType: enumParam(SHOT_KINDS, NO_SHOT_FILTERS.shotType),
  };
}

/** The left chart starts on a team (pick one), the right one on its division to compare with. */
const CHART_PARAMS: Readonly<Record<ChartKey, FilterParams<ChartChoice>>> = {
  a: chartParams('team'),
  b: chartParams('league'),
};

type ChoiceKey = keyof ChartChoice & string;
type Prefixed<P extends ChartKey> = {
  [K in ChoiceKey as `${P}${Capitalize<K>}`]: ChartChoice[K];
};
export type ShotChartsValues = Prefixed<'a'> & Prefixed<'b'>;

const CHOICE_KEYS = Object.keys(CHART_PARAMS.a) as ChoiceKey[];

/** `a` + `team` → `aTeam`. */
const urlKey = (chart: ChartKey, key: string): string =>
  `${chart}${key.charAt(0).toUpperCase()}${key.slice(1)}`;

function prefixedParams(chart: ChartKey): Record<string, unknown> {
  const params = CHART_PARAMS[chart];
  return Object.fromEntries(CHOICE_KEYS.map((key) => [urlKey(chart, key), params[key]]));
}

/** The page's one URL schema: both charts' choices. */
export const SHOT_CHARTS_FILTERS = defineUrlFilters<ShotChartsValues>({
  ...prefixedParams('a'),
  ...prefixedParams('b'),
} as FilterParams<ShotChartsValues>);

/** One chart's choices out of the page's values. */
export function chartChoiceOf(values: ShotChartsValues, chart: ChartKey): ChartChoice {
  const flat = values as unknown as Record<string, unknown>;
  return Object.fromEntries(
    CHOICE_KEYS.map((key) => [key, flat[urlKey(chart, key)]]),
  ) as unknown as ChartChoice;
}

/** A change of one chart's choices as a change of the page's values. */
export function chartPatch(
  chart: ChartKey,
  patch: Partial<ChartChoice>,
): Partial<ShotChartsValues> {
  return Object.fromEntries(
    Object.entries(patch).map(([key, value]) => [urlKey(chart, key), value]),
  ) as Partial<ShotChartsValues>;
}

/**
 * Another season: the school stays (found again in that season), but players, games, opponents
 * and dates belong to one season, so they are cleared.
 */
export const seasonChange = (season: number): Partial<ChartChoice> => ({
  season,
  player: null,
  games: NO_SHOT_FILTERS.games,
  opponent: NO_SHOT_FILTERS.opponent,
  from: NO_SHOT_FILTERS.from,
  to: NO_SHOT_FILTERS.to,
});

/** Another team: its own players and schedule, so the player, games and opponent are cleared. */
export const teamChange = (team: number | null): Partial<ChartChoice> => ({
  subject: 'team',
  team,
  player: null,
  games: NO_SHOT_FILTERS.games,
  opponent: NO_SHOT_FILTERS.opponent,
});

/** A quick pick names a team of one competition. */
export const quickPickChange = (season: number, team: number): Partial<ChartChoice> => ({
  ...seasonChange(season),
  ...teamChange(team),
});

export const regulationPeriods = (format: PeriodFormat): number => (format === 'quarters' ? 4 : 2);

/** Whether a period choice exists in games of this format (no third half). */
export function isPeriodOf(period: ShotPeriod, format: PeriodFormat): boolean {
  if (period === 'all' || period === 'ot') return true;
  return Number(period) <= regulationPeriods(format);
}

/**
 * What a chart really draws: a division has no single attempts to dot (its shots come as
 * totals per spot and zone), so dots read as hexes there; a player's attempts are his own
 * (opponents' attempts are a team's); a period the season's games do not have reads as all.
 */
export function effectiveChoice(choice: ChartChoice, format: PeriodFormat): ChartChoice {
  return {
    ...choice,
    mode: choice.subject === 'league' && choice.mode === 'dots' ? 'hexes' : choice.mode,
    side: choice.player === null ? choice.side : 'offense',
    period: isPeriodOf(choice.period, format) ? choice.period : 'all',
  };
}

/** How many shot filters differ from "all attempts". */
export function activeFilterCount(choice: ShotFilterChoice): number {
  return [
    choice.games.length > 0,
    choice.opponent !== NO_SHOT_FILTERS.opponent,
    choice.site !== NO_SHOT_FILTERS.site,
    choice.period !== NO_SHOT_FILTERS.period,
    choice.clutch !== NO_SHOT_FILTERS.clutch,
    choice.from !== NO_SHOT_FILTERS.from,
    choice.to !== NO_SHOT_FILTERS.to,
    choice.shotType !== NO_SHOT_FILTERS.shotType,
  ].filter(Boolean).length;
}
