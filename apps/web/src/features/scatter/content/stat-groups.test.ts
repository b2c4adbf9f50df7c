import { describe, expect, it } from 'vitest';
import { PLAYER_PUBLIC_STAT_KEYS, TEAM_AGG_STAT_KEYS } from '@/lib/stats/row-stat-keys';
import { groupStats, optionLabel, statGroupOf } from './stat-groups';

describe('statGroupOf', () => {
  it('sorts fields by what they measure, opponents apart', () => {
    expect(statGroupOf('ortgAdj')).toBe('ratings');
    expect(statGroupOf('bpm')).toBe('ratings');
    expect(statGroupOf('efgPct')).toBe('rates');
    expect(statGroupOf('usagePct')).toBe('rates');
    expect(statGroupOf('efgPctAgst')).toBe('oppRates');
    expect(statGroupOf('astPg')).toBe('perGame');
    expect(statGroupOf('astPgAgst')).toBe('oppPerGame');
    expect(statGroupOf('rebDiff')).toBe('differentials');
    expect(statGroupOf('ast')).toBe('totals');
    expect(statGroupOf('ptsAgst')).toBe('oppTotals');
    expect(statGroupOf('gp')).toBe('playingTime');
    expect(statGroupOf('overallWins')).toBe('playingTime');
  });
});

describe('groupStats', () => {
  it('offers every stat once, ratings first, empty groups left out', () => {
    const groups = groupStats(TEAM_AGG_STAT_KEYS);
    const offered = groups.flatMap((group) => group.options.map((option) => option.key));
    expect([...offered].sort()).toEqual([...TEAM_AGG_STAT_KEYS].sort());
    expect(groups[0]?.label).toBe('Ratings');
    const publicGroups = groupStats(PLAYER_PUBLIC_STAT_KEYS).map((group) => group.id);
    expect(publicGroups).not.toContain('oppRates');
  });

  it('labels an option with the full name and the column header', () => {
    expect(optionLabel('ortgAdj')).toBe('Adjusted offensive efficiency (AdjO)');
  });
});
