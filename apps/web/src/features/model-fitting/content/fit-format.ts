/**
 * How a fitted model reads: coefficients to four significant digits (they range from thousands
 * to thousandths with the units of the stats), t and F to two decimals, p-values to three
 * (below 0.001 as "< 0.001"), R² to three; minus signs as U+2212 on screen. Stat values keep
 * their dictionary formats. Also the fitted equation and the CSV of the data behind the fit.
 */
import { statDefinition, type StatKey } from '@/lib/stats/dictionary';
import { formatValue, MISSING_VALUE } from '@/lib/stats/format';
import type { FittedRow } from './fit-sample';
import { modelScale } from './fit-sample';

const MINUS = '\u2212';
const withMinus = (text: string): string => text.replace('-', MINUS);
const significant = new Intl.NumberFormat('en-US', { maximumSignificantDigits: 4 });

/** A coefficient, standard error or interval end. */
export function formatEstimate(value: number): string {
  if (!Number.isFinite(value)) return MISSING_VALUE;
  const text = significant.format(value);
  return text === '-0' ? '0' : withMinus(text);
}

/** A t or F statistic. */
export function formatStatistic(value: number): string {
  if (!Number.isFinite(value)) return MISSING_VALUE;
  const text = value.toFixed(2);
  return Number(text) === 0 ? '0.00' : withMinus(text);
}

export function formatPValue(value: number): string {
  if (!Number.isFinite(value)) return MISSING_VALUE;
  return value < 0.001 ? '< 0.001' : value.toFixed(3);
}

/** "p < 0.001" or "p = 0.034". */
export function pValueClause(value: number): string {
  const text = formatPValue(value);
  return text.startsWith('<') ? `p ${text}` : `p = ${text}`;
}

export function formatRSquared(value: number): string {
  return Number.isFinite(value) ? withMinus(value.toFixed(3)) : MISSING_VALUE;
}

/** A stat's value in the API's units, as the dictionary formats it. */
export function formatStat(key: StatKey, value: number): string {
  return formatValue(statDefinition(key).format, value);
}

/**
 * A residual (actual − fitted) of an outcome, signed, in the outcome's units: percentage
 * points for a percentage, its own decimals otherwise.
 */
export function formatResidual(key: StatKey, value: number): string {
  const { format } = statDefinition(key);
  const points = value * modelScale(format);
  const digits = format === 'decimal2' ? 2 : format === 'integer' || format === 'rank' ? 0 : 1;
  const text = Math.abs(points).toFixed(digits);
  const sign = Number(text) === 0 ? '' : points > 0 ? '+' : MINUS;
  return `${sign}${text}${format === 'pct' ? ' pts' : ''}`;
}

export interface EquationTerm {
  /** The stat's short label; null for the intercept. */
  label: string | null;
  estimate: number;
}

/** "Net = −12.3 + 1.52 × eFG% − 0.84 × TOV%". */
export function equationText(outcomeLabel: string, terms: readonly EquationTerm[]): string {
  const parts = terms.map(({ label, estimate }, index) => {
    const magnitude = formatEstimate(Math.abs(estimate));
    const body = label === null ? magnitude : `${magnitude} × ${label}`;
    if (index === 0) return estimate < 0 ? `${MINUS}${body}` : body;
    return `${estimate < 0 ? MINUS : '+'} ${body}`;
  });
  return `${outcomeLabel} = ${parts.join(' ')}`;
}

/** Plain numbers for the CSV: full precision, empty when not finite. */
const csvNumber = (value: number): string => (Number.isFinite(value) ? String(value) : '');

/** "VIF" values: two decimals below 10, then four significant digits. */
export function formatVif(value: number | null): string {
  if (value === null || !Number.isFinite(value)) return MISSING_VALUE;
  return value < 10 ? value.toFixed(2) : significant.format(value);
}

/**
 * The data behind the fit, one line per team or player: its name (and team), the outcome,
 * the predictors, the weight of a weighted fit (headed `weightHeader`), the fitted value and
 * the residual, all in the API's units.
 */
export function fitCsvTable(
  rows: readonly FittedRow[],
  outcome: StatKey,
  predictors: readonly StatKey[],
  nameHeader: string,
  detailHeader: string | null,
  weightHeader: string | null = null,
): { header: string[]; lines: string[][] } {
  const outcomeLabel = statDefinition(outcome).label;
  const header = [
    nameHeader,
    ...(detailHeader === null ? [] : [detailHeader]),
    outcomeLabel,
    ...predictors.map((key) => statDefinition(key).label),
    ...(weightHeader === null ? [] : [weightHeader]),
    `Fitted ${outcomeLabel}`,
    'Residual (actual − fitted)',
  ];
  const lines = rows.map((entry) => [
    entry.row.name,
    ...(detailHeader === null ? [] : [entry.row.detail ?? '']),
    csvNumber(entry.actual),
    ...entry.predictors.map(csvNumber),
    ...(weightHeader === null ? [] : [csvNumber(entry.weight ?? Number.NaN)]),
    csvNumber(entry.fitted),
    csvNumber(entry.residual),
  ]);
  return { header, lines };
}
