/**
 * What the odds table and the bracket drawing say of each team: its actual result in words,
 * the round columns worth showing and the note beside it in the drawing.
 */
import { BRACKET_ODDS_ROUND_KEYS } from '@courtside/contract';
import type { BracketOddsRow } from '@courtside/contract/schemas';
import type { StatColumnSpec } from '@/components/stats/StatTable/stat-columns';
import type { StatKey } from '@/lib/stats/dictionary';
import { formatValue } from '@/lib/stats/format';

/** The round a team lost in, by the contract's numbering (0 First Four … 6 final). */
const LOST_IN: Readonly<Record<number, string>> = {
  0: 'the First Four',
  1: 'the round of 64',
  2: 'the round of 32',
  3: 'the Sweet 16',
  4: 'the Elite Eight',
  5: 'the Final Four',
  6: 'the final',
};

/** "Champion", "Lost in the Sweet 16" or "Alive". */
export function resultText(row: BracketOddsRow): string {
  if (row.isChampion) return 'Champion';
  if (row.eliminatedRound === null) return 'Alive';
  return `Lost in ${LOST_IN[row.eliminatedRound] ?? `round ${row.eliminatedRound}`}`;
}

type OddsKey = keyof BracketOddsRow & StatKey & `odds${string}`;

export const ODDS_KEYS: readonly OddsKey[] = BRACKET_ODDS_ROUND_KEYS;

const LEAD_COLUMNS: readonly StatColumnSpec<BracketOddsRow>[] = [
  'seed',
  { key: 'regionName', value: (row) => row.regionName ?? `Region ${row.region}` },
  { key: 'overallWins', value: (row) => row.wins },
  { key: 'overallLosses', value: (row) => row.losses },
  'netRtgAdj',
];

const RESULT_COLUMN: StatColumnSpec<BracketOddsRow> = { key: 'eliminatedRound', value: resultText };

/**
 * The table's columns. A round every team is certain to reach (one a small bracket skips, or
 * the round of 64 of a field without a First Four) says nothing and is left out.
 */
export function oddsColumns(rows: readonly BracketOddsRow[]): StatColumnSpec<BracketOddsRow>[] {
  const informative = ODDS_KEYS.filter((key) => rows.some((row) => row[key] < 1));
  return [...LEAD_COLUMNS, ...informative, RESULT_COLUMN];
}

/**
 * The note beside a team in the drawing: its title odds. A team already out of the current
 * odds gets none, since the drawing already shows its loss; the odds before the tournament
 * are noted for every team, to set them beside what happened.
 */
export function titleNotes(rows: readonly BracketOddsRow[]): (teamId: number) => string | null {
  const byTeam = new Map(rows.map((row) => [row.teamId, row]));
  return (teamId) => {
    const row = byTeam.get(teamId);
    if (row === undefined) return null;
    if (row.oddsAsOf !== 'pre' && row.eliminatedRound !== null) return null;
    return `Title ${formatValue('pct', row.oddsChampion)}`;
  };
}

/** "Before any game", or how many bracket games the current odds take as played. */
export function asOfText(rows: readonly BracketOddsRow[]): string | null {
  const asOf = rows[0]?.oddsAsOf;
  if (asOf === undefined) return null;
  if (asOf === 'pre') return 'No result is taken as known: every game is simulated.';
  return `The ${asOf === 1 ? 'one bracket game' : `${asOf} bracket games`} already played count as decided.`;
}
