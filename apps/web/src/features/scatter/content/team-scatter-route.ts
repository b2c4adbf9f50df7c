/**
 * /tools/team-scatter: its one URL schema (every choice of the page, so a shared link reopens
 * the same chart) and the stats it offers — every numeric dictionary stat of a `team-agg-stats`
 * row. Defaults: adjusted offense against adjusted defense, marks in team colors.
 */
import { defineUrlFilters, enumParam } from '@/lib/stats/url-filters';
import { TEAM_AGG_STAT_KEYS } from '@/lib/stats/row-stat-keys';
import type { TeamScatterStat } from '../api/team-scatter-rows';
import { NO_COLOR, NO_SIZE, TEAM_COLORS, commonScatterParams } from './scatter-params';
import type { StatChoice } from './scatter-points';

export const TEAM_SCATTER_STATS: readonly TeamScatterStat[] = TEAM_AGG_STAT_KEYS;

export const TEAM_SCATTER_FILTERS = defineUrlFilters({
  ...commonScatterParams(),
  x: enumParam(TEAM_SCATTER_STATS, 'ortgAdj'),
  y: enumParam(TEAM_SCATTER_STATS, 'drtgAdj'),
  size: enumParam<TeamScatterStat | typeof NO_SIZE>([NO_SIZE, ...TEAM_SCATTER_STATS], NO_SIZE),
  color: enumParam<TeamScatterStat | typeof TEAM_COLORS | typeof NO_COLOR>(
    [TEAM_COLORS, NO_COLOR, ...TEAM_SCATTER_STATS],
    TEAM_COLORS,
  ),
});

export type TeamScatterFilters = ReturnType<typeof TEAM_SCATTER_FILTERS.parse>;

export function teamStatChoice(filters: TeamScatterFilters): StatChoice<TeamScatterStat> {
  return {
    x: filters.x,
    y: filters.y,
    size: filters.size === NO_SIZE ? null : filters.size,
    color: filters.color === NO_COLOR ? null : filters.color,
  };
}
