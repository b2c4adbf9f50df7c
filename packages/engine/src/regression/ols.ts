/**
 * Ordinary and weighted least squares with the report statsmodels' OLSResults gives (METHODS §11).
 *
 * The fit solves R·β = (Qᵀy)[0..p) from a Householder QR of the design (householder-qr.ts),
 * never the normal equations. Weighted least squares (weights wᵢ > 0) is the same solve on rows
 * multiplied by √wᵢ. A predictor constant next to the intercept, or reproduced by the kept
 * columns before it, is left out and listed in `dropped` (ols-collinearity.ts); the fit of the
 * rest is exactly the fit without it.
 *
 * With p kept coefficients, df = n − p and σ̂² = RSS/df (RSS = Σ wᵢeᵢ²), the classical covariance
 * of β̂ is σ̂²(XᵀWX)⁻¹ = σ̂²·R⁻¹R⁻ᵀ; the HC3 option replaces it with the heteroscedasticity-robust
 * sandwich (ols-covariance.ts). Each coefficient gets SE = √V_jj, t = β̂/SE, the two-sided p-value
 * from Student's t on df degrees of freedom and the 95% interval β̂ ± t₀.₉₇₅,df·SE, for either
 * covariance (statsmodels with use_t=True; its default for robust errors is the normal).
 *
 * Fitted values and residuals eᵢ = yᵢ − xᵢᵀβ̂ are on the outcome's scale (unweighted), as
 * statsmodels reports them. R² = 1 − RSS/TSS, with TSS = Σ wᵢ(yᵢ − ȳ_w)² about the weighted mean
 * when an intercept is fitted and Σ wᵢyᵢ² (uncentred) when not. Adjusted R² =
 * 1 − (1 − R²)(n − c)/df with c = 1 for an intercept, 0 otherwise. The slopes' F test is
 * ((TSS − RSS)/(p − c))/σ̂² for classical errors and the Wald test with the robust covariance for
 * HC3, on (p − c, df) degrees of freedom.
 *
 * Collinearity diagnostics (ols-collinearity.ts): the Belsley-Kuh-Welsch condition number of the
 * scaled design, reported; each predictor's variance inflation factor and the condition number
 * of the centred, scaled predictors, which make the fit warn when above 10 and 30.
 */
import {
  householderQr,
  invertUpperTriangular,
  solveUpperTriangular,
  thinQ,
} from './householder-qr';
import {
  collinearityDiagnostics,
  collinearityMessage,
  constantColumnDropped,
  dependentColumnDropped,
  type OlsDroppedColumn,
} from './ols-collinearity';
import { classicalCovariance, hc3Covariance, waldF } from './ols-covariance';
import {
  buildDesign,
  INTERCEPT_NAME,
  MIN_RESIDUAL_DF,
  OlsInputError,
  whiten,
  type OlsCovariance,
  type OlsDesign,
  type OlsOptions,
} from './ols-input';
import { fSurvival, studentTQuantile, studentTTwoSidedP } from './special-functions';

export interface OlsCoefficient {
  name: string;
  /** Position among the predictors given (0-based); null for the intercept. */
  predictorIndex: number | null;
  estimate: number;
  standardError: number;
  tStatistic: number;
  /** Two-sided p-value of the t statistic. */
  pValue: number;
  /** 95% confidence interval. */
  lower95: number;
  upper95: number;
  /** Variance inflation factor; null for the intercept. */
  vif: number | null;
}

export interface OlsFTest {
  value: number;
  dfNumerator: number;
  dfDenominator: number;
  pValue: number;
}

export type OlsWarningCode = 'collinearity' | 'small-sample';

export interface OlsWarning {
  code: OlsWarningCode;
  message: string;
}

