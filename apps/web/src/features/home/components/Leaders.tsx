/**
 * Leaders of each default competition. Team leaders (adjusted offense, defense, pace) come from
 * the same slim team rows as the top-teams list, so they cost no extra request and every
 * visitor sees them. Player leaders are player-level rows, which §6 opens from tier 1: a
 * visitor gets the sign-up prompt instead, and no player request is sent.
 */
import { Link } from 'react-router';
import { TIER_VALUES, paths } from '@courtside/contract';
import { DataState, TableSkeleton, UpgradePrompt } from '@/components/stats/states';
import { useSession } from '@/lib/session';
import { formatValue } from '@/lib/stats/format';
import { usePlayerLeaders, type PlayerLeaderRow } from '../api/player-leaders';
import { useTopTeams, type TopTeamRow } from '../api/top-teams';
import {
  LEADERS_PER_CATEGORY,
  PLAYER_LEADER_CATEGORIES,
  TEAM_LEADER_CATEGORIES,
  leaderboards,
  teamLabel,
  type Leaderboard,
} from '../content/leaders';
import { CompetitionHeading, competitionLabel } from './CompetitionHeading';

interface LeaderEntry {
  id: number;
  name: string;
  to: string;
  detail: string;
  value: number | null | undefined;
}

function LeaderList({
  title,
  unit,
  entries,
  format,
}: {
  title: string;
  unit: string;
  entries: readonly LeaderEntry[];
  format: 'decimal1' | 'rating';
}) {
  return (
    <div className="home-leaders__category">
      <h4 className="home-leaders__title" title={unit}>
        {title}
      </h4>
      <ol className="home-rank-list" aria-label={title}>
        {entries.map((entry) => (
          <li key={entry.id} className="home-rank-list__item">
            <Link to={entry.to}>{entry.name}</Link>
            <span className="home-rank-list__meta">{entry.detail}</span>
            <span className="home-rank-list__value">{formatValue(format, entry.value)}</span>
          </li>
        ))}
      </ol>
    </div>
  );
}

const teamEntries = ({ category, rows }: Leaderboard<TopTeamRow>): LeaderEntry[] =>
  rows.map((row) => ({
    id: row.teamId,
    name: teamLabel(row),
    to: paths.team(row.competitionId, row.teamId),
    detail: `${row.overallWins}–${row.overallLosses}`,
    value: row[category.key],
  }));

/** A row without a player id (a team total the source could not attribute) has no page. */
const playerEntries = ({ category, rows }: Leaderboard<PlayerLeaderRow>): LeaderEntry[] =>
  rows.flatMap((row) =>
    row.playerId === null
      ? []
      : [
          {
            id: row.playerId,
            name: row.fullName,
            to: paths.player(row.competitionId, row.playerId),
            detail: row.teamMarket,
            value: row[category.key],
          },
        ],
  );

function TeamLeaders({ competitionId }: { competitionId: number }) {
  // Same query as the top-teams board: served from the cache, not fetched twice.
  const teams = useTopTeams(competitionId);
  return (
    <DataState
      query={teams}
      skeleton={
        <TableSkeleton label="Loading the team leaders" rows={LEADERS_PER_CATEGORY} columns={3} />
      }
      emptyMessage="No team leaders yet this season."
      errorTitle="The team leaders could not be loaded."
    >
      {(rows) => (
        <div
          className="home-leaders"
          role="group"
          aria-label={`Team leaders, ${competitionLabel(competitionId)}`}
        >
          {leaderboards(
            rows.filter((row) => row.isQualified),
            TEAM_LEADER_CATEGORIES,
          ).map((board) => (
            <LeaderList
              key={board.category.key}
              title={board.category.label}
              unit={board.category.unit}
              entries={teamEntries(board)}
              format="rating"
            />
          ))}
        </div>
      )}
    </DataState>
  );
}

function PlayerLeaders({ competitionId }: { competitionId: number }) {
  const players = usePlayerLeaders(competitionId);
  return (
    <DataState
      query={players}
      skeleton={
        <TableSkeleton label="Loading the player leaders" rows={LEADERS_PER_CATEGORY} columns={3} />
      }
      emptyMessage="No qualified players yet this season."
      errorTitle="The player leaders could not be loaded."
    >
      {(rows) => (
        <div
          className="home-leaders"
          role="group"
          aria-label={`Player leaders, ${competitionLabel(competitionId)}`}
        >
          {leaderboards(rows, PLAYER_LEADER_CATEGORIES).map((board) => (
            <LeaderList
              key={board.category.key}
              title={`${board.category.label} per game`}
              unit={board.category.unit}
              entries={playerEntries(board)}
              format="decimal1"
            />
          ))}
        </div>
      )}
    </DataState>
  );
}

export function LeadersBoard({
  competitionId,
  isSimulated,
}: {
  competitionId: number;
  isSimulated: boolean;
}) {
  const { tier, isSignedIn } = useSession();
  const opensPlayers = tier.value >= TIER_VALUES.free;
  return (
    <div className="home-board">
      <CompetitionHeading competitionId={competitionId} isSimulated={isSimulated} />
      <TeamLeaders competitionId={competitionId} />
      {opensPlayers ? (
        <PlayerLeaders competitionId={competitionId} />
      ) : (
        <UpgradePrompt
          feature="Player leaders"
          requiredTier={TIER_VALUES.free}
          currentTier={tier.value}
          isSignedIn={isSignedIn}
        />
      )}
    </div>
  );
}
