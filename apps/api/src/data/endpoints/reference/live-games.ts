/**
 * `live-games` and `live-games-two-day` (tier 2, live game stats): the games scheduled today
 * (and tomorrow), US Eastern time, from the warehouse schedule, with the score once final.
 * Empty when no game is scheduled. Their answer changes with the clock, so they are fresh for
 * LIVE_MAX_AGE_SECONDS only.
 */
import type { GameDataRow } from '@courtside/contract/schemas';
import { GameDataRowSchema } from '@courtside/contract/schemas';
import { gameList } from '@courtside/warehouse';
import type { DataEndpoint, DataRequest } from '../../endpoint';
import { competitionIdsOf, divisionOf, scheduleDate, updatedOf } from './config-values';
import { toGameRow } from './game-rows';

export const LIVE_MAX_AGE_SECONDS = 30;

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
    competitionIds: competitionIdsOf(name, request.config),
    divisionId: divisionOf(name, request.config),
    from,
    to,
  });
  return rows.map((row) => toGameRow(row, updated));
}

function liveEndpoint(name: string, days: 1 | 2, summary: string): DataEndpoint<GameDataRow> {
  return {
    name,
    access: 'plus',
    summary,
    requires: [],
    accepts: ['competitionId', 'competitionIds', 'divisionId'],
    row: GameDataRowSchema,
    example: { competitionId: 41097, divisionId: 1 },
    maxAgeSeconds: LIVE_MAX_AGE_SECONDS,
    notes: ['"Today" is the date in US Eastern time.'],
    handle: (request) => gamesOfDays(request, name, days),
  };
}

export const liveGamesEndpoint = liveEndpoint(
  'live-games',
  1,
  "Today's games (US Eastern) from the schedule, with scores once final.",
);

export const liveGamesTwoDayEndpoint = liveEndpoint(
  'live-games-two-day',
  2,
  "Today's and tomorrow's games (US Eastern) from the schedule.",
);
