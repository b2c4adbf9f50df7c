import { describe, expect, it } from 'vitest';
import { sameSeasonFor } from '../hooks/use-split-navigation';
import { SPLIT_FILTERS } from './split-filters';
import { parseSplitRoute, splitComparisonsPath } from './split-route';
import { splitOptionsFor } from './splits';

describe('parseSplitRoute', () => {
  it('reads the gender and division of the path, and nothing else', () => {
    expect(parseSplitRoute({ gender: 'womens', divisionLabel: 'd3' })).toEqual({
      gender: 'FEMALE',
      division: { id: 3, label: 'd3', name: 'Division III' },
    });
    expect(parseSplitRoute({ gender: 'men', divisionLabel: 'd1' })).toBeNull();
    expect(parseSplitRoute({ gender: 'mens', divisionLabel: 'D1' })).toBeNull();
    expect(parseSplitRoute({})).toBeNull();
    expect(splitComparisonsPath('FEMALE', 'd2')).toBe('/tools/split-comparisons/womens/d2');
  });
});

describe('SPLIT_FILTERS', () => {
  it('defaults to the gender’s default season, net rating, home − away, 3 games', () => {
    expect(SPLIT_FILTERS.MALE.defaults).toEqual({
      season: 38409,
      conference: null,
      stat: 'netRtg',
      mode: 'perGame',
      a: 'home',
      b: 'away',
      minGames: 3,
      sort: 'difference',
      order: 'desc',
    });
    expect(SPLIT_FILTERS.FEMALE.defaults.season).toBe(38529);
  });

  it('reads what it writes and drops what it cannot read', () => {
    const filters = SPLIT_FILTERS.FEMALE;
    const values = {
      ...filters.defaults,
      season: 36046,
      conference: 12,
      stat: 'tovPctAgst' as const,
      a: 'q1',
      b: 'clutch',
      minGames: 5,
      sort: 'q1',
      order: 'asc' as const,
    };
    const search = filters.serialize(values);
    expect(search.toString()).toBe(
      'season=36046&conference=12&stat=tovPctAgst&a=q1&b=clutch&minGames=5&sort=q1&order=asc',
    );
    expect(filters.parse(search)).toEqual(values);
    // A men's season, a made-up stat, a minimum not offered, a negative conference.
    expect(
      filters.parse(
        new URLSearchParams('season=38409&stat=adjRtg&minGames=6&conference=-4&a=&mode=x'),
      ),
    ).toEqual(filters.defaults);
  });
});

describe('splits', () => {
  it('adds halves to men’s seasons and quarters to women’s', () => {
    const men = splitOptionsFor(38409, 'MALE').map((split) => split.label);
    const women = splitOptionsFor(38529, 'FEMALE').map((split) => split.label);
    expect(men.slice(0, 3)).toEqual(['Season', 'Home', 'Away']);
    expect(men.slice(-3)).toEqual(['Clutch (last 5:00, within 5)', '1st half', '2nd half']);
    expect(women.slice(-4)).toEqual(['Q1', 'Q2', 'Q3', 'Q4']);
  });

  it('moves to the same season year of the other gender', () => {
    expect(sameSeasonFor('FEMALE', 36045)).toBe(36046);
    expect(sameSeasonFor('MALE', 41098)).toBe(41097);
  });
});
