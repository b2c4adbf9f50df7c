/**
 * The compared teams: each season's `teams` list names the team and gives its division, whose
 * season rows (`team-agg-stats`) hold the team's own row and the pool of its percentiles (the
 * division's teams with 5+ box scores). Seasons and divisions shared by several teams are asked
 * for once.
 */
import { useMemo } from 'react';
import { paths } from '@courtside/contract';
import type { TeamAggStatsRow, TeamDataRow } from '@courtside/contract/schemas';
import { teamAggDenominators } from '@/lib/stats/team-denominators';
import { divisionKey, divisionTeamsQueryOptions } from '../api/team-agg-stats';
import { seasonTeamsQueryOptions } from '../api/teams';
import type { Subject } from '../content/comparison-filters';
import type { PercentilePool } from '../content/comparison-table';
import {
  divisionNameOf,
  failedStatus,
  pendingStatus,
  seasonLabelOf,
  seasonShortLabelOf,
  uniqueBy,
  type ComparisonState,
  type SubjectStatus,
} from '../content/subject-status';
import { useEndpointAnswers, type Answer } from './use-endpoint-answers';

/** The qualified rows of a division's answer, filtered once per answer (teams share them). */
const qualifiedByAnswer = new WeakMap<readonly TeamAggStatsRow[], TeamAggStatsRow[]>();

function qualifiedRows(rows: readonly TeamAggStatsRow[]): TeamAggStatsRow[] {
  let qualified = qualifiedByAnswer.get(rows);
  if (qualified === undefined) {
    qualified = rows.filter((row) => row.isQualified);
    qualifiedByAnswer.set(rows, qualified);
  }
  return qualified;
}

function teamPool(rows: readonly TeamAggStatsRow[], team: TeamDataRow): PercentilePool {
  const qualified = qualifiedRows(rows);
  return {
    label: `${divisionNameOf(team.divisionId)} teams with 5+ box scores, ${seasonLabelOf(team.competitionId)}`,
    rows: qualified,
    denominatorsOf: teamAggDenominators,
    subjectIndex: qualified.findIndex((row) => row.teamId === team.teamId),
  };
}

function teamStatus(
  subject: Subject,
  list: Answer<TeamDataRow> | undefined,
  poolOf: (team: TeamDataRow) => Answer<TeamAggStatsRow> | undefined,
): SubjectStatus {
  const season = seasonLabelOf(subject.competitionId);
  if (list === undefined || list.state === 'pending') return pendingStatus(subject);
  if (list.state !== 'success') {
    return failedStatus(subject, 'error', list.message ?? `The ${season} teams could not be read.`);
  }
  const team = list.data?.find((row) => row.teamId === subject.id);
  if (team === undefined) {
    return failedStatus(subject, 'missing', `No team ${subject.id} in ${season}.`);
  }
  const pool = poolOf(team);
  if (pool === undefined || pool.state === 'pending')
    return pendingStatus(subject, team.teamMarket);
  if (pool.state !== 'success') {
    const note = pool.message ?? `The ${season} statistics could not be read.`;
    return failedStatus(subject, 'error', note, team.teamMarket);
  }
  const rows = pool.data ?? [];
  const row = rows.find((candidate) => candidate.teamId === team.teamId);
  if (row === undefined) {
    const note = `No ${season} statistics for ${team.teamMarket}.`;
    return failedStatus(subject, 'missing', note, team.teamMarket);
  }
  return {
    subject,
    state: 'ready',
    name: team.teamMarket,
    note: null,
    compared: {
      key: subject.key,
      name: team.teamMarket,
      season: seasonShortLabelOf(subject.competitionId),
      detail: [divisionNameOf(team.divisionId), team.conferenceShortName]
        .filter(Boolean)
        .join(' · '),
      href: paths.team(subject.competitionId, team.teamId),
      row,
      denominators: teamAggDenominators(row),
      pool: teamPool(rows, team),
    },
  };
}

export function useTeamComparison(subjects: readonly Subject[]): ComparisonState {
  const competitionIds = uniqueBy(
    subjects.map((subject) => subject.competitionId),
    String,
  );
  const lists = useEndpointAnswers(competitionIds.map(seasonTeamsQueryOptions));
  const teamOf = (subject: Subject) =>
    lists.answers[competitionIds.indexOf(subject.competitionId)]?.data?.find(
      (row) => row.teamId === subject.id,
    );
  const divisions = uniqueBy(
    subjects.flatMap((subject) => {
      const team = teamOf(subject);
      return team === undefined
        ? []
        : [{ competitionId: team.competitionId, divisionId: team.divisionId }];
    }),
    divisionKey,
  );
  const pools = useEndpointAnswers(divisions.map(divisionTeamsQueryOptions));
  const divisionKeys = divisions.map(divisionKey).join(',');

  const listAnswers = lists.answers;
  const poolAnswers = pools.answers;
  const statuses = useMemo(() => {
    const keys = divisionKeys.split(',');
    const ids = uniqueBy(
      subjects.map((subject) => subject.competitionId),
      String,
    );
    return subjects.map((subject) =>
      teamStatus(
        subject,
        listAnswers[ids.indexOf(subject.competitionId)],
        (team) => poolAnswers[keys.indexOf(divisionKey(team))],
      ),
    );
  }, [subjects, listAnswers, poolAnswers, divisionKeys]);

  return {
    subjects: statuses,
    retry: () => {
      lists.retry();
      pools.retry();
    },
  };
}
