/**
 * `player-agg-stats` for one player: his lines per scope (season and the splits), with rates,
 * PER, box rating, RAPM and on-court ratings on the season row. Tier ≥ 1 (tier 1: trial
 * players only; others answer with no rows).
 */
import { endpointQueryOptions, useEndpoint } from '@/lib/api';
import type { PlayerRequest } from './player-bio';
import { shownOnScreen } from './shown-on-screen';

const ENDPOINT = 'player-agg-stats';

export interface PlayerScopesRequest extends PlayerRequest {
  scopes: readonly string[];
}

export const playerAggConfig = ({ competitionId, playerId, scopes }: PlayerScopesRequest) => ({
  competitionId,
  playerId,
  scopes,
});

export const playerAggStatsQueryOptions = (request: PlayerScopesRequest) =>
  endpointQueryOptions(ENDPOINT, playerAggConfig(request));

/** A null request (not yet known, or not allowed) sends nothing. */
export const usePlayerAggStats = (request: PlayerScopesRequest | null) =>
  useEndpoint(ENDPOINT, request === null ? null : playerAggConfig(request), {
    onError: shownOnScreen,
  });
