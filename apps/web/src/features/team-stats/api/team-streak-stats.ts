/**
 * `team-agg-streak-stats` for one team: streaks of results and counts of scoring runs made and
 * allowed over the season. Tier ≥ 1.
 */
import { useEndpoint } from '@/lib/api';
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

export const useTeamStreakStats = (request: TeamStreakStatsRequest) =>
  useEndpoint(ENDPOINT, teamStreakStatsConfig(request), {
    onError: shownOnScreen,
  });
