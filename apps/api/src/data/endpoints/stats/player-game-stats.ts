/**
 * `player-game-stats` (query style): one row per player × game × period, the full game with
 * `period: "game"` and each period ('1', '2'… in order, overtimes after regulation) from the
 * play-by-play splits. Player lines exist for play-by-play games only.
 */
import type { PlayerGameStatsRow } from '@courtside/contract/schemas';
import { PlayerGameStatsRowSchema } from '@courtside/contract/schemas';
import { playerGameLines } from '@courtside/warehouse';
import type { DataEndpoint } from '../../endpoint';
import { assertSubject, periodFilterOf, statsContext } from './support/config';
import { playerGameRow } from './support/player-games';

const NAME = 'player-game-stats';

export const playerGameStatsEndpoint: DataEndpoint<PlayerGameStatsRow> = {
  name: NAME,
  access: 'free',
  playerLevel: true,
  summary: 'Players\' game lines per game and period (period "game" = the full game).',
  requires: ['competitionId'],
  accepts: ['teamId', 'playerId', 'gameId', 'halfOrQuarter'],
  row: PlayerGameStatsRowSchema,
  example: { competitionId: 38529, teamId: 591997 },
  notes: [
    'Needs teamId, playerId or gameId. halfOrQuarter "game" keeps the full-game rows, a number one period.',
    'Only play-by-play games have player lines (the NCAA season files have no player box).',
  ],
  async handle(request) {
    const { config, db } = request;
    const context = await statsContext(NAME, request);
    assertSubject(NAME, context, ['teamId', 'playerId', 'gameId']);
    const period = periodFilterOf(NAME, config);
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
};
