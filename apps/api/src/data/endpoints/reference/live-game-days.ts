/**
 * The games of `live-games` and `live-games-two-day` (tier 2, live game stats): those scheduled
 * today (and tomorrow), US Eastern time, from the warehouse schedule, with the score once final.
 * Empty when no game is scheduled. Their answer changes with the clock, so they are fresh for
 * LIVE_MAX_AGE_SECONDS (the contract's) only.
 */
import type { GameDataRow } from '@courtside/contract/schemas';
import { gameList } from '@courtside/warehouse';
import type { DataRequest } from '../../endpoint';
import { competitionIdsOf, divisionOf, scheduleDate, updatedOf } from './config-values';
import { toGameRow } from './game-rows';

export async function gamesOfDays(
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
