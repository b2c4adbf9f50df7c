/**
 * `games` of one team: its schedule (date, opponent, site, coverage), which names each
 * attempt's opponent and neutral site and lists the games to pick from. Public (tier 0).
 */
import { useEndpoint } from '@/lib/api';
import { shownOnScreen } from './shown-on-screen';

const ENDPOINT = 'games';

export interface TeamGamesRequest {
  competitionId: number;
  teamId: number;
}

export const teamGamesConfig = ({ competitionId, teamId }: TeamGamesRequest) => ({
  competitionId,
  teamId,
});

/** A null request (the team not found yet) sends nothing. */
export const useTeamGames = (request: TeamGamesRequest | null) =>
  useEndpoint(ENDPOINT, request === null ? null : teamGamesConfig(request), {
    onError: shownOnScreen,
  });
