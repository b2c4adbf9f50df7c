/**
 * `team-game-pppc` (query style): points per possession by play context per game of a team
 * (or one game), offense and defense. Games without play-by-play are listed with their
 * coverage and null context fields.
 */
import type { TeamGamePppcRow } from '@courtside/contract/schemas';
import { TeamGamePppcRowSchema } from '@courtside/contract/schemas';
import { teamGames, teamPlayContexts, sidesOf } from '@courtside/warehouse';
import type { DataEndpoint } from '../../endpoint';
import { assertSubject, statsContext } from './support/config';
import { contextValues } from './support/play-context';
import { teamGameFields, teamGameId } from './support/team-games';

const NAME = 'team-game-pppc';

export const teamGamePppcEndpoint: DataEndpoint<TeamGamePppcRow> = {
  name: NAME,
  access: 'public',
  summary: 'Points per possession by play context in each game of a team, offense and defense.',
  requires: ['competitionId'],
  accepts: ['teamId', 'conferenceId', 'gameId', 'isOffense'],
  row: TeamGamePppcRowSchema,
  example: { competitionId: 38529, teamId: 591997 },
  notes: [
    'Needs teamId, conferenceId or gameId. Contexts as team-agg-pppc; non-pbp games have null context fields.',
  ],
  async handle(request) {
    const { config, db } = request;
    const context = await statsContext(NAME, request);
    assertSubject(NAME, context, ['teamId', 'conferenceId', 'gameId']);
    const games = await teamGames(db, {
      competitionId: context.competitionId,
      teamId: context.teamId,
      conferenceId: context.conferenceId,
      gameId: context.gameId,
    });
    const teamIds = [
      ...new Set(games.flatMap((game) => (game.teamId === null ? [] : [game.teamId]))),
    ];
    const measured = await teamPlayContexts(db, {
      competitionId: context.competitionId,
      teamIds,
      gameId: context.gameId,
      perGame: true,
    });
    const byKey = new Map(
      measured.map((row) => [`${row.teamId}:${row.gameId}:${row.isOffense}`, row]),
    );
    return games.flatMap((game) => {
      if (game.teamId === null) return [];
      const teamId = game.teamId;
      const fields = teamGameFields(game);
      return sidesOf(config.isOffense).map((side) => ({
        _id: teamGameId(game, side, '-pppc'),
        updated: context.updated,
        competitionId: game.competitionId,
        teamId,
        teamMarket: game.teamMarket,
        isOffense: side,
        gameId: game.gameId,
        gameDate: game.gameDate,
        teamIdAgst: game.teamIdAgst,
        teamMarketAgst: game.teamMarketAgst,
        coverage: fields.coverage,
        ...contextValues(byKey.get(`${teamId}:${game.gameId}:${side}`) ?? null),
      }));
    });
  },
};
