import { describe, expect, it } from 'vitest';
import { PERIOD_FORMATS } from '@courtside/contract';
import {
  HALFTIME_SECONDS,
  TIP_SLOTS_ET,
  busyDays,
  dayNumber,
  dayText,
  easternOffsetMinutes,
  easternTime,
  eventsPlayed,
  liveDatesShowing,
  slateIndexOf,
  slatesOf,
  tipMinutes,
  wallSecondsAt,
} from './demo-calendar';

const MEN = PERIOD_FORMATS.MALE;
const WOMEN = PERIOD_FORMATS.FEMALE;

describe('busy days', () => {
  it('keeps days with at least a quarter of the average game day, ascending', () => {
    // 12 games over 3 days: mean 4, so a day needs 1 game; then 13 over 4 days (mean 3.25).
    const dates = [
      ...Array<string>(6).fill('2025-11-04'),
      ...Array<string>(5).fill('2025-11-03'),
      '2025-12-25',
      '2025-11-05',
    ];
    expect(busyDays(dates).map(dayText)).toEqual(['20251103', '20251104', '20251105', '20251225']);
    const lull = [...Array<string>(40).fill('2025-11-03'), '2025-12-25'];
    // Mean 20.5: Christmas with one game is not a busy day.
    expect(busyDays(lull).map(dayText)).toEqual(['20251103']);
    expect(busyDays([])).toEqual([]);
  });

  it('rejects what is not a date', () => {
    expect(() => dayNumber('2025-13')).toThrow(/Not a date/);
  });
});

describe('slates on real days', () => {
  const day = (date: string, games: number) => Array<string>(games).fill(date);

  it('joins busy days until a slate has its games, a short remainder joining the last', () => {
    const dates = [
      ...day('2025-11-03', 25),
      ...day('2025-11-04', 8),
      ...day('2025-11-05', 8),
      ...day('2025-11-06', 8),
      ...day('2025-11-07', 20),
      ...day('2025-11-08', 6),
    ];
    const slates = slatesOf(dates).map((slate) => slate.map(dayText));
    expect(slates).toEqual([
      ['20251103'],
      ['20251104', '20251105', '20251106'],
      // 6 games is under half a slate: it joins the one before.
      ['20251107', '20251108'],
    ]);
    expect(slatesOf([])).toEqual([]);
  });

  it('shows the slates in order from the first busy day, one a day', () => {
    const slates = [[dayNumber('20251103')], [dayNumber('20251104')], [dayNumber('20251107')]];
    const shown = ['20251103', '20251104', '20251105', '20251106', '20251102'].map((date) =>
      slateIndexOf(date, slates),
    );
    // Slate 0, 1, 2, then the cycle again; the day before the first shows the last slate.
    expect(shown).toEqual([0, 1, 2, 0, 2]);
    // A year later: 365 days on, 365 mod 3 = 2.
    expect(slateIndexOf('20261103', slates)).toBe(2);
    expect(slateIndexOf('20261207', [])).toBeNull();
  });

  it('finds the one nearby real day that shows a slate', () => {
    const slates = [[1], [2], [3], [4]].map((days) => days.map((d) => dayNumber('20251103') + d));
    const candidates = ['20261206', '20261207', '20261208'];
    const found = [0, 1, 2, 3].map((index) => liveDatesShowing(index, slates, candidates).length);
    // Three candidate days over a cycle of four: three slates show once, one not at all.
    expect(found.sort()).toEqual([0, 1, 1, 1]);
  });
});

describe('tip times', () => {
  it('fills every half-hour slot from 11:00 to 23:30 before doubling any', () => {
    const ids = Array.from({ length: 52 }, (_, i) => 5_000_000 + i * 7);
    const tips = tipMinutes(ids);
    const perSlot = new Map<number, number>();
    for (const minutes of tips.values()) perSlot.set(minutes, (perSlot.get(minutes) ?? 0) + 1);
    expect([...perSlot.keys()].sort((a, b) => a - b)).toEqual(TIP_SLOTS_ET);
    expect(new Set(perSlot.values())).toEqual(new Set([2]));
    // The same game keeps its slot whatever order the list came in.
    expect(tipMinutes([...ids].reverse())).toEqual(tips);
  });

  it('spreads a small slate over the whole day', () => {
    const tips = [...tipMinutes([11, 12, 13, 14]).values()].sort((a, b) => a - b);
    // Slots 0, 6, 13 and 19 of 26: 11:00, 14:00, 17:30 and 20:30.
    expect(tips).toEqual([660, 840, 1050, 1230]);
  });

  it('places Eastern times in UTC across daylight saving', () => {
    // 19:00 Eastern: 00:00 UTC next day in winter (UTC−5), 23:00 UTC in summer (UTC−4).
    expect(new Date(easternTime('20261207', 19 * 60)).toISOString()).toBe(
      '2026-12-08T00:00:00.000Z',
    );
    expect(new Date(easternTime('20260707', 19 * 60)).toISOString()).toBe(
      '2026-07-07T23:00:00.000Z',
    );
    expect(easternOffsetMinutes(Date.UTC(2026, 0, 15))).toBe(-300);
  });
});

describe('pace', () => {
  it('takes 2.5 wall seconds a game second plus halftime: about two hours for men', () => {
    expect(wallSecondsAt(MEN, 1, 0)).toBe(0);
    expect(wallSecondsAt(MEN, 1, 1200)).toBe(3000);
    expect(wallSecondsAt(MEN, 2, 1200)).toBe(3000 + HALFTIME_SECONDS);
    expect(wallSecondsAt(MEN, 2, 2400) / 3600).toBeCloseTo(2, 1);
    // Overtime: the 3-minute break before it.
    expect(wallSecondsAt(MEN, 3, 2400)).toBe(6000 + HALFTIME_SECONDS + 180);
  });

  it('gives women two-minute quarter breaks and halftime after the second quarter', () => {
    expect(wallSecondsAt(WOMEN, 2, 600)).toBe(1500 + 120);
    expect(wallSecondsAt(WOMEN, 3, 1200)).toBe(3000 + 120 + HALFTIME_SECONDS);
    expect(wallSecondsAt(WOMEN, 4, 1800)).toBe(4500 + 240 + HALFTIME_SECONDS);
  });

  it('counts the events played by a moment, faster with speed', () => {
    const events = [
      { period: 1, gameSecond: 0 },
      { period: 1, gameSecond: 60 },
      { period: 1, gameSecond: 1200 },
      { period: 2, gameSecond: 1200 },
      { period: 2, gameSecond: 1300 },
    ];
    expect(eventsPlayed(MEN, events, -1, 1)).toBe(0);
    expect(eventsPlayed(MEN, events, 0, 1)).toBe(1);
    expect(eventsPlayed(MEN, events, 150_000, 1)).toBe(2);
    // End of the first half (3000 s), not yet the second half's start (4200 s).
    expect(eventsPlayed(MEN, events, 3_000_000, 1)).toBe(3);
    expect(eventsPlayed(MEN, events, 4_200_000, 1)).toBe(4);
    expect(eventsPlayed(MEN, events, 4_200_000 / 10, 10)).toBe(4);
    expect(eventsPlayed(MEN, events, 10 * 3_600_000, 1)).toBe(5);
  });
});
