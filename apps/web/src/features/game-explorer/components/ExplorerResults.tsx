/**
 * The games the search keeps, in the stats table (dictionary columns, CSV of what is shown):
 * each game links to its page and draws its home win probability. The line above says how many
 * games matched and, when that is more than are shown, which ones are. Games without
 * play-by-play show a dash in every flow column, and the line says how many there are, so a
 * dash is never read as a zero.
 *
 * The table's sort is the page's: a header whose column the server can sort by (content/
 * explorer-sorts.ts) sets the URL sort, so the rows become the first of every match by that
 * column; the game and round headers, which it cannot, re-sort only the rows shown, and the line
 * above says so, since those rows are still the first by the server's sort.
 */
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { paths, type ExplorerSortBy } from '@courtside/contract';
import type { GameExplorerRow } from '@courtside/contract/schemas';
import { EmptyState } from '@/components/stats/states';
import { StatTable, type StatTableSort } from '@/components/stats/StatTable/StatTable';
import { LABEL_COLUMN_ID, type LabelColumn } from '@/components/stats/StatTable/stat-columns';
import { statDefinition, type StatKey } from '@/lib/stats/dictionary';
import {
  columnSortOf,
  explorerOrderOf,
  sortByOfColumn,
  sortLabel,
} from '../content/explorer-sorts';
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
  /** The server sort the rows came in (the URL's). */
  sort: ExplorerSortBy;
  /** Asks for another server sort (a header click on a column the server sorts by). */
  onSortChange: (sort: ExplorerSortBy) => void;
  caption: string;
  /** No filter narrows the search: no match means no game played yet. */
  openSearch: boolean;
  /** "Division I, 2024-25 Men", for the empty state. */
  where: string;
}

const formatCount = (value: number) => value.toLocaleString('en-US');

const GAME_HEADER = 'Game';

/** A column's name in the summary line: "game", "tournament round". */
const columnName = (key: StatTableSort['key']): string =>
  (key === LABEL_COLUMN_ID ? GAME_HEADER : statDefinition(key).label).toLowerCase();

export function ExplorerResults({
  rows,
  searching,
  sort,
  onSortChange,
  caption,
  openSearch,
  where,
}: ExplorerResultsProps) {
  // A re-sort of the shown rows only; a new server sort (the select, a header, the back
  // button) drops it, as the rows it re-sorted are gone.
  const [localSort, setLocalSort] = useState<StatTableSort | null>(null);
  const [sortOfRows, setSortOfRows] = useState(sort);
  if (sortOfRows !== sort) {
    setSortOfRows(sort);
    setLocalSort(null);
  }
  const order = explorerOrderOf(sort);
  const tableSort: StatTableSort = localSort ?? columnSortOf(order);
  const changeSort = (next: StatTableSort) => {
    const sortBy = next.key === LABEL_COLUMN_ID ? null : sortByOfColumn(next.key, next.desc);
    setLocalSort(sortBy === null ? next : null);
    if (sortBy !== null) onSortChange(sortBy);
  };
  const label = useMemo<LabelColumn<GameExplorerRow>>(
    () => ({
      header: GAME_HEADER,
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
  const matches = rows[0]?.searchMatches ?? rows.length;
  const shown = rows.length;
  const serverSort = sortLabel(order).toLowerCase();
  const which =
    localSort === null
      ? `the first ${formatCount(shown)} are shown, sorted by ${serverSort}.`
      : `the first ${formatCount(shown)} by ${serverSort} are shown, re-sorted by ` +
        `${columnName(localSort.key)} on this page.`;
  return (
    <section aria-label="Results" aria-busy={searching}>
      <p className="game-explorer__summary" aria-live="polite">
        {matches === 1 ? '1 game matches' : `${formatCount(matches)} games match`}
        {shown < matches ? `; ${which} Narrow the search to see the others.` : '.'}
        {withoutFlow > 0 &&
          ` ${withoutFlow} of those shown ${withoutFlow === 1 ? 'has' : 'have'} no play-by-play: ` +
            'their leads, comeback, runs, lead changes and win probability line are unknown (—), not zero.'}
      </p>
      <StatTable<GameExplorerRow>
        caption={caption}
        rows={rows}
        rowId={(row) => String(row.gameId)}
        label={label}
        columns={COLUMNS}
        initiallyHidden={INITIALLY_HIDDEN}
        sort={tableSort}
        onSortChange={changeSort}
        modes={false}
        percentiles={false}
        filterLabel="Filter by team name"
      />
    </section>
  );
}
