/**
 * How well the NIL index (METHODS §10, nil.ts) predicts what players' deals are worth, held out.
 * The index stays the published figure; this module only measures it against disclosed deal
 * values and turns its tiers into the typical deal values they stand for.
 *
 * - Calibration (`fitNilCalibration`): ordinary least squares of the natural log of a deal's
 *   annual value on the player's index, `ln(value) = intercept + slope · index`. Deal values are
 *   heavy-tailed (a handful of deals are worth a thousand times the median), so the fit works
 *   on their logarithm: `exp(intercept + slope · index)` is the typical (median) deal of a player
 *   with that index, not the mean. The closed-form fit needs no iteration; it is refused
 *   (NilFitError) with fewer than `minDeals` deals or when every deal has the same index (no
 *   slope can be estimated), and never published then.
 * - Baseline: everyone gets the training pool's median deal (the middle of an even count is the
 *   geometric mean of the two middle deals, the median of the logs), a prediction that ignores
 *   the index, so the index's figures can be read against it.
 * - Backtest (`backtestNilCalibration`): leave one season out — each season's deals are
 *   predicted by the calibration and the baseline fitted on the other seasons alone. Per season
 *   and pooled over every held-out deal: RMSE of ln(value) (0.69 is a typical miss by a factor
 *   of two), median absolute percentage error `|predicted − actual| / actual`, the share of
 *   deals within a factor of two of the prediction, and Spearman's rank correlation between the
 *   index and the deal value (the baseline ranks nobody, so it has none).
 * - Value bands (`nilValueBands`): each tier's index band mapped through the calibration to the
 *   typical deal at its low and high end.
 */
import { spearman } from '../math/stats';
import { NIL_TIERS } from './nil';
import type { NilTier } from './nil';

/** One disclosed deal: the player's index that season (0..100) and its annual value (> 0). */
export interface NilDeal {
  readonly index: number;
  readonly value: number;
}

export interface NilDealSeason<Key> {
  readonly key: Key;
  readonly deals: readonly NilDeal[];
}

export interface NilFitOptions {
  /** Fewest deals a calibration is fitted on (default NIL_FIT_MIN_DEALS). */
  readonly minDeals?: number;
}

/** A calibration on fewer deals than this says more about its few players than about the index. */
export const NIL_FIT_MIN_DEALS = 30;

/** A factor of two, the "within" figure's tolerance, on the log scale. */
const LOG_TWO = Math.log(2);

export class NilFitError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'NilFitError';
  }
}

export interface NilCalibration {
  readonly intercept: number;
  /** Change in ln(value) per index point. */
  readonly slope: number;
  /** Residual standard deviation of ln(value) (n − 2 degrees of freedom). */
  readonly residualSd: number;
  readonly deals: number;
}

function checkDeals(deals: readonly NilDeal[]): void {
  for (const deal of deals) {
    if (!Number.isFinite(deal.index) || !(deal.value > 0) || !Number.isFinite(deal.value)) {
      throw new NilFitError(
        `A deal needs a finite index and a positive value (${deal.index}, ${deal.value})`,
      );
    }
  }
}

/** Least squares of ln(value) on the index (see the module comment). */
export function fitNilCalibration(
  deals: readonly NilDeal[],
  options: NilFitOptions = {},
): NilCalibration {
  const minDeals = Math.max(3, options.minDeals ?? NIL_FIT_MIN_DEALS);
  if (deals.length < minDeals) {
    throw new NilFitError(`Too few deals to fit: ${deals.length}, at least ${minDeals} needed`);
  }
  checkDeals(deals);
  const n = deals.length;
  const meanX = deals.reduce((sum, d) => sum + d.index, 0) / n;
  const meanY = deals.reduce((sum, d) => sum + Math.log(d.value), 0) / n;
  let sxx = 0;
  let sxy = 0;
  for (const deal of deals) {
    sxx += (deal.index - meanX) ** 2;
    sxy += (deal.index - meanX) * (Math.log(deal.value) - meanY);
  }
  if (!(sxx > 0)) throw new NilFitError('Every deal has the same index: no slope can be fitted');
  const slope = sxy / sxx;
  const intercept = meanY - slope * meanX;
  const rss = deals.reduce(
    (sum, d) => sum + (Math.log(d.value) - intercept - slope * d.index) ** 2,
    0,
  );
  return { intercept, slope, residualSd: Math.sqrt(rss / (n - 2)), deals: n };
}

/** The typical (median) deal of a player with this index. */
export const nilTypicalValue = (calibration: NilCalibration, index: number): number =>
  Math.exp(calibration.intercept + calibration.slope * index);

/** Median of ln(value) over the deals: the baseline's one prediction, as a log. */
export function medianLogValue(deals: readonly NilDeal[]): number {
  if (deals.length === 0) throw new NilFitError('No deals to take a median of');
  const logs = deals.map((d) => Math.log(d.value)).sort((a, b) => a - b);
  const middle = Math.floor(logs.length / 2);
  const upper = logs[middle] ?? 0;
  return logs.length % 2 === 1 ? upper : ((logs[middle - 1] ?? upper) + upper) / 2;
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] ?? 0;
  return sorted.length % 2 === 1 ? upper : ((sorted[middle - 1] ?? upper) + upper) / 2;
}

