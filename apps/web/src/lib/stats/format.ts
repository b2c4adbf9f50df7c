/**
 * Display formats of statistics. The API sends raw numbers (percentages as fractions, minutes
 * as decimal minutes, heights in inches); tables, charts and CSV exports all format them here,
 * so one value reads the same everywhere. Missing values (null, undefined, NaN) format as an
 * em dash on screen and as an empty field in CSV.
 */

export type StatFormat =
  /** 1,234 */
  | 'integer'
  /** 12.3 */
  | 'decimal1'
  /** 1.85 */
  | 'decimal2'
  /** A fraction as a percentage: 0.5123 → 51.2% */
  | 'pct'
  /** Points per 100 possessions: 112.3 */
  | 'rating'
  /** +3.2 / −1.5 / 0.0 */
  | 'signedDecimal1'
  /** +5 / −3 / 0 */
  | 'signedInteger'
  /** A rank, 1 = best: 17 */
  | 'rank'
  /** Decimal minutes as mm:ss: 31.5 → 31:30 */
  | 'minutes'
  /** An ISO date or yyyymmdd: "2025-03-01" → Mar 1, 2025 */
  | 'date'
  /** Inches as feet and inches: 77 → 6'5" */
  | 'height'
  /** true → Yes */
  | 'yesNo'
  /** true → W */
  | 'winLoss'
  /** Shown as sent */
  | 'text';

/** What a missing value shows on screen. */
export const MISSING_VALUE = '—';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** Fixed locale: the same digits in every browser, and in the CSV a user downloads. */
const grouped = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

function finite(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value);
    return Number.isFinite(parsed) ? parsed : null;
  }
  return null;
}

/** toFixed without "-0.0": a value that rounds to zero shows as zero. */
function fixed(value: number, digits: number): string {
  const text = value.toFixed(digits);
  return Number(text) === 0 ? (0).toFixed(digits) : text;
}

/** U+2212 reads better than a hyphen in tables; the CSV keeps ASCII so spreadsheets parse it. */
function signed(text: string, value: number, ascii: boolean): string {
  if (Number(text) === 0) return text;
  return value > 0 ? `+${text}` : `${ascii ? '-' : '−'}${text.replace('-', '')}`;
}

function formatMinutes(minutes: number): string {
  const totalSeconds = Math.round(Math.abs(minutes) * 60);
  const whole = Math.floor(totalSeconds / 60);
  const seconds = totalSeconds % 60;
  return `${minutes < 0 ? '-' : ''}${whole}:${String(seconds).padStart(2, '0')}`;
}

/** "2025-03-01", "2025-03-01T19:00:00Z" or "20250301" → "Mar 1, 2025"; null if not a date. */
function formatDate(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const match = /^(\d{4})-?(\d{2})-?(\d{2})/.exec(value);
  if (!match) return null;
  const [, year, month, day] = match;
  const monthName = MONTHS[Number(month) - 1];
  if (monthName === undefined || Number(day) < 1 || Number(day) > 31) return null;
  return `${monthName} ${Number(day)}, ${year}`;
}

function formatHeight(inches: number): string {
  const rounded = Math.round(inches);
  return `${Math.floor(rounded / 12)}'${rounded % 12}"`;
}

function formatBoolean(value: unknown, yes: string, no: string): string | null {
  if (value === true) return yes;
  if (value === false) return no;
  return null;
}

export interface FormatOptions {
  /** ASCII minus signs (CSV). */
  ascii?: boolean;
}

/** The text of a value in a format, or null when the value is missing or unreadable. */
export function formatValueOrNull(
  format: StatFormat,
  value: unknown,
  options: FormatOptions = {},
): string | null {
  const ascii = options.ascii ?? false;
  switch (format) {
    case 'text':
      if (typeof value === 'string') return value === '' ? null : value;
      return typeof value === 'number' && Number.isFinite(value) ? String(value) : null;
    case 'date':
      return formatDate(value);
    case 'yesNo':
      return formatBoolean(value, 'Yes', 'No');
    case 'winLoss':
      return formatBoolean(value, 'W', 'L');
    default:
      break;
  }
  const number = finite(value);
  if (number === null) return null;
  switch (format) {
    case 'integer':
    case 'rank':
      return grouped.format(Math.round(number) === 0 ? 0 : Math.round(number));
    case 'decimal1':
    case 'rating':
      return fixed(number, 1);
    case 'decimal2':
      return fixed(number, 2);
    case 'pct':
      return `${fixed(number * 100, 1)}%`;
    case 'signedDecimal1':
      return signed(fixed(number, 1), number, ascii);
    case 'signedInteger':
      return signed(fixed(number, 0), number, ascii);
    case 'minutes':
      return formatMinutes(number);
    case 'height':
      return formatHeight(number);
  }
}

/** The text of a value on screen: the em dash when missing. */
export function formatValue(format: StatFormat, value: unknown): string {
  return formatValueOrNull(format, value) ?? MISSING_VALUE;
}

/** The text of a value in a CSV field: empty when missing, ASCII signs. */
export function formatCsvValue(format: StatFormat, value: unknown): string {
  return formatValueOrNull(format, value, { ascii: true }) ?? '';
}

/** Whether a format holds numbers (right-aligned, sortable as numbers). */
export function isNumericFormat(format: StatFormat): boolean {
  return !['text', 'date', 'yesNo', 'winLoss'].includes(format);
}
