import { describe, expect, it } from 'vitest';
import {
  CALCULATOR_FILTERS,
  changesOf,
  parseMinutesChange,
  parseSeasonTeam,
  withChange,
} from './calculator-filters';

const parse = (search: string) => CALCULATOR_FILTERS.parse(new URLSearchParams(search));

describe('calculator filters', () => {
  it('reads two season teams, the site and the what-if', () => {
    expect(parse('a=38409:590616&b=17001:590578&site=away&whatif=101:0-102:36')).toEqual({
      a: { competitionId: 38409, teamId: 590616 },
      b: { competitionId: 17001, teamId: 590578 },
      site: 'away',
      whatif: ['101:0', '102:36'],
    });
  });

  it('falls back to the defaults for unreadable values', () => {
    expect(parse('a=99999:1&b=38409:x&site=road&whatif=101:41')).toEqual(
      CALCULATOR_FILTERS.defaults,
    );
    expect(parseSeasonTeam('38409:0')).toBeUndefined();
    expect(parseMinutesChange('7:40')).toEqual({ playerId: 7, minutes: 40 });
    expect(parseMinutesChange('7:-1')).toBeUndefined();
  });

  it('writes only what differs from the defaults', () => {
    const search = CALCULATOR_FILTERS.serialize({
      ...CALCULATOR_FILTERS.defaults,
      a: { competitionId: 38409, teamId: 1 },
      whatif: ['5:0'],
    });
    expect(search.toString()).toBe('a=38409%3A1&whatif=5%3A0');
  });

  it('sets, replaces and clears one player’s minutes', () => {
    expect(withChange([], 5, 0)).toEqual(['5:0']);
    expect(withChange(['5:0', '6:30'], 5, 20)).toEqual(['6:30', '5:20']);
    expect(withChange(['5:0', '6:30'], 5, null)).toEqual(['6:30']);
    expect(changesOf(['5:0', '5:12'])).toEqual([{ playerId: 5, minutes: 12 }]);
  });
});