export interface OlsFit {
  /** Rows fitted. */
  n: number;
  /** Coefficients estimated (the intercept included), after dropping. */
  p: number;
  intercept: boolean;
  weighted: boolean;
  covariance: OlsCovariance;
  /** n − p. */
  dfResidual: number;
  coefficients: OlsCoefficient[];
  /** Predictors left out of the fit, in the order given. */
  dropped: OlsDroppedColumn[];
  fitted: number[];
  /** yᵢ − fittedᵢ, unweighted. */
  residuals: number[];
  /** Σ wᵢeᵢ² (Σ eᵢ² unweighted). */
  rss: number;
  /** Total sum of squares: about the (weighted) mean with an intercept, about zero without. */
  tss: number;
  rSquared: number;
  adjustedRSquared: number;
  /** σ̂ = √(RSS/df). */
  residualStandardError: number;
  /** Null for an intercept-only model, which has no slope to test. */
  fTest: OlsFTest | null;
  /** Belsley-Kuh-Welsch: of the design with unit-length columns, intercept included. */
  conditionNumber: number;
  /** Of the predictors centred (with an intercept) and scaled; null without predictors. */
  predictorConditionNumber: number | null;
  /** t₀.₉₇₅,df, the multiplier of the 95% intervals. */
  tCritical95: number;
  warnings: OlsWarning[];
}

/**
 * RSS below this fraction of Σwy² is rounding noise: the outcome is an exact linear function of
 * the predictors (e.g. a net rating fitted on its two parts) and σ̂ would be zero.
 */
const PERFECT_FIT_TOLERANCE = 1e-24;
/** Fewer rows than this many per coefficient make the fit warn. */
export const ROWS_PER_COEFFICIENT_WARNING = 10;

function totalSumOfSquares(y: Float64Array, rootWeights: Float64Array | null, centred: boolean) {
  const weightOf = (i: number) => (rootWeights === null ? 1 : (rootWeights[i] ?? 1) ** 2);
  let weightSum = 0;
  let weightedSum = 0;
  y.forEach((value, i) => {
    weightSum += weightOf(i);
    weightedSum += weightOf(i) * value;
  });
  const mean = centred ? weightedSum / weightSum : 0;
  return y.reduce((sum, value, i) => sum + weightOf(i) * (value - mean) ** 2, 0);
}

function smallSampleWarning(n: number, p: number): OlsWarning | null {
  const wanted = ROWS_PER_COEFFICIENT_WARNING * p;
  if (n >= wanted) return null;
  return {
    code: 'small-sample',
    message: `${n} rows for ${p} coefficients is a small sample (fewer than ${wanted}, ${ROWS_PER_COEFFICIENT_WARNING} per coefficient): estimates may not hold up on new data.`,
  };
}

/** The kept columns after leaving out constant and dependent ones, and what was left out. */
function chooseColumns(
  design: OlsDesign,
  whitenedY: Float64Array,
  rankTolerance: number | undefined,
) {
  const { columns, names, rootWeights, constantColumns, intercept } = design;
  const offset = intercept ? 1 : 0;
  const candidates = columns.flatMap((_, j) => (constantColumns.has(j) ? [] : [j]));
  const whitened = candidates.map((j) => whiten(columns[j] ?? new Float64Array(0), rootWeights));
  const qr = householderQr(whitened, whitenedY, rankTolerance);
  const dropped: OlsDroppedColumn[] = [...constantColumns].map((j) =>
    constantColumnDropped(names[j] ?? '', j - offset, INTERCEPT_NAME),
  );
  for (const { column, coefficients } of qr.dependent) {
    const j = candidates[column] ?? 0;
    const earlier = qr.kept.slice(0, coefficients.length).map((position) => ({
      name: names[candidates[position] ?? 0] ?? '',
      values: whitened[position] ?? new Float64Array(0),
    }));
    dropped.push(
      dependentColumnDropped(
        names[j] ?? '',
        j - offset,
        whitened[column] ?? [],
        coefficients,
        earlier,
      ),
    );
  }
  dropped.sort((a, b) => a.predictorIndex - b.predictorIndex);
  const kept = qr.kept.map((position) => candidates[position] ?? 0);
  return { qr, kept, dropped };
}

/**
 * Fits y = Xβ + ε by (weighted) least squares. `x` holds one row of predictor values per
 * observation (the intercept's column of ones is added when `intercept` is true, the default).
 * Throws an OlsInputError for inputs that have no sound answer (see ols-input.ts).
 */
