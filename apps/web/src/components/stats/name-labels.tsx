/**
 * The pinned name columns of the stats tables (group and starter pages): a team linked to its
 * page, a player linked to theirs with the team underneath. Each is built per competition (the
 * links carry it) and memoised by the caller.
 */
import { Link } from 'react-router';
import { paths } from '@courtside/contract';
import type { LabelColumn } from '@/components/stats/StatTable/stat-columns';

interface TeamNamed {
  /** Null on rank rows of players; team rows always have one. */
  teamId: number | null;
  teamMarket: string | null;
}

export function teamLabel<TRow extends TeamNamed>(
  competitionId: number,
  header = 'Team',
): LabelColumn<TRow> {
  return {
    header,
    text: (row) => row.teamMarket ?? `Team ${row.teamId ?? ''}`,
    render: (row) =>
      row.teamId === null ? (
        row.teamMarket
      ) : (
        <Link to={paths.team(competitionId, row.teamId)}>
          {row.teamMarket ?? `Team ${row.teamId}`}
        </Link>
      ),
  };
}

interface PlayerNamed {
  playerId: number | null;
  fullName: string;
  teamMarket: string;
}

/** The player's name linked to their page, with the team underneath (the text filter finds both). */
export function playerLabel<TRow extends PlayerNamed>(competitionId: number): LabelColumn<TRow> {
  return {
    header: 'Player',
    text: (row) => `${row.fullName} (${row.teamMarket})`,
    render: (row) => (
      <>
        {row.playerId === null ? (
          row.fullName
        ) : (
          <Link to={paths.player(competitionId, row.playerId)}>{row.fullName}</Link>
        )}
        <span className="d-block small text-body-secondary">{row.teamMarket}</span>
      </>
    ),
  };
}

interface PlayerOnTeam extends PlayerNamed {
  teamId: number | null;
}

/** As playerLabel, with the team underneath linked to its page as well. */
export function playerTeamLabel<TRow extends PlayerOnTeam>(
  competitionId: number,
): LabelColumn<TRow> {
  return {
    ...playerLabel<TRow>(competitionId),
    render: (row) => (
      <>
        {row.playerId === null ? (
          row.fullName
        ) : (
          <Link to={paths.player(competitionId, row.playerId)}>{row.fullName}</Link>
        )}
        <span className="d-block small">
          {row.teamId === null ? (
            <span className="text-body-secondary">{row.teamMarket}</span>
          ) : (
            <Link className="link-secondary" to={paths.team(competitionId, row.teamId)}>
              {row.teamMarket}
            </Link>
          )}
        </span>
      </>
    ),
  };
}
