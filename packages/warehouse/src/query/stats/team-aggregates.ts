/**
 * Team and conference aggregates over several materialized scopes in one query. Team rows are
 * team_aggregates as stored; conference rows re-sum the stored team sums of the conference's
 * teams (a partial column stays NULL when any team's is NULL, as in the build's own sums) and
 * average the adjusted ratings, with the conference ranked by that average within its division.
 */
import type { WarehouseDb } from '../../db/connection';
import { num, numOrNull, str } from '../../db/values';
import { exactAvg, exactSum } from '../exact-sum';
import { PARTIAL, PBP_EXTRAS, TEAM_SUM_COLUMNS } from '../sums';
import { readTeamSums, teamRates } from '../team-rates';
import type { TeamRates, TeamSums } from '../team-rates';
import { RATING_COLUMNS, TEAM_WHERE, aggregateRow, teamParams } from '../teams';
import type { TeamAggregateRow, TeamFilter } from '../teams';
import { listParam } from './competition';

/** team_aggregates rows of every team the filter names, for each of `scopes`. */
export async function teamScopeAggregates(
  db: WarehouseDb,
  filter: TeamFilter & { scopes: readonly string[]; teamIds?: readonly number[] | null },
): Promise<TeamAggregateRow[]> {
  const rows = await db.all(
    `SELECT a.*, t.team_market, t.team_name, t.gender, t.conference_id, t.division_id, ${RATING_COLUMNS}
     FROM team_aggregates a
     JOIN teams t ON t.competition_id = a.competition_id AND t.team_id = a.team_id
     LEFT JOIN team_ratings r ON r.competition_id = a.competition_id AND r.team_id = a.team_id
     WHERE ${TEAM_WHERE}
       AND list_contains(string_split($scopes, ','), a.scope)
       AND ($teamIds::VARCHAR IS NULL OR list_contains(string_split($teamIds, ',')::INTEGER[], t.team_id))
     ORDER BY t.team_market, t.team_id, list_position(string_split($scopes, ','), a.scope)`,
    {
      ...teamParams(filter),
      scopes: listParam(filter.scopes),
      teamIds: filter.teamIds && filter.teamIds.length > 0 ? listParam(filter.teamIds) : null,
    },
  );
  return rows.map((row) => aggregateRow(row, str(row, 'scope')));
}

/** Columns that may be NULL in team_aggregates: a conference sum is NULL if any team's is. */
const NULLABLE_SUMS = new Set(
  [...PARTIAL, ...PBP_EXTRAS].flatMap((column) => [column, `opp_${column}`]),
);
const INTEGER_SUMS = new Set([
  'gp',
  'gp_stats',
  'gp_pbp',
  'wins',
  'losses',
  'conf_wins',
  'conf_losses',
]);

/**
 * A conference's sums of its teams' columns, and the means of their ratings: exact sums
 * (`exactSum`), so they do not depend on the order the teams' rows come in.
 */
const CONFERENCE_SUMS_SQL = TEAM_SUM_COLUMNS.map((column) => {
  if (INTEGER_SUMS.has(column)) return `sum(${column})::INTEGER AS ${column}`;
  const sum = exactSum(column);
  if (NULLABLE_SUMS.has(column))
    return `CASE WHEN count(${column}) = count(*) THEN ${sum} END AS ${column}`;
  return `${sum} AS ${column}`;
}).join(',\n  ');

const RATING_MEANS_SQL = ['ortg_adj', 'drtg_adj', 'net_rtg_adj', 'pace_adj', 'sos']
  .map((column) => `${exactAvg(column)} AS ${column}`)
  .join(', ');

export interface ConferenceAggregateRow {
  competitionId: number;
  conferenceId: number;
  conferenceShortName: string;
  conferenceLongName: string;
  divisionId: number;
  scope: string;
  /** Teams of the conference with a row in the scope. */
  teams: number;
  sums: TeamSums;
  rates: TeamRates;
  /** Means of the teams' adjusted ratings (null when no team is rated). */
  ortgAdj: number | null;
  drtgAdj: number | null;
  netRtgAdj: number | null;
  paceAdj: number | null;
  sos: number | null;
  /** Rank by mean netRtgAdj among the division's conferences (1 = best). */
  netRanking: number | null;
}

export async function conferenceScopeAggregates(
  db: WarehouseDb,
  filter: {
    competitionId: number;
    scopes: readonly string[];
    divisionId?: number | null;
    conferenceId?: number | null;
  },
): Promise<ConferenceAggregateRow[]> {
  const rows = await db.all(
    `WITH per_team AS (
       SELECT a.*, t.conference_id, t.division_id, ${RATING_COLUMNS}
       FROM team_aggregates a
       JOIN teams t ON t.competition_id = a.competition_id AND t.team_id = a.team_id
       LEFT JOIN team_ratings r ON r.competition_id = a.competition_id AND r.team_id = a.team_id
       WHERE a.competition_id = $competitionId AND t.conference_id IS NOT NULL
         AND list_contains(string_split($scopes, ','), a.scope)
         AND ($divisionId::INTEGER IS NULL OR t.division_id = $divisionId::INTEGER)),
     conf AS (
       SELECT conference_id, division_id, scope, count(*)::INTEGER AS teams, ${CONFERENCE_SUMS_SQL},
         ${RATING_MEANS_SQL}
       FROM per_team GROUP BY conference_id, division_id, scope),
     ranked AS (
       SELECT *, CASE WHEN net_rtg_adj IS NOT NULL THEN
         rank() OVER (PARTITION BY division_id, scope ORDER BY net_rtg_adj DESC NULLS LAST) END AS net_rank
       FROM conf)
     SELECT r.*, c.short_name, c.long_name FROM ranked r JOIN conferences c USING (conference_id)
     WHERE $conferenceId::INTEGER IS NULL OR r.conference_id = $conferenceId::INTEGER
     ORDER BY c.short_name, list_position(string_split($scopes, ','), r.scope)`,
    {
      competitionId: filter.competitionId,
      scopes: listParam(filter.scopes),
      divisionId: filter.divisionId ?? null,
      conferenceId: filter.conferenceId ?? null,
    },
  );
  return rows.map((row) => {
    const sums = readTeamSums(row);
    return {
      competitionId: filter.competitionId,
      conferenceId: num(row, 'conference_id'),
      conferenceShortName: str(row, 'short_name'),
      conferenceLongName: str(row, 'long_name'),
      divisionId: num(row, 'division_id'),
      scope: str(row, 'scope'),
      teams: num(row, 'teams'),
      sums,
      rates: teamRates(sums),
      ortgAdj: numOrNull(row, 'ortg_adj'),
      drtgAdj: numOrNull(row, 'drtg_adj'),
      netRtgAdj: numOrNull(row, 'net_rtg_adj'),
      paceAdj: numOrNull(row, 'pace_adj'),
      sos: numOrNull(row, 'sos'),
      netRanking: numOrNull(row, 'net_rank'),
    };
  });
}
