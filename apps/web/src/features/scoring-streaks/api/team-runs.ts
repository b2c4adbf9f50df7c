/**
 * `team-scoring-streaks` of one team in one season: its runs of 8-0 or more (isOffense true)
 * and the runs against it (its droughts), in game order. Play-by-play games only. Tier ≥ 1.
 */
import { useEndpoint } from '@/lib/api';
import { shownOnScreen } from './shown-on-screen';

const ENDPOINT = 'team-scoring-streaks';

export interface TeamStreakRequest {
  competitionId: number;
  teamId: number;
}

export const teamRunsConfig = ({ competitionId, teamId }: TeamStreakRequest) => ({
  competitionId,
  teamId,
});

export const useTeamRuns = (request: TeamStreakRequest) =>
  useEndpoint(ENDPOINT, teamRunsConfig(request), { onError: shownOnScreen });
