/**
 * `team-agg-pbp-stats` for one team, season scope: its attempts by zone and its opponents'
 * (isOffense false). Play-by-play games only. Public.
 */
import { useEndpoint } from '@/lib/api';
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

export const useTeamZones = (request: TeamZonesRequest) =>
  useEndpoint(ENDPOINT, teamZonesConfig(request), { onError: shownOnScreen });
