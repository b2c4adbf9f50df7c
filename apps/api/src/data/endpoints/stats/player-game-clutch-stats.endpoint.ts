/**
 * `player-game-clutch-stats` (query style): players' lines over each play-by-play game's clutch
 * time (METHODS §6), `period: "clutch"`. Rates share the team's clutch line.
 */
import { ENDPOINT_DEFINITIONS } from '@courtside/contract/schemas';
import { playerGameLines } from '@courtside/warehouse';
import { serveEndpoint } from '../../serve-endpoint';
import { requestContext } from '../../request-context';
import { assertSubject } from './support/config';
import { playerGameRow } from './support/player-games';

const NAME = 'player-game-clutch-stats';

export const playerGameClutchStatsEndpoint = serveEndpoint(ENDPOINT_DEFINITIONS[NAME], {
  async handle(request) {
    const context = await requestContext(NAME, request);
    assertSubject(NAME, context, ['teamId', 'playerId', 'gameId']);
    const lines = await playerGameLines(request.db, {
      competitionId: context.competitionId,
      kind: 'clutch',
      teamId: context.teamId,
      playerId: context.playerId,
      gameId: context.gameId,
    });
    return lines.map((line) => playerGameRow(line, context));
  },
});
