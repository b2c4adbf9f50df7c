/**
 * Game time for the game flow chart: period lengths (men 2 × 20-minute halves; women 4 ×
 * 10-minute quarters since 2015-16, halves before; 5-minute overtimes), elapsed seconds ↔
 * period and clock, and the period boundaries the chart draws.
 */
import type { Gender } from '@courtside/contract';

export type PeriodFormat = 'halves' | 'quarters';

const REGULATION = { halves: { count: 2, seconds: 1200 }, quarters: { count: 4, seconds: 600 } };
export const OVERTIME_SECONDS = 300;

/** Women's games are played in quarters from 2015-16 (METHODS §1 [S9]). */
export function periodFormatFor(gender: Gender, startYear: number): PeriodFormat {
  return gender === 'FEMALE' && startYear >= 2015 ? 'quarters' : 'halves';
}

/** Length of every period in seconds, overtimes included. */
export function periodLengths(format: PeriodFormat, overtimes = 0): number[] {
  const { count, seconds } = REGULATION[format];
  return [
    ...Array.from({ length: count }, () => seconds),
    ...Array.from({ length: Math.max(0, overtimes) }, () => OVERTIME_SECONDS),
  ];
}

/** Elapsed seconds at the end of each period. */
export function periodEnds(lengths: readonly number[]): number[] {
  let total = 0;
  return lengths.map((length) => (total += length));
}

/** "1st half", "Q3", "OT", "2OT" (1-based period). */
export function periodName(period: number, format: PeriodFormat): string {
  const { count } = REGULATION[format];
  if (period > count) {
    const overtime = period - count;
    return overtime === 1 ? 'OT' : `${overtime}OT`;
  }
  if (format === 'quarters') return `Q${period}`;
  return period === 1 ? '1st half' : '2nd half';
}

/** Short axis label: "1H", "2H", "Q1", "OT". */
export function periodShortName(period: number, format: PeriodFormat): string {
  const name = periodName(period, format);
  return name.endsWith('half') ? `${period}H` : name;
}

export interface GameClock {
  /** 1-based. */
  period: number;
  /** Time left in the period, "m:ss". */
  clock: string;
  /** "2nd half 12:34" */
  label: string;
}

/** Where elapsed game time falls: period and time left (the end of a period counts in it). */
export function gameClock(
  elapsedSeconds: number,
  lengths: readonly number[],
  format: PeriodFormat,
): GameClock {
  const ends = periodEnds(lengths);
  const index = ends.findIndex((end) => elapsedSeconds <= end);
  const periodIndex = index === -1 ? Math.max(0, ends.length - 1) : index;
  const left = Math.max(0, Math.round((ends[periodIndex] ?? 0) - elapsedSeconds));
  const clock = `${Math.floor(left / 60)}:${String(left % 60).padStart(2, '0')}`;
  const period = periodIndex + 1;
  return { period, clock, label: `${periodName(period, format)} ${clock}` };
}
