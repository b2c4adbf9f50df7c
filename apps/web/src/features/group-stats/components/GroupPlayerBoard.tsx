/**
 * Player leaderboards of a conference or division: every player's season line, sorted by
 * points per game, with the qualifier (10% of the team's minutes) as a URL filter: qualified
 * players only (the default, filtered by the server) or everyone, non-qualified rows greyed.
 * Tier 1 sees its trial players only (§6); the server enforces it, the page says so.
 */
import type { PlayerAggStatsRow } from '@courtside/contract/schemas';
import { useMemo } from 'react';
import { TIER_VALUES } from '@courtside/contract';
import { StatTable, isQualifiedField } from '@/components/stats/StatTable/StatTable';
import { DataState, TableSkeleton } from '@/components/stats/states';
import type { StatKey } from '@/lib/stats/dictionary';
import { useSession } from '@/lib/session';
import { defineUrlFilters, enumParam, useUrlFilters } from '@/lib/stats/url-filters';
import { useGroupPlayers } from '../api/group-player-stats';
import { groupFilter, type GroupRoute } from '../content/group-route';
import { playerLabel } from './group-labels';

export const PLAYER_FILTERS = defineUrlFilters({
  players: enumParam(['qualified', 'all'], 'qualified'),
});

const COLUMNS = [
  'position',
  'classYr',
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
  'per',
  'bpm',
] as const satisfies readonly StatKey[];

const QUALIFIER = { isQualified: isQualifiedField, note: 'Under 10% of the team’s minutes.' };

export function GroupPlayerBoard({ route, groupName }: { route: GroupRoute; groupName: string }) {
  const [filters, setFilters] = useUrlFilters(PLAYER_FILTERS);
  const { tier } = useSession();
  const qualifiedOnly = filters.players === 'qualified';
  const players = useGroupPlayers({
    competitionId: route.competitionId,
    ...groupFilter(route),
    qualifiedOnly,
  });
  const label = useMemo(
    () => playerLabel<PlayerAggStatsRow>(route.competitionId),
    [route.competitionId],
  );
  return (
    <>
      <div className="group-stats__controls">
        <div className="form-check form-switch mb-0">
          <input
            id="group-qualified"
            className="form-check-input"
            type="checkbox"
            role="switch"
            checked={qualifiedOnly}
            onChange={(event) =>
              setFilters({ players: event.target.checked ? 'qualified' : 'all' })
            }
          />
          <label className="form-check-label" htmlFor="group-qualified">
            Qualified players only (10% of team minutes)
          </label>
        </div>
        {tier.value === TIER_VALUES.free && (
          <p className="small text-body-secondary mb-0" role="note">
            Your free plan lists its trial players only; upgrade for every player.
          </p>
        )}
      </div>
      <DataState
        query={players}
        skeleton={<TableSkeleton label="Loading the players" />}
        emptyMessage="No player statistics for this group (players come from play-by-play games)"
        errorTitle="The players could not be loaded"
      >
        {(rows) => (
          <StatTable
            caption={`${groupName} player leaders`}
            rows={rows}
            rowId={(row) => row.playerKey}
            label={label}
            columns={COLUMNS}
            initialSort={{ key: 'ptsScored' }}
            initialMode="perGame"
            qualifier={QUALIFIER}
            filterLabel="Find a player or team"
          />
        )}
      </DataState>
    </>
  );
}
