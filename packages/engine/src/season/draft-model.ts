/**
 * The draft model (METHODS §10 "Draft indicators"): the probability that a rated college player
 * is drafted after the season, from the indicators the draft literature names — age, box rating
 * (and box rating against players of his class), usage with efficiency, AST%, STL%, BLK%,
 * ORB%/DRB%, 3PA rate, FT%, height and the schedule's strength.
 *
 * - Indicators (`draftIndicators`): age is estimated from the class (Fr. 19 … Gr. 23, no source
 *   has birth dates); ageAdjBpm is BPM minus the mean BPM of the pool's players of his class;
 *   usageTimesTs is usage × TS%, the usage-with-efficiency interaction.
 * - Fit (`fitDraftModel`): every indicator is standardised with the training rows' mean and
 *   standard deviation (a missing value takes the training mean, i.e. 0 once standardised),
 *   then a logistic regression with a small L2 penalty on the slopes, fitted by Newton's method
 *   (IRLS, `logisticIrls`), on drafted (1) or not (0). The weights are per standard deviation,
 *   so they compare across indicators. The log-likelihood is concave and the penalty keeps the
 *   optimum finite even for separable data, so Newton converges in a few steps; a fit that has
 *   not within the cap throws (DraftModelNotConvergedError) and is never published.
 * - Backtest (`backtestDraftModel`): leave one season out — each past draft is predicted by the
 *   model fitted on the other seasons alone; AUC, log loss, Brier score and top-N hits (of the
 *   N players ranked first, N = that draft's picks, how many went), and the same pooled over
 *   every season's out-of-sample predictions.
 * - Projection (`projectDraft`): rank by probability within the gender's pool (ties: the order
 *   given) and map the rank to a tier: men 1-14 Lottery, 15-30 First round, 31-60 Second round;
 *   women 1-12 First round, 13-24 Second round, 25-36 Third round; else Undrafted.
 */
import { logisticIrls } from '../game/win-probability-fit';
import type { LogisticOptions } from '../game/win-probability-fit';
import { aucOf, brierOf, logLossOf } from './forecast-scores';
import { percentilesWithin } from './percentiles';

export const DRAFT_INDICATORS = [
  'ageEst',
  'bpm',
  'ageAdjBpm',
  'usagePct',
  'tsPct',
  'usageTimesTs',
  'astPct',
  'stlPct',
  'blkPct',
  'orbPct',
  'drbPct',
  'threePaRate',
  'ftPct',
  'height',
  'sos',
] as const;
export type DraftIndicator = (typeof DRAFT_INDICATORS)[number];
export type DraftIndicatorValues = Readonly<Record<DraftIndicator, number | null>>;

/** What a pool player brings; the derived indicators come from these. */
export interface DraftPoolPlayer {
  readonly classYear: string | null;
  readonly bpm: number;
  readonly usagePct: number | null;
  readonly tsPct: number | null;
  readonly astPct: number | null;
  readonly stlPct: number | null;
  readonly blkPct: number | null;
  readonly orbPct: number | null;
  readonly drbPct: number | null;
  readonly threePaRate: number | null;
  readonly ftPct: number | null;
  readonly height: number | null;
  readonly sos: number | null;
}

const AGE_BY_CLASS: Readonly<Record<string, number>> = { FR: 19, SO: 20, JR: 21, SR: 22, GR: 23 };

/** The class as FR, SO, JR, SR, GR ('Fr.', 'JR', 'jr' alike); null when unknown. */
export function classKey(classYear: string | null): string | null {
  if (classYear === null) return null;
  const key = classYear
    .replace(/[^a-z]/gi, '')
    .toUpperCase()
    .slice(0, 2);
  return key in AGE_BY_CLASS ? key : null;
}

/** Estimated age on draft day from the class; null when the class is unknown. */
export const ageEstOf = (classYear: string | null): number | null => {
  const key = classKey(classYear);
  return key === null ? null : (AGE_BY_CLASS[key] ?? null);
};

/**
 * Every player's indicators. ageAdjBpm subtracts the mean BPM of the pool's players of the same
 * class (players of unknown class form a class of their own), so pass the whole pool.
 */
