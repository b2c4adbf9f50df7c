/**
 * The pool's brackets in the stats table (dictionary columns, header sorting, CSV of what is
 * shown): rank, name (a link to the bracket read-only), current score, maximum, expected score,
 * chance to win and correct picks. The caller's own rows are highlighted and say "yours".
 */
import { Link } from 'react-router';
import type { BracketLeaderboardRow } from '@courtside/contract';
import type { LabelColumn, StatColumnSpec } from '@/components/stats/StatTable/stat-columns';
import { StatTable } from '@/components/stats/StatTable/StatTable';
import { shareSearch } from '../content/bracket-route';

const LABEL: LabelColumn<BracketLeaderboardRow> = {
  header: 'Bracket',
  text: (row) => (row.mine ? `${row.name} (yours)` : row.name),
  render: (row) => (
    <>
      <Link to={{ search: shareSearch(row.shareId) }}>{row.name}</Link>
      {row.mine && (
        <span className="badge text-bg-primary ms-2 bracket-leaderboard__mine">yours</span>
      )}
    </>
  ),
};

const COLUMNS: readonly StatColumnSpec<BracketLeaderboardRow>[] = [
  { key: 'poolRank', value: (row) => row.rank },
  { key: 'currentScore', value: (row) => row.current },
  'maxPossible',
  { key: 'expectedScore', value: (row) => row.expected },
  'winChance',
  'correctPicks',
];

export interface LeaderboardTableProps {
  rows: readonly BracketLeaderboardRow[];
  caption: string;
}

export function LeaderboardTable({ rows, caption }: LeaderboardTableProps) {
  return (
    <div className="bracket-leaderboard">
      <StatTable<BracketLeaderboardRow>
        caption={caption}
        rows={rows}
        rowId={(row) => row.shareId}
        label={LABEL}
        columns={COLUMNS}
        initialSort={{ key: 'poolRank', desc: false }}
        modes={false}
        percentiles={false}
        filterLabel="Filter by bracket name"
      />
    </div>
  );
}
