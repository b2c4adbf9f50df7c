/**
 * The overview's schedule: the games still to be played with the ratings projection
 * (UpcomingGames, asked only when the log has unplayed games), then every played game of the
 * team's log, newest first, with the result and the opponent's quadrant; the opponent links to
 * the game page. A game without a score yet is no result (the API's `isWin` is false for it), so
 * it is only ever listed as upcoming.
 */
import type { TeamGameStatsRow } from '@courtside/contract/schemas';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { paths } from '@courtside/contract';
import { StatTable } from '@/components/stats/StatTable/StatTable';
import type { LabelColumn } from '@/components/stats/StatTable/stat-columns';
import { DataState, TableSkeleton } from '@/components/stats/states';
import { useTeamGames } from '../api/team-game-stats';
import { playedLines, siteLabel, teamLines, upcomingLines } from '../content/team-summary';
import type { TeamRoute } from '../content/views';
import { UpcomingGames } from './UpcomingGames';

const COLUMNS = ['gameDate', 'isWin', 'ptsScored', 'ptsAgst', 'quadAgst', 'netRankAgst'] as const;

export const opponentLabel = (competitionId: number): LabelColumn<TeamGameStatsRow> => ({
  header: 'Opponent',
  text: (row) => `${siteLabel(row)} ${row.teamMarketAgst}`,
  render: (row) => (
    <Link to={paths.game(competitionId, row.gameId, 'box-score')}>
      {siteLabel(row)} {row.teamMarketAgst}
    </Link>
  ),
});

export function TeamSchedule({ route }: { route: TeamRoute }) {
  const games = useTeamGames(route);
  const label = useMemo(() => opponentLabel(route.competitionId), [route.competitionId]);
  return (
    <DataState
      query={games}
      skeleton={<TableSkeleton label="Loading the schedule" />}
      isEmpty={(rows) => teamLines(rows).length === 0}
      emptyMessage="No games for this team in this season"
      errorTitle="The schedule could not be loaded"
    >
      {(rows) => {
        const played = playedLines(rows);
        return (
          <>
            <UpcomingGames route={route} lines={upcomingLines(rows)} />
            {played.length > 0 && (
              <StatTable
                caption="Schedule and results"
                rows={played}
                rowId={(row) => String(row.gameId)}
                label={label}
                columns={COLUMNS}
                initialSort={{ key: 'gameDate', desc: true }}
                modes={false}
              />
            )}
          </>
        );
      }}
    </DataState>
  );
}
