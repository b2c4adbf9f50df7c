/**
 * `team-agg-pbp-stats` for one team, season scope: its attempts by zone and its opponents'
 * (isOffense false). Play-by-play games only. Public.
 */
import type { TeamAggPbpRow } from '@courtside/contract/schemas';
import { dataQueryOptions, fetchData, useData } from '@/lib/api';
import { shownOnScreen } from './shown-on-screen';

const ENDPOINT = 'team-agg-pbp-stats';

export interface TeamZonesRequest {
  competitionId: number;
  teamId: number;
}

export const teamZonesConfig = ({ competitionId, teamId }: TeamZonesRequest) => ({
  competitionId,
  teamId,
  scope: 'season',
});

export const fetchTeamZones = (request: TeamZonesRequest, signal?: AbortSignal) =>
  fetchData<TeamAggPbpRow[]>(ENDPOINT, teamZonesConfig(request), { signal });

export const teamZonesQueryOptions = (request: TeamZonesRequest) =>
  dataQueryOptions<TeamAggPbpRow[]>(ENDPOINT, teamZonesConfig(request));

export const useTeamZones = (request: TeamZonesRequest) =>
  useData<TeamAggPbpRow[]>(ENDPOINT, teamZonesConfig(request), { onError: shownOnScreen });
