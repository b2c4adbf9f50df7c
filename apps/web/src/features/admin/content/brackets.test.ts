import { NATIONAL_TOURNAMENTS } from '@courtside/contract';
import { describe, expect, it } from 'vitest';
import { formatPoints, groupBySeason, maxScoreText, roundPointsText } from './brackets';

describe('bracket settings content', () => {
  it('groups the national tournaments by season, newest first, men then women', () => {
    const groups = groupBySeason(NATIONAL_TOURNAMENTS);
    expect(groups.map((group) => group.season)).toEqual([
      '2024-25',
      '2023-24',
      '2022-23',
      '2021-22',
      '2020-21',
      '2019-20',
      '2018-19',
    ]);
    for (const group of groups) {
      expect(group.tournaments.map((t) => t.gender)).toEqual(['MALE', 'FEMALE']);
    }
  });

  it('describes each system with its points per round and its maximum', () => {
    expect(roundPointsText('standard')).toBe('10 · 20 · 40 · 80 · 160 · 320');
    expect(roundPointsText('doubling')).toBe('1 · 2 · 4 · 8 · 16 · 32');
    expect(roundPointsText('seedRound')).toBe('1–16 · 2–32 · 3–48 · 4–64 · 5–80 · 6–96');
    expect(maxScoreText('standard')).toBe('Perfect bracket: 1,920 points');
    expect(maxScoreText('seedRound')).toBe('Perfect bracket: 1,748 points');
    expect(formatPoints(192)).toBe('192');
  });
});
