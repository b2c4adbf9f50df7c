/**
 * `player-game-stats` (query style): one row per player × game × period, the full game with
 * `period: "game"` and each period ('1', '2'… in order, overtimes after regulation) from the
 * play-by-play splits. Player lines exist for play-by-play games only.
 */
import { ENDPOINT_DEFINITIONS } from '@courtside/contract/schemas';
import { playerGameLines } from '@courtside/warehouse';
import { serveEndpoint } from '../../serve-endpoint';
import { requestContext } from '../../request-context';
import { assertSubject, periodFilterOf } from './support/config';
import { playerGameRow } from './support/player-games';

const NAME = 'player-game-stats';

export const playerGameStatsEndpoint = serveEndpoint(ENDPOINT_DEFINITIONS[NAME], {
  async handle(request) {
    const { params, db } = request;
    const context = await requestContext(NAME, request);
    assertSubject(NAME, context, ['teamId', 'playerId', 'gameId']);
    const period = periodFilterOf(NAME, params);
    const lines = await playerGameLines(db, {
      competitionId: context.competitionId,
      kind: period === 'game' ? 'game' : period === null ? 'gameAndPeriods' : 'period',
      period: typeof period === 'number' ? period : null,
      teamId: context.teamId,
      playerId: context.playerId,
      gameId: context.gameId,
    });
    return lines.map((line) => playerGameRow(line, context));
  },
});
