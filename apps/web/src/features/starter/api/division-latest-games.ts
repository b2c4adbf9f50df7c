/**
 * `games` with `latest` N for one competition and division: its newest games, newest first,
 * the overview's latest results. Public.
 */
import { useEndpoint } from '@/lib/api';
import type { DivisionRequest } from './division-teams';
import { shownOnScreen } from './shown-on-screen';

const ENDPOINT = 'games';
export const LATEST_GAME_COUNT = 10;

export const latestDivisionGamesConfig = ({ competitionId, divisionId }: DivisionRequest) => ({
  competitionId,
  divisionId,
  latest: LATEST_GAME_COUNT,
});

export const useLatestDivisionGames = (request: DivisionRequest) =>
  useEndpoint(ENDPOINT, latestDivisionGamesConfig(request), {
    onError: shownOnScreen,
  });
