/**
 * The team's games still to be played: date, site, opponent and the ratings projection from the
 * team's side ("Proj. W 74-68, 71%": rounded predicted scores, the team's win probability).
 * The rows come from the game log (its unplayed lines), so an upcoming game never disappears
 * because the projections failed; the projections come from `games`, which the API computes
 * (METHODS §3 from both teams' adjusted ratings). A game against a team without a rating
 * (outside Division I) has none.
 */
import type { GameDataRow, TeamGameStatsRow } from '@courtside/contract/schemas';
import { Link } from 'react-router';
import { paths } from '@courtside/contract';
import { ErrorState } from '@/components/stats/states';
import { formatValue } from '@/lib/stats/format';
import { useTeamScheduleGames } from '../api/team-schedule-games';
import type { TeamRoute } from '../content/views';

export interface TeamProjection {
  teamPoints: number;
  opponentPoints: number;
  /** 0-1: the team's chance to win. */
  winProbability: number;
}

/** The row's prediction turned to the team's side; null when the API has none. */
export function teamProjection(row: GameDataRow, teamId: number): TeamProjection | null {
  const { predictedHomeScore, predictedAwayScore, homeWinProbability } = row;
  if (predictedHomeScore === null || predictedAwayScore === null || homeWinProbability === null) {
    return null;
  }
  const isHome = row.homeTeamId === teamId;
  return {
    teamPoints: isHome ? predictedHomeScore : predictedAwayScore,
    opponentPoints: isHome ? predictedAwayScore : predictedHomeScore,
    winProbability: isHome ? homeWinProbability : 1 - homeWinProbability,
  };
}

/** Whole percent; the ends say "<1%" / ">99%" rather than a certainty the model never gives. */
function percentText(probability: number): string {
  if (probability < 0.005) return '<1%';
  if (probability > 0.995) return '>99%';
  return `${Math.round(probability * 100)}%`;
}

/** "Proj. W 74-68, 71%"; a projection that rounds to a tie has no W or L. */
export function projectionText(projection: TeamProjection | null): string {
  if (projection === null) return 'No projection';
  const team = Math.round(projection.teamPoints);
  const opponent = Math.round(projection.opponentPoints);
  const result = team === opponent ? '' : team > opponent ? 'W ' : 'L ';
  return `Proj. ${result}${team}-${opponent}, ${percentText(projection.winProbability)}`;
}

/** "Home", "Away" or "Neutral": the site column of an upcoming game. */
export function siteName(row: Pick<TeamGameStatsRow, 'isHome' | 'isNeutral'>): string {
  if (row.isNeutral) return 'Neutral';
  return row.isHome ? 'Home' : 'Away';
}

type Projections = { status: 'pending' | 'success' | 'error'; rows: readonly GameDataRow[] };

function ProjectionCell({
  line,
  teamId,
  projections,
}: {
  line: TeamGameStatsRow;
  teamId: number;
  projections: Projections;
}) {
  if (projections.status === 'pending') return <td className="text-body-secondary">…</td>;
  if (projections.status === 'error') return <td className="text-body-secondary">—</td>;
  const game = projections.rows.find((row) => row.gameId === line.gameId);
  const projection = game === undefined ? null : teamProjection(game, teamId);
  return (
    <td
      title={
        projection === null
          ? 'No projection: the opponent has no rating (outside Division I)'
          : `${percentText(projection.winProbability)} chance to win, from both teams' adjusted ratings`
      }
    >
      {projectionText(projection)}
    </td>
  );
}

export interface UpcomingGamesProps {
  route: TeamRoute;
  /** The log's unplayed lines (content/team-summary upcomingLines), soonest first. */
  lines: readonly TeamGameStatsRow[];
}

/** Nothing when every game is played; `games` is asked only when some are not. */
export function UpcomingGames({ route, lines }: UpcomingGamesProps) {
  const games = useTeamScheduleGames(route, lines.length > 0);
  if (lines.length === 0) return null;
  const projections: Projections = {
    status: games.status,
    rows: games.data ?? [],
  };
  return (
    <>
      <div className="table-responsive">
        <table className="table table-sm align-middle">
          <caption>Upcoming games with the ratings projection</caption>
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col">Site</th>
              <th scope="col">Opponent</th>
              <th scope="col">Projection</th>
            </tr>
          </thead>
          <tbody>
            {lines.map((line) => (
              <tr key={line.gameId}>
                <td className="text-nowrap">
                  {line.gameDate === null ? 'TBD' : formatValue('date', line.gameDate)}
                </td>
                <td>{siteName(line)}</td>
                <th scope="row">
                  <Link to={paths.game(route.competitionId, line.gameId, 'overview')}>
                    {line.teamMarketAgst}
                  </Link>
                </th>
                <ProjectionCell line={line} teamId={route.teamId} projections={projections} />
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {games.status === 'error' && (
        <ErrorState
          title="The projections could not be loaded"
          error={games.error}
          onRetry={games.refetch}
        />
      )}
    </>
  );
}
