/**
 * Every team of the tournament in the stats table (dictionary columns, header sorting, CSV of
 * what is shown): seed, region, record, AdjEM, the chance of reaching each round and of the
 * title, and how far it actually went. Favourites first.
 */
import { useMemo } from 'react';
import type { BracketOddsRow } from '@courtside/contract/schemas';
import { teamLabel } from '@/components/stats/name-labels';
import { StatTable } from '@/components/stats/StatTable/StatTable';
import { oddsColumns } from '../content/odds';

export interface OddsTableProps {
  rows: readonly BracketOddsRow[];
  competitionId: number;
  caption: string;
}

export function OddsTable({ rows, competitionId, caption }: OddsTableProps) {
  const label = useMemo(() => teamLabel<BracketOddsRow>(competitionId), [competitionId]);
  const columns = useMemo(() => oddsColumns(rows), [rows]);
  return (
    <StatTable<BracketOddsRow>
      caption={caption}
      rows={rows}
      rowId={(row) => String(row.teamId)}
      label={label}
      columns={columns}
      initialSort={{ key: 'oddsChampion', desc: true }}
      modes={false}
      percentiles={false}
      filterLabel="Filter by team name"
    />
  );
}
