/**
 * `team-game-stats` (query style): a team's game log (or a conference's, or one game), two rows
 * per game (isOffense twins), newest first, with the opponent, site, result, quadrant and the
 * game's line. Box-score games have no steals, fouls or play-by-play extras (null); a game only
 * the schedule knows has its score and null stats.
 */
import { ENDPOINT_DEFINITIONS } from '@courtside/contract/schemas';
import { teamGames, sidesOf, teamLineValues } from '@courtside/warehouse';
import { serveEndpoint } from '../../serve-endpoint';
import { requestContext } from '../../request-context';
import { assertSubject } from './support/config';
import { teamGameFields, teamGameId } from './support/team-games';

const NAME = 'team-game-stats';

export const teamGameStatsEndpoint = serveEndpoint(ENDPOINT_DEFINITIONS[NAME], {
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
    return games.flatMap((game) =>
      sidesOf(params.isOffense).map((side) => {
        const row = teamLineValues(game.sums, game.rates, side, {
          _id: teamGameId(game, side),
          updated: context.updated,
          isOffense: side,
          ...teamGameFields(game),
        });
        // The score is known even when the box is not (schedule-only games).
        row.ptsScored = side ? game.ptsScored : game.ptsAgst;
        row.ptsAgst = side ? game.ptsAgst : game.ptsScored;
        return row;
      }),
    );
  },
});
