import { describe, expect, it } from 'vitest';
import { FIELD_GOAL_COUNTS, FIELD_GOAL_SPLIT_COUNTS, attemptsFirst } from './shot-counts';

describe('shot counts', () => {
  it('lists the field-goal counts in registry order, with and without the two-point split', () => {
    expect(FIELD_GOAL_COUNTS).toEqual(['fgm', 'fga', 'fgm3', 'fga3']);
    expect(FIELD_GOAL_SPLIT_COUNTS).toEqual(['fgm', 'fga', 'fgm2', 'fga2', 'fgm3', 'fga3']);
  });

  it('turns each make and attempt pair attempt first', () => {
    expect(attemptsFirst(FIELD_GOAL_COUNTS)).toEqual(['fga', 'fgm', 'fga3', 'fgm3']);
    expect(attemptsFirst(FIELD_GOAL_SPLIT_COUNTS)).toEqual([
      'fga',
      'fgm',
      'fga2',
      'fgm2',
      'fga3',
      'fgm3',
    ]);
  });

  it('fails on a list that is not made of pairs', () => {
    expect(() => attemptsFirst(['fga', 'fgm'])).toThrow(/make and attempt pairs/);
    expect(() => attemptsFirst(['fgm', 'fga', 'fgm3'])).toThrow(/make and attempt pairs/);
  });
});
