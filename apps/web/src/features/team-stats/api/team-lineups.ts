/**
 * `lineup-agg-stats-top` for one team: its five-player units over the season's play-by-play
 * games, most-played first. Tier ≥ 1.
 */
import { useEndpoint } from '@/lib/api';
import { shownOnScreen } from './shown-on-screen';

const ENDPOINT = 'lineup-agg-stats-top';

export interface TeamLineupsRequest {
  competitionId: number;
  teamId: number;
}

export const teamLineupsConfig = ({ competitionId, teamId }: TeamLineupsRequest) => ({
  competitionId,
  teamId,
});

export const useTeamLineups = (request: TeamLineupsRequest) =>
  useEndpoint(ENDPOINT, teamLineupsConfig(request), { onError: shownOnScreen });