export function draftIndicators(pool: readonly DraftPoolPlayer[]): DraftIndicatorValues[] {
  const sums = new Map<string | null, { total: number; count: number }>();
  for (const player of pool) {
    const key = classKey(player.classYear);
    const sum = sums.get(key) ?? { total: 0, count: 0 };
    sum.total += player.bpm;
    sum.count += 1;
    sums.set(key, sum);
  }
  return pool.map((player) => {
    const sum = sums.get(classKey(player.classYear)) ?? { total: player.bpm, count: 1 };
    const { usagePct, tsPct } = player;
    return {
      ageEst: ageEstOf(player.classYear),
      bpm: player.bpm,
      ageAdjBpm: player.bpm - sum.total / sum.count,
      usagePct,
      tsPct,
      usageTimesTs: usagePct === null || tsPct === null ? null : usagePct * tsPct,
      astPct: player.astPct,
      stlPct: player.stlPct,
      blkPct: player.blkPct,
      orbPct: player.orbPct,
      drbPct: player.drbPct,
      threePaRate: player.threePaRate,
      ftPct: player.ftPct,
      height: player.height,
      sos: player.sos,
    };
  });
}

/** One season's pool with who was drafted (picks: how many the draft had). */
export interface DraftSeason<K> {
  readonly key: K;
  readonly rows: readonly DraftIndicatorValues[];
  readonly drafted: readonly boolean[];
  readonly picks: number;
}

export interface DraftFit {
  readonly intercept: number;
  /** Per standard deviation, in DRAFT_INDICATORS order. */
  readonly slopes: readonly number[];
  readonly iterations: number;
}

export interface DraftModel {
  readonly means: Readonly<Record<DraftIndicator, number>>;
  readonly sds: Readonly<Record<DraftIndicator, number>>;
  readonly fit: DraftFit;
  readonly trainingRows: number;
}

export class DraftModelNotConvergedError extends Error {
  constructor(iterations: number) {
    super(`The draft model's logistic regression did not converge in ${iterations} iterations`);
    this.name = 'DraftModelNotConvergedError';
  }
}

/** Ridge 0.01 on the standardised slopes: next to nothing against hundreds of rows. */
export const DRAFT_LOGISTIC: LogisticOptions = { ridge: 0.01, maxIterations: 50, tolerance: 1e-8 };

/** `y` (0/1) on the rows of `x` (no intercept column), with an intercept; throws unless converged. */
export function fitPenalisedLogistic(
  x: readonly (readonly number[])[],
  y: readonly number[],
  options: LogisticOptions = DRAFT_LOGISTIC,
): DraftFit {
  if (x.length === 0) throw new Error('The draft model has no rows to fit');
  const fit = logisticIrls(
    x.map((row) => [1, ...row]),
    y,
    null,
    options,
  );
  const [intercept = 0, ...slopes] = fit.beta;
  if (!fit.converged || !fit.beta.every(Number.isFinite)) {
    throw new DraftModelNotConvergedError(fit.iterations);
  }
  return { intercept, slopes, iterations: fit.iterations };
}

const sigmoid = (z: number): number => 1 / (1 + Math.exp(-z));

function standardise(model: Pick<DraftModel, 'means' | 'sds'>, row: DraftIndicatorValues) {
  return DRAFT_INDICATORS.map((name) => {
    const value = row[name];
    return value === null ? 0 : (value - model.means[name]) / model.sds[name];
  });
}

/** Fits the model on the seasons' rows pooled. Throws when the fit does not converge. */
export function fitDraftModel(
  seasons: readonly DraftSeason<unknown>[],
  options: LogisticOptions = DRAFT_LOGISTIC,
): DraftModel {
  const rows = seasons.flatMap((s) => s.rows);
  const y = seasons.flatMap((s) => s.drafted.map((d) => (d ? 1 : 0)));
  const means = {} as Record<DraftIndicator, number>;
  const sds = {} as Record<DraftIndicator, number>;
  for (const name of DRAFT_INDICATORS) {
    const values = rows.flatMap((row) => (row[name] === null ? [] : [row[name]]));
    const mean = values.length > 0 ? values.reduce((a, b) => a + b, 0) / values.length : 0;
    const variance =
      values.length > 1 ? values.reduce((a, b) => a + (b - mean) ** 2, 0) / (values.length - 1) : 0;
    means[name] = mean;
    // A constant indicator standardises to 0 everywhere and carries no weight.
    sds[name] = variance > 0 ? Math.sqrt(variance) : 1;
  }
  const scaling = { means, sds };
  const fit = fitPenalisedLogistic(
    rows.map((row) => standardise(scaling, row)),
    y,
    options,
  );
  return { means, sds, fit, trainingRows: rows.length };
}

export function draftProbability(model: DraftModel, row: DraftIndicatorValues): number {
  const z = standardise(model, row).reduce(
    (sum, value, j) => sum + value * (model.fit.slopes[j] ?? 0),
    model.fit.intercept,
  );
  return sigmoid(z);
}

