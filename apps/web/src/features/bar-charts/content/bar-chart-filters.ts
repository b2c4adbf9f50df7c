/**
 * The bar chart tool's choices, all in the URL (lib/stats/url-filters): what is ranked (teams or
 * players of a season and division), on which stat and in which mode, the top or bottom N, one
 * conference or all, grouped by conference or not, and the players' minutes qualifier and shot
 * attempts minimum (for a shooting percentage; lib/stats/shooting-qualifiers). A value
 * the page cannot use (a stat the rows do not carry, a conference of another division) falls back
 * to its default here, so a hand-edited link still draws a chart.
 */
import {
  DEFAULT_DIVISION_LABEL,
  DIVISION_LABELS,
  DIVISIONS,
  type DivisionLabel,
} from '@courtside/contract';
import {
  STAT_MODES,
  allowsMode,
  statDefinition,
  type StatKey,
  type StatMode,
} from '@/lib/stats/dictionary';
import { availableModes, type RowDenominators } from '@/lib/stats/per-mode';
import { attemptMinimumParam } from '@/lib/stats/shooting-qualifiers';
import { optionalCompetitionParam } from '@/lib/stats/stats-defaults';
import {
  boolParam,
  defineUrlFilters,
  enumParam,
  intParam,
  stringParam,
  type FilterParam,
} from '@/lib/stats/url-filters';

export const BAR_CHART_KINDS = ['teams', 'players'] as const;
export type BarChartKind = (typeof BAR_CHART_KINDS)[number];

export const BAR_CHART_ENDS = ['top', 'bottom'] as const;
export type BarChartEnd = (typeof BAR_CHART_ENDS)[number];

/** How many bars: from 5 to 50, 25 unless chosen. */
export const BAR_COUNT_RANGE = { min: 5, max: 50 } as const;
export const DEFAULT_BAR_COUNT = 25;
export const BAR_COUNT_CHOICES = [5, 10, 15, 20, 25, 30, 40, 50] as const;

/** Players qualify with this many minutes per game (a rate over a few minutes ranks nothing). */
export const MIN_MINUTES_RANGE = { min: 0, max: 40 } as const;
export const DEFAULT_MIN_MINUTES = 10;
export const MIN_MINUTES_CHOICES = [0, 5, 10, 15, 20, 25, 30] as const;

/** The stat a kind starts on: the adjusted efficiency margin, the points per game. */
export const DEFAULT_STATS: Readonly<Record<BarChartKind, StatKey>> = {
  teams: 'netRtgAdj',
  players: 'ptsScoredPg',
};

/** A conference id, or null for every conference. */
const optionalConferenceParam: FilterParam<number | null> = {
  defaultValue: null,
  parse: (raw) => {
    const last = raw.at(-1);
    return last !== undefined && /^\d{1,9}$/.test(last) ? Number(last) : undefined;
  },
  serialize: (value) => (value === null ? [] : [String(value)]),
  equals: (a, b) => a === b,
};

export const BAR_CHART_FILTERS = defineUrlFilters({
  kind: enumParam(BAR_CHART_KINDS, 'teams'),
  competition: optionalCompetitionParam,
  division: enumParam(DIVISION_LABELS, DEFAULT_DIVISION_LABEL),
  stat: stringParam('', { maxLength: 40 }),
  mode: enumParam(STAT_MODES, 'perGame'),
  end: enumParam(BAR_CHART_ENDS, 'top'),
  count: intParam(DEFAULT_BAR_COUNT, BAR_COUNT_RANGE),
  conference: optionalConferenceParam,
  group: boolParam(false),
  minMinutes: intParam(DEFAULT_MIN_MINUTES, MIN_MINUTES_RANGE),
  /** Attempts per game for a shooting percentage; null: the percentage's own default. */
  minAttempts: attemptMinimumParam,
});

export type BarChartFilters = typeof BAR_CHART_FILTERS.defaults;

/** The URL's stat when the rows carry it, else the kind's default. */
export function resolveStat(raw: string, offered: readonly StatKey[], kind: BarChartKind): StatKey {
  return offered.find((key) => key === raw) ?? DEFAULT_STATS[kind];
}

/**
 * The mode the chart shows the stat in: the chosen one when the stat converts to it and every
 * row has its denominator, else per game when that works, else the value as sent.
 */
export function resolveMode(
  stat: StatKey,
  chosen: StatMode,
  rowsDenominators: readonly RowDenominators[],
): StatMode {
  const modes = availableModes([statDefinition(stat)], rowsDenominators);
  if (modes.includes(chosen)) return chosen;
  return modes.includes('perGame') ? 'perGame' : 'totals';
}

/** The modes to offer for a stat: none (no switch) when it shows as sent. */
export function modesOffered(
  stat: StatKey,
  rowsDenominators: readonly RowDenominators[],
): StatMode[] {
  const definition = statDefinition(stat);
  if (definition.scaling === null) return [];
  const modes = availableModes([definition], rowsDenominators).filter((mode) =>
    allowsMode(definition, mode),
  );
  return modes.length > 1 ? STAT_MODES.filter((mode) => modes.includes(mode)) : [];
}

export function divisionOf(label: DivisionLabel): { id: 1 | 2 | 3; name: string } {
  const division = DIVISIONS.find((entry) => entry.label === label);
  return { id: division?.id ?? 1, name: division?.name ?? 'Division I' };
}
