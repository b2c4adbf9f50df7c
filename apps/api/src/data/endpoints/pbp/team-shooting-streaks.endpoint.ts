/**
 * team-shooting-streaks: a team's longest runs of consecutive makes and misses (field goals,
 * threes, free throws) over its play-by-play games in order (they may span games), or within
 * one game.
 */
import { ENDPOINT_DEFINITIONS } from '@courtside/contract/schemas';
import { serveEndpoint } from '../../serve-endpoint';
import { shootingStreakRows } from './support/shooting-streak-rows';

const NAME = 'team-shooting-streaks';

export const teamShootingStreaksEndpoint = serveEndpoint(ENDPOINT_DEFINITIONS[NAME], {
  handle: (request) => shootingStreakRows(NAME, request, 'team'),
});
