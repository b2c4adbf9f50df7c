/**
 * The player leaders view: every player of the division with his season line, sorted by points
 * per game, with the qualifier of the other leaderboards (10% of the team's minutes) as the
 * page's `players` filter: qualified players only (the default, filtered by the server) or
 * everyone, non-qualified rows grayed. Tier 1 sees its trial players only (§6); the server
 * enforces it, the view says so.
 */
import { useMemo } from 'react';
import { QualifiedPlayersControls } from '@/components/stats/QualifiedPlayersControls';
import { StatTable } from '@/components/stats/StatTable/StatTable';
import {
  PLAYER_BOARD_QUALIFIER,
  PLAYER_BOARD_SEASON_COLUMNS,
} from '@/components/stats/player-leaderboard';
import { PlayerDataState, TableSkeleton } from '@/components/stats/states';
import type { StatKey } from '@/lib/stats/dictionary';
import { useUrlFilters } from '@/lib/stats/url-filters';
import { useDivisionPlayers, type DivisionPlayerRow } from '../api/division-players';
import { STARTER_FILTERS, type StarterDivision } from '../content/starter-route';
import { playerLabel } from '@/components/stats/name-labels';

const COLUMNS = PLAYER_BOARD_SEASON_COLUMNS satisfies readonly (StatKey &
  keyof DivisionPlayerRow)[];

export interface StarterPlayersProps {
  competitionId: number;
  division: StarterDivision;
}

export function StarterPlayers({ competitionId, division }: StarterPlayersProps) {
  const [filters, setFilters] = useUrlFilters(STARTER_FILTERS);
  const qualifiedOnly = filters.players === 'qualified';
  const players = useDivisionPlayers({ competitionId, divisionId: division.id, qualifiedOnly });
  const label = useMemo(() => playerLabel<DivisionPlayerRow>(competitionId), [competitionId]);
  return (
    <>
      <QualifiedPlayersControls
        id="starter-qualified"
        className="starter__controls"
        qualifiedOnly={qualifiedOnly}
        onQualifiedOnlyChange={(checked) => setFilters({ players: checked ? 'qualified' : 'all' })}
      />
      <PlayerDataState
        feature="Player leaders"
        query={players}
        skeleton={<TableSkeleton label="Loading the players" />}
        emptyMessage={`No player statistics for ${division.name} in this season (players come from play-by-play games)`}
        errorTitle="The players could not be loaded"
      >
        {(rows) => (
          <StatTable
            caption={`${division.name} player leaders`}
            rows={rows}
            rowId={(row) => row.playerKey}
            label={label}
            columns={COLUMNS}
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
