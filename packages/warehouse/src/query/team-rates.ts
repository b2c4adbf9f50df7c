/**
 * Team sums → rates (METHODS §1-§2), the single place the query layer turns sums into the
 * response vocabulary's numbers. A rate with a zero or missing denominator is null, never 0.
 * Defence ("…Agst") uses the same formulas on the opponent's line; both sides share the
 * game's possession count.
 */
import type { Row } from '../db/connection';
import { num, numOrNull } from '../db/values';
import {
  COUNTING_STATS,
  countFromSums,
  sumFieldOf,
  type CountingStatKey,
  type PlayByPlayCountValues,
} from '@courtside/contract';
import { LINE_COUNTS, type LineCount } from '@courtside/contract/schemas';
import { trueShootingAttempts, trueShootingPct, type CountingStats } from '@courtside/engine';
import { countFieldOfColumn } from '../schema/count-columns';
import { ALWAYS, PARTIAL, PBP_EXTRAS, TEAM_SUM_COLUMNS } from './sums';

export interface TeamSums {
  gp: number;
  gpStats: number;
  gpPbp: number;
  wins: number;
  losses: number;
  confWins: number;
  confLosses: number;
  poss: number;
  minutes: number;
  /** Own and opponent stats; stl/pf and the play-by-play extras may be null. */
  own: LineSums;
  opp: LineSums;
}

/**
 * A side's sums: the engine's counting stats, where steals, fouls and the play-by-play extras
 * may be null (a box-score game has none of them).
 */
export type LineSums = Omit<CountingStats, 'stl' | 'pf'> & {
  stl: number | null;
  pf: number | null;
} & PlayByPlayCountValues<number | null>;

/**
 * A line's sums with every count at zero, and the counts a box may lack (`nullable` in the
 * registry: steals, fouls, the play-by-play extras) at `unknown`.
 */
export function zeroLineSums(unknown: 0 | null): LineSums {
  const line: Record<string, number | null> = {};
  for (const count of COUNTING_STATS) {
    const field = sumFieldOf(count.key);
    if (field !== null) line[field] = count.nullable ? unknown : 0;
  }
  return line as unknown as LineSums;
}

const REQUIRED_LINE: readonly string[] = ALWAYS;
const OPTIONAL_LINE: readonly string[] = [...PARTIAL, ...PBP_EXTRAS];
/** Column → field names, worked out once (a division's rows read them thousands of times). */
const FIELD_OF = new Map(
  [...REQUIRED_LINE, ...OPTIONAL_LINE].map((name) => [name, countFieldOfColumn(name)]),
);
const fieldOf = (name: string): string => FIELD_OF.get(name) ?? countFieldOfColumn(name);

function line(row: Row, prefix: string): LineSums {
  const out: Record<string, number | null> = {};
  for (const name of REQUIRED_LINE) out[fieldOf(name)] = num(row, `${prefix}${name}`);
  for (const name of OPTIONAL_LINE) out[fieldOf(name)] = numOrNull(row, `${prefix}${name}`);
  return out as unknown as LineSums;
}

/** Reads the TEAM_SUM_COLUMNS of a row. */
export function readTeamSums(row: Row): TeamSums {
  for (const column of TEAM_SUM_COLUMNS) if (!(column in row)) throw new Error(`Missing ${column}`);
  return {
    gp: num(row, 'gp'),
    gpStats: num(row, 'gp_stats'),
    gpPbp: num(row, 'gp_pbp'),
    wins: num(row, 'wins'),
    losses: num(row, 'losses'),
    confWins: num(row, 'conf_wins'),
    confLosses: num(row, 'conf_losses'),
    poss: num(row, 'poss'),
    minutes: num(row, 'minutes'),
    own: line(row, ''),
    opp: line(row, 'opp_'),
  };
}

const ratio = (a: number | null, b: number | null): number | null =>
  a === null || b === null || !(b > 0) ? null : a / b;

export interface LineRates {
  efgPct: number | null;
  tsPct: number | null;
  tovPct: number | null;
  orbPct: number | null;
  drbPct: number | null;
  ftaRate: number | null;
  fgPct: number | null;
  fg2Pct: number | null;
  fg3Pct: number | null;
  ftPct: number | null;
  fga3Rate: number | null;
  astPct: number | null;
  astRatio: number | null;
  stlPct: number | null;
  blkPct: number | null;
  fbptsPctPts: number | null;
  pitpPctPts: number | null;
  ptsScoredPg: number | null;
}

function lineRates(own: LineSums, opp: LineSums, poss: number, games: number): LineRates {
  return {
    efgPct: ratio(own.fgm + 0.5 * own.fgm3, own.fga),
    tsPct: trueShootingPct(own.pts, own.fga, own.fta),
    tovPct: ratio(own.tov, poss),
    orbPct: ratio(own.orb, own.orb + opp.drb),
    drbPct: ratio(own.drb, own.drb + opp.orb),
    ftaRate: ratio(own.fta, own.fga),
    fgPct: ratio(own.fgm, own.fga),
    fg2Pct: ratio(own.fgm2, own.fga2),
    fg3Pct: ratio(own.fgm3, own.fga3),
    ftPct: ratio(own.ftm, own.fta),
    fga3Rate: ratio(own.fga3, own.fga),
    astPct: ratio(own.ast, own.fgm),
    astRatio: ratio(own.ast, trueShootingAttempts(own.fga, own.fta) + own.ast + own.tov),
    stlPct: ratio(own.stl, poss),
    blkPct: ratio(own.blk, opp.fga2),
    fbptsPctPts: ratio(own.fastBreakPts, own.pts),
    pitpPctPts: ratio(own.pointsInPaint, own.pts),
    ptsScoredPg: ratio(own.pts, games),
  };
}

export interface TeamRates {
  ortg: number | null;
  drtg: number | null;
  netRtg: number | null;
  /** Possessions per 40 minutes. */
  pace: number | null;
  offense: LineRates;
  defense: LineRates;
  /**
   * Per-game differentials (own − opponent) of every count of the line (LINE_COUNTS): null
   * without a box-score game or where either side's count is unknown.
   */
  diff: Record<LineCount, number | null>;
}

/** A count of a line of sums (`reb` adds orb and drb; the play-by-play extras may be null). */
const countOf = (key: CountingStatKey, line: LineSums): number | null =>
  countFromSums(key, line as unknown as Readonly<Record<string, number | null>>);

export function teamRates(sums: TeamSums): TeamRates {
  const { own, opp, poss, gpStats } = sums;
  const ortg = ratio(100 * own.pts, poss);
  const drtg = ratio(100 * opp.pts, poss);
  const perGame = (a: number | null, b: number | null): number | null =>
    a === null || b === null ? null : ratio(a - b, gpStats);
  return {
    ortg,
    drtg,
    netRtg: ortg === null || drtg === null ? null : ortg - drtg,
    pace: ratio(40 * poss, sums.minutes),
    offense: lineRates(own, opp, poss, gpStats),
    defense: lineRates(opp, own, poss, gpStats),
    diff: Object.fromEntries(
      LINE_COUNTS.map((key) => [key, perGame(countOf(key, own), countOf(key, opp))]),
    ) as Record<LineCount, number | null>,
  };
}
