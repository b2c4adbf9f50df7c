/**
 * Everything the page reads, for each season of the address: the division's deciding shots,
 * its teams (names and conferences) and the season's conference names, as one query for a
 * DataState — pending while any request is, failed when any failed (Retry asks again for the
 * failed ones), else the seasons' rows joined. Requests of seasons already read are cached, so
 * adding a season asks only for the new one.
 */
import { useQueries, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { CompetitionConferenceRow } from '@courtside/contract/schemas';
import type { DataStateQuery } from '@/components/stats/states';
import { competitionConferencesQueryOptions } from '@/lib/stats/competition-conferences';
import { decidingTeamsQueryOptions } from '../api/team-tying-go-ahead';
import { decidingShotsQueryOptions } from '../api/tying-go-ahead-shots';
import type { DecidingShot, TeamInfo } from '../content/deciding-shots';
import type { DecidingTeamRow } from '../content/team-totals';

export interface DecidingData {
  shots: DecidingShot[];
  /** By team id (ids are per season, so seasons do not collide). */
  teams: ReadonlyMap<number, TeamInfo>;
  /** Conference id → short name. */
  conferenceNames: ReadonlyMap<number, string>;
  /** The team rows as the API counted them (every attempt, no situation filter). */
  teamRows: readonly DecidingTeamRow[];
}

interface QueryResult {
  status: 'pending' | 'success' | 'error';
  data?: unknown;
  error: { message: string } | null;
}

interface Combined {
  /** Index of the first failed request, -1 when none failed. */
  failed: number;
  error: { message: string } | null;
  /** Each request's rows, undefined while pending (null when malformed, lib/api). */
  answers: unknown[];
}

/**
 * At module scope so TanStack re-runs it only when a result changes; its answer is
 * structurally shared, so `answers` keeps its identity while no request's rows change.
 */
function combine(results: readonly QueryResult[]): Combined {
  const failed = results.findIndex((result) => result.status === 'error');
  return {
    failed,
    error: results[failed]?.error ?? null,
    answers: results.map((result) => (result.status === 'success' ? result.data : undefined)),
  };
}

const rowsOf = (answer: unknown): unknown[] => (Array.isArray(answer) ? answer : []);

function joinData(
  shotAnswers: readonly (readonly DecidingShot[])[],
  teamAnswers: readonly (readonly DecidingTeamRow[])[],
  conferenceAnswers: readonly (readonly CompetitionConferenceRow[])[],
): DecidingData {
  const teams = new Map<number, TeamInfo>();
  for (const rows of teamAnswers) {
    for (const row of rows) {
      teams.set(row.teamId, {
        competitionId: row.competitionId,
        teamId: row.teamId,
        teamMarket: row.teamMarket,
        conferenceId: row.conferenceId,
      });
    }
  }
  const conferenceNames = new Map<number, string>();
  for (const rows of conferenceAnswers) {
    for (const row of rows) conferenceNames.set(row.conferenceId, row.conferenceShortName);
  }
  return { shots: shotAnswers.flat(), teams, conferenceNames, teamRows: teamAnswers.flat() };
}

export function useDecidingData(
  competitionIds: readonly number[],
  divisionId: number,
): DataStateQuery<DecidingData> {
  const queryClient = useQueryClient();
  const seasons = competitionIds.map((competitionId) => ({ competitionId, divisionId }));
  const queries = [
    ...seasons.map(decidingShotsQueryOptions),
    ...seasons.map(decidingTeamsQueryOptions),
    ...competitionIds.map(competitionConferencesQueryOptions),
  ];
  const { failed, error, answers } = useQueries({ queries, combine });
  const count = competitionIds.length;

  const data = useMemo(() => {
    if (answers.some((answer) => answer === undefined)) return undefined;
    const rows = answers.map(rowsOf);
    return joinData(
      rows.slice(0, count) as DecidingShot[][],
      rows.slice(count, 2 * count) as DecidingTeamRow[][],
      rows.slice(2 * count) as CompetitionConferenceRow[][],
    );
  }, [answers, count]);

  const refetch = () => {
    const failedQueries = queries.filter(
      (query) => queryClient.getQueryState(query.queryKey)?.status === 'error',
    );
    return Promise.all(
      failedQueries.map((query) =>
        queryClient.refetchQueries({ queryKey: query.queryKey, exact: true }),
      ),
    );
  };
  if (failed !== -1) return { data: undefined, status: 'error', error, refetch };
  if (data === undefined) return { data: undefined, status: 'pending', error: null, refetch };
  return { data, status: 'success', error: null, refetch };
}
