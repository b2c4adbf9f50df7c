/**
 * The games the search keeps, in the stats table (dictionary columns, header sorting of what is
 * shown, CSV of what is shown): each game links to its page and draws its home win probability.
 * The line above says how many games matched and, when that is more than are shown, which ones
 * are. Games without play-by-play show a dash in every flow column, and the line says how many
 * there are, so a dash is never read as a zero.
 */
import { useMemo } from 'react';
import { Link } from 'react-router';
import { paths } from '@courtside/contract';
import type { GameExplorerRow } from '@courtside/contract/schemas';
import { EmptyState } from '@/components/stats/states';
import { StatTable } from '@/components/stats/StatTable/StatTable';
import type { LabelColumn } from '@/components/stats/StatTable/stat-columns';
import type { StatKey } from '@/lib/stats/dictionary';
import type { ExplorerSort } from '@courtside/contract';
import { SORT_CHOICES } from '../content/explorer-sorts';
import { WinProbSparkline } from './WinProbSparkline';

const COLUMNS: readonly StatKey[] = [
  'gameDate',
  'winnerMargin',
  'totalPts',
  'overtimes',
  'largestLead',
  'comeback',
  'biggestRun',
  'leadChanges',
  'timesTied',
  'winnerWinProbability',
  'tournamentRoundName',
];

const INITIALLY_HIDDEN: readonly StatKey[] = ['timesTied'];

/** "Away 70 at Home 72" ("vs." on a neutral floor): the plain text of a game. */
export function gameText(row: GameExplorerRow): string {
  const score = (value: number | null) => (value === null ? '' : ` ${value}`);
  const joiner = row.isNeutral ? 'vs.' : 'at';
  return `${row.awayMarket}${score(row.awayScore)} ${joiner} ${row.homeMarket}${score(row.homeScore)}`;
}

export interface ExplorerResultsProps {
  /** The first games the search matched, in the chosen order (each carries the match count). */
  rows: readonly GameExplorerRow[];
  /** The rows are the previous search's while this one loads. */
  searching: boolean;
  sort: ExplorerSort;
  caption: string;
  /** No filter narrows the search: no match means no game played yet. */
  openSearch: boolean;
  /** "Division I, 2024-25 Men", for the empty state. */
  where: string;
}

const formatCount = (value: number) => value.toLocaleString('en-US');

export function ExplorerResults({
  rows,
  searching,
  sort,
  caption,
  openSearch,
  where,
}: ExplorerResultsProps) {
  const label = useMemo<LabelColumn<GameExplorerRow>>(
    () => ({
      header: 'Game',
      text: gameText,
      render: (row) => (
        <span className="game-explorer__game">
          <Link to={paths.game(row.competitionId, row.gameId)}>{gameText(row)}</Link>
          <WinProbSparkline series={row.homeWinProbSeries} homeMarket={row.homeMarket} />
        </span>
      ),
    }),
    [],
  );
  const withoutFlow = rows.filter((row) => row.homeWinProbSeries === null).length;
  if (rows.length === 0) {
    return openSearch ? (
      <EmptyState message={`No games played in ${where} yet.`} />
    ) : (
      <EmptyState message="No games match this search.">
        <p className="small mb-0">Widen a range or clear a filter.</p>
      </EmptyState>
    );
  }
  const choice = SORT_CHOICES[sort];
  const matches = rows[0]?.searchMatches ?? rows.length;
  const shown = rows.length;
  return (
    <section aria-label="Results" aria-busy={searching}>
      <p className="game-explorer__summary" aria-live="polite">
        {matches === 1 ? '1 game matches' : `${formatCount(matches)} games match`}
        {shown < matches
          ? `; the first ${formatCount(shown)} are shown, sorted by ${choice.label.toLowerCase()}. ` +
            'Narrow the search to see the others.'
          : '.'}
        {withoutFlow > 0 &&
          ` ${withoutFlow} of those shown ${withoutFlow === 1 ? 'has' : 'have'} no play-by-play: ` +
            'their leads, comeback, runs, lead changes and win probability line are unknown (—), not zero.'}
      </p>
      <StatTable<GameExplorerRow>
        // A new sort choice starts the table over from that column; headers re-sort in place.
        key={sort}
        caption={caption}
        rows={rows}
        rowId={(row) => String(row.gameId)}
        label={label}
        columns={COLUMNS}
        initiallyHidden={INITIALLY_HIDDEN}
        initialSort={{ key: choice.key, desc: choice.desc }}
        modes={false}
        percentiles={false}
        filterLabel="Filter by team name"
      />
    </section>
  );
}
