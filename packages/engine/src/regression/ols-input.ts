/**
 * Checks an OLS problem before it is solved and lays it out as columns. Every refusal is an
 * OlsInputError with a code (for a caller that reacts to the kind) and a sentence a user can act
 * on, so that a bad sample never turns into NaN coefficients or a silently arbitrary answer.
 *
 * Refused here: rows and outcome of different lengths, ragged rows, non-finite values, weights
 * that are not positive and finite, a constant outcome, and a model with no column at all.
 * A predictor that is constant while an intercept is fitted is not refused: it is marked, and
 * the fit leaves it out (ols.ts), as it does any column the others reproduce.
 *
 * Weights are not rescaled: weighted least squares minimises Σ wᵢ(yᵢ − xᵢᵀβ)², solved as ordinary
 * least squares on rows multiplied by √wᵢ (the "whitened" rows). A zero weight is refused rather
 * than dropped: a row that must not count is for the caller to leave out, so n, the degrees of
 * freedom and the residuals all describe the same rows.
 */

export type OlsErrorCode =
  | 'length-mismatch'
  | 'ragged-rows'
  | 'names-mismatch'
  | 'non-finite'
  | 'bad-weight'
  | 'no-columns'
  | 'too-few-rows'
  | 'constant-outcome'
  | 'perfect-fit'
  | 'leverage-one';

export class OlsInputError extends Error {
  override readonly name = 'OlsInputError';
  constructor(
    readonly code: OlsErrorCode,
    message: string,
  ) {
    super(message);
  }
}

/** How the covariance of β̂ is estimated: σ̂²(XᵀX)⁻¹, or MacKinnon and White's HC3 sandwich. */
export type OlsCovariance = 'classical' | 'hc3';

export interface OlsOptions {
  /** Fit an intercept (a column of ones before the predictors). Default true. */
  intercept?: boolean;
  /** One name per predictor column, for the coefficients and the messages. */
  names?: readonly string[];
  /**
   * A column whose part unexplained by the columns before it is at most this fraction of its
   * length is left out as dependent (householder-qr.ts). Data rounded to d significant digits
   * should pass about 10^(1−d): a sum of rounded values is only exact to that.
   */
  rankTolerance?: number;
  /** One positive, finite weight per row (weighted least squares). Absent: every row counts 1. */
  weights?: ArrayLike<number>;
  /** Default 'classical'. */
  covariance?: OlsCovariance;
}

export const INTERCEPT_NAME = 'Intercept';

/** The checked problem: candidate design columns (intercept first when fitted), outcome, names. */
export interface OlsDesign {
  n: number;
  intercept: boolean;
  /** Column-major design, p candidate columns of n values, unweighted. */
  columns: Float64Array[];
  y: Float64Array;
  /** p names: the intercept's, then the predictors'. */
  names: string[];
  /** √wᵢ per row, or null for an unweighted fit. */
  rootWeights: Float64Array | null;
  /** Candidate columns that are predictors constant across rows next to an intercept. */
  constantColumns: Set<number>;
}

/** Rows must exceed the coefficients by this much (at least 2 residual degrees of freedom). */
export const MIN_RESIDUAL_DF = 2;

const describeValue = (value: number) => (Number.isNaN(value) ? 'missing (NaN)' : String(value));

function isConstant(values: ArrayLike<number>): boolean {
  const first = values[0];
  for (let i = 1; i < values.length; i += 1) if (values[i] !== first) return false;
  return true;
}

