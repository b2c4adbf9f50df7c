/**
 * `games` of one team: the schedule's rows with the ratings prediction (predicted scores, home
 * margin and win probability). The overview asks only when the game log has games still to be
 * played (`enabled`), since a finished season's schedule shows results alone. Public (tier 0).
 */
import { useEndpoint } from '@/lib/api';
import { shownOnScreen } from './shown-on-screen';

const ENDPOINT = 'games';

export interface TeamScheduleGamesRequest {
  competitionId: number;
  teamId: number;
}

export const teamScheduleGamesConfig = ({ competitionId, teamId }: TeamScheduleGamesRequest) => ({
  competitionId,
  teamId,
});

export const useTeamScheduleGames = (request: TeamScheduleGamesRequest, enabled: boolean) =>
  useEndpoint(ENDPOINT, enabled ? teamScheduleGamesConfig(request) : null, {
    onError: shownOnScreen,
  });