/** The weight of each indicator per standard deviation, in DRAFT_INDICATORS order. */
export const draftWeights = (model: DraftModel) =>
  DRAFT_INDICATORS.map((indicator, j) => ({ indicator, weight: model.fit.slopes[j] ?? 0 }));

export interface DraftBacktestSeason<K> {
  readonly key: K;
  readonly players: number;
  readonly drafted: number;
  readonly auc: number | null;
  readonly logLoss: number;
  readonly brier: number;
  readonly topNHits: number;
}

export interface DraftBacktest<K> {
  readonly seasons: readonly DraftBacktestSeason<K>[];
  readonly pooledAuc: number | null;
  readonly pooledLogLoss: number | null;
}

/** Of the top `n` by probability, how many were drafted. */
function topNHits(probabilities: readonly number[], drafted: readonly boolean[], n: number) {
  const order = probabilities.map((p, i) => ({ p, i })).sort((a, b) => b.p - a.p || a.i - b.i);
  return order.slice(0, n).filter(({ i }) => drafted[i]).length;
}

/**
 * Leave-one-season-out: each season predicted by the model fitted on the others. `fitOthers`
 * makes that model (by default a fresh fit); a caller that keeps the same fits to project
 * seasons passes its own, so each is fitted once.
 */
export function backtestDraftModel<K>(
  seasons: readonly DraftSeason<K>[],
  options: LogisticOptions = DRAFT_LOGISTIC,
  fitOthers: (others: readonly DraftSeason<K>[], leftOut: DraftSeason<K>) => DraftModel = (
    others,
  ) => fitDraftModel(others, options),
): DraftBacktest<K> {
  const out: DraftBacktestSeason<K>[] = [];
  const allP: number[] = [];
  const allY: number[] = [];
  for (const season of seasons) {
    const others = seasons.filter((s) => s !== season);
    if (others.length === 0 || season.rows.length === 0) continue;
    const model = fitOthers(others, season);
    const p = season.rows.map((row) => draftProbability(model, row));
    const y = season.drafted.map((d) => (d ? 1 : 0));
    allP.push(...p);
    allY.push(...y);
    out.push({
      key: season.key,
      players: p.length,
      drafted: y.filter((v) => v === 1).length,
      auc: aucOf(p, y),
      logLoss: logLossOf(p, y),
      brier: brierOf(p, y),
      topNHits: topNHits(p, season.drafted, season.picks),
    });
  }
  return {
    seasons: out,
    pooledAuc: allP.length > 0 ? aucOf(allP, allY) : null,
    pooledLogLoss: allP.length > 0 ? logLossOf(allP, allY) : null,
  };
}

export type DraftGender = 'MALE' | 'FEMALE';
export type DraftTier = 'Lottery' | 'First round' | 'Second round' | 'Third round' | 'Undrafted';

/** Picks of a draft: men 60 (two rounds of 30), women 36 (three of 12). */
export const DRAFT_PICKS_BY_GENDER: Readonly<Record<DraftGender, number>> = {
  MALE: 60,
  FEMALE: 36,
};

const TIER_BOUNDS: Readonly<Record<DraftGender, ReadonlyArray<readonly [number, DraftTier]>>> = {
  MALE: [
    [14, 'Lottery'],
    [30, 'First round'],
    [60, 'Second round'],
  ],
  FEMALE: [
    [12, 'First round'],
    [24, 'Second round'],
    [36, 'Third round'],
  ],
};

/** The projected tier of a 1-based rank. */
export function draftTier(rank: number, gender: DraftGender): DraftTier {
  for (const [last, tier] of TIER_BOUNDS[gender]) if (rank <= last) return tier;
  return 'Undrafted';
}

export interface DraftProjection {
  readonly rank: number;
  readonly tier: DraftTier;
  /** 0..100: weak percentile of the probability within the pool, rounded. */
  readonly score: number;
}

/** Each player's rank, tier and score within his pool, in the order given. */
export function projectDraft(
  probabilities: readonly number[],
  gender: DraftGender,
): DraftProjection[] {
  const order = probabilities.map((p, i) => ({ p, i })).sort((a, b) => b.p - a.p || a.i - b.i);
  const ranks = new Array<number>(probabilities.length).fill(0);
  order.forEach(({ i }, k) => (ranks[i] = k + 1));
  const percentiles = percentilesWithin(probabilities, 'weak');
  return probabilities.map((_, i) => {
    const rank = ranks[i] ?? 0;
    return {
      rank,
      tier: draftTier(rank, gender),
      score: Math.round(percentiles[i] ?? 0),
    };
  });
}
