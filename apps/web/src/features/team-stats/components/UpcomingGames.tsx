/**
 * The schedule's games still to be played, each with the ratings projection from the team's
 * side: "Proj. W 74-68, 71%" (rounded predicted scores, the team's win probability). The API
 * computes it (METHODS §3 from both teams' adjusted ratings); a game against a team without a
 * rating (outside Division I) has none.
 */
import type { GameDataRow } from '@courtside/contract/schemas';
import { DataState, TableSkeleton } from '@/components/stats/states';
import { useTeamScheduleGames } from '../api/team-schedule-games';
import { siteLabel } from '../content/team-summary';
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

function UpcomingTable({ rows, teamId }: { rows: readonly GameDataRow[]; teamId: number }) {
  return (
    <div className="table-responsive">
      <table className="table table-sm align-middle">
        <caption>Upcoming games with the ratings projection</caption>
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">Opponent</th>
            <th scope="col">Projection</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const isHome = row.homeTeamId === teamId;
            const site = siteLabel({ isHome, isNeutral: row.isNeutral });
            const projection = teamProjection(row, teamId);
            return (
              <tr key={row.gameId}>
                <td>{row.gameDate ?? 'TBD'}</td>
                <th scope="row">
                  {site} {isHome ? row.awayMarket : row.homeMarket}
                </th>
                <td
                  title={
                    projection === null
                      ? 'The opponent has no rating (outside Division I)'
                      : `${percentText(projection.winProbability)} chance to win, from both teams' adjusted ratings`
                  }
                >
                  {projectionText(projection)}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

const byDate = (a: GameDataRow, b: GameDataRow): number =>
  (a.gameDate ?? '9999').localeCompare(b.gameDate ?? '9999') || a.gameId - b.gameId;

/** Asks `games` only when `enabled` (the game log has unplayed games); soonest first. */
export function UpcomingGames({ route, enabled }: { route: TeamRoute; enabled: boolean }) {
  const games = useTeamScheduleGames(route, enabled);
  if (!enabled) return null;
  return (
    <DataState
      query={games}
      skeleton={<TableSkeleton label="Loading the upcoming games" />}
      isEmpty={(rows) => !rows.some((row) => row.status === 'scheduled')}
      emptyMessage="No upcoming games"
      errorTitle="The upcoming games could not be loaded"
    >
      {(rows) => (
        <UpcomingTable
          rows={rows.filter((row) => row.status === 'scheduled').sort(byDate)}
          teamId={route.teamId}
        />
      )}
    </DataState>
  );
}
