/**
 * The results' sort choices (kept in the URL) and the table column and direction each starts
 * from; the table's own headers then re-sort in place.
 */
import type { StatKey } from '@/lib/stats/dictionary';
import type { ExplorerSort } from '@courtside/contract';

export interface SortChoice {
  label: string;
  key: StatKey;
  desc: boolean;
}

export const SORT_CHOICES: Readonly<Record<ExplorerSort, SortChoice>> = {
  date: { label: 'Newest first', key: 'gameDate', desc: true },
  closest: { label: 'Closest finish', key: 'winnerMargin', desc: false },
  comeback: { label: 'Biggest comeback', key: 'comeback', desc: true },
  upset: { label: 'Biggest upset', key: 'winnerWinProbability', desc: false },
  leadChanges: { label: 'Most lead changes', key: 'leadChanges', desc: true },
  run: { label: 'Biggest run', key: 'biggestRun', desc: true },
  lead: { label: 'Largest lead', key: 'largestLead', desc: true },
  total: { label: 'Most points', key: 'totalPts', desc: true },
};
