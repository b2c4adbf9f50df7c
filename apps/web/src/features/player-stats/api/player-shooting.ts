/**
 * A player's shooting: `player-agg-pbp-stats` (season scope: his attempts by zone) and
 * `pbp-shots` (every located attempt, for the hex chart). Play-by-play games only. The zone
 * rows are the free tier's (tier 1: trial players only); shots are public.
 */
import type { PbpShotRow, PlayerAggPbpRow } from '@courtside/contract/schemas';
import { dataQueryOptions, fetchData, useData } from '@/lib/api';
import type { PlayerRequest } from './player-bio';
import { shownOnScreen } from './shown-on-screen';

export const playerZonesConfig = ({ competitionId, playerId }: PlayerRequest) => ({
  competitionId,
  playerId,
  scope: 'season',
});

export const fetchPlayerZones = (request: PlayerRequest, signal?: AbortSignal) =>
  fetchData<PlayerAggPbpRow[]>('player-agg-pbp-stats', playerZonesConfig(request), { signal });

export const playerZonesQueryOptions = (request: PlayerRequest) =>
  dataQueryOptions<PlayerAggPbpRow[]>('player-agg-pbp-stats', playerZonesConfig(request));

export const usePlayerZones = (request: PlayerRequest) =>
  useData<PlayerAggPbpRow[]>('player-agg-pbp-stats', playerZonesConfig(request), {
    onError: shownOnScreen,
  });

export const playerShotsConfig = ({ competitionId, playerId }: PlayerRequest) => ({
  competitionId,
  playerId,
});

export const fetchPlayerShots = (request: PlayerRequest, signal?: AbortSignal) =>
  fetchData<PbpShotRow[]>('pbp-shots', playerShotsConfig(request), { signal });

export const playerShotsQueryOptions = (request: PlayerRequest) =>
  dataQueryOptions<PbpShotRow[]>('pbp-shots', playerShotsConfig(request));

export const usePlayerShots = (request: PlayerRequest) =>
  useData<PbpShotRow[]>('pbp-shots', playerShotsConfig(request), { onError: shownOnScreen });
