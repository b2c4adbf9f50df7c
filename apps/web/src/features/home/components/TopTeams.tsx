/**
 * Top teams by adjusted net rating (METHODS: opponent-adjusted offense minus defense per 100
 * possessions) in Division I of each default competition, each linking to its team page.
 */
import { Link } from 'react-router';
import { paths } from '@courtside/contract';
import { DataState, TableSkeleton } from '@/components/stats/states';
import { formatValue } from '@/lib/stats/format';
import { useTopTeams } from '../api/top-teams';
import { TOP_TEAM_COUNT, teamLabel, topTeamsByNetRating } from '../content/leaders';
import { CompetitionHeading, competitionLabel } from './CompetitionHeading';

export function TopTeamsBoard({
  competitionId,
  isSimulated,
}: {
  competitionId: number;
  isSimulated: boolean;
}) {
  const teams = useTopTeams(competitionId);
  const label = `Top teams, ${competitionLabel(competitionId)}`;
  return (
    <div className="home-board">
      <CompetitionHeading competitionId={competitionId} isSimulated={isSimulated} />
      <DataState
        query={teams}
        skeleton={<TableSkeleton label="Loading the top teams" rows={TOP_TEAM_COUNT} columns={3} />}
        isEmpty={(rows) => topTeamsByNetRating(rows).length === 0}
        emptyMessage="No team has played enough games for adjusted ratings yet."
        errorTitle="The top teams could not be loaded."
      >
        {(rows) => (
          <ol className="home-rank-list" aria-label={label}>
            {topTeamsByNetRating(rows).map((team) => (
              <li key={team.teamId} className="home-rank-list__item">
                <Link to={paths.team(team.competitionId, team.teamId)}>{teamLabel(team)}</Link>
                <span className="home-rank-list__meta">
                  {team.overallWins}–{team.overallLosses}
                </span>
                <span className="home-rank-list__value" title="Adjusted net rating">
                  {formatValue('signedDecimal1', team.netRtgAdj)}
                </span>
              </li>
            ))}
          </ol>
        )}
      </DataState>
    </div>
  );
}
