/**
 * `team-agg-stats` (path style): team aggregates per scope × isOffense (response-fields.md).
 * `/competition/{c}/team/{t}/` answers every named scope of the team; `/competition/{c}/division/{d}/
 * scope/season/` every team of the division. `start`/`end` ask for a date range computed at
 * query time with the build's own sums (its scope reads `yyyy-mm-dd..yyyy-mm-dd`).
 */
import type { TeamAggStatsRow } from '@courtside/contract/schemas';
import { TEAM_AGG_SCOPES, TeamAggStatsRowSchema } from '@courtside/contract/schemas';
import type { TeamAggregateRow } from '@courtside/warehouse';
import { teamDateRangeAggregates, teamScopeAggregates } from '@courtside/warehouse';
import type { DataEndpoint } from '../../endpoint';
import { dateRangeOf, scopesOf, statsContext } from './support/config';
import { sidesOf, withTeamLine } from './support/team-line';

const NAME = 'team-agg-stats';
/** Fewer box-score games than this and the scope's rates are flagged as not qualified. */
export const TEAM_QUALIFIED_GAMES = 5;

export function teamAggRows(
  rows: readonly TeamAggregateRow[],
  updated: string,
  isOffense: boolean | undefined,
): TeamAggStatsRow[] {
  return rows.flatMap((row) =>
    sidesOf(isOffense).map((side) => {
      const out = {
        _id: `${row.competitionId}-${row.teamId}-${row.scope}-${side ? 'o' : 'd'}`,
        updated,
        competitionId: row.competitionId,
        teamId: row.teamId,
        teamMarket: row.teamMarket,
        teamName: row.teamName,
        conferenceId: row.conferenceId,
        divisionId: row.divisionId,
        scope: row.scope,
        isOffense: side,
        gp: row.sums.gp,
        gpStats: row.sums.gpStats,
        gpPbp: row.sums.gpPbp,
        isQualified: row.sums.gpStats >= TEAM_QUALIFIED_GAMES,
        poss: row.sums.poss,
        mins: row.sums.minutes,
        ortgAdj: row.ortgAdj,
        drtgAdj: row.drtgAdj,
        netRtgAdj: row.netRtgAdj,
        paceAdj: row.paceAdj,
        sos: row.sos,
        netRanking: row.netRanking,
        overallWins: row.sums.wins,
        overallLosses: row.sums.losses,
        confWins: row.sums.confWins,
        confLosses: row.sums.confLosses,
      };
      return withTeamLine(out, row.sums, row.rates, side);
    }),
  );
}

export const teamAggStatsEndpoint: DataEndpoint<TeamAggStatsRow> = {
  name: NAME,
  access: 'public',
  summary:
    'Team aggregates per scope and side of the ball (isOffense twins): four factors, ratings, records, differentials.',
  requires: ['competitionId'],
  accepts: [
    'divisionId',
    'conferenceId',
    'teamId',
    'teamIds',
    'scope',
    'scopes',
    'isOffense',
    'start',
    'end',
  ],
  row: TeamAggStatsRowSchema,
  example: { competitionId: 38409, divisionId: 1, scope: 'season' },
  notes: [
    `With a team (or teams) and no scope: every named scope (${TEAM_AGG_SCOPES.join(', ')}); otherwise the season.`,
    'isOffense false rows show the opponents\u2019 line in the plain fields and the team\u2019s in …Agst; ratings, records and …Diff are the team\u2019s on both rows.',
    'Box-score games have no steals, fouls or play-by-play extras: those fields are null unless every game of the scope has them; gpPbp counts play-by-play games.',
    'start/end (yyyymmdd) give one date-range row per team instead of scopes.',
  ],
  async handle(request) {
    const { config, db } = request;
    const context = await statsContext(NAME, request);
    const teamIds = [
      ...new Set([...(config.teamIds ?? []), ...(context.teamId === null ? [] : [context.teamId])]),
    ];
    const filter = {
      competitionId: context.competitionId,
      divisionId: context.divisionId,
      conferenceId: context.conferenceId,
      teamIds: teamIds.length > 0 ? teamIds : null,
    };
    const range = dateRangeOf(NAME, config);
    if (range !== null) {
      const rows = await teamDateRangeAggregates(db, {
        ...filter,
        teamId: teamIds.length === 1 ? teamIds[0] : null,
        ...range,
      });
      const wanted = new Set(teamIds);
      return teamAggRows(
        rows.filter((row) => wanted.size === 0 || wanted.has(row.teamId)),
        context.updated,
        config.isOffense,
      );
    }
    const scopes = scopesOf(NAME, config, teamIds.length > 0 ? TEAM_AGG_SCOPES : ['season']);
    const rows = await teamScopeAggregates(db, { ...filter, scopes });
    return teamAggRows(rows, context.updated, config.isOffense);
  },
};
