/**
 * `team-agg-pppc` (path style): points per possession by play context (transition, half court,
 * after a turnover / steal / defensive rebound / score, period starts, second chances) over a
 * team's play-by-play games, offense and defense. See the row schema for the contexts.
 */
import { ENDPOINT_DEFINITIONS } from '@courtside/contract/schemas';
import { competitionTeams, teamPlayContexts, sidesOf } from '@courtside/warehouse';
import { serveEndpoint } from '../../serve-endpoint';
import { requestContext } from '../../request-context';
import { scopesOf } from './support/config';
import { contextValues } from './support/play-context';
import { DataInputError } from '../../endpoint';
import { segmentName } from '../reference/config-values';

const NAME = 'team-agg-pppc';

export const teamAggPppcEndpoint = serveEndpoint(ENDPOINT_DEFINITIONS[NAME], {
  async handle(request) {
    const { params, db } = request;
    const context = await requestContext(NAME, request);
    const [scope] = scopesOf(NAME, params, ['season']);
    if (scope !== 'season') {
      const name = segmentName(NAME, 'scope');
      throw new DataInputError(`"${name}" must be "season" here`, name);
    }
    const teams = (
      await competitionTeams(db, {
        competitionId: context.competitionId,
        divisionId: context.divisionId,
        conferenceId: context.conferenceId,
        teamId: context.teamId,
      })
    ).filter((team) => params.teamIds === undefined || params.teamIds.includes(team.teamId));
    const measured = await teamPlayContexts(db, {
      competitionId: context.competitionId,
      teamIds: teams.map((team) => team.teamId),
      perGame: false,
    });
    const byKey = new Map(measured.map((row) => [`${row.teamId}:${row.isOffense}`, row]));
    return teams.flatMap((team) =>
      sidesOf(params.isOffense).map((side) => {
        const row = byKey.get(`${team.teamId}:${side}`) ?? null;
        return contextValues(row, {
          _id: `${context.competitionId}-${team.teamId}-season-pppc-${side ? 'o' : 'd'}`,
          updated: context.updated,
          competitionId: context.competitionId,
          teamId: team.teamId,
          teamMarket: team.teamMarket,
          conferenceId: team.conferenceId,
          isOffense: side,
          scope: 'season' as const,
          gp: team.games,
          gpPbp: row?.gpPbp ?? 0,
        });
      }),
    );
  },
});
