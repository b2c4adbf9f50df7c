/**
 * player-shooting-streaks: each player's longest runs of consecutive makes and misses (field
 * goals, threes, free throws) over the play-by-play games in order, or within one game.
 */
import type { ShootingStreakRow } from '@courtside/contract/schemas';
import { ShootingStreakRowSchema } from '@courtside/contract/schemas';
import type { DataEndpoint } from '../../endpoint';
import { shootingStreakRows } from './support/shooting-streak-rows';

const NAME = 'player-shooting-streaks';

export const playerShootingStreaksEndpoint: DataEndpoint<ShootingStreakRow> = {
  name: NAME,
  access: 'free',
  playerLevel: true,
  summary:
    "Players' longest shooting streaks: consecutive makes and misses of field goals, threes and free throws, over the play-by-play games in order (a streak may span games) or within one game. Box-only games have no attempts.",
  requires: ['competitionId'],
  accepts: ['competitionId', 'teamId', 'playerId', 'gameId'],
  row: ShootingStreakRowSchema,
  example: { competitionId: 38529, teamId: 591997 },
  notes: ['Needs teamId, playerId or gameId. One row per player and kind he has attempts of.'],
  handle: (request) => shootingStreakRows(NAME, request, 'player'),
};
