/**
 * Player leaderboards of a conference or division (every player's season line) or of a
 * tournament (each player's totals over its games only), sorted by points per game, with the
 * qualifier (10% of the team's minutes in the same games) as a URL filter: qualified players
 * only (the default, filtered by the server) or everyone, non-qualified rows grayed. Tier 1
 * sees its trial players only (§6); the server enforces it, the page says so.
 */
import type { PlayerAggStatsRow } from '@courtside/contract/schemas';
import { QualifiedPlayersControls } from '@/components/stats/QualifiedPlayersControls';
import { useMemo } from 'react';
import { StatTable } from '@/components/stats/StatTable/StatTable';
import {
  PLAYER_BOARD_BOX_COLUMNS,
  PLAYER_BOARD_QUALIFIER,
  PLAYER_BOARD_SEASON_COLUMNS,
} from '@/components/stats/player-leaderboard';
import { PlayerDataState, TableSkeleton } from '@/components/stats/states';
import { defineUrlFilters, enumParam, useUrlFilters } from '@/lib/stats/url-filters';
import { isTournamentGroup, useGroupPlayers, type PlayerGroup } from '../api/group-player-stats';
import { playerLabel } from '@/components/stats/name-labels';

export const PLAYER_FILTERS = defineUrlFilters({
  players: enumParam(['qualified', 'all'], 'qualified'),
});

export function GroupPlayerBoard({ group, groupName }: { group: PlayerGroup; groupName: string }) {
  const [filters, setFilters] = useUrlFilters(PLAYER_FILTERS);
  const qualifiedOnly = filters.players === 'qualified';
  const players = useGroupPlayers({ ...group, qualifiedOnly });
  const tournament = isTournamentGroup(group);
  const label = useMemo(
    () => playerLabel<PlayerAggStatsRow>(group.competitionId),
    [group.competitionId],
  );
  return (
    <>
      <QualifiedPlayersControls
        id="group-qualified"
        className="group-stats__controls"
        qualifiedOnly={qualifiedOnly}
        onQualifiedOnlyChange={(checked) => setFilters({ players: checked ? 'qualified' : 'all' })}
      />
      <PlayerDataState
        feature="Player leaders"
        query={players}
        skeleton={<TableSkeleton label="Loading the players" />}
        emptyMessage={
          tournament
            ? "No player statistics for this tournament (only the demo league's brackets are stored)"
            : 'No player statistics for this group (players come from play-by-play games)'
        }
        errorTitle="The players could not be loaded"
      >
        {(rows) => (
          <StatTable
            caption={`${groupName} player leaders`}
            rows={rows}
            rowId={(row) => row.playerKey}
            label={label}
            columns={tournament ? PLAYER_BOARD_BOX_COLUMNS : PLAYER_BOARD_SEASON_COLUMNS}
            initialSort={{ key: 'ptsScored' }}
            initialMode="perGame"
            qualifier={PLAYER_BOARD_QUALIFIER}
            filterLabel="Find a player or team"
          />
        )}
      </PlayerDataState>
    </>
  );
}
