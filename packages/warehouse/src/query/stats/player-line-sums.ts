/**
 * A player's summed line and what its rates need beside it (the team's line over the same
 * stretches, the opponents' rebounds, attempts and possessions), in the columns every player
 * query names them (`tm_…`, `opp_…`), and read back into one shape. Shared by game lines,
 * period totals, season scopes and tournament sums, which differ only in what they sum over.
 */
import type { Row } from '../../db/connection';
import { num, numOrNull } from '../../db/values';
import { COUNTING_STATS } from '../../schema/define';
import type { Counting } from '../players';

export interface PlayerLineSums {
  mins: number;
  offPoss: number;
  defPoss: number;
  stats: Counting;
  pfd: number;
  plusMinus: number;
  team: { minutes: number; poss: number; stats: Counting };
  opponent: { orb: number; drb: number; fga: number; fga3: number; poss: number };
}

/** The player's own summed columns. */
export const PLAYER_LINE_COLUMNS: readonly string[] = [
  'seconds',
  'off_poss',
  'def_poss',
  ...COUNTING_STATS,
  'pfd',
  'plus_minus',
];

/** The team's and opponents' summed columns beside them (tm_seconds: five per clock second). */
export const PLAYER_CONTEXT_COLUMNS: readonly string[] = [
  'tm_seconds',
  'tm_poss',
  ...COUNTING_STATS.map((stat) => `tm_${stat}`),
  'opp_orb',
  'opp_drb',
  'opp_fga',
  'opp_fga3',
  'opp_poss',
];

/** PLAYER_CONTEXT_COLUMNS from a team_game_splits row aliased `ts` of the same split. */
export const SPLIT_CONTEXT_SQL = [
  'ts.seconds * 5 AS tm_seconds',
  'ts.poss AS tm_poss',
  ...COUNTING_STATS.map((stat) => `ts.${stat} AS tm_${stat}`),
  'ts.opp_orb',
  'ts.opp_drb',
  'ts.opp_fga',
  'ts.opp_fga3',
  'ts.opp_poss',
].join(', ');

const counting = (row: Row, prefix: string): Counting =>
  Object.fromEntries(
    COUNTING_STATS.map((stat) => {
      const value = row[`${prefix}${stat}`];
      return [stat, typeof value === 'number' ? value : 0];
    }),
  ) as Counting;

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
    opponent: {
      orb: numOrNull(row, 'opp_orb') ?? 0,
      drb: numOrNull(row, 'opp_drb') ?? 0,
      fga: numOrNull(row, 'opp_fga') ?? 0,
      fga3: numOrNull(row, 'opp_fga3') ?? 0,
      poss: numOrNull(row, 'opp_poss') ?? 0,
    },
  };
}
