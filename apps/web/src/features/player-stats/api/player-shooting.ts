/**
 * A player's shooting: `player-agg-pbp-stats` (season scope: his attempts by zone) and
 * `pbp-shots` (every located attempt, for the hex chart). Play-by-play games only. The zone
 * rows are the free tier's (tier 1: trial players only); shots are public.
 */
import { useEndpoint } from '@/lib/api';
import type { PlayerRequest } from './player-bio';
import { shownOnScreen } from './shown-on-screen';

export const playerZonesConfig = ({ competitionId, playerId }: PlayerRequest) => ({
  competitionId,
  playerId,
  scope: 'season',
});

export const usePlayerZones = (request: PlayerRequest) =>
  useEndpoint('player-agg-pbp-stats', playerZonesConfig(request), {
    onError: shownOnScreen,
  });

export const playerShotsConfig = ({ competitionId, playerId }: PlayerRequest) => ({
  competitionId,
  playerId,
});

export const usePlayerShots = (request: PlayerRequest) =>
  useEndpoint('pbp-shots', playerShotsConfig(request), { onError: shownOnScreen });
