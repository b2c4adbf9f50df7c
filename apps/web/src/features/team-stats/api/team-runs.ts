/**
 * `team-scoring-streaks` for one team: its runs of 8-0 or more and the runs against it, in game
 * order. Play-by-play games only. Tier ≥ 1.
 */
import type { TeamScoringStreakRow } from '@courtside/contract/schemas';
import { dataQueryOptions, fetchData, useData } from '@/lib/api';
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

export const fetchTeamRuns = (request: TeamRunsRequest, signal?: AbortSignal) =>
  fetchData<TeamScoringStreakRow[]>(ENDPOINT, teamRunsConfig(request), { signal });

export const teamRunsQueryOptions = (request: TeamRunsRequest) =>
  dataQueryOptions<TeamScoringStreakRow[]>(ENDPOINT, teamRunsConfig(request));

export const useTeamRuns = (request: TeamRunsRequest) =>
  useData<TeamScoringStreakRow[]>(ENDPOINT, teamRunsConfig(request), { onError: shownOnScreen });
