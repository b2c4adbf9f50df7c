/**
 * `player-agg-stats-public` for the player models of tier 1, whose `player-agg-stats` holds
 * only its trial players: every player's public line (per-game production, shooting, usage),
 * with the same request shape as the full rows (player-agg-stats.ts).
 */
import type { EndpointParams } from '@courtside/contract/schemas';
import { useEndpoint } from '@/lib/api';
import { playerModelParams, type PlayerModelRequest } from './player-agg-stats';
import { shownOnScreen } from './shown-on-screen';

const ENDPOINT = 'player-agg-stats-public';

export const publicPlayerModelConfig = (
  request: PlayerModelRequest,
): EndpointParams<'player-agg-stats-public'> => playerModelParams(request);

/** A null request (another subject or tier is shown) sends nothing. */
export const usePublicPlayerModelRows = (request: PlayerModelRequest | null) =>
  useEndpoint(ENDPOINT, request === null ? null : publicPlayerModelConfig(request), {
    onError: shownOnScreen,
  });
