/**
 * Garbage time (METHODS §6 [S30]): possessions played when the game is decided count less in
 * ratings and RAPM (never in official totals). The weight tapers from 1 when the leader's naive
 * win probability is 99% to 0 at 99.99%.
 *
 * "Naive" means margin and time only, no pregame strength: a blowout is garbage time whoever was
 * favoured. Pass the series from `winProbabilitySeries(game)` with the default pregame spread of 0.
 *
 * The taper is linear in log-odds, not in probability. Between 99% and 99.99% the probability
 * itself barely moves, and a taper linear in it would drop most of the weight in the first few
 * hundredths of a percent (half the weight gone by 99.5%, a lead only a point or two larger).
 * Log-odds grow roughly linearly with the lead at a given time (the sanity curve is a probit in
 * the margin), so this taper is close to linear in "how many points past safe", which is the
 * intent: the weight falls smoothly as the lead grows from 99% safe to 99.99% safe.
 *
 * Each possession takes the win probability in force when it starts: the value after the last
 * event before its first event (the pregame value, 0.5 naive, before the first one).
 */
import { DEFAULT_CONSTANTS } from '../config/constants';
import type { EngineConstants } from '../config/constants';
import type { Possession, WinProbabilityPoint } from './facts';

type GarbageConstants = EngineConstants['garbageTime'];

const logit = (p: number): number => Math.log(p / (1 - p));

/** Weight of a possession played at this home win probability (symmetric in home/away). */
export function garbageTimeWeight(
  homeWinProbability: number,
  c: GarbageConstants = DEFAULT_CONSTANTS.garbageTime,
): number {
  const leader = Math.max(homeWinProbability, 1 - homeWinProbability);
  if (leader <= c.taperFrom) return 1;
  if (leader >= c.zeroAt) return 0;
  const share = (logit(leader) - logit(c.taperFrom)) / (logit(c.zeroAt) - logit(c.taperFrom));
  return 1 - share;
}

/**
 * The win probability in force at an event: the value after the last point before `seq`
 * (`before`, the pregame value, when there is none). `series` must be in seq order, as
 * `winProbabilitySeries` returns it.
 */
export function winProbabilityBefore(
  series: readonly WinProbabilityPoint[],
  seq: number,
  before = 0.5,
): number {
  // Binary search for the last point with seq < the given one.
  let low = 0;
  let high = series.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((series[middle]?.seq ?? Infinity) < seq) low = middle + 1;
    else high = middle;
  }
  return low === 0 ? before : (series[low - 1]?.home ?? before);
}

/** The win probability in force when each possession starts. */
export function winProbabilityAtStart(
  possessions: readonly Pick<Possession, 'startSeq'>[],
  series: readonly WinProbabilityPoint[],
  before = 0.5,
): number[] {
  return possessions.map((possession) => winProbabilityBefore(series, possession.startSeq, before));
}

/**
 * A weight function for `countPossessions`' `weight` option: the garbage-time weight of a
 * possession from the naive series.
 */
export function garbageTimeWeigher(
  series: readonly WinProbabilityPoint[],
  c: GarbageConstants = DEFAULT_CONSTANTS.garbageTime,
): (possession: Pick<Possession, 'startSeq'>) => number {
  return (possession) => garbageTimeWeight(winProbabilityBefore(series, possession.startSeq), c);
}

/** Garbage-time weight of each possession (parallel to `possessions`). */
export function garbageTimeWeights(
  possessions: readonly Pick<Possession, 'startSeq'>[],
  series: readonly WinProbabilityPoint[],
  c: GarbageConstants = DEFAULT_CONSTANTS.garbageTime,
): number[] {
  return winProbabilityAtStart(possessions, series).map((p) => garbageTimeWeight(p, c));
}

/** The possessions with their `weight` set from the naive win-probability series. */
export function withGarbageTimeWeights<P extends Pick<Possession, 'startSeq' | 'weight'>>(
  possessions: readonly P[],
  series: readonly WinProbabilityPoint[],
  c: GarbageConstants = DEFAULT_CONSTANTS.garbageTime,
): P[] {
  const weights = garbageTimeWeights(possessions, series, c);
  return possessions.map((possession, index) => ({ ...possession, weight: weights[index] ?? 1 }));
}
