/**
 * From rows to a fitted model: keep the rows that have every chosen stat (a null is not a zero,
 * so a row missing one is dropped and counted) and, for a weighted model, a positive weight
 * (fit-weights.ts; rows without one are counted apart), put the values in the model's units and
 * fit by least squares (@courtside/engine/regression), weighted and with HC3 errors when
 * chosen. Percentages enter in percentage points (51.2% → 51.2), so a coefficient reads "per
 * percentage point" rather than per 100 of them.
 *
 * The answer is one of: a fit (which lists any predictor it left out as constant or repeated by
 * the others); too few complete rows for the number of coefficients; or a sample the method
 * refuses (a constant outcome, an exact fit…), with the engine's reason.
 */
import {
  fitOls,
  MIN_RESIDUAL_DF,
  OlsInputError,
  type OlsCovariance,
  type OlsFit,
} from '@courtside/engine/regression';
import { statDefinition, type StatKey } from '@/lib/stats/dictionary';
import type { StatFormat } from '@/lib/stats/format';
import type { ModelChoice } from './fit-stats';
import type { RowWeighting } from './fit-weights';

/** One team or player with the values the page read. */
export interface FitRow {
  id: string;
  name: string;
  /** A second line in tooltips and tables (a player's team). */
  detail?: string;
  values: Readonly<Partial<Record<StatKey, number | null>>>;
}

/** A row that entered the fit, its values in the API's units. */
export interface FittedRow {
  row: FitRow;
  actual: number;
  predictors: number[];
  /** Its weight in a weighted fit, null otherwise. */
  weight: number | null;
  fitted: number;
  residual: number;
}

/** Rows left out before fitting: missing a chosen stat, or (weighted) without a weight. */
export interface LeftOutRows {
  dropped: number;
  withoutWeight: number;
}

export type FitAnswer = LeftOutRows &
  (
    | { kind: 'fitted'; fit: OlsFit; rows: FittedRow[] }
    | { kind: 'too-few'; usable: number; needed: number }
    | { kind: 'refused'; message: string }
  );

export interface FitSettings {
  /** Null: every row counts once. */
  weighting: RowWeighting | null;
  covariance: OlsCovariance;
}

/**
 * The API sends non-integer values to 8 significant digits, so a stat that is a sum or
 * complement of others (ORB% and the opponents' DRB%) matches it only to about 1e-8: a column
 * explained to within 1e-7 of its length is left out as dependent rather than fitted with
 * meaningless coefficients.
 */
const RANK_TOLERANCE = 1e-7;

/** Model units per API unit: percentages as percentage points. */
export function modelScale(format: StatFormat): number {
  return format === 'pct' ? 100 : 1;
}

const scaleOf = (key: StatKey): number => modelScale(statDefinition(key).format);

function valueOf(row: FitRow, key: StatKey): number | null {
  const value = row.values[key];
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/** Coefficients a model has: the intercept and one per predictor. */
export const coefficientCount = (model: ModelChoice): number => model.predictors.length + 1;

export function fitModel(
  rows: readonly FitRow[],
  model: ModelChoice,
  { weighting, covariance }: FitSettings = { weighting: null, covariance: 'classical' },
): FitAnswer {
  const { outcome, predictors } = model;
  const complete: Omit<FittedRow, 'fitted' | 'residual'>[] = [];
  let dropped = 0;
  let withoutWeight = 0;
  for (const row of rows) {
    const actual = valueOf(row, outcome);
    const values = predictors.map((key) => valueOf(row, key));
    if (actual === null || values.some((value) => value === null)) {
      dropped += 1;
      continue;
    }
    const weight = weighting === null ? null : weighting.weightOf(row.values);
    if (weighting !== null && !(weight !== null && weight > 0)) {
      withoutWeight += 1;
      continue;
    }
    complete.push({ row, actual, predictors: values.map((value) => value ?? 0), weight });
  }
  const leftOut = { dropped, withoutWeight };
  const needed = coefficientCount(model) + MIN_RESIDUAL_DF;
  if (complete.length < needed)
    return { kind: 'too-few', usable: complete.length, needed, ...leftOut };

  const outcomeScale = scaleOf(outcome);
  const predictorScales = predictors.map(scaleOf);
  try {
    const fit = fitOls(
      complete.map((entry) =>
        entry.predictors.map((value, j) => value * (predictorScales[j] ?? 1)),
      ),
      complete.map((entry) => entry.actual * outcomeScale),
      {
        names: predictors.map((key) => statDefinition(key).label),
        rankTolerance: RANK_TOLERANCE,
        covariance,
        ...(weighting === null ? {} : { weights: complete.map((entry) => entry.weight ?? 0) }),
      },
    );
    return {
      kind: 'fitted',
      fit,
      ...leftOut,
      rows: complete.map((entry, i) => ({
        ...entry,
        fitted: (fit.fitted[i] ?? 0) / outcomeScale,
        residual: (fit.residuals[i] ?? 0) / outcomeScale,
      })),
    };
  } catch (error) {
    if (error instanceof OlsInputError)
      return { kind: 'refused', message: error.message, ...leftOut };
    throw error;
  }
}
