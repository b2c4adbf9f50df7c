/**
 * Where in a game an event falls: its game second (from the opening tip, periods of the game's
 * format, overtimes of 5 minutes) and the box-score splits it counts in — the whole game, its
 * period ('period-N') and, when the caller supplies the clutch events (METHODS §6, computed by
 * the clutch module), 'clutch'.
 */
import {
  gameLengthSeconds,
  gameSecond,
  periodLengthSeconds,
  periodStartSecond,
} from '@courtside/contract';
import type { CanonicalGame, GameEvent, PeriodFormat } from '@courtside/contract';
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

/**
 * eventSecond and periodStartSecond for the events of one game, each period's arithmetic done
 * once (the same numbers, for walks over every event).
 */
export class GameClock {
  private readonly starts: number[] = [];
  private readonly lengths: number[] = [];

  constructor(private readonly format: PeriodFormat) {}

  periodStart(period: number): number {
    if (this.lengths[period] === undefined) this.learn(period);
    return this.starts[period] ?? 0;
  }

  second(event: GameEvent): number {
    const length = this.lengths[event.period] ?? this.learn(event.period);
    // As gameSecond: (period start + length) − clock, the clock clamped into the period.
    const end = (this.starts[event.period] ?? 0) + length;
    return end - Math.min(Math.max(event.clock, 0), length);
  }

  /** The period's length, its start stored too; throws for a period that does not exist. */
  private learn(period: number): number {
    const length = periodLengthSeconds(this.format, period);
    this.starts[period] = periodStartSecond(this.format, period);
    this.lengths[period] = length;
    return length;
  }
}

export function gameSeconds(game: CanonicalGame): number {
  return gameLengthSeconds(game.format, game.periods);
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
