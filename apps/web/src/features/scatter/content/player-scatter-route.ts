/**
 * /tools/player-scatter: its one URL schema and the stats each tier can chart. The schema knows
 * every stat of the full player rows; a tier that reads the public rows (§6) is offered their
 * stats only, and a link naming a stat it cannot read shows the default in its place (the
 * page says so). Defaults: usage against field-goal percentage, both public. A shooting
 * percentage on an axis brings its attempts minimum (lib/stats/shooting-qualifiers): one
 * parameter, null for each percentage's own default.
 */
import { PLAYER_AGG_STAT_KEYS, PLAYER_PUBLIC_STAT_KEYS } from '@/lib/stats/row-stat-keys';
import { attemptMinimumParam } from '@/lib/stats/shooting-qualifiers';
import { boolParam, defineUrlFilters, enumParam, intParam } from '@/lib/stats/url-filters';
import type { PlayerRowAccess, PlayerScatterStat } from '../api/player-scatter-rows';
import { NO_COLOR, NO_SIZE, TEAM_COLORS, commonScatterParams } from './scatter-params';
import type { StatChoice } from './scatter-points';

export const PLAYER_SCATTER_STATS: readonly PlayerScatterStat[] = PLAYER_AGG_STAT_KEYS;
const PUBLIC_STATS: readonly PlayerScatterStat[] = PLAYER_PUBLIC_STAT_KEYS;

/** The stats the rows a tier reads carry. */
export const playerStatsFor = (access: PlayerRowAccess): readonly PlayerScatterStat[] =>
  access === 'full' ? PLAYER_SCATTER_STATS : PUBLIC_STATS;

/** Position groups, as the percentiles by position group them (first letter of the listing). */
export const POSITION_GROUPS = [
  { value: 'all', label: 'All positions' },
  { value: 'G', label: 'Guards' },
  { value: 'F', label: 'Forwards' },
  { value: 'C', label: 'Centers' },
] as const;
export type PositionGroupFilter = (typeof POSITION_GROUPS)[number]['value'];

export const PLAYER_SCATTER_FILTERS = defineUrlFilters({
  ...commonScatterParams(),
  x: enumParam(PLAYER_SCATTER_STATS, 'usagePct'),
  y: enumParam(PLAYER_SCATTER_STATS, 'fgPct'),
  size: enumParam<PlayerScatterStat | typeof NO_SIZE>([NO_SIZE, ...PLAYER_SCATTER_STATS], NO_SIZE),
  color: enumParam<PlayerScatterStat | typeof TEAM_COLORS | typeof NO_COLOR>(
    [NO_COLOR, TEAM_COLORS, ...PLAYER_SCATTER_STATS],
    NO_COLOR,
  ),
  position: enumParam(
    POSITION_GROUPS.map((group) => group.value),
    'all',
  ),
  /** Minutes per game. */
  minMinutes: intParam(0, { min: 0, max: 40 }),
  qualified: boolParam(true),
  /** Attempts per game for a shooting percentage on an axis; null: each one's default. */
  minAttempts: attemptMinimumParam,
});

export type PlayerScatterFilters = ReturnType<typeof PLAYER_SCATTER_FILTERS.parse>;

/** G, F or C from a listed position ("G", "F-C", "Guard"); null when it names none. */
export function positionGroupOf(position: string | null): 'G' | 'F' | 'C' | null {
  const first = position?.trim().charAt(0).toUpperCase();
  return first === 'G' || first === 'F' || first === 'C' ? first : null;
}

export interface PlayerChoice {
  choice: StatChoice<PlayerScatterStat>;
  /** Stats the URL names that the user's rows do not carry (shown as the defaults instead). */
  unavailable: PlayerScatterStat[];
}

/** The URL's stats as the user's rows allow: an axis falls back to its default, size and color to none. */
export function playerStatChoice(
  filters: PlayerScatterFilters,
  access: PlayerRowAccess,
): PlayerChoice {
  const offered = playerStatsFor(access);
  const { defaults } = PLAYER_SCATTER_FILTERS;
  const unavailable: PlayerScatterStat[] = [];
  const allowed = (key: PlayerScatterStat): boolean => {
    if (offered.includes(key)) return true;
    unavailable.push(key);
    return false;
  };
  const size = filters.size === NO_SIZE ? null : filters.size;
  const color = filters.color === NO_COLOR ? null : filters.color;
  return {
    choice: {
      x: allowed(filters.x) ? filters.x : defaults.x,
      y: allowed(filters.y) ? filters.y : defaults.y,
      size: size !== null && allowed(size) ? size : null,
      color: color === null || color === TEAM_COLORS || allowed(color) ? color : null,
    },
    unavailable,
  };
}
