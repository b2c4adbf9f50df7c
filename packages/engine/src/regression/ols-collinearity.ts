/**
 * Collinearity of a regression design: which columns were left out, and how close the kept
 * predictors come to repeating one another.
 *
 * Left out (before the fit): a predictor constant across rows next to an intercept, and a column
 * the kept columns before it reproduce (householder-qr.ts), named with the earlier columns whose
 * combination reproduces it. A term counts in that combination when its contribution
 * |cₐ|·‖xₐ‖ is at least INVOLVED_SHARE of the column's length; smaller ones are rounding.
 *
 * Diagnostics of the kept design, all from its R factor (RᵀR = XᵀX, whitened when weighted):
 *
 * - The condition number of X with each column, the intercept's included, scaled to unit length
 *   (Belsley, Kuh and Welsch, 1980): the largest over the smallest singular value of R·D⁻¹.
 *   It is the documented diagnostic (43,275 for Longley) but it also grows when a predictor
 *   varies little around a large level (percentages near 50%), which no choice of predictors
 *   fixes and which does not make slopes unstable; so it is reported, and does not warn.
 * - The predictors as the slopes see them. With an intercept first, R = [[r₀₀, r₀ᵀ], [0, R₂₂]]
 *   and R₂₂ᵀR₂₂ = XᵀX − Xᵀ1·1ᵀX/n, the cross-products of the centred predictors (centred at the
 *   weighted mean when weighted): R₂₂ is the R factor of the centred predictors, no second
 *   factorisation needed. Without an intercept the predictors are not centred (R₂₂ = R).
 *   Scaled to unit columns, Z = R₂₂D⁻¹ has ZᵀZ = the predictors' correlation matrix, and
 *   VIFⱼ = [(ZᵀZ)⁻¹]ⱼⱼ = ‖row j of Z⁻¹‖² = 1/(1 − R²ⱼ), R²ⱼ that of predictor j regressed on the
 *   others (with the intercept when the model has one, centred or not as the model's own R²).
 *   The predictors' condition number is σ₁/σₘ of Z.
 * - Belsley's variance-decomposition proportions name the predictors a near-dependence
 *   involves: with Z = UΣVᵀ, VIFⱼ = Σₖ Vⱼₖ²/σₖ², and πⱼₖ = (Vⱼₖ²/σₖ²)/VIFⱼ is the share of
 *   predictor j's variance that dimension k carries. A dimension with condition index σ₁/σₖ
 *   above 30 involves the predictors with πⱼₖ > 0.5 (or, if none, the one with the largest).
 *
 * The fit warns of collinearity when any VIF exceeds 10 (the others explain over 90% of a
 * predictor) or the predictors' condition number exceeds 30, naming the predictors involved.
 */
import { invertUpperTriangular } from './householder-qr';
import { singularValueDecomposition, singularValues } from './jacobi-svd';

export type OlsDropReason = 'constant' | 'zero' | 'collinear';

export interface OlsDroppedColumn {
  name: string;
  /** Position among the predictors given (0-based; the intercept is not a predictor). */
  predictorIndex: number;
  reason: OlsDropReason;
  /** The kept columns (the intercept's name included) whose combination reproduces it. */
  combinationOf: string[];
  /** A sentence saying why it was left out. */
  message: string;
}

/** A combination term below this share of the column's length is rounding. */
const INVOLVED_SHARE = 1e-5;
/** VIFs above this make the fit warn: the other predictors explain over 90% of this one. */
export const VIF_WARNING = 10;
/** Condition numbers (and condition indexes) above this are a near-dependence (Belsley). */
export const COLLINEARITY_WARNING_CONDITION = 30;
/** A variance proportion above this ties a predictor to a near-dependence. */
const PROPORTION_INVOLVED = 0.5;

const columnLength = (values: ArrayLike<number>): number => {
  let sum = 0;
  for (let i = 0; i < values.length; i += 1) sum += (values[i] ?? 0) ** 2;
  return Math.sqrt(sum);
};

