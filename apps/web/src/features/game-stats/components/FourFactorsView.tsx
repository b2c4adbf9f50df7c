/**
 * Four factors (METHODS §2: eFG%, turnover %, offensive rebound %, free-throw rate) of both
 * teams, with possessions and points per 100 possessions: how the game was won.
 */
import type { TeamGameStatsRow } from '@courtside/contract/schemas';
import { FOUR_FACTORS, THREE_POINT_RATES } from '@courtside/contract';
import { StatTable } from '@/components/stats/StatTable/StatTable';
import type { LabelColumn } from '@/components/stats/StatTable/stat-columns';
import { DataState, EmptyState, TableSkeleton } from '@/components/stats/states';
import type { StatKey } from '@/lib/stats/dictionary';
import { gameDenominators } from '@/lib/stats/per-mode';
import type { GameConfig } from '../api/game-config';
import { useGameRows } from '../api/games';
import { useTeamGameLines } from '../api/team-game-stats';
import { teamLinesBySide } from '../hooks/game-model';

const COLUMNS = [
  'poss',
  'ortg',
  ...FOUR_FACTORS,
  ...THREE_POINT_RATES,
  'astPct',
] as const satisfies readonly StatKey[];

const LABEL: LabelColumn<TeamGameStatsRow> = { header: 'Team', text: (row) => row.teamMarket };

export function FourFactorsView({ config }: { config: GameConfig }) {
  const lines = useTeamGameLines(config);
  // Cached: the page header fetched the game row already.
  const homeTeamId = useGameRows(config).data?.[0]?.homeTeamId ?? null;
  return (
    <DataState
      query={lines}
      skeleton={<TableSkeleton label="Loading the four factors" rows={2} />}
      emptyMessage="No box score for this game."
    >
      {(rows) => {
        const sides = teamLinesBySide(rows, homeTeamId);
        if (sides === null || sides.home.coverage === 'schedule') {
          return <EmptyState message="No box score for this game: the four factors need one." />;
        }
        return (
          <StatTable
            caption="Four factors"
            rows={[sides.away, sides.home]}
            rowId={(row) => row._id}
            label={LABEL}
            columns={COLUMNS}
            modes={false}
            denominators={gameDenominators}
            percentiles={false}
          />
        );
      }}
    </DataState>
  );
}
