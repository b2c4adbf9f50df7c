import { describe, expect, it } from 'vitest';
import { groupByFamily } from './stat-families';

describe('groupByFamily', () => {
  it('groups keys by family in the dictionary family order, keeping their order', () => {
    expect(groupByFamily(['netRtgAdj', 'tovPct', 'ptsScored', 'efgPct', 'ortg'])).toEqual([
      { family: 'box', label: 'Box score', keys: ['ptsScored'] },
      { family: 'shooting', label: 'Shooting and four factors', keys: ['tovPct', 'efgPct'] },
      { family: 'ratings', label: 'Ratings', keys: ['netRtgAdj', 'ortg'] },
    ]);
  });

  it('is empty for no keys', () => {
    expect(groupByFamily([])).toEqual([]);
  });
});