function listNames(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1) ?? ''}`;
}

export function constantColumnDropped(
  name: string,
  predictorIndex: number,
  interceptName: string,
): OlsDroppedColumn {
  return {
    name,
    predictorIndex,
    reason: 'constant',
    combinationOf: [interceptName],
    message: `“${name}” has the same value in every row, so its effect cannot be told apart from the intercept; it was left out of the fit.`,
  };
}

/**
 * Describes a column found dependent on `earlier` (the kept columns before it, whitened, with
 * their names): x ≈ Σ coefficients[a]·earlier[a].
 */
export function dependentColumnDropped(
  name: string,
  predictorIndex: number,
  column: ArrayLike<number>,
  coefficients: ArrayLike<number>,
  earlier: readonly { name: string; values: ArrayLike<number> }[],
): OlsDroppedColumn {
  const length = columnLength(column);
  const combinationOf = earlier
    .filter(
      (term, a) =>
        Math.abs(coefficients[a] ?? 0) * columnLength(term.values) > INVOLVED_SHARE * length,
    )
    .map((term) => term.name);
  if (combinationOf.length === 0) {
    return {
      name,
      predictorIndex,
      reason: 'zero',
      combinationOf,
      message: `“${name}” is zero in every row, so it cannot explain anything; it was left out of the fit.`,
    };
  }
  const what =
    combinationOf.length === 1
      ? `a multiple of ${combinationOf[0] ?? ''}`
      : `a linear combination of ${listNames(combinationOf)}`;
  return {
    name,
    predictorIndex,
    reason: 'collinear',
    combinationOf,
    message: `“${name}” is ${what} in this sample, up to rounding (a duplicate, a complement or a sum of predictors before it), so it adds nothing to them; it was left out of the fit.`,
  };
}

export interface CollinearityDiagnostics {
  /** Belsley-Kuh-Welsch: of the design with every column (intercept too) at unit length. */
  conditionNumber: number;
  /** Of the predictors centred (with an intercept) and scaled; null without predictors. */
  predictorConditionNumber: number | null;
  /** One per predictor column of R (after the intercept), in order. */
  vifs: number[];
  /** Positions among those predictors that the warning names, in order. */
  involved: number[];
}

/** R·D⁻¹ for the block of the k×k row-major R from `offset` on, columns at unit length. */
function unitColumnBlock(r: Float64Array, k: number, offset: number): Float64Array {
  const m = k - offset;
  const block = new Float64Array(m * m);
  for (let b = 0; b < m; b += 1) {
    let sum = 0;
    for (let a = 0; a <= b; a += 1) sum += (r[(a + offset) * k + b + offset] ?? 0) ** 2;
    const length = Math.sqrt(sum);
    for (let a = 0; a <= b; a += 1)
      block[a * m + b] = (r[(a + offset) * k + b + offset] ?? 0) / (length > 0 ? length : 1);
  }
  return block;
}

const ratio = (largest: number, smallest: number): number =>
  smallest > 0 ? largest / smallest : Infinity;

export function collinearityDiagnostics(
  r: Float64Array,
  k: number,
  intercept: boolean,
): CollinearityDiagnostics {
  const scaled = singularValues(unitColumnBlock(r, k, 0), k);
  const conditionNumber = ratio(scaled[0] ?? 0, scaled.at(-1) ?? 0);
  const offset = intercept ? 1 : 0;
  const m = k - offset;
  if (m <= 0) return { conditionNumber, predictorConditionNumber: null, vifs: [], involved: [] };

  const z = unitColumnBlock(r, k, offset);
  const zInverse = invertUpperTriangular(z, m);
  const vifs = Array.from({ length: m }, (_, j) => {
    let sum = 0;
    for (let c = j; c < m; c += 1) sum += (zInverse[j * m + c] ?? 0) ** 2;
    return sum;
  });
  const { values, vectors } = singularValueDecomposition(z, m);
  const largest = values[0] ?? 0;
  const predictorConditionNumber = ratio(largest, values.at(-1) ?? 0);

  const involved = new Set<number>();
  vifs.forEach((vif, j) => {
    if (vif > VIF_WARNING) involved.add(j);
  });
  values.forEach((value, dimension) => {
    if (!(ratio(largest, value) > COLLINEARITY_WARNING_CONDITION)) return;
    const vector = vectors[dimension];
    const proportions = vifs.map((vif, j) => (vector?.[j] ?? 0) ** 2 / (value * value) / vif);
    const strong = proportions.flatMap((share, j) => (share > PROPORTION_INVOLVED ? [j] : []));
    const chosen =
      strong.length > 0
        ? strong
        : [proportions.indexOf(Math.max(...proportions))].filter((j) => j >= 0);
    chosen.forEach((j) => involved.add(j));
  });
  return {
    conditionNumber,
    predictorConditionNumber,
    vifs,
    involved: [...involved].sort((a, b) => a - b),
  };
}

/** 196 → "196", 43275.04 → "43,275", 33.62 → "33.6", 4.86e9 → "4.86e+9". */
export function describeSize(value: number): string {
  if (!Number.isFinite(value)) return 'infinite';
  if (value >= 1e6) return value.toPrecision(3);
  if (value >= 100) return Math.round(value).toLocaleString('en-US');
  return value.toFixed(1);
}

/** The collinearity warning's sentence, or null when the design does not call for one. */
export function collinearityMessage(
  diagnostics: CollinearityDiagnostics,
  predictorNames: readonly string[],
): string | null {
  const { vifs, involved, predictorConditionNumber } = diagnostics;
  const overCondition =
    predictorConditionNumber !== null && predictorConditionNumber > COLLINEARITY_WARNING_CONDITION;
  if (!overCondition && !vifs.some((vif) => vif > VIF_WARNING)) return null;
  const named = involved.map(
    (j) => `${predictorNames[j] ?? ''} (VIF ${describeSize(vifs[j] ?? Number.NaN)})`,
  );
  return `Collinear predictors: ${listNames(named)} largely repeat${named.length === 1 ? 's' : ''} the other predictors (a VIF above ${VIF_WARNING} means they explain over 90% of it; the predictors' centred condition number is ${describeSize(predictorConditionNumber ?? Number.NaN)}, above ${COLLINEARITY_WARNING_CONDITION} is a warning sign), so single coefficients and their p-values are unstable, though the fitted values are not.`;
}