/** How one set of predictions (as logs) fares against the actual deals. */
export interface NilErrorFigures {
  readonly rmseLog: number;
  readonly medianApe: number;
  readonly withinFactorTwo: number;
}

function errorFigures(
  predictedLogs: readonly number[],
  deals: readonly NilDeal[],
): NilErrorFigures {
  const misses = deals.map((deal, i) => (predictedLogs[i] ?? 0) - Math.log(deal.value));
  return {
    rmseLog: Math.sqrt(misses.reduce((sum, miss) => sum + miss * miss, 0) / misses.length),
    medianApe: median(misses.map((miss) => Math.abs(Math.exp(miss) - 1))),
    withinFactorTwo: misses.filter((miss) => Math.abs(miss) <= LOG_TWO).length / misses.length,
  };
}

/** Spearman's coefficient of index and value; null without two distinct values on each side. */
function rankCorrelation(deals: readonly NilDeal[]): number | null {
  if (deals.length < 2) return null;
  const rho = spearman(
    deals.map((d) => d.index),
    deals.map((d) => d.value),
  );
  return Number.isFinite(rho) ? rho : null;
}

export interface NilHeldOutScore {
  readonly deals: number;
  readonly model: NilErrorFigures;
  readonly baseline: NilErrorFigures;
  /** Index against deal value; null with fewer than two distinct values. */
  readonly spearman: number | null;
}

export interface NilSeasonScore<Key> extends NilHeldOutScore {
  readonly key: Key;
  /** Deals of the other seasons the season's calibration was fitted on. */
  readonly trainingDeals: number;
}

export interface NilBacktest<Key> {
  readonly seasons: readonly NilSeasonScore<Key>[];
  /** Every held-out deal of every season together. */
  readonly pooled: NilHeldOutScore;
}

function heldOutScore(
  deals: readonly NilDeal[],
  predictedLogs: readonly number[],
  baselineLogs: readonly number[],
): NilHeldOutScore {
  return {
    deals: deals.length,
    model: errorFigures(predictedLogs, deals),
    baseline: errorFigures(baselineLogs, deals),
    spearman: rankCorrelation(deals),
  };
}

/**
 * Leave one season out (see the module comment); seasons without deals are skipped. Refused
 * (NilFitError) with fewer than two seasons of deals, or when a season's training deals cannot
 * be fitted.
 */
export function backtestNilCalibration<Key>(
  seasons: readonly NilDealSeason<Key>[],
  options: NilFitOptions = {},
): NilBacktest<Key> {
  const withDeals = seasons.filter((season) => season.deals.length > 0);
  if (withDeals.length < 2) {
    throw new NilFitError(
      `A held-out test needs deals in at least two seasons; ${withDeals.length} have any`,
    );
  }
  const scores: NilSeasonScore<Key>[] = [];
  const pooledDeals: NilDeal[] = [];
  const pooledModel: number[] = [];
  const pooledBaseline: number[] = [];
  for (const season of withDeals) {
    const training = withDeals.filter((other) => other !== season).flatMap((s) => s.deals);
    const calibration = fitNilCalibration(training, options);
    const baseline = medianLogValue(training);
    const predicted = season.deals.map((d) => calibration.intercept + calibration.slope * d.index);
    const flat = season.deals.map(() => baseline);
    scores.push({
      key: season.key,
      trainingDeals: training.length,
      ...heldOutScore(season.deals, predicted, flat),
    });
    pooledDeals.push(...season.deals);
    pooledModel.push(...predicted);
    pooledBaseline.push(...flat);
  }
  return { seasons: scores, pooled: heldOutScore(pooledDeals, pooledModel, pooledBaseline) };
}

export interface NilValueBand {
  readonly tier: NilTier;
  readonly indexLow: number;
  readonly indexHigh: number;
  /** Typical deal at the band's low and high index. */
  readonly valueLow: number;
  readonly valueHigh: number;
}

/** Each tier's index band through the calibration, best tier first. */
export function nilValueBands(calibration: NilCalibration): NilValueBand[] {
  return NIL_TIERS.map((band) => ({
    tier: band.tier,
    indexLow: band.low,
    indexHigh: band.high,
    valueLow: nilTypicalValue(calibration, band.low),
    valueHigh: nilTypicalValue(calibration, band.high),
  }));
}

/** A dollar figure to two significant digits: more would be invented precision. */
export function roundToSignificant(value: number, digits = 2): number {
  if (value === 0 || !Number.isFinite(value)) return value;
  const scale = 10 ** (Math.floor(Math.log10(Math.abs(value))) - digits + 1);
  return Math.round(value / scale) * scale;
}
