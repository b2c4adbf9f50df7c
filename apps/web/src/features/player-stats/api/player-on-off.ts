/**
 * `on-off-agg-stats` for one player: his team with him on and off the floor (on, off, diff ×
 * offense/defense) over its play-by-play games. The endpoint needs the team, taken from the
 * bio. Tier ≥ 1 (tier 1: trial players only).
 */
import type { OnOffRow } from '@courtside/contract/schemas';
import { dataQueryOptions, fetchData, useData } from '@/lib/api';
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

export const fetchPlayerOnOff = (request: PlayerOnOffRequest, signal?: AbortSignal) =>
  fetchData<OnOffRow[]>(ENDPOINT, playerOnOffConfig(request), { signal });

export const playerOnOffQueryOptions = (request: PlayerOnOffRequest) =>
  dataQueryOptions<OnOffRow[]>(ENDPOINT, playerOnOffConfig(request));

/** A null request (the bio, which names his team, not loaded yet) sends nothing. */
export const usePlayerOnOff = (request: PlayerOnOffRequest | null) =>
  useData<OnOffRow[]>(ENDPOINT, request === null ? { pass: true } : playerOnOffConfig(request), {
    onError: shownOnScreen,
  });
