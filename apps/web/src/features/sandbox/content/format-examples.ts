/**
 * One sample raw value per display format, as the API would send it, so the registry can show
 * what a stat of each format looks like on screen. Keyed by every format: a format added to
 * lib/stats/format.ts does not compile here until it has a sample.
 */
import { formatValue, type StatFormat } from '@/lib/stats/format';

export interface FormatExample {
  readonly format: StatFormat;
  /** The value as the API sends it. */
  readonly raw: unknown;
  /** What the format is for. */
  readonly use: string;
}

const EXAMPLES: Readonly<Record<StatFormat, Omit<FormatExample, 'format'>>> = {
  integer: { raw: 1234, use: 'Counts: points, rebounds, games played.' },
  decimal1: { raw: 12.34, use: 'One-decimal values: per-game averages, PER.' },
  decimal2: { raw: 1.847, use: 'Two-decimal values: points per shot, assist-to-turnover ratio.' },
  pct: { raw: 0.5123, use: 'Fractions sent as 0–1, shown as a percentage.' },
  rating: { raw: 112.34, use: 'Points per 100 possessions: offensive and defensive ratings.' },
  signedDecimal1: { raw: -1.46, use: 'Differences with a sign: net rating, margins.' },
  signedInteger: { raw: 5, use: 'Whole-number differences with a sign: plus-minus.' },
  rank: { raw: 17, use: 'A place in a ranking, 1 being the best.' },
  minutes: { raw: 31.5, use: 'Decimal minutes shown as minutes and seconds.' },
  date: { raw: '2025-03-01', use: 'An ISO date or yyyymmdd, shown as a short date.' },
  height: { raw: 77, use: 'Inches, shown as feet and inches.' },
  yesNo: { raw: true, use: 'A true/false flag shown as Yes or No.' },
  winLoss: { raw: true, use: 'A game result: W for a win, L for a loss.' },
  text: { raw: 'Guard', use: 'Text shown as sent: names, positions, classes.' },
};

/** Every format with its sample, in the order format.ts declares them. */
export const FORMAT_EXAMPLES: readonly FormatExample[] = Object.entries(EXAMPLES).map(
  ([format, example]) => ({ format: format as StatFormat, ...example }),
);

/** The sample raw value of a format. */
export function exampleRawValue(format: StatFormat): unknown {
  return EXAMPLES[format].raw;
}

/** The sample of a format as a page shows it. */
export function exampleFormattedValue(format: StatFormat): string {
  return formatValue(format, EXAMPLES[format].raw);
}

/** The raw sample as it would appear in the JSON answer. */
export function rawValueText(raw: unknown): string {
  return JSON.stringify(raw);
}