export function fitOls(
  x: readonly ArrayLike<number>[],
  y: ArrayLike<number>,
  options: OlsOptions = {},
): OlsFit {
  const design = buildDesign(x, y, options);
  const { n, columns, names, intercept, rootWeights } = design;
  const covarianceKind = options.covariance ?? 'classical';
  const whitenedY = whiten(design.y, rootWeights);
  const { qr, kept, dropped } = chooseColumns(design, whitenedY, options.rankTolerance);
  const p = kept.length;
  const leftOut =
    dropped.length === 0
      ? ''
      : ` (after leaving out ${dropped.map((d) => `“${d.name}”`).join(', ')})`;
  if (p === 0) {
    throw new OlsInputError(
      'no-columns',
      `No predictor is left to fit${leftOut}: every one is zero or repeats another.`,
    );
  }
  if (n < p + MIN_RESIDUAL_DF) {
    throw new OlsInputError(
      'too-few-rows',
      `${n} rows are too few for ${p} coefficients${leftOut}: at least ${p + MIN_RESIDUAL_DF} are needed.`,
    );
  }
  const beta = solveUpperTriangular(qr.r, p, qr.qty);
  const dfResidual = n - p;
  let rss = 0;
  for (let i = p; i < n; i += 1) rss += (qr.qty[i] ?? 0) ** 2;
  if (rss <= PERFECT_FIT_TOLERANCE * whitenedY.reduce((sum, value) => sum + value * value, 0)) {
    throw new OlsInputError(
      'perfect-fit',
      'The predictors reproduce the outcome exactly (it is a linear function of them), so there is no error left to estimate.',
    );
  }
  const fitted = Array.from({ length: n }, (_, i) =>
    kept.reduce((sum, j, a) => sum + (columns[j]?.[i] ?? 0) * (beta[a] ?? 0), 0),
  );
  const residuals = fitted.map((value, i) => (design.y[i] ?? 0) - value);
  const sigma2 = rss / dfResidual;
  const rInverse = invertUpperTriangular(qr.r, p);
  const covariance =
    covarianceKind === 'hc3'
      ? hc3Covariance(
          rInverse,
          thinQ(qr),
          residuals.map((value, i) => value * (rootWeights?.[i] ?? 1)),
        )
      : classicalCovariance(rInverse, p, sigma2);
  const tCritical95 = studentTQuantile(0.975, dfResidual);
  const diagnostics = collinearityDiagnostics(qr.r, p, intercept);
  const offset = intercept ? 1 : 0;

  const coefficients = kept.map((j, a): OlsCoefficient => {
    const estimate = beta[a] ?? 0;
    const standardError = Math.sqrt(covariance[a * p + a] ?? Number.NaN);
    const tStatistic = estimate / standardError;
    const isIntercept = intercept && j === 0;
    return {
      name: names[j] ?? '',
      predictorIndex: isIntercept ? null : j - offset,
      estimate,
      standardError,
      tStatistic,
      pValue: studentTTwoSidedP(tStatistic, dfResidual),
      lower95: estimate - tCritical95 * standardError,
      upper95: estimate + tCritical95 * standardError,
      vif: isIntercept ? null : (diagnostics.vifs[a - offset] ?? null),
    };
  });

  const tss = totalSumOfSquares(design.y, rootWeights, intercept);
  const rSquared = 1 - rss / tss;
  const adjustedRSquared = 1 - ((1 - rSquared) * (n - offset)) / dfResidual;
  const dfModel = p - offset;
  let fTest: OlsFTest | null = null;
  if (dfModel > 0) {
    const slopes = Array.from({ length: dfModel }, (_, s) => s + offset);
    const value =
      covarianceKind === 'hc3'
        ? waldF(beta, covariance, p, slopes)
        : (tss - rss) / dfModel / sigma2;
    fTest = {
      value,
      dfNumerator: dfModel,
      dfDenominator: dfResidual,
      pValue: fSurvival(value, dfModel, dfResidual),
    };
  }
  const collinearity = collinearityMessage(
    diagnostics,
    coefficients.slice(offset).map((coefficient) => coefficient.name),
  );
  const warnings = [
    collinearity === null ? null : { code: 'collinearity' as const, message: collinearity },
    smallSampleWarning(n, p),
  ].filter((warning): warning is OlsWarning => warning !== null);
  return {
    n,
    p,
    intercept,
    weighted: rootWeights !== null,
    covariance: covarianceKind,
    dfResidual,
    coefficients,
    dropped,
    fitted,
    residuals,
    rss,
    tss,
    rSquared,
    adjustedRSquared,
    residualStandardError: Math.sqrt(sigma2),
    fTest,
    conditionNumber: diagnostics.conditionNumber,
    predictorConditionNumber: diagnostics.predictorConditionNumber,
    tCritical95,
    warnings,
  };
}
