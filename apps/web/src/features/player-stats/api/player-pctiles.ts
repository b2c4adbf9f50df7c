/**
 * `pctiles` for one player: his percentile on each stat among qualified players (40% of team
 * minutes), overall and within his position group. Tier ≥ 1.
 */
import { useEndpoint } from '@/lib/api';
import type { PlayerRequest } from './player-bio';
import { shownOnScreen } from './shown-on-screen';

const ENDPOINT = 'pctiles';

export const playerPctilesConfig = ({ competitionId, playerId }: PlayerRequest) => ({
  competitionId,
  playerId,
});

export const usePlayerPctiles = (request: PlayerRequest) =>
  useEndpoint(ENDPOINT, playerPctilesConfig(request), { onError: shownOnScreen });
