/**
 * `player-agg-stats` for one team: the roster's season lines. Tier ≥ 1 (the server answers a
 * visitor with 403; tier 1 sees its trial players only).
 */
import type { PlayerAggStatsRow } from '@courtside/contract/schemas';
import { dataQueryOptions, fetchData, useData } from '@/lib/api';
import { shownOnScreen } from './shown-on-screen';

const ENDPOINT = 'player-agg-stats';

export interface TeamPlayersRequest {
  competitionId: number;
  teamId: number;
}

export const teamPlayersConfig = ({ competitionId, teamId }: TeamPlayersRequest) => ({
  competitionId,
  teamId,
  scope: 'season',
});

export const fetchTeamPlayers = (request: TeamPlayersRequest, signal?: AbortSignal) =>
  fetchData<PlayerAggStatsRow[]>(ENDPOINT, teamPlayersConfig(request), { signal });

export const teamPlayersQueryOptions = (request: TeamPlayersRequest) =>
  dataQueryOptions<PlayerAggStatsRow[]>(ENDPOINT, teamPlayersConfig(request));

export const useTeamPlayers = (request: TeamPlayersRequest) =>
  useData<PlayerAggStatsRow[]>(ENDPOINT, teamPlayersConfig(request), { onError: shownOnScreen });
