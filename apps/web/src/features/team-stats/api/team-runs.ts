/**
 * `team-scoring-streaks` for one team: its runs of 8-0 or more and the runs against it, in game
 * order. Play-by-play games only. Tier ≥ 1.
 */
import { useEndpoint } from '@/lib/api';
import { shownOnScreen } from './shown-on-screen';

const ENDPOINT = 'team-scoring-streaks';

export interface TeamRunsRequest {
  competitionId: number;
  teamId: number;
}

export const teamRunsConfig = ({ competitionId, teamId }: TeamRunsRequest) => ({
  competitionId,
  teamId,
});

export const useTeamRuns = (request: TeamRunsRequest) =>
  useEndpoint(ENDPOINT, teamRunsConfig(request), { onError: shownOnScreen });
