/**
 * The player and team leaderboards in the stats table every page uses: sortable by every
 * column, a name filter and a CSV of the rows shown. Columns are the dictionary's deciding
 * stats; the page decides which rows (content/deciding-shots.ts, content/team-totals.ts).
 */
import { useMemo, type ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@courtside/contract';
import { StatTable } from '@/components/stats/StatTable/StatTable';
import type { LabelColumn, StatColumnSpec } from '@/components/stats/StatTable/stat-columns';
import type { StatKey } from '@/lib/stats/dictionary';
import type { PlayerLeader, TeamLeader } from '../content/deciding-shots';

const SHOOTING_COLUMNS = [
  'gpDeciding',
  'decidingFga',
  'decidingFgm',
  'decidingFgPct',
  'decidingPts',
  'tyingFga',
  'tyingFgm',
  'tyingFgPct',
  'goAheadFga',
  'goAheadFgm',
  'goAheadFgPct',
  'gameWinners',
] as const satisfies readonly StatKey[];

const PLAYER_COLUMNS: readonly StatColumnSpec<PlayerLeader>[] = ['teamMarket', ...SHOOTING_COLUMNS];

const PLAYER_LABEL: LabelColumn<PlayerLeader> = {
  header: 'Player',
  text: (row) => row.fullName,
  render: (row) => <Link to={paths.player(row.competitionId, row.playerId)}>{row.fullName}</Link>,
};

const TEAM_LABEL: LabelColumn<TeamLeader> = {
  header: 'Team',
  text: (row) => row.teamMarket,
  render: (row) => <Link to={paths.team(row.competitionId, row.teamId)}>{row.teamMarket}</Link>,
};

const INITIAL_SORT = { key: 'decidingFga', desc: true } as const;

export interface PlayerLeaderboardProps {
  players: readonly PlayerLeader[];
  scopeText: string;
  /** Above the table, e.g. the free tier's trial-player note. */
  note?: ReactNode;
}

export function PlayerLeaderboard({ players, scopeText, note }: PlayerLeaderboardProps) {
  return (
    <section aria-labelledby="deciding-players-title">
      <h2 id="deciding-players-title" className="h5">
        Players
      </h2>
      {note}
      <StatTable
        caption={`Tying and go-ahead shooting by player, ${scopeText}`}
        rows={players}
        rowId={(row) => row.key}
        label={PLAYER_LABEL}
        columns={PLAYER_COLUMNS}
        initialSort={INITIAL_SORT}
        modes={false}
        percentiles={false}
        maxHeightPx={420}
        filterLabel="Filter players by name"
      />
    </section>
  );
}

export interface TeamLeaderboardProps {
  teams: readonly TeamLeader[];
  conferenceName: (teamId: number) => string;
  scopeText: string;
  note?: ReactNode;
}

export function TeamLeaderboard({ teams, conferenceName, scopeText, note }: TeamLeaderboardProps) {
  const teamColumns = useMemo<readonly StatColumnSpec<TeamLeader>[]>(
    () => [
      { key: 'conferenceShortName', value: (row) => conferenceName(row.teamId) },
      ...SHOOTING_COLUMNS,
    ],
    [conferenceName],
  );
  return (
    <section aria-labelledby="deciding-teams-title">
      <h2 id="deciding-teams-title" className="h5">
        Teams
      </h2>
      {note}
      <StatTable
        caption={`Tying and go-ahead shooting by team, ${scopeText}`}
        rows={teams}
        rowId={(row) => row.key}
        label={TEAM_LABEL}
        columns={teamColumns}
        initialSort={INITIAL_SORT}
        modes={false}
        percentiles={false}
        maxHeightPx={420}
        filterLabel="Filter teams by name"
      />
    </section>
  );
}
