/**
 * The roster with each player's season line (tier ≥ 1: player rows are the free tier's, and
 * tier 1 sees its trial players only, which the list then says). Players under 10% of the
 * team's minutes are grayed and left out of the coloring.
 */
import type { PlayerAggStatsRow } from '@courtside/contract/schemas';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { TIER_VALUES, paths } from '@courtside/contract';
import { StatTable, isQualifiedField } from '@/components/stats/StatTable/StatTable';
import type { LabelColumn } from '@/components/stats/StatTable/stat-columns';
import { PlayerDataState, TableSkeleton, TierGate } from '@/components/stats/states';
import { useTeamPlayers } from '../api/team-player-stats';
import type { TeamRoute } from '../content/views';

const COLUMNS = [
  'jerseyNum',
  'position',
  'classYr',
  'gp',
  'gs',
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
  'ortgPlayer',
  'drtgPlayer',
] as const;

const HIDDEN_AT_FIRST = ['jerseyNum', 'ortgPlayer', 'drtgPlayer'] as const;

const QUALIFIER = { isQualified: isQualifiedField, note: 'Under 10% of the team’s minutes.' };

function playerLabel(competitionId: number): LabelColumn<PlayerAggStatsRow> {
  return {
    header: 'Player',
    text: (row) => row.fullName,
    render: (row) =>
      row.playerId === null ? (
        row.fullName
      ) : (
        <Link to={paths.player(competitionId, row.playerId)}>{row.fullName}</Link>
      ),
  };
}

export function TeamRoster({ route, teamName }: { route: TeamRoute; teamName: string }) {
  return (
    <TierGate feature="Roster and player stats" requiredTier={TIER_VALUES.free}>
      <RosterTable route={route} teamName={teamName} />
    </TierGate>
  );
}

function RosterTable({ route, teamName }: { route: TeamRoute; teamName: string }) {
  const players = useTeamPlayers(route);
  const label = useMemo(() => playerLabel(route.competitionId), [route.competitionId]);
  return (
    <PlayerDataState
      feature="Roster and player stats"
      query={players}
      skeleton={<TableSkeleton label="Loading the roster" />}
      emptyMessage="No player statistics for this team (players come from play-by-play games)"
      errorTitle="The roster could not be loaded"
    >
      {(rows) => (
        <StatTable
          caption={`${teamName} players`}
          rows={rows}
          rowId={(row) => row.playerKey}
          label={label}
          columns={COLUMNS}
          initiallyHidden={HIDDEN_AT_FIRST}
          initialSort={{ key: 'mins' }}
          initialMode="perGame"
          qualifier={QUALIFIER}
        />
      )}
    </PlayerDataState>
  );
}
