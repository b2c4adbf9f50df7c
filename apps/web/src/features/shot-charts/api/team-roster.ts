/**
 * `competition-team-players` of one team: its roster in the season, the player picker's
 * choices. Public (tier 0).
 */
import { useEndpoint } from '@/lib/api';
import { shownOnScreen } from './shown-on-screen';

const ENDPOINT = 'competition-team-players';

export interface TeamRosterRequest {
  competitionId: number;
  teamId: number;
}

export const teamRosterConfig = ({ competitionId, teamId }: TeamRosterRequest) => ({
  competitionId,
  teamId,
});

/** A null request (the team not found yet) sends nothing. */
export const useTeamRoster = (request: TeamRosterRequest | null) =>
  useEndpoint(ENDPOINT, request === null ? null : teamRosterConfig(request), {
    onError: shownOnScreen,
  });
