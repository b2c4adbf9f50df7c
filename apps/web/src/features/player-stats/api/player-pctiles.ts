/**
 * `pctiles` for one player: his percentile on each stat among qualified players (40% of team
 * minutes), overall and within his position group. Tier ≥ 1.
 */
import type { PctileRow } from '@courtside/contract/schemas';
import { dataQueryOptions, fetchData, useData } from '@/lib/api';
import type { PlayerRequest } from './player-bio';
import { shownOnScreen } from './shown-on-screen';

const ENDPOINT = 'pctiles';

export const playerPctilesConfig = ({ competitionId, playerId }: PlayerRequest) => ({
  competitionId,
  playerId,
});

export const fetchPlayerPctiles = (request: PlayerRequest, signal?: AbortSignal) =>
  fetchData<PctileRow[]>(ENDPOINT, playerPctilesConfig(request), { signal });

export const playerPctilesQueryOptions = (request: PlayerRequest) =>
  dataQueryOptions<PctileRow[]>(ENDPOINT, playerPctilesConfig(request));

export const usePlayerPctiles = (request: PlayerRequest) =>
  useData<PctileRow[]>(ENDPOINT, playerPctilesConfig(request), { onError: shownOnScreen });
