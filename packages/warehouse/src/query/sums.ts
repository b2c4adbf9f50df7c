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
import { exactSum } from './exact-sum';

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
