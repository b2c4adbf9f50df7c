/**
 * `team-agg-streak-stats` of a division, one request per season of the page: each team's
 * scoring runs made and allowed (8-0 and up, play-by-play games), its longest run each way and
 * its streaks of results. The leaderboard and the team picker read these rows; a conference is
 * a filter on them, so changing it sends nothing. Tier ≥ 1.
 */
import type { TeamAggStreakStatsRow } from '@courtside/contract/schemas';
import { useQueries } from '@tanstack/react-query';
import { endpointQueryOptions } from '@/lib/api';
import type { DataStateQuery } from '@/components/stats/states';

const ENDPOINT = 'team-agg-streak-stats';

export const teamStreakLeadersConfig = (competitionId: number, divisionId: number) => ({
  competitionId,
  divisionId,
});

/** Every season's rows as one answer; null (a locked tier) sends nothing. */
export function useTeamStreakLeaders(
  competitionIds: readonly number[] | null,
  divisionId: number,
): DataStateQuery<TeamAggStreakStatsRow[]> {
  const results = useQueries({
    queries: (competitionIds ?? []).map((competitionId) =>
      endpointQueryOptions(ENDPOINT, teamStreakLeadersConfig(competitionId, divisionId)),
    ),
  });
  const failed = results.filter((result) => result.status === 'error');
  const refetch = () => Promise.all(failed.map((result) => result.refetch()));
  if (failed.length > 0) {
    return { data: undefined, status: 'error', error: failed[0]?.error ?? null, refetch };
  }
  if (competitionIds === null || results.some((result) => result.data === undefined)) {
    return { data: undefined, status: 'pending', error: null, refetch };
  }
  return {
    data: results.flatMap((result) => result.data ?? []),
    status: 'success',
    error: null,
    refetch,
  };
}
