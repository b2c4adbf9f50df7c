/**
 * Standings of a conference (conference record, then overall) or a division (overall record,
 * with each team's conference), with home, road and last-10 records, the streak and the
 * adjusted margin with its rank. Records count every decided game, box score or not.
 */
import { useMemo } from 'react';
import { StatTable } from '@/components/stats/StatTable/StatTable';
import type { StatColumnSpec } from '@/components/stats/StatTable/stat-columns';
import { DataState, TableSkeleton } from '@/components/stats/states';
import { useGroupRecords } from '../api/group-team-records';
import { useGroupTeamAggStats } from '../api/group-team-agg-stats';
import { groupFilter, type GroupRoute } from '../content/group-route';
import { buildStandings, type StandingRow } from '../content/standings';
import { teamLabel } from '@/components/stats/name-labels';

const CONFERENCE_COLUMNS: readonly StatColumnSpec<StandingRow>[] = [
  'confWins',
  'confLosses',
  'confWinPct',
  'overallWins',
  'overallLosses',
  'overallWinPct',
  'homeWins',
  'homeLosses',
  'awayWins',
  'awayLosses',
  'l10Wins',
  'l10Losses',
  'streak',
  'netRtgAdj',
  'netRanking',
];

const DIVISION_LEAD: readonly StatColumnSpec<StandingRow>[] = [
  'conferenceShortName',
  'overallWins',
  'overallLosses',
  'overallWinPct',
  'confWins',
  'confLosses',
];

export interface GroupStandingsProps {
  route: GroupRoute;
  groupName: string;
  conferenceNames: ReadonlyMap<number, string>;
}

export function GroupStandings({ route, groupName, conferenceNames }: GroupStandingsProps) {
  const request = { competitionId: route.competitionId, ...groupFilter(route) };
  const records = useGroupRecords(request);
  const aggregates = useGroupTeamAggStats(request);
  const label = useMemo(() => teamLabel<StandingRow>(route.competitionId), [route.competitionId]);
  const columns = useMemo<readonly StatColumnSpec<StandingRow>[]>(
    () =>
      route.kind === 'conference'
        ? CONFERENCE_COLUMNS
        : [
            {
              key: 'conferenceShortName',
              value: (row) =>
                row.conferenceId === null ? null : (conferenceNames.get(row.conferenceId) ?? null),
            },
            ...DIVISION_LEAD.slice(1),
            ...CONFERENCE_COLUMNS.slice(6),
          ],
    [route.kind, conferenceNames],
  );
  // The ratings only add columns: standings show as soon as the records do, and without the
  // ratings after a failure.
  const ordering = route.kind;
  const rows = useMemo(
    () =>
      records.data ? buildStandings(records.data, aggregates.data ?? [], ordering) : undefined,
    [records.data, aggregates.data, ordering],
  );
  return (
    <DataState
      query={{ ...records, data: rows }}
      skeleton={<TableSkeleton label="Loading the standings" />}
      emptyMessage="No games for this group in this season"
      errorTitle="The standings could not be loaded"
    >
      {(standings) => (
        <StatTable
          caption={`${groupName} standings`}
          rows={standings}
          rowId={(row) => String(row.teamId)}
          label={label}
          columns={columns}
          modes={false}
          percentiles={false}
          // No initial sort: the rows come in standings order (content/standings.ts).
        />
      )}
    </DataState>
  );
}
