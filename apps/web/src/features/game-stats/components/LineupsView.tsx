/** The five-player units each team used, with minutes, possessions, points and ratings. */
import type { GameDataRow, LineupGameRow } from '@courtside/contract/schemas';
import { StatTable } from '@/components/stats/StatTable/StatTable';
import type { LabelColumn } from '@/components/stats/StatTable/stat-columns';
import { DataState, EmptyState, TableSkeleton } from '@/components/stats/states';
import type { StatKey } from '@/lib/stats/dictionary';
import { gameDenominators } from '@/lib/stats/per-mode';
import type { GameConfig } from '../api/game-config';
import { useGameLineups } from '../api/enh-lineup-game-summaries';

const COLUMNS = [
  'mins',
  'poss',
  'ptsScored',
  'ptsAgst',
  'plusMinus',
  'ortg',
  'drtg',
  'netRtg',
  'efgPct',
] as const satisfies readonly StatKey[];

export const lineupName = (row: LineupGameRow): string =>
  [row.pName1, row.pName2, row.pName3, row.pName4, row.pName5].join(' · ');

const LABEL: LabelColumn<LineupGameRow> = { header: 'Lineup', text: lineupName };

function TeamLineups({
  rows,
  teamId,
  team,
}: {
  rows: readonly LineupGameRow[];
  teamId: number | null;
  team: string;
}) {
  const units = rows.filter((row) => row.teamId === teamId);
  return (
    <section aria-label={`${team} lineups`} className="mb-4">
      <h2 className="h5">{team}</h2>
      {units.length === 0 ? (
        <EmptyState message={`No lineups for ${team}.`} />
      ) : (
        <StatTable
          caption={`${team} lineups`}
          rows={units}
          rowId={(row) => row._id}
          label={LABEL}
          columns={COLUMNS}
          initialSort={{ key: 'mins' }}
          modes={false}
          denominators={gameDenominators}
          percentiles={false}
        />
      )}
    </section>
  );
}

export function LineupsView({ config, game }: { config: GameConfig; game: GameDataRow }) {
  const lineups = useGameLineups(config);
  return (
    <DataState
      query={lineups}
      skeleton={<TableSkeleton label="Loading lineups" />}
      emptyMessage="No lineups for this game: it has no play-by-play."
    >
      {(rows) => (
        <>
          <TeamLineups rows={rows} teamId={game.awayTeamId} team={game.awayMarket} />
          <TeamLineups rows={rows} teamId={game.homeTeamId} team={game.homeMarket} />
        </>
      )}
    </DataState>
  );
}
