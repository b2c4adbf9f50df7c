/** `live-games-two-day` (tier 2): today's and tomorrow's games, US Eastern time (live-game-days.ts). */
import { ENDPOINT_DEFINITIONS } from '@courtside/contract/schemas';
import { serveEndpoint } from '../../serve-endpoint';
import { gamesOfDays } from './live-game-days';

export const liveGamesTwoDayEndpoint = serveEndpoint(ENDPOINT_DEFINITIONS['live-games-two-day'], {
  handle: (request) => gamesOfDays(request, 'live-games-two-day', 2),
});
