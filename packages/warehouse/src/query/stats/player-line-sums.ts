/**
 * A player's summed line and what its rates need beside it (the team's line over the same
 * stretches, the opponents' rebounds, attempts and possessions), in the columns every player
 * query names them (`tm_…`, `opp_…`), and read back into one shape. Shared by game lines,
 * period totals, season scopes and tournament sums, which differ only in what they sum over.
 */
import type { Row } from '../../db/connection';
import { num, numOrNull } from '../../db/values';
import {
  COUNT_COLUMNS,
  OPPONENT_COUNT_COLUMNS,
  type OpponentCountColumn,
} from '../../schema/count-columns';
import type { Counting } from '../players';
import { exactSum } from '../exact-sum';

export interface PlayerLineSums {
  mins: number;
  offPoss: number;
  defPoss: number;
  stats: Counting;
  pfd: number;
  plusMinus: number;
  team: { minutes: number; poss: number; stats: Counting };
  opponent: Record<OpponentCountColumn | 'poss', number>;
}

/** The player's own summed columns. */
export const PLAYER_LINE_COLUMNS: readonly string[] = [
  'seconds',
  'off_poss',
  'def_poss',
  ...COUNT_COLUMNS,
  'pfd',
  'plus_minus',
];

/** The team's and opponents' summed columns beside them (tm_seconds: five per clock second). */
export const PLAYER_CONTEXT_COLUMNS: readonly string[] = [
  'tm_seconds',
  'tm_poss',
  ...COUNT_COLUMNS.map((stat) => `tm_${stat}`),
  ...OPPONENT_COUNT_COLUMNS.map((stat) => `opp_${stat}`),
  'opp_poss',
];

/** The summed columns that hold fractions (clock seconds, estimated possessions). */
const FRACTIONAL_COLUMNS = new Set([
  'seconds',
  'off_poss',
  'def_poss',
  'tm_seconds',
  'tm_poss',
  'opp_poss',
]);

/**
 * The sum of `expr` as one of the summed columns (over the rows that pass `filter`, when given):
 * exact (`exactSum`) for a column that holds fractions, whose plain sum depends on the order of
 * the rows; a plain sum for the integer counts.
 */
export const playerColumnSum = (column: string, expr: string, filter?: string): string => {
  if (FRACTIONAL_COLUMNS.has(column)) return exactSum(expr, filter);
  return filter === undefined ? `sum(${expr})` : `sum(${expr}) FILTER (WHERE ${filter})`;
};

/** PLAYER_CONTEXT_COLUMNS from a team_game_splits row aliased `ts` of the same split. */
export const SPLIT_CONTEXT_SQL = [
  'ts.seconds * 5 AS tm_seconds',
  'ts.poss AS tm_poss',
  ...COUNT_COLUMNS.map((stat) => `ts.${stat} AS tm_${stat}`),
  ...OPPONENT_COUNT_COLUMNS.map((stat) => `ts.opp_${stat}`),
  'ts.opp_poss',
].join(', ');

/** The column names of each prefix's counts, made once (rows are read by the thousand). */
const COLUMNS_OF_PREFIX: Readonly<Record<'' | 'tm_', readonly string[]>> = {
  '': COUNT_COLUMNS.map((stat) => stat),
  tm_: COUNT_COLUMNS.map((stat) => `tm_${stat}`),
};

function counting(row: Row, prefix: '' | 'tm_'): Counting {
  const columns = COLUMNS_OF_PREFIX[prefix];
  const out: Partial<Record<(typeof COUNT_COLUMNS)[number], number>> = {};
  COUNT_COLUMNS.forEach((stat, index) => {
    const value = row[columns[index] ?? stat];
    out[stat] = typeof value === 'number' ? value : 0;
  });
  return out as Counting;
}

/** The opponents' counts and possessions beside a player's line (0 without a team line). */
function opponentCounts(row: Row): PlayerLineSums['opponent'] {
  const out = {} as PlayerLineSums['opponent'];
  for (const stat of OPPONENT_COUNT_COLUMNS) out[stat] = numOrNull(row, `opp_${stat}`) ?? 0;
  out.poss = numOrNull(row, 'opp_poss') ?? 0;
  return out;
}

/** The summed line of a row with PLAYER_LINE_COLUMNS and PLAYER_CONTEXT_COLUMNS. */
export function playerLineSums(row: Row): PlayerLineSums {
  return {
    mins: num(row, 'seconds') / 60,
    offPoss: num(row, 'off_poss'),
    defPoss: num(row, 'def_poss'),
    stats: counting(row, ''),
    pfd: num(row, 'pfd'),
    plusMinus: num(row, 'plus_minus'),
    team: {
      minutes: (numOrNull(row, 'tm_seconds') ?? 0) / 60,
      poss: numOrNull(row, 'tm_poss') ?? 0,
      stats: counting(row, 'tm_'),
    },
    opponent: opponentCounts(row),
  };
}
