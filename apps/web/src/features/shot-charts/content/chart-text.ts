/**
 * The words of the shot-chart page: the choices' labels, a chart's title and the one-line
 * summary of its filters (shown under the title and written into the PNG), and the reasons a
 * chart can be empty.
 */
import type { Competition } from '@courtside/contract';
import { SHOT_CHART_MODES, type ShotChartMode } from '@/components/stats/shooting/shot-chart-modes';
import { periodName, type PeriodFormat } from '@/lib/charts/game-time';
import { formatValue } from '@/lib/stats/format';
import {
  SHOT_PERIODS,
  isPeriodOf,
  type ShotFilterChoice,
  type ShotKind,
  type ShotPeriod,
  type ShotSite,
} from './chart-choices';
import type { ScheduleGame } from './shot-filters';

export interface Option<V extends string> {
  value: V;
  label: string;
}

export const SUBJECT_OPTIONS = [
  { value: 'team', label: 'Team or player' },
  { value: 'league', label: 'Division' },
] as const;

export const SIDE_OPTIONS = [
  { value: 'offense', label: 'Offense' },
  { value: 'defense', label: 'Defense (opponents)' },
] as const;

/** A division has no single attempts to draw as dots. */
export const LEAGUE_MODE_OPTIONS = SHOT_CHART_MODES.filter((mode) => mode.value !== 'dots');

export const SITE_OPTIONS: readonly Option<ShotSite>[] = [
  { value: 'all', label: 'All sites' },
  { value: 'home', label: 'Home' },
  { value: 'away', label: 'Away' },
  { value: 'neutral', label: 'Neutral site' },
];

export const SHOT_KIND_OPTIONS: readonly Option<ShotKind>[] = [
  { value: 'all', label: 'All shots' },
  { value: 'two', label: 'Two-pointers' },
  { value: 'three', label: 'Three-pointers' },
  { value: 'layup', label: 'Layups' },
  { value: 'dunk', label: 'Dunks' },
  { value: 'jumper', label: 'Jump shots' },
  { value: 'hook', label: 'Hook shots' },
  { value: 'tip', label: 'Tip-ins' },
  { value: 'other', label: 'Other shots' },
];

function periodLabel(period: ShotPeriod, format: PeriodFormat): string {
  if (period === 'all') return 'All periods';
  if (period === 'ot') return 'Overtime';
  return periodName(Number(period), format);
}

/** The periods games of this format have: halves or quarters, and overtime. */
export function periodOptions(format: PeriodFormat): Option<ShotPeriod>[] {
  return SHOT_PERIODS.filter((period) => isPeriodOf(period, format)).map((period) => ({
    value: period,
    label: periodLabel(period, format),
  }));
}

export const DEFENSE_NAME = (team: string): string => `${team} opponents`;

const MODE_TITLES: Readonly<Record<ShotChartMode, string>> = {
  zones: 'FG% by zone',
  hexes: 'shooting by spot',
  dots: 'every shot',
};

/** "West Hazelridge, 2024-25 Men's: FG% by zone vs Division 1". */
export function chartTitle(
  subject: string,
  competition: Competition | undefined,
  mode: ShotChartMode,
  baseline: string,
): string {
  const season = competition === undefined ? '' : `, ${seasonName(competition)}`;
  const versus = mode === 'dots' ? '' : ` vs ${baseline}`;
  return `${subject}${season}: ${MODE_TITLES[mode]}${versus}`;
}

/** "2024-25 Men's". */
export function seasonName(competition: Competition): string {
  return `${competition.abb2} ${competition.gender === 'FEMALE' ? "Women's" : "Men's"}`;
}

/** The PNG's footnote: source and season, and the filters when any apply. */
export function exportNote(
  competition: Competition | undefined,
  isSimulated: boolean,
  filters: string,
): string {
  return [
    'Source: Courtside',
    competition?.label,
    isSimulated ? 'Simulated data' : undefined,
    filters === '' ? undefined : `Filters: ${filters}`,
  ]
    .filter((part) => part !== undefined)
    .join(' · ');
}

const dateText = (date: string): string => formatValue('date', date);

/** "Away · 2nd half · Three-pointers": the filters that apply, '' when none does. */
export function filterSummary(
  filters: ShotFilterChoice,
  format: PeriodFormat,
  schedule: readonly ScheduleGame[],
): string {
  const parts: string[] = [];
  if (filters.games.length > 0) {
    const chosen = schedule.filter((game) => filters.games.includes(game.gameId));
    parts.push(
      chosen.length === 1 && chosen[0] !== undefined
        ? `the game vs ${chosen[0].opponent}${chosen[0].gameDate ? ` (${dateText(chosen[0].gameDate)})` : ''}`
        : `${filters.games.length} games`,
    );
  }
  if (filters.opponent !== '') parts.push(`vs ${filters.opponent}`);
  const site = SITE_OPTIONS.find((option) => option.value === filters.site);
  if (filters.site !== 'all' && site) parts.push(site.label);
  if (filters.period !== 'all') parts.push(periodLabel(filters.period, format));
  if (filters.clutch) parts.push('clutch time');
  if (filters.from !== '' && filters.to !== '') {
    parts.push(`${dateText(filters.from)} to ${dateText(filters.to)}`);
  } else if (filters.from !== '') {
    parts.push(`from ${dateText(filters.from)}`);
  } else if (filters.to !== '') {
    parts.push(`to ${dateText(filters.to)}`);
  }
  const kind = SHOT_KIND_OPTIONS.find((option) => option.value === filters.shotType);
  if (filters.shotType !== 'all' && kind) parts.push(kind.label);
  return parts.join(' · ');
}

/** Why a team's or player's season has no located attempts. */
export function noShotsReason(
  subject: string,
  season: string,
  schedule: readonly ScheduleGame[] | undefined,
): string {
  if (schedule !== undefined && schedule.length === 0) {
    return `${subject} has no games in ${season} yet: there are no shots to draw.`;
  }
  if (schedule !== undefined && schedule.every((game) => !game.hasShots)) {
    return `No located shots: ${subject}'s ${season} games have box scores only, without play-by-play.`;
  }
  return `No located shots: ${subject} has no attempts in the play-by-play games of ${season}.`;
}

export const NO_MATCHING_SHOTS = 'No attempts match these filters: widen or clear them.';

/** Why every shot is not drawn for a division. */
export const LEAGUE_DOTS_NOTE =
  "A division's attempts come as season totals per spot and zone, so there are no single shots to draw as dots: choose a team or player to see every shot.";
