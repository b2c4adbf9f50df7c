/**
 * The team's game log: its line in every game (four factors on both sides, shooting, ratings).
 * Games only the schedule knows show their score and dashes; box-score games have no steals or
 * fouls (the NCAA box has none).
 */
import { useMemo } from 'react';
import { StatTable } from '@/components/stats/StatTable/StatTable';
import { DataState, TableSkeleton } from '@/components/stats/states';
import { gameDenominators } from '@/lib/stats/per-mode';
import { useTeamGames } from '../api/team-game-stats';
import { teamLines } from '../content/team-summary';
import type { TeamRoute } from '../content/views';
import { opponentLabel } from './TeamSchedule';

const COLUMNS = [
  'gameDate',
  'isWin',
  'ptsScored',
  'ptsAgst',
  'poss',
  'ortg',
  'drtg',
  'efgPct',
  'tovPct',
  'orbPct',
  'ftaRate',
  'efgPctAgst',
  'tovPctAgst',
  'orbPctAgst',
  'ftaRateAgst',
  'fg3Pct',
  'fga3Rate',
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
      {(rows) => (
        <StatTable
          caption={`${teamName} game log`}
          rows={teamLines(rows)}
          rowId={(row) => String(row.gameId)}
          label={label}
          columns={COLUMNS}
          initiallyHidden={HIDDEN_AT_FIRST}
          initialSort={{ key: 'gameDate', desc: true }}
          denominators={gameDenominators}
          modes={false}
        />
      )}
    </DataState>
  );
}
