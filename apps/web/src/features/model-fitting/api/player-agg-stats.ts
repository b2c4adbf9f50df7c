/**
 * `player-agg-stats` for the player models of tiers that open every player's full line: one
 * division's season rows, slimmed with `fields` to the model's stats plus names. Qualified
 * players only (10% of their team's minutes) unless the page asks for everyone.
 */
import type { EndpointParams } from '@courtside/contract/schemas';
import { useEndpoint } from '@/lib/api';
import type { StatKey } from '@/lib/stats/dictionary';
import { shownOnScreen } from './shown-on-screen';

const ENDPOINT = 'player-agg-stats';

export interface PlayerModelRequest {
  competitionId: number;
  divisionId: number;
  /** The outcome, the predictors and what the minutes filter reads. */
  stats: readonly StatKey[];
  qualifiedOnly: boolean;
}

/** The names a player row needs beside its stats. */
export const PLAYER_NAME_FIELDS = ['fullName', 'teamMarket'] as const;

/** Fields in a fixed order, so the same model is the same request (and cache entry). */
export function playerModelParams({
  competitionId,
  divisionId,
  stats,
  qualifiedOnly,
}: PlayerModelRequest) {
  const params = {
    competitionId,
    divisionId,
    scope: 'season',
    fields: [...PLAYER_NAME_FIELDS, ...[...new Set(stats)].sort()],
  };
  return qualifiedOnly ? { ...params, isQualified: true } : params;
}

export const playerModelConfig = (
  request: PlayerModelRequest,
): EndpointParams<'player-agg-stats'> => playerModelParams(request);

/** A null request (another subject or tier is shown) sends nothing. */
export const useFullPlayerModelRows = (request: PlayerModelRequest | null) =>
  useEndpoint(ENDPOINT, request === null ? null : playerModelConfig(request), {
    onError: shownOnScreen,
  });
