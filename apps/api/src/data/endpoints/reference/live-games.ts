/**
 * `live-games` and `live-games-two-day` (tier 2, live game stats): the games scheduled today
 * (and tomorrow), US Eastern time, from the warehouse schedule, with the score once final.
 * Empty when no game is scheduled. Their answer changes with the clock, so they are fresh for
 * LIVE_MAX_AGE_SECONDS (the contract's) only.
 */
import type { GameDataRow } from '@courtside/contract/schemas';
import { ENDPOINT_DEFINITIONS } from '@courtside/contract/schemas';
import { gameList } from '@courtside/warehouse';
import { serveEndpoint } from '../../serve-endpoint';
import type { DataRequest } from '../../endpoint';
import { competitionIdsOf, divisionOf, scheduleDate, updatedOf } from './config-values';
import { toGameRow } from './game-rows';

async function gamesOfDays(
  request: DataRequest,
  name: string,
  days: 1 | 2,
): Promise<GameDataRow[]> {
  const now = request.now ?? new Date();
  const from = scheduleDate(now);
  const to = scheduleDate(now, days - 1);
  const updated = await updatedOf(request);
  const rows = await gameList(request.db, {
    competitionIds: competitionIdsOf(name, request.params),
    divisionId: divisionOf(name, request.params),
    from,
    to,
  });
  return rows.map((row) => toGameRow(row, updated));
}

export const liveGamesEndpoint = serveEndpoint(ENDPOINT_DEFINITIONS['live-games'], {
  handle: (request) => gamesOfDays(request, 'live-games', 1),
});

export const liveGamesTwoDayEndpoint = serveEndpoint(ENDPOINT_DEFINITIONS['live-games-two-day'], {
  handle: (request) => gamesOfDays(request, 'live-games-two-day', 2),
});
