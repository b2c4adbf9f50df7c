/**
 * `raw-games` of one calendar month (`start` and `end`): which days of the month have games,
 * for the calendar and for the next day with games. One request per month, so moving between
 * days of a month sends nothing new. Slimmed with `fields` to the date (the router keeps the
 * ids): a busy month of Division I holds over a thousand games. A null request (not needed
 * yet) sends nothing. Public.
 */
import type { GameDataRow } from '@courtside/contract/schemas';
import { useEndpoint, type UseDataResult } from '@/lib/api';
import { monthRange, type CalendarMonth } from '../content/game-days';

const ENDPOINT = 'raw-games';

export interface MonthGamesRequest {
  competitionId: number;
  divisionId: number;
  month: CalendarMonth;
}

export const monthGamesConfig = ({ competitionId, divisionId, month }: MonthGamesRequest) => ({
  competitionId,
  divisionId,
  ...monthRange(month),
  fields: ['gameDate'],
});

/** What the page reads of a row. */
export type GameDayRow = Pick<GameDataRow, 'gameId' | 'gameDate'>;

export const useMonthGames = (request: MonthGamesRequest | null): UseDataResult<GameDayRow[]> =>
  useEndpoint(ENDPOINT, request === null ? null : monthGamesConfig(request));
