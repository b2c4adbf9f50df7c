/**
 * Clutch time (METHODS §6 [S38]): the last 5:00 of the final regulation period (the 2nd half for
 * men, the 4th quarter for women) or any overtime, with the margin at most 5 points BEFORE the
 * event. Both ends are inclusive: an event with 5:00 showing is in the window, and a margin of
 * exactly 5 is clutch.
 *
 * "Before the event" means the score after the previous event in game order, so a basket that
 * stretches the lead from 5 to 7 is itself clutch and the next event is not. Events that share a
 * timestamp are taken in seq order (the contract's event order), so of two free throws at 0:42 the
 * second one sees the score the first one left.
 */
import { isOvertime } from '@courtside/contract';
import type { CanonicalGame, PeriodFormat, Score } from '@courtside/contract';
import { DEFAULT_CONSTANTS } from '../config/constants';
import type { EngineConstants } from '../config/constants';

type ClutchConstants = EngineConstants['clutch'];

/** Whether a moment (period, seconds left in it) lies in the clutch time window. */
export function inClutchWindow(
  format: PeriodFormat,
  period: number,
  clock: number,
  c: ClutchConstants = DEFAULT_CONSTANTS.clutch,
): boolean {
  const lastPeriods = period === format.regulationPeriods || isOvertime(format, period);
  return lastPeriods && clock <= c.windowSeconds;
}

/** Whether an event is clutch, given the score before it. */
export function isClutchMoment(
  format: PeriodFormat,
  period: number,
  clock: number,
  scoreBefore: Score,
  c: ClutchConstants = DEFAULT_CONSTANTS.clutch,
): boolean {
  return (
    inClutchWindow(format, period, clock, c) &&
    Math.abs(scoreBefore.home - scoreBefore.away) <= c.maxMargin
  );
}

/** seq of every event in clutch time, in game order. */
export function clutchSeqs(
  game: Pick<CanonicalGame, 'format' | 'events'>,
  c: ClutchConstants = DEFAULT_CONSTANTS.clutch,
): number[] {
  const seqs: number[] = [];
  let before: Score = { home: 0, away: 0 };
  for (const event of game.events) {
    if (isClutchMoment(game.format, event.period, event.clock, before, c)) seqs.push(event.seq);
    before = event.score;
  }
  return seqs;
}
