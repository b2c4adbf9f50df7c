/**
 * `pbp-shots` for one team: its field-goal attempts with their location (isOffense true) or its
 * opponents' against it (false), for the hex chart. Play-by-play games only. Public.
 */
import { useEndpoint } from '@/lib/api';
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

export const useTeamShots = (request: TeamShotsRequest) =>
  useEndpoint(ENDPOINT, teamShotsConfig(request), { onError: shownOnScreen });
