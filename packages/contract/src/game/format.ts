/**
 * Period structure of a game: men play two 20-minute halves, women four 10-minute quarters
 * (since 2015-16); every overtime is 5 minutes. Clocks count down within a period; "game
 * seconds" count up from the opening tip across periods.
 */
import type { Gender } from '../schemas/entities';

export interface PeriodFormat {
  /** 2 halves (men) or 4 quarters (women). */
  readonly regulationPeriods: 2 | 4;
  readonly regulationPeriodSeconds: number;
  readonly overtimeSeconds: number;
}

export const PERIOD_FORMATS: Readonly<Record<Gender, PeriodFormat>> = {
  MALE: { regulationPeriods: 2, regulationPeriodSeconds: 1200, overtimeSeconds: 300 },
  FEMALE: { regulationPeriods: 4, regulationPeriodSeconds: 600, overtimeSeconds: 300 },
};

export const REGULATION_SECONDS = 2400;

export function isOvertime(format: PeriodFormat, period: number): boolean {
  return period > format.regulationPeriods;
}

export function periodLengthSeconds(format: PeriodFormat, period: number): number {
  if (!Number.isInteger(period) || period < 1) throw new RangeError(`No period ${period}`);
  return isOvertime(format, period) ? format.overtimeSeconds : format.regulationPeriodSeconds;
}

/** Game seconds elapsed when `period` starts. */
export function periodStartSecond(format: PeriodFormat, period: number): number {
  if (!Number.isInteger(period) || period < 1) throw new RangeError(`No period ${period}`);
  const regulation = Math.min(period - 1, format.regulationPeriods);
  const overtimes = Math.max(0, period - 1 - format.regulationPeriods);
  return regulation * format.regulationPeriodSeconds + overtimes * format.overtimeSeconds;
}

/** Game seconds elapsed at `clock` seconds left in `period`. */
export function gameSecond(format: PeriodFormat, period: number, clock: number): number {
  return periodStartSecond(format, period) + periodLengthSeconds(format, period) - clock;
}

/** Length of a game that ended after `periods` periods, in seconds (2400 + 300 per overtime). */
export function gameLengthSeconds(format: PeriodFormat, periods: number): number {
  return periodStartSecond(format, periods) + periodLengthSeconds(format, periods);
}

/** 'H1', 'H2', 'Q3', 'OT', '2OT'… */
export function periodLabel(format: PeriodFormat, period: number): string {
  if (isOvertime(format, period)) {
    const overtime = period - format.regulationPeriods;
    return overtime === 1 ? 'OT' : `${overtime}OT`;
  }
  return `${format.regulationPeriods === 2 ? 'H' : 'Q'}${period}`;
}
