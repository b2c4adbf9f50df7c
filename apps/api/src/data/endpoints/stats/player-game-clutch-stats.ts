/**
 * `player-game-clutch-stats` (query style): players' lines over each play-by-play game's clutch
 * time (METHODS §6), `period: "clutch"`. Rates share the team's clutch line.
 */
import type { PlayerGameStatsRow } from '@courtside/contract/schemas';
import { PlayerGameStatsRowSchema } from '@courtside/contract/schemas';
import { playerGameLines } from '@courtside/warehouse';
import type { DataEndpoint } from '../../endpoint';
import { assertSubject, statsContext } from './support/config';
import { playerGameRow } from './support/player-games';

const NAME = 'player-game-clutch-stats';

export const playerGameClutchStatsEndpoint: DataEndpoint<PlayerGameStatsRow> = {
  name: NAME,
  access: 'free',
  playerLevel: true,
  summary: "Players' lines over each game's clutch time (last 5:00 or overtime, margin ≤ 5).",
  requires: ['competitionId'],
  accepts: ['teamId', 'playerId', 'gameId'],
  row: PlayerGameStatsRowSchema,
  example: { competitionId: 38529, teamId: 591997 },
  notes: ['Needs teamId, playerId or gameId. Play-by-play games with clutch time only.'],
  async handle(request) {
    const context = await statsContext(NAME, request);
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
};
