import { PERIOD_FORMATS } from '@courtside/contract';
import { describe, expect, it } from 'vitest';
import { clutchSeqs, inClutchWindow, isClutchMoment } from './clutch';
import { basket, buildGame } from './shots.fixtures';

const MEN = PERIOD_FORMATS.MALE;
const WOMEN = PERIOD_FORMATS.FEMALE;

describe('clutch window (METHODS §6)', () => {
  it('starts at exactly 5:00 of the final regulation period', () => {
    expect(inClutchWindow(MEN, 2, 300)).toBe(true);
    expect(inClutchWindow(MEN, 2, 300.1)).toBe(false);
    expect(inClutchWindow(MEN, 1, 120)).toBe(false);
  });

  it('uses the 4th quarter for women and every overtime for both', () => {
    expect(inClutchWindow(WOMEN, 4, 299)).toBe(true);
    expect(inClutchWindow(WOMEN, 2, 299)).toBe(false);
    expect(inClutchWindow(WOMEN, 5, 300)).toBe(true);
    expect(inClutchWindow(MEN, 4, 300)).toBe(true);
  });

  it('counts a margin of exactly 5 before the event, not 6', () => {
    expect(isClutchMoment(MEN, 2, 100, { home: 70, away: 65 })).toBe(true);
    expect(isClutchMoment(MEN, 2, 100, { home: 65, away: 71 })).toBe(false);
  });
});

describe('clutchSeqs', () => {
  it('reads the margin before each event, same-clock events in seq order', () => {
    const game = buildGame([
      basket('home', 2, 600, 3), // 0: 3-0, before the window
      basket('home', 2, 400), // 1: 5-0
      basket('home', 2, 300), // 2: at 5:00, margin 5 before → clutch, leaves 7-0
      basket('away', 2, 250), // 3: margin 7 before → not clutch, leaves 7-2
      { type: 'freeThrow', side: 'away', period: 2, clock: 200, made: true }, // 4: 5 → clutch
      { type: 'freeThrow', side: 'home', period: 2, clock: 200, made: true }, // 5: 4 → clutch
      basket('home', 2, 100, 3), // 6: 5 before → clutch, leaves 11-3
      { type: 'periodEnd', period: 2, clock: 0 }, // 7: 8 before → not clutch
    ]);
    expect(clutchSeqs(game)).toEqual([2, 4, 5, 6]);
  });
});
