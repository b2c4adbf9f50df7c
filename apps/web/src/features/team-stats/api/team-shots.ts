/**
 * `pbp-shots` for one team: its field-goal attempts with their location (isOffense true) or its
 * opponents' against it (false), for the hex chart. Play-by-play games only. Public.
 */
import type { PbpShotRow } from '@courtside/contract/schemas';
import { dataQueryOptions, fetchData, useData } from '@/lib/api';
import { shownOnScreen } from './shown-on-screen';

const ENDPOINT = 'pbp-shots';

export interface TeamShotsRequest {
  competitionId: number;
  teamId: number;
  isOffense: boolean;
}

export const teamShotsConfig = ({ competitionId, teamId, isOffense }: TeamShotsRequest) => ({
  competitionId,
  teamId,
  isOffense,
});

export const fetchTeamShots = (request: TeamShotsRequest, signal?: AbortSignal) =>
  fetchData<PbpShotRow[]>(ENDPOINT, teamShotsConfig(request), { signal });

export const teamShotsQueryOptions = (request: TeamShotsRequest) =>
  dataQueryOptions<PbpShotRow[]>(ENDPOINT, teamShotsConfig(request));

export const useTeamShots = (request: TeamShotsRequest) =>
  useData<PbpShotRow[]>(ENDPOINT, teamShotsConfig(request), { onError: shownOnScreen });
