/**
 * `raw-games` of one day: every game of the competition's division on that date, with the score
 * once final and the ratings' projection. The scoreboard sends the day as yyyymmdd (`gamedate`).
 * Public.
 */
import { useEndpoint } from '@/lib/api';
import { gameDateOfIso } from '../content/game-days';

const ENDPOINT = 'raw-games';

export interface DayGamesRequest {
  competitionId: number;
  divisionId: number;
  /** yyyy-mm-dd */
  day: string;
}

export const dayGamesConfig = ({ competitionId, divisionId, day }: DayGamesRequest) => ({
  competitionId,
  divisionId,
  gameDate: gameDateOfIso(day),
});

export const useDayGames = (request: DayGamesRequest) =>
  useEndpoint(ENDPOINT, dayGamesConfig(request));
