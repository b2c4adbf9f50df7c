/**
 * `team-game-stats`: the team's game log, two rows per game (the team's line and its
 * opponent's), newest first. Public (tier 0).
 */
import type { TeamGameStatsRow } from '@courtside/contract/schemas';
import { dataQueryOptions, fetchData, useData } from '@/lib/api';
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

export const fetchTeamGames = (request: TeamGamesRequest, signal?: AbortSignal) =>
  fetchData<TeamGameStatsRow[]>(ENDPOINT, teamGamesConfig(request), { signal });

export const teamGamesQueryOptions = (request: TeamGamesRequest) =>
  dataQueryOptions<TeamGameStatsRow[]>(ENDPOINT, teamGamesConfig(request));

export const useTeamGames = (request: TeamGamesRequest) =>
  useData<TeamGameStatsRow[]>(ENDPOINT, teamGamesConfig(request), { onError: shownOnScreen });
