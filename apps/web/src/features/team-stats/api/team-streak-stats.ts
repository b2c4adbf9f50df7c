/**
 * `team-agg-streak-stats` for one team: streaks of results and counts of scoring runs made and
 * allowed over the season. Tier ≥ 1.
 */
import type { TeamAggStreakStatsRow } from '@courtside/contract/schemas';
import { dataQueryOptions, fetchData, useData } from '@/lib/api';
import { shownOnScreen } from './shown-on-screen';

const ENDPOINT = 'team-agg-streak-stats';

export interface TeamStreakStatsRequest {
  competitionId: number;
  teamId: number;
}

export const teamStreakStatsConfig = ({ competitionId, teamId }: TeamStreakStatsRequest) => ({
  competitionId,
  teamId,
});

export const fetchTeamStreakStats = (request: TeamStreakStatsRequest, signal?: AbortSignal) =>
  fetchData<TeamAggStreakStatsRow[]>(ENDPOINT, teamStreakStatsConfig(request), { signal });

export const teamStreakStatsQueryOptions = (request: TeamStreakStatsRequest) =>
  dataQueryOptions<TeamAggStreakStatsRow[]>(ENDPOINT, teamStreakStatsConfig(request));

export const useTeamStreakStats = (request: TeamStreakStatsRequest) =>
  useData<TeamAggStreakStatsRow[]>(ENDPOINT, teamStreakStatsConfig(request), {
    onError: shownOnScreen,
  });
