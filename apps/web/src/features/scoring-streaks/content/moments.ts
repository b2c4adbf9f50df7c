/**
 * How a run or a streak reads to a fan — "18-0 run, 2nd half 12:31–7:02" — which game
 * situation it belongs to, and the address of its moment in the game (the play-by-play view,
 * opened at the period it began in: the game page targets a period, not a clock time).
 *
 * Clocks are seconds left in the period, as the API sends them; periods are numbered from 1
 * and named by the season's format (men two 20-minute halves, women four 10-minute quarters).
 */
import {
  PERIOD_FORMATS,
  gameLengthSeconds,
  isOvertime,
  paths,
  type Gender,
  type PeriodFormat,
} from '@courtside/contract';
import type { Situation } from './streak-filters';

/** When a streak began and ended (the API's span fields). */
export interface StreakSpan {
  startPeriod: number;
  startClock: number;
  endPeriod: number;
  endClock: number;
}

export const formatOf = (gender: Gender): PeriodFormat => PERIOD_FORMATS[gender];

const ORDINALS = ['1st', '2nd', '3rd', '4th'];
const ordinal = (n: number): string => ORDINALS[n - 1] ?? `${n}th`;

/** "1st half", "3rd quarter", "OT", "2nd OT". */
export function periodName(format: PeriodFormat, period: number): string {
  if (isOvertime(format, period)) {
    const overtime = period - format.regulationPeriods;
    return overtime === 1 ? 'OT' : `${ordinal(overtime)} OT`;
  }
  return `${ordinal(period)} ${format.regulationPeriods === 2 ? 'half' : 'quarter'}`;
}

/** Seconds left → "12:31", "0:07" (whole seconds, as a scoreboard shows them). */
export function clockText(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** "2nd half 12:31–7:02", or "1st half 1:10 – 2nd half 18:40" across periods. */
export function spanText(format: PeriodFormat, span: StreakSpan): string {
  const start = `${periodName(format, span.startPeriod)} ${clockText(span.startClock)}`;
  if (span.startPeriod === span.endPeriod) return `${start}–${clockText(span.endClock)}`;
  return `${start} – ${periodName(format, span.endPeriod)} ${clockText(span.endClock)}`;
}

/** Game seconds from the opening tip at a period's clock. */
function elapsedAt(format: PeriodFormat, period: number, clock: number): number {
  const end = gameLengthSeconds(format, period);
  const length = isOvertime(format, period)
    ? format.overtimeSeconds
    : format.regulationPeriodSeconds;
  return end - Math.min(length, Math.max(0, clock));
}

/**
 * Whether a streak can have happened: points were scored, it ends after it starts, in a period
 * the game has, and lasts no longer than the game up to its end. A row that is not (a 0-0 run,
 * a run longer than the game) is bad data the page leaves out rather than shows.
 */
export function isPossibleSpan(
  format: PeriodFormat,
  span: StreakSpan & { durationSecs?: number },
  points: number,
): boolean {
  if (!(points > 0) || span.startPeriod < 1 || span.endPeriod < span.startPeriod) return false;
  const start = elapsedAt(format, span.startPeriod, span.startClock);
  const end = elapsedAt(format, span.endPeriod, span.endClock);
  if (end < start) return false;
  const duration = span.durationSecs ?? end - start;
  return duration >= 0 && duration <= end;
}

const halfPeriods = (format: PeriodFormat): number => format.regulationPeriods / 2;

/** The final five minutes of regulation, or any overtime. */
function isLate(format: PeriodFormat, period: number, clock: number): boolean {
  return isOvertime(format, period) || (period === format.regulationPeriods && clock <= 300);
}

export interface SituationFacts extends StreakSpan {
  teamScoreStart: number;
  oppScoreStart: number;
}

/** Whether a run or a streak happened in a game situation. */
export function inSituation(
  format: PeriodFormat,
  row: SituationFacts,
  situation: Situation,
): boolean {
  const half = halfPeriods(format);
  switch (situation) {
    case 'all':
      return true;
    case 'firstHalf':
      return row.endPeriod <= half;
    case 'secondHalf':
      return row.startPeriod > half && !isOvertime(format, row.endPeriod);
    case 'overtime':
      return isOvertime(format, row.endPeriod);
    case 'acrossHalftime':
      return row.startPeriod <= half && row.endPeriod > half;
    case 'fromBehind':
      return row.teamScoreStart <= row.oppScoreStart;
    case 'late':
      return isLate(format, row.endPeriod, row.endClock);
  }
}

export const SITUATION_LABELS: Readonly<Record<Situation, string>> = {
  all: 'Any time',
  firstHalf: 'First half',
  secondHalf: 'Second half',
  overtime: 'Overtime',
  acrossHalftime: 'Across halftime',
  fromBehind: 'Started tied or behind',
  late: 'Last 5 minutes or overtime',
};

/** The play-by-play of a game, opened at the period the moment began in. */
export function gameMomentPath(competitionId: number, gameId: number, period: number): string {
  return `${paths.game(competitionId, gameId, 'play-by-play')}?period=${period}`;
}

/** A game's flow chart: where a comeback or a blown lead shows as a whole. */
export function gameFlowPath(competitionId: number, gameId: number): string {
  return paths.game(competitionId, gameId, 'game-flow');
}

export const SHOOTING_KIND_LABELS = {
  fgMake: 'Field goals made in a row',
  fgMiss: 'Field goals missed in a row',
  fg3Make: 'Threes made in a row',
  fg3Miss: 'Threes missed in a row',
  ftMake: 'Free throws made in a row',
  ftMiss: 'Free throws missed in a row',
} as const;
