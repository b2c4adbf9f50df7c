/**
 * `players` for one player in one competition: the bio (name, team, position, class, height,
 * hometown) and the `personId` that links his seasons. Public.
 */
import type { PlayerDataRow } from '@courtside/contract/schemas';
import { dataQueryOptions, fetchData, useData } from '@/lib/api';
import { shownOnScreen } from './shown-on-screen';

const ENDPOINT = 'players';

export interface PlayerRequest {
  competitionId: number;
  playerId: number;
}

export const playerBioConfig = ({ competitionId, playerId }: PlayerRequest) => ({
  competitionId,
  playerId,
});

export const fetchPlayerBio = (request: PlayerRequest, signal?: AbortSignal) =>
  fetchData<PlayerDataRow[]>(ENDPOINT, playerBioConfig(request), { signal });

export const playerBioQueryOptions = (request: PlayerRequest) =>
  dataQueryOptions<PlayerDataRow[]>(ENDPOINT, playerBioConfig(request));

export const usePlayerBio = (request: PlayerRequest) =>
  useData<PlayerDataRow[]>(ENDPOINT, playerBioConfig(request), { onError: shownOnScreen });