function checkShape(x: readonly ArrayLike<number>[], n: number, names?: readonly string[]) {
  if (x.length !== n) {
    throw new OlsInputError(
      'length-mismatch',
      `The predictors have ${x.length} rows but the outcome has ${n} values; they must match.`,
    );
  }
  const k = x[0]?.length ?? names?.length ?? 0;
  x.forEach((row, index) => {
    if (row.length !== k) {
      throw new OlsInputError(
        'ragged-rows',
        `Row ${index + 1} has ${row.length} predictor values, the first row has ${k}.`,
      );
    }
  });
  const predictorNames = names ?? Array.from({ length: k }, (_, j) => `x${j + 1}`);
  if (predictorNames.length !== k) {
    throw new OlsInputError(
      'names-mismatch',
      `${predictorNames.length} names were given for ${k} predictor columns.`,
    );
  }
  return { k, predictorNames: [...predictorNames] };
}

function checkFinite(
  x: readonly ArrayLike<number>[],
  y: ArrayLike<number>,
  predictorNames: readonly string[],
) {
  for (let i = 0; i < y.length; i += 1) {
    const outcome = y[i] ?? Number.NaN;
    if (!Number.isFinite(outcome)) {
      throw new OlsInputError(
        'non-finite',
        `Row ${i + 1} has an outcome that is ${describeValue(outcome)}; every value must be a finite number.`,
      );
    }
    predictorNames.forEach((name, j) => {
      const value = x[i]?.[j] ?? Number.NaN;
      if (!Number.isFinite(value)) {
        throw new OlsInputError(
          'non-finite',
          `Row ${i + 1} has a value of “${name}” that is ${describeValue(value)}; every value must be a finite number.`,
        );
      }
    });
  }
}

function rootWeightsOf(weights: ArrayLike<number> | undefined, n: number): Float64Array | null {
  if (weights === undefined) return null;
  if (weights.length !== n) {
    throw new OlsInputError(
      'length-mismatch',
      `${weights.length} weights were given for ${n} rows; they must match.`,
    );
  }
  return Float64Array.from({ length: n }, (_, i) => {
    const weight = weights[i] ?? Number.NaN;
    if (!(weight > 0) || !Number.isFinite(weight)) {
      throw new OlsInputError(
        'bad-weight',
        `Row ${i + 1} has a weight of ${describeValue(weight)}; every weight must be a positive, finite number (leave out rows that should not count).`,
      );
    }
    return Math.sqrt(weight);
  });
}

export function buildDesign(
  x: readonly ArrayLike<number>[],
  y: ArrayLike<number>,
  options: OlsOptions = {},
): OlsDesign {
  const intercept = options.intercept ?? true;
  const n = y.length;
  const { k, predictorNames } = checkShape(x, n, options.names);
  checkFinite(x, y, predictorNames);
  const rootWeights = rootWeightsOf(options.weights, n);
  if (k === 0 && !intercept) {
    throw new OlsInputError('no-columns', 'A model without an intercept needs a predictor.');
  }
  if (n < 1 + MIN_RESIDUAL_DF) {
    throw new OlsInputError(
      'too-few-rows',
      `${n} rows are too few for any model: at least ${1 + MIN_RESIDUAL_DF} are needed.`,
    );
  }
  if (isConstant(y)) {
    throw new OlsInputError(
      'constant-outcome',
      'The outcome has the same value in every row, so there is nothing to explain.',
    );
  }
  const columns = Array.from({ length: k }, (_, j) =>
    Float64Array.from({ length: n }, (_, i) => x[i]?.[j] ?? 0),
  );
  const constantColumns = new Set<number>();
  if (intercept) {
    columns.forEach((column, j) => {
      if (isConstant(column)) constantColumns.add(j + 1);
    });
    columns.unshift(new Float64Array(n).fill(1));
  }
  return {
    n,
    intercept,
    columns,
    y: Float64Array.from(y),
    names: intercept ? [INTERCEPT_NAME, ...predictorNames] : predictorNames,
    rootWeights,
    constantColumns,
  };
}

/** A column multiplied row by row by √w (the column itself when unweighted). */
export function whiten(values: Float64Array, rootWeights: Float64Array | null): Float64Array {
  return rootWeights === null
    ? values
    : Float64Array.from(values, (value, i) => value * (rootWeights[i] ?? 1));
}
