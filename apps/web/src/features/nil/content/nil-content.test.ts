import { describe, expect, it } from 'vitest';
import { poolSummary } from './nil-method';
import { NIL_FILTERS, filterNilRows, parseNilRoute } from './nil-route';

describe('parseNilRoute', () => {
  it('accepts the two NIL seasons and both views only', () => {
    expect(parseNilRoute({ competitionId: '36045', view: 'method' })).toEqual({
      competitionId: 36045,
      view: 'method',
    });
    expect(parseNilRoute({ competitionId: '38409', view: 'player-box' })).toEqual({
      competitionId: 38409,
      view: 'player-box',
    });
    expect(parseNilRoute({ competitionId: '38529', view: 'player-box' })).toBeNull();
    expect(parseNilRoute({ competitionId: '38409', view: 'overview' })).toBeNull();
    expect(parseNilRoute({ competitionId: '38409' })).toBeNull();
  });
});

describe('filterNilRows', () => {
  const rows = [
    { id: 1, teamId: 10, conferenceId: 4, position: 'G' },
    { id: 2, teamId: 11, conferenceId: 4, position: 'F-C' },
    { id: 3, teamId: 12, conferenceId: null, position: null },
  ];
  const ids = (search: string) =>
    filterNilRows(rows, NIL_FILTERS.parse(new URLSearchParams(search))).map((row) => row.id);

  it('keeps everyone by default and narrows by conference, team and position group', () => {
    expect(ids('')).toEqual([1, 2, 3]);
    expect(ids('conference=4')).toEqual([1, 2]);
    expect(ids('team=11')).toEqual([2]);
    expect(ids('position=F')).toEqual([2]);
    expect(ids('position=C')).toEqual([]);
    // An unreadable value is the default, as for every URL filter.
    expect(ids('position=X&team=-3')).toEqual([1, 2, 3]);
  });
});

describe('poolSummary', () => {
  const row = (nilTier: string, nilRangeLow: number, nilRangeHigh: number) => ({
    nilTier,
    nilRangeLow,
    nilRangeHigh,
  });

  it('counts the players of each tier, best band first', () => {
    expect(
      poolSummary([
        row('Low', 25, 50),
        row('Elite', 90, 100),
        row('Low', 25, 50),
        row('Mid', 50, 75),
      ]),
    ).toEqual({
      players: 4,
      tiers: [
        { tier: 'Elite', low: 90, high: 100, players: 1, share: 0.25 },
        { tier: 'Mid', low: 50, high: 75, players: 1, share: 0.25 },
        { tier: 'Low', low: 25, high: 50, players: 2, share: 0.5 },
      ],
    });
  });

  it('is null for no rows', () => {
    expect(poolSummary([])).toBeNull();
  });
});
