/**
 * `on-off-agg-stats` for one player: his team with him on and off the floor (on, off, diff ×
 * offense/defense) over its play-by-play games. The endpoint needs the team, taken from the
 * bio. Tier ≥ 1 (tier 1: trial players only).
 */
import { useEndpoint } from '@/lib/api';
import type { PlayerRequest } from './player-bio';
import { shownOnScreen } from './shown-on-screen';

const ENDPOINT = 'on-off-agg-stats';

export interface PlayerOnOffRequest extends PlayerRequest {
  teamId: number;
}

export const playerOnOffConfig = ({ competitionId, teamId, playerId }: PlayerOnOffRequest) => ({
  competitionId,
  teamId,
  playerId,
});

/** A null request (the bio, which names his team, not loaded yet) sends nothing. */
export const usePlayerOnOff = (request: PlayerOnOffRequest | null) =>
  useEndpoint(ENDPOINT, request === null ? null : playerOnOffConfig(request), {
    onError: shownOnScreen,
  });
