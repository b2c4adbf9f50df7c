/**
 * `team-game-pppc` (query style): points per possession by play context per game of a team
 * (or one game), offense and defense. Games without play-by-play are listed with their
 * coverage and null context fields.
 */
import { ENDPOINT_DEFINITIONS } from '@courtside/contract/schemas';
import { teamGames, teamPlayContexts, sidesOf } from '@courtside/warehouse';
import { serveEndpoint } from '../../serve-endpoint';
import { requestContext } from '../../request-context';
import { assertSubject } from './support/config';
import { contextValues } from './support/play-context';
import { teamGameFields, teamGameId } from './support/team-games';

const NAME = 'team-game-pppc';

export const teamGamePppcEndpoint = serveEndpoint(ENDPOINT_DEFINITIONS[NAME], {
  async handle(request) {
    const { params, db } = request;
    const context = await requestContext(NAME, request);
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
      return sidesOf(params.isOffense).map((side) =>
        contextValues(byKey.get(`${teamId}:${game.gameId}:${side}`) ?? null, {
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
        }),
      );
    });
  },
});
