/** Start/end of a streak or run as periods and clocks (seconds left in the period). */
import type { PeriodFormat } from '@courtside/contract';
import { clockAt, labelOf } from './values';

export function spanFields(
  format: PeriodFormat,
  span: { startPeriod: number; endPeriod: number; startSecond: number; endSecond: number },
) {
  return {
    startPeriod: span.startPeriod,
    startPeriodLabel: labelOf(format, span.startPeriod),
    startClock: clockAt(format, span.startPeriod, span.startSecond),
    endPeriod: span.endPeriod,
    endPeriodLabel: labelOf(format, span.endPeriod),
    endClock: clockAt(format, span.endPeriod, span.endSecond),
    durationSecs: span.endSecond - span.startSecond,
  };
}
