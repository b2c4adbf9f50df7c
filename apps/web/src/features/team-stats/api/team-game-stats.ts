/**
 * `team-game-stats`: the team's game log, two rows per game (the team's line and its
 * opponent's), newest first. Public (tier 0).
 */
import { useEndpoint } from '@/lib/api';
import { shownOnScreen } from './shown-on-screen';

const ENDPOINT = 'team-game-stats';

export interface TeamGamesRequest {
  competitionId: number;
  teamId: number;
}

export const teamGamesConfig = ({ competitionId, teamId }: TeamGamesRequest) => ({
  competitionId,
  teamId,
});

export const useTeamGames = (request: TeamGamesRequest) =>
  useEndpoint(ENDPOINT, teamGamesConfig(request), { onError: shownOnScreen });
