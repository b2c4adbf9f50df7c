/**
 * Scores of a probability forecast of 0/1 outcomes (the draft model's backtest, METHODS §10).
 * Lower is better except for AUC.
 *
 * - AUC: the probability that a random positive is ranked above a random negative, ties
 *   counting half: the Mann-Whitney U statistic over n₁·n₀, from average ranks
 *   (U = sum of the positives' ranks − n₁(n₁ + 1)/2).
 * - Log loss: mean of −[y·ln p + (1 − y)·ln(1 − p)], p clipped to [1e-15, 1 − 1e-15] so a
 *   certain miss costs a finite 34.5 rather than infinity.
 * - Brier score: mean of (p − y)².
 */
import { averageRanks } from '../math/stats';

/** AUC of `p` for `y` (0/1); null without both classes. */
export function aucOf(p: readonly number[], y: readonly number[]): number | null {
  const ranks = averageRanks(p);
  let positives = 0;
  let rankSum = 0;
  y.forEach((label, i) => {
    if (label === 1) {
      positives += 1;
      rankSum += ranks[i] ?? 0;
    }
  });
  const negatives = y.length - positives;
  if (positives === 0 || negatives === 0) return null;
  return (rankSum - (positives * (positives + 1)) / 2) / (positives * negatives);
}

const EPS = 1e-15;

/** Mean log loss (0 for no forecasts). */
export function logLossOf(p: readonly number[], y: readonly number[]): number {
  if (p.length === 0) return 0;
  let sum = 0;
  p.forEach((value, i) => {
    const q = Math.min(1 - EPS, Math.max(EPS, value));
    sum -= y[i] === 1 ? Math.log(q) : Math.log(1 - q);
  });
  return sum / p.length;
}

/** Mean Brier score (0 for no forecasts). */
export function brierOf(p: readonly number[], y: readonly number[]): number {
  if (p.length === 0) return 0;
  let sum = 0;
  p.forEach((value, i) => (sum += (value - (y[i] ?? 0)) ** 2));
  return sum / p.length;
}
