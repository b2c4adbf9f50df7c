import { describe, expect, it } from 'vitest';
import {
  clockText,
  formatOf,
  gameMomentPath,
  inSituation,
  isPossibleSpan,
  periodName,
  spanText,
} from './moments';

const MEN = formatOf('MALE');
const WOMEN = formatOf('FEMALE');

const at = (startPeriod: number, startClock: number, endPeriod: number, endClock: number) => ({
  startPeriod,
  startClock,
  endPeriod,
  endClock,
  teamScoreStart: 50,
  oppScoreStart: 50,
});

describe('periods and clocks', () => {
  it('names halves, quarters and overtimes as a fan says them', () => {
    expect(periodName(MEN, 1)).toBe('1st half');
    expect(periodName(MEN, 2)).toBe('2nd half');
    expect(periodName(MEN, 3)).toBe('OT');
    expect(periodName(MEN, 4)).toBe('2nd OT');
    expect(periodName(WOMEN, 3)).toBe('3rd quarter');
    expect(periodName(WOMEN, 4)).toBe('4th quarter');
    expect(periodName(WOMEN, 5)).toBe('OT');
  });

  it('shows the clock as m:ss', () => {
    expect(clockText(751)).toBe('12:31');
    expect(clockText(422)).toBe('7:02');
    expect(clockText(7)).toBe('0:07');
    expect(clockText(1200)).toBe('20:00');
    expect(clockText(-3)).toBe('0:00');
  });

  it('writes a span within one period, and across two', () => {
    expect(spanText(MEN, at(2, 751, 2, 422))).toBe('2nd half 12:31–7:02');
    expect(spanText(MEN, at(1, 60, 2, 1140))).toBe('1st half 1:00 – 2nd half 19:00');
    expect(spanText(WOMEN, at(4, 30, 5, 280))).toBe('4th quarter 0:30 – OT 4:40');
  });
});

describe('isPossibleSpan', () => {
  it('keeps a real run', () => {
    expect(isPossibleSpan(MEN, { ...at(2, 751, 2, 422), durationSecs: 329 }, 18)).toBe(true);
    // 1:00 left in the 1st half to 19:00 left in the 2nd: 120 s.
    expect(isPossibleSpan(MEN, { ...at(1, 60, 2, 1140), durationSecs: 120 }, 8)).toBe(true);
  });

  it('leaves out a 0-0 run, a run ending before it starts and one longer than the game', () => {
    expect(isPossibleSpan(MEN, { ...at(1, 500, 1, 500), durationSecs: 0 }, 0)).toBe(false);
    expect(isPossibleSpan(MEN, { ...at(2, 400, 2, 700), durationSecs: 300 }, 8)).toBe(false);
    expect(isPossibleSpan(MEN, { ...at(1, 1100, 2, 100), durationSecs: 5000 }, 9)).toBe(false);
    expect(isPossibleSpan(MEN, { ...at(3, 300, 2, 100), durationSecs: 10 }, 9)).toBe(false);
  });
});

describe('inSituation', () => {
  it('splits halves at halftime for men and after the 2nd quarter for women', () => {
    expect(inSituation(MEN, at(1, 300, 1, 100), 'firstHalf')).toBe(true);
    expect(inSituation(MEN, at(2, 300, 2, 100), 'firstHalf')).toBe(false);
    expect(inSituation(WOMEN, at(2, 300, 2, 100), 'firstHalf')).toBe(true);
    expect(inSituation(WOMEN, at(3, 300, 3, 100), 'secondHalf')).toBe(true);
    expect(inSituation(WOMEN, at(2, 30, 3, 560), 'acrossHalftime')).toBe(true);
    expect(inSituation(MEN, at(1, 30, 2, 1160), 'acrossHalftime')).toBe(true);
    expect(inSituation(MEN, at(2, 30, 3, 250), 'secondHalf')).toBe(false);
    expect(inSituation(MEN, at(2, 30, 3, 250), 'overtime')).toBe(true);
  });

  it('counts the last five minutes of regulation and overtime as late', () => {
    expect(inSituation(MEN, at(2, 400, 2, 300), 'late')).toBe(true);
    expect(inSituation(MEN, at(2, 500, 2, 301), 'late')).toBe(false);
    expect(inSituation(WOMEN, at(3, 200, 3, 100), 'late')).toBe(false);
    expect(inSituation(WOMEN, at(4, 200, 4, 100), 'late')).toBe(true);
    expect(inSituation(MEN, at(3, 200, 3, 100), 'late')).toBe(true);
  });

  it('starts from behind when tied or trailing', () => {
    const row = at(1, 300, 1, 100);
    expect(inSituation(MEN, row, 'fromBehind')).toBe(true);
    expect(inSituation(MEN, { ...row, teamScoreStart: 52 }, 'fromBehind')).toBe(false);
    expect(inSituation(MEN, { ...row, oppScoreStart: 55 }, 'fromBehind')).toBe(true);
  });
});

describe('links', () => {
  it('opens the play-by-play at the period the moment began in', () => {
    expect(gameMomentPath(41097, 501, 2)).toBe('/stats/41097/games/501/play-by-play?period=2');
  });
});
