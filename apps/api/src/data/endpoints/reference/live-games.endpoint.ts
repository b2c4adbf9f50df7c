/** `live-games` (tier 2): today's games, US Eastern time (live-game-days.ts). */
import { ENDPOINT_DEFINITIONS } from '@courtside/contract/schemas';
import { serveEndpoint } from '../../serve-endpoint';
import { gamesOfDays } from './live-game-days';

export const liveGamesEndpoint = serveEndpoint(ENDPOINT_DEFINITIONS['live-games'], {
  handle: (request) => gamesOfDays(request, 'live-games', 1),
});
