/**
 * Team splits: the season cut by site, conference, result, recency, opponent quadrant, clutch
 * time and month, one row per split, for the team's own line or its opponents' (URL filter
 * `side`). Months come from the game log's played games (a month of games still to be played
 * has no split yet), so the splits request waits for it.
 */
import type { TeamAggStatsRow } from '@courtside/contract/schemas';
import { FOUR_FACTORS, NET_RATINGS, THREE_POINT_RATES } from '@courtside/contract';
import { StatTable, isQualifiedField } from '@/components/stats/StatTable/StatTable';
import type { LabelColumn } from '@/components/stats/StatTable/stat-columns';
import { DataState, TableSkeleton } from '@/components/stats/states';
import { defineUrlFilters, enumParam, useUrlFilters } from '@/lib/stats/url-filters';
import { useTeamAggStats } from '../api/team-agg-stats';
import { useTeamGames } from '../api/team-game-stats';
import { NAMED_SCOPES_IN_ORDER, monthScopes, scopeLabel } from '@/lib/stats/dictionary/scopes';
import { splitRows } from '../content/splits';
import { playedLines } from '../content/team-summary';
import type { TeamRoute } from '../content/views';

export const SPLIT_FILTERS = defineUrlFilters({
  side: enumParam(['offense', 'defense'], 'offense'),
});

const COLUMNS = [
  'gp',
  'overallWins',
  'overallLosses',
  'ptsScored',
  ...NET_RATINGS,
  'pace',
  ...FOUR_FACTORS,
  ...THREE_POINT_RATES,
  'ftPct',
] as const;

const LABEL: LabelColumn<TeamAggStatsRow> = {
  header: 'Split',
  text: (row) => scopeLabel(row.scope),
};
const QUALIFIER = { isQualified: isQualifiedField, note: 'Fewer than 5 games with a box score.' };

export function TeamSplits({ route, teamName }: { route: TeamRoute; teamName: string }) {
  const [filters, setFilters] = useUrlFilters(SPLIT_FILTERS);
  const games = useTeamGames(route);
  // Without the game log (still loading) the months are unknown; after a failure the named
  // splits still show.
  const scopes =
    games.status === 'pending'
      ? null
      : [...NAMED_SCOPES_IN_ORDER, ...monthScopes(playedLines(games.data ?? []))];
  const splits = useTeamAggStats(scopes === null ? null : { ...route, scopes });
  const isOffense = filters.side === 'offense';
  return (
    <>
      <div className="btn-group btn-group-sm mb-2" role="group" aria-label="Side of the ball">
        {(['offense', 'defense'] as const).map((side) => (
          <button
            key={side}
            type="button"
            className={`btn ${filters.side === side ? 'btn-primary' : 'btn-outline-primary'}`}
            aria-pressed={filters.side === side}
            onClick={() => setFilters({ side })}
          >
            {side === 'offense' ? 'Team' : 'Opponents'}
          </button>
        ))}
      </div>
      <DataState
        query={splits}
        skeleton={<TableSkeleton label="Loading the splits" />}
        isEmpty={(rows) => splitRows(rows, isOffense).length === 0}
        emptyMessage="No splits for this team in this season"
        errorTitle="The splits could not be loaded"
      >
        {(rows) => (
          <StatTable
            caption={`${teamName} splits (${isOffense ? 'team' : 'opponents'})`}
            rows={splitRows(rows, isOffense)}
            rowId={(row) => row.scope}
            label={LABEL}
            columns={COLUMNS}
            initialMode="perGame"
            qualifier={QUALIFIER}
            opponentView={!isOffense}
            percentiles={false}
          />
        )}
      </DataState>
    </>
  );
}
