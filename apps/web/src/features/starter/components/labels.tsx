/**
 * The pinned name columns of the starter tables: a team linked to its page, a player linked to
 * theirs with the team underneath. Built per competition (the links carry it); callers memoise.
 */
import { Link } from 'react-router';
import { paths } from '@courtside/contract';
import type { LabelColumn } from '@/components/stats/StatTable/stat-columns';

export function teamLabel<TRow extends { teamId: number; teamMarket: string }>(
  competitionId: number,
): LabelColumn<TRow> {
  return {
    header: 'Team',
    text: (row) => row.teamMarket,
    render: (row) => <Link to={paths.team(competitionId, row.teamId)}>{row.teamMarket}</Link>,
  };
}

interface PlayerNamed {
  playerId: number | null;
  fullName: string;
  teamMarket: string;
}

/** The text filter finds a player by name or by team. */
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
