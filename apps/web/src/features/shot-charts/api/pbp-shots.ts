/**
 * `pbp-shots`: the season's field-goal attempts of a team (its own, or with isOffense false its
 * opponents' against it) or of one player, with location, zone, shot type, period and flags.
 * Play-by-play games only. Public (tier 0). The page filters them in the browser.
 */
import type { EndpointParams } from '@courtside/contract/schemas';
import { useEndpoint } from '@/lib/api';
import { shownOnScreen } from './shown-on-screen';

const ENDPOINT = 'pbp-shots';

export type ShotsRequest =
  | { competitionId: number; teamId: number; isOffense: boolean }
  | { competitionId: number; playerId: number };

export function shotsConfig(request: ShotsRequest): EndpointParams<'pbp-shots'> {
  return 'playerId' in request
    ? { competitionId: request.competitionId, playerId: request.playerId }
    : {
        competitionId: request.competitionId,
        teamId: request.teamId,
        isOffense: request.isOffense,
      };
}

/** A null request (the team not found yet) sends nothing. */
export const useShots = (request: ShotsRequest | null) =>
  useEndpoint(ENDPOINT, request === null ? null : shotsConfig(request), {
    onError: shownOnScreen,
  });
