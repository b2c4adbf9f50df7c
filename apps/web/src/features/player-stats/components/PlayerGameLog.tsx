/**
 * The player's game log: his full-game line in every play-by-play game (the NCAA season files
 * have no player box, so other games have no player line).
 */
import type { PlayerGameStatsRow } from '@courtside/contract/schemas';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { BOX_LINE_COUNTS, THREE_POINT_COUNTS, paths } from '@courtside/contract';
import { StatTable } from '@/components/stats/StatTable/StatTable';
import type { LabelColumn } from '@/components/stats/StatTable/stat-columns';
import { DataState, TableSkeleton } from '@/components/stats/states';
import { gameDenominators } from '@/lib/stats/per-mode';
import { usePlayerGames } from '../api/player-game-stats';
import type { PlayerRoute } from '../content/views';

const COLUMNS = [
  'gameDate',
  'isWin',
  'isStarter',
  'mins',
  ...BOX_LINE_COUNTS,
  'plusMinus',
  'tsPct',
  'usagePct',
] as const;

const HIDDEN_AT_FIRST = [...THREE_POINT_COUNTS, 'pf'] as const;

const site = (row: PlayerGameStatsRow) => (row.isNeutral ? 'vs (N)' : row.isHome ? 'vs' : 'at');

function opponentLabel(competitionId: number): LabelColumn<PlayerGameStatsRow> {
  return {
    header: 'Opponent',
    text: (row) => `${site(row)} ${row.teamMarketAgst}`,
    render: (row) => (
      <Link to={paths.game(competitionId, row.gameId, 'box-score')}>
        {site(row)} {row.teamMarketAgst}
      </Link>
    ),
  };
}

/** Full-game rows only (the endpoint also knows periods; the request asks for games). */
export const fullGames = (rows: readonly PlayerGameStatsRow[]) =>
  rows.filter((row) => row.period === 'game');

export function PlayerGameLog({ route, name }: { route: PlayerRoute; name: string }) {
  const games = usePlayerGames(route);
  const label = useMemo(() => opponentLabel(route.competitionId), [route.competitionId]);
  return (
    <DataState
      query={games}
      skeleton={<TableSkeleton label="Loading the game log" />}
      isEmpty={(rows) => fullGames(rows).length === 0}
      emptyMessage="No games with play-by-play for this player"
      errorTitle="The game log could not be loaded"
    >
      {(rows) => (
        <StatTable
          caption={`${name} game log`}
          rows={fullGames(rows)}
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
