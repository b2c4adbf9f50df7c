/**
 * `team-agg-pppc` (path style): points per possession by play context (transition, half court,
 * after a turnover / steal / defensive rebound / score, period starts, second chances) over a
 * team's play-by-play games, offense and defense. See the row schema for the contexts.
 */
import type { TeamAggPppcRow } from '@courtside/contract/schemas';
import { TeamAggPppcRowSchema } from '@courtside/contract/schemas';
import { competitionTeams, teamPlayContexts, sidesOf } from '@courtside/warehouse';
import type { DataEndpoint } from '../../endpoint';
import { scopesOf, statsContext } from './support/config';
import { contextValues } from './support/play-context';
import { DataInputError } from '../../endpoint';
import { segmentName } from '../reference/config-values';

const NAME = 'team-agg-pppc';

export const teamAggPppcEndpoint: DataEndpoint<TeamAggPppcRow> = {
  name: NAME,
  access: 'public',
  summary:
    'Points per possession by play context over the season (play-by-play games), offense and defense.',
  requires: ['competitionId'],
  accepts: ['divisionId', 'conferenceId', 'teamId', 'teamIds', 'isOffense', 'scope'],
  row: TeamAggPppcRowSchema,
  example: { competitionId: 38529, teamId: 591997 },
  notes: [
    'Season scope only. Contexts: total, transition, halfCourt, afterTov (afterStl: its live-ball part), afterDrb, afterScore, periodStart, secondChance.',
    'Counted from play-by-play possessions: gpPbp says how many games; with gpPbp 0 every context field is null.',
  ],
  async handle(request) {
    const { config, db } = request;
    const context = await statsContext(NAME, request);
    const [scope] = scopesOf(NAME, config, ['season']);
    if (scope !== 'season' || (config.scopes?.length ?? 0) > 0) {
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
    ).filter((team) => config.teamIds === undefined || config.teamIds.includes(team.teamId));
    const measured = await teamPlayContexts(db, {
      competitionId: context.competitionId,
      teamIds: teams.map((team) => team.teamId),
      perGame: false,
    });
    const byKey = new Map(measured.map((row) => [`${row.teamId}:${row.isOffense}`, row]));
    return teams.flatMap((team) =>
      sidesOf(config.isOffense).map((side) => {
        const row = byKey.get(`${team.teamId}:${side}`) ?? null;
        return {
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
          ...contextValues(row),
        };
      }),
    );
  },
};
