import { describe, expect, it } from 'vitest';
import { decidingShotFlags } from './deciding-shots';
import { basket, buildGame, scoreTo } from './shots.fixtures';
import type { Step } from './shots.fixtures';

/** Flags of the shots after a setup, keyed by their index within `shots`. */
function flagsAfter(setup: Step[], shots: Step[], gender: 'MALE' | 'FEMALE' = 'MALE') {
  const game = buildGame([...setup, ...shots], gender);
  const flags = decidingShotFlags(game);
  return shots.map((_, i) => flags.get(setup.length + i) ?? null);
}

describe('game-deciding shots (METHODS §6)', () => {
  it('flags a tying three down 3 with 10 s left, which is not a go-ahead', () => {
    const [shot] = flagsAfter(scoreTo(60, 63, 2, 100), [basket('home', 2, 10, 3)]);
    expect(shot).toEqual({ deciding: true, tying: true, goAhead: false, gameWinner: false });
  });

  it('flags a go-ahead two from a tie that holds as the game-winner', () => {
    const [shot] = flagsAfter(scoreTo(60, 60, 2, 100), [basket('away', 2, 5)]);
    expect(shot).toEqual({ deciding: true, tying: false, goAhead: true, gameWinner: true });
  });

  it('does not call a go-ahead shot a game-winner when the lead changes afterwards', () => {
    const [first, answer, last] = flagsAfter(scoreTo(60, 60, 2, 100), [
      basket('home', 2, 20), // 62-60
      basket('away', 2, 10, 3), // 62-63
      basket('home', 2, 2), // 64-63, final
    ]);
    expect(first).toMatchObject({ goAhead: true, gameWinner: false });
    expect(answer).toMatchObject({ goAhead: true, gameWinner: false });
    expect(last).toMatchObject({ goAhead: true, gameWinner: true });
  });

  it('does not call it a game-winner when the game is tied again and goes to overtime', () => {
    const [regulation, tie, overtime] = flagsAfter(scoreTo(60, 60, 2, 100), [
      basket('home', 2, 15), // 62-60
      basket('away', 2, 1), // 62-62 → overtime
      basket('home', 3, 3), // 64-62 in overtime, final
    ]);
    expect(regulation).toMatchObject({ goAhead: true, gameWinner: false });
    expect(tie).toMatchObject({ tying: true, gameWinner: false });
    expect(overtime).toMatchObject({ deciding: true, goAhead: true, gameWinner: true });
  });

  it('applies the 30-second window and the deficit limits', () => {
    const setup = scoreTo(60, 62, 2, 100);
    const [early, onTime] = flagsAfter(setup, [
      { type: 'shot', side: 'home', period: 2, clock: 31, made: false },
      { type: 'shot', side: 'home', period: 2, clock: 30, made: false },
    ]);
    expect(early).toBeNull();
    expect(onTime).toEqual({ deciding: true, tying: false, goAhead: false, gameWinner: false });

    const downThree = scoreTo(60, 63, 2, 100);
    expect(flagsAfter(downThree, [basket('home', 2, 10)])).toEqual([null]);
    const leading = scoreTo(63, 60, 2, 100);
    expect(flagsAfter(leading, [basket('home', 2, 10)])).toEqual([null]);
  });

  it('uses the 4th quarter for women, not the end of the 3rd', () => {
    const setup = scoreTo(40, 40, 3, 100);
    expect(flagsAfter(setup, [basket('home', 3, 10)], 'FEMALE')).toEqual([null]);
    const [late] = flagsAfter(scoreTo(40, 40, 4, 100), [basket('home', 4, 10)], 'FEMALE');
    expect(late).toMatchObject({ goAhead: true, gameWinner: true });
  });
});
