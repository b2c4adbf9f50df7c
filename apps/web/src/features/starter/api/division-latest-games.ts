/**
 * `games` with `latest` N for one competition and division: its newest games, newest first,
 * the overview's latest results. Public.
 */
import type { GameDataRow } from '@courtside/contract/schemas';
import { dataQueryOptions, fetchData, useData } from '@/lib/api';
import type { DivisionRequest } from './division-teams';
import { shownOnScreen } from './shown-on-screen';

const ENDPOINT = 'games';
export const LATEST_GAME_COUNT = 10;

export const latestDivisionGamesConfig = ({ competitionId, divisionId }: DivisionRequest) => ({
  competitionId,
  divisionId,
  latest: LATEST_GAME_COUNT,
});

export const fetchLatestDivisionGames = (request: DivisionRequest, signal?: AbortSignal) =>
  fetchData<GameDataRow[]>(ENDPOINT, latestDivisionGamesConfig(request), { signal });

export const latestDivisionGamesQueryOptions = (request: DivisionRequest) =>
  dataQueryOptions<GameDataRow[]>(ENDPOINT, latestDivisionGamesConfig(request));

export const useLatestDivisionGames = (request: DivisionRequest) =>
  useData<GameDataRow[]>(ENDPOINT, latestDivisionGamesConfig(request), {
    onError: shownOnScreen,
  });
