/**
 * Where in a game an event falls: its game second (from the opening tip, periods of the game's
 * format, overtimes of 5 minutes) and the box-score splits it counts in — the whole game, its
 * period ('period-N') and, when the caller supplies the clutch events (METHODS §6, computed by
 * the clutch module), 'clutch'.
 */
import { gameLengthSeconds, gameSecond, periodLengthSeconds } from '@courtside/contract';
import type { CanonicalGame, GameEvent } from '@courtside/contract';
import type { BoxSplit } from './facts';

export const GAME_SPLIT: BoxSplit = 'game';
export const CLUTCH_SPLIT: BoxSplit = 'clutch';

export function periodSplit(period: number): BoxSplit {
  return `period-${period}`;
}

/** Game seconds elapsed at the event (clock clamped into its period). */
export function eventSecond(game: CanonicalGame, event: GameEvent): number {
  const length = periodLengthSeconds(game.format, event.period);
  const clock = Math.min(Math.max(event.clock, 0), length);
  return gameSecond(game.format, event.period, clock);
}

export function gameSeconds(game: CanonicalGame): number {
  return gameLengthSeconds(game.format, game.periods);
}

/** The splits an event counts in. */
export function splitsOfSeq(
  period: number,
  seq: number,
  clutchSeqs: ReadonlySet<number>,
): BoxSplit[] {
  return clutchSeqs.has(seq)
    ? [GAME_SPLIT, periodSplit(period), CLUTCH_SPLIT]
    : [GAME_SPLIT, periodSplit(period)];
}

/** Every split of a game in display order; 'clutch' only when the game had clutch events. */
export function splitsOfGame(game: CanonicalGame, clutchSeqs: ReadonlySet<number>): BoxSplit[] {
  const splits: BoxSplit[] = [GAME_SPLIT];
  for (let period = 1; period <= game.periods; period += 1) splits.push(periodSplit(period));
  if (clutchSeqs.size > 0) splits.push(CLUTCH_SPLIT);
  return splits;
}

/** Seconds a split lasted: the whole game, one period, or the clutch stretch measured by events. */
export function splitLengthSeconds(game: CanonicalGame, split: BoxSplit, clutchSeconds: number) {
  if (split === GAME_SPLIT) return gameSeconds(game);
  if (split === CLUTCH_SPLIT) return clutchSeconds;
  return periodLengthSeconds(game.format, Number(split.slice('period-'.length)));
}
