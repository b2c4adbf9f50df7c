/**
 * Player splits: his line per scope (site, conference, result, recency, opponent quadrant,
 * clutch, month), with the per-game / per-40 / totals switch in the URL (`mode`).
 */
import type { PlayerAggStatsRow } from '@courtside/contract/schemas';
import { StatTable, isQualifiedField } from '@/components/stats/StatTable/StatTable';
import type { LabelColumn } from '@/components/stats/StatTable/stat-columns';
import { DataState, TableSkeleton } from '@/components/stats/states';
import { STAT_MODES } from '@/lib/stats/dictionary';
import {
  NAMED_SCOPES_IN_ORDER,
  monthScopes,
  scopeLabel,
  scopeRank,
} from '@/lib/stats/dictionary/scopes';
import { defineUrlFilters, enumParam, useUrlFilters } from '@/lib/stats/url-filters';
import { usePlayerAggStats } from '../api/player-agg-stats';
import { usePlayerGames } from '../api/player-game-stats';
import type { PlayerRoute } from '../content/views';

export const PLAYER_SPLIT_FILTERS = defineUrlFilters({
  mode: enumParam(STAT_MODES, 'perGame'),
});

const COLUMNS = [
  'gp',
  'mins',
  'ptsScored',
  'reb',
  'ast',
  'stl',
  'blk',
  'tov',
  'fgPct',
  'fg3Pct',
  'ftPct',
  'efgPct',
  'tsPct',
  'usagePct',
  'plusMinus',
] as const;

const LABEL: LabelColumn<PlayerAggStatsRow> = {
  header: 'Split',
  text: (row) => scopeLabel(row.scope),
};
const QUALIFIER = { isQualified: isQualifiedField, note: 'Under 10% of the team’s minutes.' };

export const sortedSplits = (rows: readonly PlayerAggStatsRow[]) =>
  [...rows].sort(
    (a, b) => scopeRank(a.scope) - scopeRank(b.scope) || a.scope.localeCompare(b.scope),
  );

export function PlayerSplits({ route, name }: { route: PlayerRoute; name: string }) {
  const [filters, setFilters] = useUrlFilters(PLAYER_SPLIT_FILTERS);
  const games = usePlayerGames(route);
  // Months come from his game log; after a failure there the named splits still show.
  const scopes =
    games.status === 'pending'
      ? null
      : [...NAMED_SCOPES_IN_ORDER, ...monthScopes(games.data ?? [])];
  const splits = usePlayerAggStats(scopes === null ? null : { ...route, scopes });
  return (
    <DataState
      query={splits}
      skeleton={<TableSkeleton label="Loading the splits" />}
      emptyMessage="No splits for this player (player lines come from play-by-play games)"
      errorTitle="The splits could not be loaded"
    >
      {(rows) => (
        <StatTable
          caption={`${name} splits`}
          rows={sortedSplits(rows)}
          rowId={(row) => `${row.teamId}-${row.scope}`}
          label={LABEL}
          columns={COLUMNS}
          mode={filters.mode}
          onModeChange={(mode) => setFilters({ mode })}
          qualifier={QUALIFIER}
          percentiles={false}
        />
      )}
    </DataState>
  );
}
