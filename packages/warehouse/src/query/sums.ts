/**
 * The one SQL definition of "sum a team's game rows", shared by the build (materialized scopes)
 * and the query layer (date ranges at query time), so both always agree.
 *
 * Records count every decided game; stat sums cover the games with a box score (gp_stats).
 * Steals, fouls and the play-by-play-only extras are summed only when every stat game of the
 * scope has them: a partial sum would pass for a season total.
 */
import {
  COMPLETE_COUNT_COLUMNS,
  NULLABLE_COUNT_COLUMNS,
  PBP_EXTRAS,
} from '../schema/count-columns';
import { exactSum, exactValue } from './exact-sum';

export { PBP_EXTRAS };

/** Stats every box has, and the ones (steals, fouls) the NCAA team box lacks. */
export const ALWAYS = COMPLETE_COUNT_COLUMNS;
export const PARTIAL = NULLABLE_COUNT_COLUMNS;

const complete = (column: string): string =>
  `CASE WHEN count(${column}) = count(*) FILTER (WHERE has_stats) THEN sum(${column}) END AS ${column}`;

/**
 * Select list over team_games rows (alias-free column names). Possessions and minutes hold
 * fractions: their sums are exact (`exactSum`), the same whatever the order of the rows.
 */
export const TEAM_SUMS_SQL = [
  'count(*)::INTEGER AS gp',
  'count(*) FILTER (WHERE has_stats)::INTEGER AS gp_stats',
  "count(*) FILTER (WHERE coverage = 'pbp')::INTEGER AS gp_pbp",
  'count(*) FILTER (WHERE pts > opp_pts)::INTEGER AS wins',
  'count(*) FILTER (WHERE pts < opp_pts)::INTEGER AS losses',
  'count(*) FILTER (WHERE pts > opp_pts AND conference_game AND NOT conf_tournament)::INTEGER AS conf_wins',
  'count(*) FILTER (WHERE pts < opp_pts AND conference_game AND NOT conf_tournament)::INTEGER AS conf_losses',
  `coalesce(${exactSum('poss', 'has_stats')}, 0) AS poss`,
  `coalesce(${exactSum('minutes', 'has_stats')}, 0) AS minutes`,
  ...ALWAYS.map((stat) => `coalesce(sum(${stat}) FILTER (WHERE has_stats), 0) AS ${stat}`),
  ...ALWAYS.map((stat) => `coalesce(sum(opp_${stat}) FILTER (WHERE has_stats), 0) AS opp_${stat}`),
  ...PARTIAL.map((stat) => complete(stat)),
  ...PARTIAL.map((stat) => complete(`opp_${stat}`)),
  ...PBP_EXTRAS.map((stat) => complete(stat)),
  ...PBP_EXTRAS.map((stat) => complete(`opp_${stat}`)),
].join(',\n  ');

const completeOfOne = (column: string): string =>
  `CASE WHEN has_stats THEN ${column} END AS ${column}`;

/**
 * What TEAM_SUMS_SQL gives for a group of exactly one row, as plain expressions over that row
 * (same names, same values). A game log groups by game and side, so each group is one row; the
 * aggregate form would cost DuckDB ~30 ms of hash-table set-up for ~80 aggregates even over 30
 * rows, while these expressions cost nothing. Row by row: a count is 1 or 0 as the row passes
 * its filter (a NULL condition counts as not passing), a filtered sum is the value or 0, and a
 * "complete" sum is the value when the row has a box score and NULL otherwise (a row without a
 * box score never completes the sum; one with a box score completes it only with a value).
 */
export const TEAM_ROW_SUMS_SQL = [
  '1 AS gp',
  'coalesce(has_stats, false)::INTEGER AS gp_stats',
  "coalesce(coverage = 'pbp', false)::INTEGER AS gp_pbp",
  'coalesce(pts > opp_pts, false)::INTEGER AS wins',
  'coalesce(pts < opp_pts, false)::INTEGER AS losses',
  'coalesce(pts > opp_pts AND conference_game AND NOT conf_tournament, false)::INTEGER AS conf_wins',
  'coalesce(pts < opp_pts AND conference_game AND NOT conf_tournament, false)::INTEGER AS conf_losses',
  `coalesce(${exactValue('poss', 'has_stats')}, 0) AS poss`,
  `coalesce(${exactValue('minutes', 'has_stats')}, 0) AS minutes`,
  ...ALWAYS.map((stat) => `coalesce(CASE WHEN has_stats THEN ${stat} END, 0) AS ${stat}`),
  ...ALWAYS.map((stat) => `coalesce(CASE WHEN has_stats THEN opp_${stat} END, 0) AS opp_${stat}`),
  ...PARTIAL.map((stat) => completeOfOne(stat)),
  ...PARTIAL.map((stat) => completeOfOne(`opp_${stat}`)),
  ...PBP_EXTRAS.map((stat) => completeOfOne(stat)),
  ...PBP_EXTRAS.map((stat) => completeOfOne(`opp_${stat}`)),
].join(',\n  ');

/** Columns of team_aggregates filled by TEAM_SUMS_SQL, in order. */
export const TEAM_SUM_COLUMNS = [
  'gp',
  'gp_stats',
  'gp_pbp',
  'wins',
  'losses',
  'conf_wins',
  'conf_losses',
  'poss',
  'minutes',
  ...ALWAYS,
  ...ALWAYS.map((stat) => `opp_${stat}`),
  ...PARTIAL,
  ...PARTIAL.map((stat) => `opp_${stat}`),
  ...PBP_EXTRAS,
  ...PBP_EXTRAS.map((stat) => `opp_${stat}`),
];
