/**
 * player-shooting-streaks: each player's longest runs of consecutive makes and misses (field
 * goals, threes, free throws) over the play-by-play games in order, or within one game.
 */
import { ENDPOINT_DEFINITIONS } from '@courtside/contract/schemas';
import { serveEndpoint } from '../../serve-endpoint';
import { shootingStreakRows } from './support/shooting-streak-rows';

const NAME = 'player-shooting-streaks';

export const playerShootingStreaksEndpoint = serveEndpoint(ENDPOINT_DEFINITIONS[NAME], {
  handle: (request) => shootingStreakRows(NAME, request, 'player'),
});
