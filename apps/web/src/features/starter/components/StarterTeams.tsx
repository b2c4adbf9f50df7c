/**
 * The team ratings view: every team of the division with its record and its adjusted ratings
 * (the numbers the overview's top 25 ranks by), best adjusted margin first. Teams with fewer
 * than 5 box-score games are greyed: their ratings rest on too little.
 */
import { useMemo } from 'react';
import { StatTable, isQualifiedField } from '@/components/stats/StatTable/StatTable';
import type { StatColumnSpec } from '@/components/stats/StatTable/stat-columns';
import { DataState, TableSkeleton } from '@/components/stats/states';
import type { DivisionTeamRow } from '../api/division-teams';
import { useDivisionTeams } from '../api/division-teams';
import type { StarterDivision } from '../content/starter-route';
import { teamLabel } from '@/components/stats/name-labels';
import { useConferenceColumn } from '../hooks/use-conference-column';

const RATING_COLUMNS = [
  'netRanking',
  'gp',
  'overallWins',
  'overallLosses',
  'confWins',
  'confLosses',
  'netRtgAdj',
  'ortgAdj',
  'drtgAdj',
  'paceAdj',
  'sos',
  'ortg',
  'drtg',
  'pace',
] as const satisfies readonly StatColumnSpec<DivisionTeamRow>[];

const HIDDEN_AT_FIRST = ['confWins', 'confLosses', 'ortg', 'drtg', 'pace'] as const;

const QUALIFIER = { isQualified: isQualifiedField, note: 'Fewer than 5 games with a box score.' };

export interface StarterTeamsProps {
  competitionId: number;
  division: StarterDivision;
}

export function StarterTeams({ competitionId, division }: StarterTeamsProps) {
  const teams = useDivisionTeams({ competitionId, divisionId: division.id });
  const conferenceColumn = useConferenceColumn(competitionId);
  const label = useMemo(() => teamLabel<DivisionTeamRow>(competitionId), [competitionId]);
  const columns = useMemo(
    () => [RATING_COLUMNS[0], conferenceColumn, ...RATING_COLUMNS.slice(1)],
    [conferenceColumn],
  );
  return (
    <DataState
      query={teams}
      skeleton={<TableSkeleton label="Loading the team ratings" />}
      emptyMessage={`No team statistics for ${division.name} in this season`}
      errorTitle="The team ratings could not be loaded"
    >
      {(rows) => (
        <StatTable
          caption={`${division.name} team ratings`}
          rows={rows}
          rowId={(row) => String(row.teamId)}
          label={label}
          columns={columns}
          initiallyHidden={HIDDEN_AT_FIRST}
          initialSort={{ key: 'netRtgAdj', desc: true }}
          modes={false}
          qualifier={QUALIFIER}
          filterLabel="Find a team"
        />
      )}
    </DataState>
  );
}
