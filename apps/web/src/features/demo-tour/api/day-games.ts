/**
 * `raw-games` of one day: the games the scoreboard lists for a competition's Division I on that
 * date (yyyymmdd, as the scoreboard sends it), slimmed to their ids and status so the tour can
 * say how many are on today's schedule. Public (tier 0).
 */
import type { EndpointParams, EndpointRow, GameDataRow } from '@courtside/contract/schemas';
import { endpointQueryOptions, fetchData, useEndpoint } from '@/lib/api';
import { shownOnScreen } from './shown-on-screen';
import { TOUR_DIVISION_ID } from './top-teams';

const ENDPOINT = 'raw-games';

export interface DayGamesRequest {
  competitionId: number;
  /** yyyy-mm-dd, a date of the schedule's calendar (US Eastern). */
  day: string;
}

/** A raw-games row as the `fields` selection returns it (ids are always kept). */
export type DayGameRow = Pick<GameDataRow, 'competitionId' | 'gameId' | 'status'>;

export const dayGamesConfig = ({
  competitionId,
  day,
}: DayGamesRequest): EndpointParams<'raw-games'> => ({
  competitionId,
  divisionId: TOUR_DIVISION_ID,
  gameDate: day.replaceAll('-', ''),
  fields: ['status'],
});

export const fetchDayGames = (request: DayGamesRequest, signal?: AbortSignal) =>
  fetchData<EndpointRow<'raw-games'>[]>(ENDPOINT, dayGamesConfig(request), {
    signal,
    definedName: true,
  });

export const dayGamesQueryOptions = (request: DayGamesRequest) =>
  endpointQueryOptions(ENDPOINT, dayGamesConfig(request));

export const useDayGames = (request: DayGamesRequest) =>
  useEndpoint(ENDPOINT, dayGamesConfig(request), { onError: shownOnScreen });
