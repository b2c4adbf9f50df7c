/**
 * The results' server sorts (kept in the URL as `sort`, contract EXPLORER_SORTS, `-` for the
 * reverse): their names in words either way, and the table column and direction each matches.
 * A header click on a column that has a server sort asks the server for it, so the first games
 * shown are the first of every match by that column, not just the first of those on the page.
 */
import {
  EXPLORER_SORTS,
  formatExplorerSortBy,
  parseExplorerSortBy,
  type ExplorerOrder,
  type ExplorerSort,
  type ExplorerSortBy,
} from '@courtside/contract';
import type { StatKey } from '@/lib/stats/dictionary';

export interface SortChoice {
  /** The natural direction in words, e.g. "Most points". */
  label: string;
  /** The reverse in words, e.g. "Fewest points". */
  reversedLabel: string;
  /** The table column showing the figure. */
  key: StatKey;
  /** The natural direction is largest (or newest) first. */
  desc: boolean;
}

export const SORT_CHOICES: Readonly<Record<ExplorerSort, SortChoice>> = {
  date: { label: 'Newest first', reversedLabel: 'Oldest first', key: 'gameDate', desc: true },
  closest: {
    label: 'Closest finish',
    reversedLabel: 'Widest margin',
    key: 'winnerMargin',
    desc: false,
  },
  comeback: {
    label: 'Biggest comeback',
    reversedLabel: 'Smallest comeback',
    key: 'comeback',
    desc: true,
  },
  upset: {
    label: 'Biggest upset',
    reversedLabel: 'Most expected winner',
    key: 'winnerWinProbability',
    desc: false,
  },
  leadChanges: {
    label: 'Most lead changes',
    reversedLabel: 'Fewest lead changes',
    key: 'leadChanges',
    desc: true,
  },
  run: { label: 'Biggest run', reversedLabel: 'Smallest run', key: 'biggestRun', desc: true },
  lead: { label: 'Largest lead', reversedLabel: 'Smallest lead', key: 'largestLead', desc: true },
  total: { label: 'Most points', reversedLabel: 'Fewest points', key: 'totalPts', desc: true },
  overtimes: {
    label: 'Most overtimes',
    reversedLabel: 'Fewest overtimes',
    key: 'overtimes',
    desc: true,
  },
  tied: {
    label: 'Most times tied',
    reversedLabel: 'Fewest times tied',
    key: 'timesTied',
    desc: true,
  },
};

const NEWEST_FIRST: ExplorerOrder = { sort: 'date', reversed: false };

/** The order a URL sort names (the URL filter only ever holds readable ones). */
export const explorerOrderOf = (sortBy: ExplorerSortBy): ExplorerOrder =>
  parseExplorerSortBy(sortBy) ?? NEWEST_FIRST;

/** An order in words: "Most points", "Oldest first". */
export function sortLabel({ sort, reversed }: ExplorerOrder): string {
  const choice = SORT_CHOICES[sort];
  return reversed ? choice.reversedLabel : choice.label;
}

/** The table column and direction that show an order. */
export function columnSortOf({ sort, reversed }: ExplorerOrder): { key: StatKey; desc: boolean } {
  const choice = SORT_CHOICES[sort];
  return { key: choice.key, desc: choice.desc !== reversed };
}

/** The server sort a column's header asks for (null for a column the server cannot sort by). */
export function sortByOfColumn(key: string, desc: boolean): ExplorerSortBy | null {
  const sort = EXPLORER_SORTS.find((candidate) => SORT_CHOICES[candidate].key === key);
  if (sort === undefined) return null;
  return formatExplorerSortBy({ sort, reversed: desc !== SORT_CHOICES[sort].desc });
}
