import { describe, expect, it } from 'vitest';
import { tipTimeLine, tipTimeText } from './tip-time';

describe('tipTimeText', () => {
  it('gives the Eastern time alone to a viewer whose clock reads the same', () => {
    const tip = '2026-01-16T00:30:00.000Z';
    expect(tipTimeText(tip, 'America/New_York')).toEqual({ eastern: '7:30 PM ET', local: null });
    // Eastern under another name.
    expect(tipTimeText(tip, 'America/Detroit')).toEqual({ eastern: '7:30 PM ET', local: null });
  });

  it("adds the viewer's time, with the weekday when it is another day there", () => {
    const tip = '2026-01-16T00:30:00.000Z';
    expect(tipTimeText(tip, 'America/Los_Angeles')).toEqual({
      eastern: '7:30 PM ET',
      local: '4:30 PM PST',
    });
    expect(tipTimeText(tip, 'Europe/Paris')).toEqual({
      eastern: '7:30 PM ET',
      local: 'Fri 1:30 AM GMT+1',
    });
  });

  it('follows the spring change: the same Eastern tip is an hour earlier in Phoenix after it', () => {
    // Daylight saving starts in the US on March 8, 2026; Arizona keeps standard time.
    expect(tipTimeText('2026-03-08T00:30:00.000Z', 'America/Phoenix')).toEqual({
      eastern: '7:30 PM ET',
      local: '5:30 PM MST',
    });
    expect(tipTimeText('2026-03-08T23:30:00.000Z', 'America/Phoenix')).toEqual({
      eastern: '7:30 PM ET',
      local: '4:30 PM MST',
    });
  });

  it('follows the autumn change, and a week when Europe and the US differ', () => {
    // Europe leaves summer time on October 25, 2026, the US on November 1.
    expect(tipTimeText('2026-10-31T23:30:00.000Z', 'Europe/London')).toEqual({
      eastern: '7:30 PM ET',
      local: '11:30 PM GMT',
    });
    expect(tipTimeText('2026-11-02T00:30:00.000Z', 'America/Phoenix')).toEqual({
      eastern: '7:30 PM ET',
      local: '5:30 PM MST',
    });
    expect(tipTimeText('2026-11-02T00:30:00.000Z', 'Europe/London')).toEqual({
      eastern: '7:30 PM ET',
      local: 'Mon 12:30 AM GMT',
    });
  });

  it('reads an unreadable time as unknown', () => {
    expect(tipTimeText('soon', 'America/New_York')).toBeNull();
    expect(tipTimeLine('soon', 'America/New_York')).toBe('Time to be announced');
  });

  it('writes both as one line', () => {
    expect(tipTimeLine('2026-01-16T00:30:00.000Z', 'America/Chicago')).toBe(
      '7:30 PM ET (6:30 PM CST)',
    );
    expect(tipTimeLine('2026-01-16T00:30:00.000Z', 'America/New_York')).toBe('7:30 PM ET');
  });
});
