/**
 * `raw-games` asked for the newest game up to the day before the shown one (`end` and
 * `latest` 1): the previous day with games however far back it is (the end of the season, seen
 * from a summer day), in one row. Public.
 */
import { useEndpoint, type UseDataResult } from '@/lib/api';
import { addDays } from '../content/game-days';
import type { GameDayRow } from './month-games';

const ENDPOINT = 'raw-games';

export interface PreviousGameRequest {
  competitionId: number;
  divisionId: number;
  /** yyyy-mm-dd of the shown day. */
  day: string;
}

export const previousGameConfig = ({ competitionId, divisionId, day }: PreviousGameRequest) => ({
  competitionId,
  divisionId,
  end: addDays(day, -1),
  latest: 1,
  fields: ['gameDate'],
});

export const usePreviousGame = (request: PreviousGameRequest): UseDataResult<GameDayRow[]> =>
  useEndpoint(ENDPOINT, previousGameConfig(request));
