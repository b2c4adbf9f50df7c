/**
 * The rankings view: pick a ranked stat (URL filter `stat`) and see the group's teams by their
 * rank on it within the whole division (and within their conference). The stat's value
 * column reads the rank row's `value`, so it carries that stat's own label and format.
 */
import type { RankRow } from '@courtside/contract/schemas';
import { useMemo } from 'react';
import { StatTable } from '@/components/stats/StatTable/StatTable';
import type { StatColumnSpec } from '@/components/stats/StatTable/stat-columns';
import { DataState, TableSkeleton } from '@/components/stats/states';
import { isStatKey, statDefinition, type StatKey } from '@/lib/stats/dictionary';
import { defineUrlFilters, stringParam, useUrlFilters } from '@/lib/stats/url-filters';
import { useGroupRanks } from '../api/group-ranks';
import { groupFilter, type GroupRoute } from '../content/group-route';
import { rankedStats, rankingOf } from '../content/rankings';
import { teamLabel } from '@/components/stats/name-labels';

/** Adjusted efficiency margin: the ranking everyone looks for first. */
const DEFAULT_STAT = 'netRtgAdj';

export const RANKING_FILTERS = defineUrlFilters({
  stat: stringParam(DEFAULT_STAT, { maxLength: 40 }),
});

const statLabel = (stat: string): string => (isStatKey(stat) ? statDefinition(stat).label : stat);

function rankColumns(stat: string): readonly StatColumnSpec<RankRow>[] {
  const valueColumn: StatColumnSpec<RankRow>[] = isStatKey(stat)
    ? [{ key: stat satisfies StatKey, value: (row) => row.value }]
    : [];
  return ['rank', ...valueColumn, 'confRank'];
}

export function GroupRankings({ route, groupName }: { route: GroupRoute; groupName: string }) {
  const [filters, setFilters] = useUrlFilters(RANKING_FILTERS);
  const ranks = useGroupRanks({ competitionId: route.competitionId, ...groupFilter(route) });
  const label = useMemo(() => teamLabel<RankRow>(route.competitionId), [route.competitionId]);
  const stats = useMemo(() => rankedStats(ranks.data ?? []), [ranks.data]);
  // A stat the data does not rank (an old link) falls back to the first one ranked.
  const stat = stats.includes(filters.stat) ? filters.stat : (stats[0] ?? DEFAULT_STAT);
  const rows = useMemo(
    () => (ranks.data ? rankingOf(ranks.data, stat) : undefined),
    [ranks.data, stat],
  );
  const columns = useMemo(() => rankColumns(stat), [stat]);
  return (
    <>
      {stats.length > 0 && (
        <div className="group-stats__controls">
          <label className="form-label small mb-0" htmlFor="group-ranking-stat">
            Ranked on
          </label>
          <select
            id="group-ranking-stat"
            className="form-select form-select-sm group-stats__select"
            value={stat}
            onChange={(event) => setFilters({ stat: event.target.value })}
          >
            {stats.map((option) => (
              <option key={option} value={option}>
                {statLabel(option)}
              </option>
            ))}
          </select>
        </div>
      )}
      <DataState
        query={{ ...ranks, data: rows }}
        skeleton={<TableSkeleton label="Loading the rankings" />}
        emptyMessage="No rankings for this group in this season"
        errorTitle="The rankings could not be loaded"
      >
        {(shown) => (
          <StatTable
            caption={`${groupName} rankings: ${statLabel(stat)}`}
            rows={shown}
            rowId={(row) => row._id}
            label={label}
            columns={columns}
            modes={false}
            percentiles={false}
          />
        )}
      </DataState>
    </>
  );
}
