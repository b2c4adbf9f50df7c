/**
 * How a live game reads on a tile, a header or a scoreboard card: the period and clock ("2nd
 * 12:34", "Half", "OT 3:10"), "Final" or "Final/OT" once over, the tip time (the viewer's local
 * time) before it, and a win probability as a whole percent.
 */
import { PERIOD_FORMATS, getCompetition, type PeriodFormat } from '@courtside/contract';
import type { LiveGameSummary } from '@courtside/contract/live';

export function periodFormatOfCompetition(competitionId: number): PeriodFormat {
  return PERIOD_FORMATS[getCompetition(competitionId)?.gender ?? 'MALE'];
}

const ORDINALS = ['1st', '2nd', '3rd', '4th'];

/** "1st", "2nd" … in regulation; "OT", "2OT" … after it. */
export function periodText(period: number, format: PeriodFormat): string {
  const overtime = period - format.regulationPeriods;
  if (overtime > 0) return overtime === 1 ? 'OT' : `${overtime}OT`;
  return ORDINALS[period - 1] ?? `${period}th`;
}

/** Seconds left as m:ss (tenths dropped, as a scoreboard's game clock shows them above a minute). */
export function clockText(secondsLeft: number): string {
  const whole = Math.max(0, Math.floor(secondsLeft));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

export function tipTimeText(tipTime: string, locale?: string): string {
  const date = new Date(tipTime);
  if (Number.isNaN(date.getTime())) return 'Time to be announced';
  return date.toLocaleTimeString(locale, { hour: 'numeric', minute: '2-digit' });
}

type StatusFields = Pick<
  LiveGameSummary,
  'status' | 'period' | 'clock' | 'tipTime' | 'competitionId'
>;

/** What a tile says about the game's moment. */
export function gameMomentText(game: StatusFields, locale?: string): string {
  const format = periodFormatOfCompetition(game.competitionId);
  if (game.status === 'scheduled') return tipTimeText(game.tipTime, locale);
  if (game.status === 'final') {
    const overtimes = game.period - format.regulationPeriods;
    return overtimes > 0 ? `Final/${periodText(game.period, format)}` : 'Final';
  }
  if (game.period === 0) return 'Tip-off';
  if (game.clock === null || game.clock <= 0) {
    if (game.period === format.regulationPeriods / 2) return 'Half';
    return `End ${periodText(game.period, format)}`;
  }
  return `${periodText(game.period, format)} ${clockText(game.clock)}`;
}

/** "63%" */
export function percentText(probability: number): string {
  return `${Math.round(probability * 100)}%`;
}
