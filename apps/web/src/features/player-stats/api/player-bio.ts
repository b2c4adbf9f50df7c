/**
 * `players` for one player in one competition: the bio (name, team, position, class, height,
 * hometown) and the `personId` that links his seasons. Public.
 */
import { useEndpoint } from '@/lib/api';
import { useFullPlayerRows } from './full-player-rows';
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

export const usePlayerBio = (request: PlayerRequest) =>
  useFullPlayerRows(useEndpoint(ENDPOINT, playerBioConfig(request), { onError: shownOnScreen }));
