import { describe, expect, it } from 'vitest';
import { rankBy, rankLabel, rankValues } from './rankings';

describe('rankValues (METHODS §8)', () => {
  const values = [10, 20, 20, 5, null, Number.NaN, undefined];

  it('ranks 1 = best, ties share the best rank shown "T-", missing values unranked', () => {
    expect(rankValues(values).map((r) => r.label)).toEqual([
      '3',
      'T-1',
      'T-1',
      '4',
      null,
      null,
      null,
    ]);
    expect(rankValues(values)[4]).toEqual({ rank: null, tied: false, label: null });
  });

  it('inverts lower-is-better stats through the direction flag', () => {
    expect(rankValues(values, { direction: 'lowerIsBetter' }).map((r) => r.label)).toEqual([
      '2',
      'T-3',
      'T-3',
      '1',
      null,
      null,
      null,
    ]);
  });

  it('offers average and dense ties', () => {
    expect(rankValues(values, { method: 'average' }).map((r) => r.rank)).toEqual([
      3,
      1.5,
      1.5,
      4,
      null,
      null,
      null,
    ]);
    expect(rankValues(values, { method: 'dense' }).map((r) => r.rank)).toEqual([
      2,
      1,
      1,
      3,
      null,
      null,
      null,
    ]);
  });

  it('ranks all-tied values together and an empty list to nothing', () => {
    expect(rankValues([7, 7, 7]).map((r) => r.label)).toEqual(['T-1', 'T-1', 'T-1']);
    expect(rankValues([])).toEqual([]);
    // Zero is a value, not a missing one.
    expect(rankValues([0, null, -1]).map((r) => r.rank)).toEqual([1, null, 2]);
  });

  it('rankBy keys ranks by id', () => {
    const teams = [
      { id: 4, em: 12.5 },
      { id: 9, em: 20 },
    ];
    const ranks = rankBy(
      teams,
      (t) => t.id,
      (t) => t.em,
    );
    expect(ranks.get(9)?.rank).toBe(1);
    expect(ranks.get(4)?.label).toBe('2');
    expect(rankLabel(3, true)).toBe('T-3');
  });
});
