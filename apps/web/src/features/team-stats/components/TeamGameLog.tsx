/**
 * The team's game log: its line in every played game (four factors on both sides, shooting,
 * ratings), with the games still to be played listed above it as upcoming (date, site,
 * opponent, projection) rather than as results: the API sends them with no score and `isWin`
 * false, which would read as losses. Games only the schedule knows show their score and
 * dashes; box-score games have no steals or fouls (the NCAA box has none).
 */
import { useMemo } from 'react';
import { FOUR_FACTORS, FOUR_FACTORS_AGST, THREE_POINT_RATES } from '@courtside/contract';
import { StatTable } from '@/components/stats/StatTable/StatTable';
import { DataState, EmptyState, TableSkeleton } from '@/components/stats/states';
import { gameDenominators } from '@/lib/stats/per-mode';
import { useTeamGames } from '../api/team-game-stats';
import { playedLines, recordOf, teamLines, upcomingLines } from '../content/team-summary';
import type { TeamRoute } from '../content/views';
import { opponentLabel } from './TeamSchedule';
import { UpcomingGames } from './UpcomingGames';

const COLUMNS = [
  'gameDate',
  'isWin',
  'ptsScored',
  'ptsAgst',
  'poss',
  'ortg',
  'drtg',
  ...FOUR_FACTORS,
  ...FOUR_FACTORS_AGST,
  ...THREE_POINT_RATES,
  'ftPct',
  'ast',
  'tov',
  'stl',
  'blk',
] as const;

const HIDDEN_AT_FIRST = ['ast', 'tov', 'stl', 'blk', 'fga3Rate'] as const;

export function TeamGameLog({ route, teamName }: { route: TeamRoute; teamName: string }) {
  const games = useTeamGames(route);
  const label = useMemo(() => opponentLabel(route.competitionId), [route.competitionId]);
  return (
    <DataState
      query={games}
      skeleton={<TableSkeleton label="Loading the game log" />}
      isEmpty={(rows) => teamLines(rows).length === 0}
      emptyMessage="No games for this team in this season"
      errorTitle="The game log could not be loaded"
    >
      {(rows) => {
        const played = playedLines(rows);
        const upcoming = upcomingLines(rows);
        const { wins, losses } = recordOf(rows);
        return (
          <>
            <p className="text-body-secondary small mb-2">
              {played.length} played ({wins}-{losses})
              {upcoming.length > 0 && `, ${upcoming.length} still to play`}
            </p>
            <UpcomingGames route={route} lines={upcoming} />
            {played.length === 0 ? (
              <EmptyState message="No games played yet this season" />
            ) : (
              <StatTable
                caption={`${teamName} game log`}
                rows={played}
                rowId={(row) => String(row.gameId)}
                label={label}
                columns={COLUMNS}
                initiallyHidden={HIDDEN_AT_FIRST}
                initialSort={{ key: 'gameDate', desc: true }}
                denominators={gameDenominators}
                modes={false}
              />
            )}
          </>
        );
      }}
    </DataState>
  );
}
