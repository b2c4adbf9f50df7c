/**
 * The overview's statistical leaders: the top five of points, rebounds and assists per game
 * among qualified players (10% of the team's minutes, the other leaderboards' rule). Player
 * rows are for signed-in tiers (§6): a visitor gets the sign-up prompt and no player request.
 */
import { Link, useLocation } from 'react-router';
import { TIER_VALUES, paths } from '@courtside/contract';
import { DataState, TableSkeleton, UpgradePrompt } from '@/components/stats/states';
import { statDefinition } from '@/lib/stats/dictionary';
import { formatValue } from '@/lib/stats/format';
import { useSession } from '@/lib/session';
import { useDivisionLeaders } from '../api/division-leaders';
import { LEADERS_PER_CATEGORY, leaderboards, type Leaderboard } from '../content/leaders';
import type { StarterDivision } from '../content/starter-route';

function LeaderList({ board, competitionId }: { board: Leaderboard; competitionId: number }) {
  const definition = statDefinition(board.category);
  return (
    <div className="starter__leaders-category">
      <h3 className="h6" title={definition.description}>
        {definition.label}
      </h3>
      <ol className="starter__rank-list" aria-label={definition.label}>
        {board.rows.map((row) => (
          <li key={`${row.playerId ?? row.fullName}-${row.teamId}`}>
            {row.playerId === null ? (
              row.fullName
            ) : (
              <Link to={paths.player(competitionId, row.playerId)}>{row.fullName}</Link>
            )}
            <span className="starter__rank-meta">{row.teamMarket}</span>
            <span className="starter__rank-value">
              {formatValue(definition.format, row[board.category])}
            </span>
          </li>
        ))}
      </ol>
    </div>
  );
}

function Leaders({ competitionId, division }: OverviewLeadersProps) {
  const leaders = useDivisionLeaders({ competitionId, divisionId: division.id });
  return (
    <DataState
      query={leaders}
      skeleton={
        <TableSkeleton label="Loading the leaders" rows={LEADERS_PER_CATEGORY} columns={3} />
      }
      emptyMessage={`No qualified players in ${division.name} this season (players come from play-by-play games)`}
      errorTitle="The leaders could not be loaded"
    >
      {(rows) => (
        <div className="starter__leaders" role="group" aria-label={`${division.name} leaders`}>
          {leaderboards(rows).map((board) => (
            <LeaderList key={board.category} board={board} competitionId={competitionId} />
          ))}
        </div>
      )}
    </DataState>
  );
}

export interface OverviewLeadersProps {
  competitionId: number;
  division: StarterDivision;
}

export function OverviewLeaders({ competitionId, division }: OverviewLeadersProps) {
  const { tier, isSignedIn } = useSession();
  const { search } = useLocation();
  return (
    <section className="starter__section" aria-labelledby="starter-leaders">
      <h2 className="h5" id="starter-leaders">
        Statistical leaders
      </h2>
      <p className="small text-body-secondary">
        Per game, among players on the floor for at least 10% of their team’s minutes.
      </p>
      {tier.value >= TIER_VALUES.free ? (
        <>
          <Leaders competitionId={competitionId} division={division} />
          <p className="small mt-2 mb-0">
            <Link to={{ pathname: paths.starter(competitionId, 'players'), search }}>
              Every {division.name} player’s season
            </Link>
          </p>
        </>
      ) : (
        <UpgradePrompt
          feature="Player leaders"
          requiredTier={TIER_VALUES.free}
          currentTier={tier.value}
          isSignedIn={isSignedIn}
        />
      )}
    </section>
  );
}
