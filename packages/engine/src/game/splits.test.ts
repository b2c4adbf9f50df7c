import { PERIOD_FORMATS } from '@courtside/contract';
import type { GameEvent } from '@courtside/contract';
import { describe, expect, it } from 'vitest';
import { GameScript } from './derive-game.fixtures';
import { GameClock, eventSecond } from './splits';

function at(period: number, clock: number): GameEvent {
  const [event] = new GameScript().period(period).at(clock).timeout(null).build().events;
  if (event === undefined) throw new Error('no event');
  return event;
}

describe('GameClock', () => {
  it('gives the game second of events of every period, clock clamped into the period', () => {
    const women = new GameClock(PERIOD_FORMATS.FEMALE);
    // Third quarter, 125.5 s left: 1200 s of two quarters + 600 − 125.5.
    expect(women.second(at(3, 125.5))).toBe(1674.5);
    // Second overtime (period 6): 2400 + 300 at its start, a clock past 300 clamped to it.
    expect(women.periodStart(6)).toBe(2700);
    expect(women.second(at(6, 310))).toBe(2700);
    expect(women.second(at(6, -2))).toBe(3000);
    const men = new GameClock(PERIOD_FORMATS.MALE);
    expect(men.second(at(2, 0.1))).toBe(2399.9);
    expect(men.periodStart(3)).toBe(2400);
  });

  it('agrees with eventSecond on every event of a game', () => {
    const game = new GameScript()
      .at(1199.4)
      .shot('H1', true)
      .period(2)
      .at(33.3)
      .shot('A1', false)
      .period(3)
      .at(12.7)
      .timeout('home')
      .build();
    const clock = new GameClock(game.format);
    for (const event of game.events) expect(clock.second(event)).toBe(eventSecond(game, event));
  });

  it('rejects a period that does not exist', () => {
    expect(() => new GameClock(PERIOD_FORMATS.MALE).second({ ...at(1, 100), period: 0 })).toThrow(
      /No period 0/,
    );
  });
});
