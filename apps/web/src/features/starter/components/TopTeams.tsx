/**
 * The overview's top 25: the division's qualified teams by adjusted efficiency margin, with
 * conference, record and the adjusted ratings behind the rank. The rows come ranked
 * (content/leaders.ts), so the table starts unsorted.
 */
import { useMemo } from 'react';
import { Link, useLocation } from 'react-router';
import { paths } from '@courtside/contract';
import { StatTable } from '@/components/stats/StatTable/StatTable';
import { DataState, TableSkeleton } from '@/components/stats/states';
import { useDivisionTeams, type DivisionTeamRow } from '../api/division-teams';
import { TOP_TEAM_COUNT, topTeams } from '../content/leaders';
import type { StarterDivision } from '../content/starter-route';
import { useConferenceColumn } from '../hooks/use-conference-column';
import { teamLabel } from '@/components/stats/name-labels';

const RECORD_AND_RATINGS = [
  'overallWins',
  'overallLosses',
  'netRtgAdj',
  'ortgAdj',
  'drtgAdj',
] as const satisfies readonly (keyof DivisionTeamRow)[];

export interface TopTeamsProps {
  competitionId: number;
  division: StarterDivision;
}

export function TopTeams({ competitionId, division }: TopTeamsProps) {
  const { search } = useLocation();
  const teams = useDivisionTeams({ competitionId, divisionId: division.id });
  const conferenceColumn = useConferenceColumn<DivisionTeamRow>(competitionId);
  const label = useMemo(() => teamLabel<DivisionTeamRow>(competitionId), [competitionId]);
  const columns = useMemo(
    () => ['netRanking' as const, conferenceColumn, ...RECORD_AND_RATINGS],
    [conferenceColumn],
  );
  const rows = useMemo(() => (teams.data ? topTeams(teams.data) : teams.data), [teams.data]);
  return (
    <section className="starter__section" aria-labelledby="starter-top-teams">
      <h2 className="h5" id="starter-top-teams">
        Top {TOP_TEAM_COUNT}
      </h2>
      <p className="small text-body-secondary">
        Ranked by adjusted efficiency margin: points per 100 possessions better than an average
        team, adjusted for opponents and venue.
      </p>
      <DataState
        query={{ ...teams, data: rows }}
        skeleton={<TableSkeleton label="Loading the top teams" rows={TOP_TEAM_COUNT} />}
        emptyMessage={`No ${division.name} team has adjusted ratings in this season yet (they need 5 games with a box score).`}
        errorTitle="The top teams could not be loaded"
      >
        {(shown) => (
          <StatTable
            caption={`${division.name} top ${TOP_TEAM_COUNT}`}
            rows={shown}
            rowId={(row) => String(row.teamId)}
            label={label}
            columns={columns}
            modes={false}
            percentiles={false}
            filterLabel="Find a team"
          />
        )}
      </DataState>
      <p className="small mt-2 mb-0">
        <Link to={{ pathname: paths.starter(competitionId, 'teams'), search }}>
          Every {division.name} team’s ratings
        </Link>
      </p>
    </section>
  );
}
