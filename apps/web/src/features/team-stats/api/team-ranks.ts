/**
 * `ranks` for one team: its rank on each of the season stats the API ranks, within gender ×
 * division × season (and within its conference). Tier ≥ 1.
 */
import { useEndpoint } from '@/lib/api';
import { shownOnScreen } from './shown-on-screen';

const ENDPOINT = 'ranks';

export interface TeamRanksRequest {
  competitionId: number;
  teamId: number;
}

export const teamRanksConfig = ({ competitionId, teamId }: TeamRanksRequest) => ({
  competitionId,
  teamId,
});

/** `enabled` false (a visitor) sends nothing: the page shows the upgrade prompt instead. */
export const useTeamRanks = (request: TeamRanksRequest, enabled: boolean) =>
  useEndpoint(ENDPOINT, enabled ? teamRanksConfig(request) : null, {
    onError: shownOnScreen,
  });
