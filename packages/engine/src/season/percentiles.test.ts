import { describe, expect, it } from 'vitest';
import type { PoolKey, PositionGroup } from './inputs';
import {
  percentileOfScore,
  percentilesWithin,
  playerPercentiles,
  type PercentileSubject,
} from './percentiles';

describe('percentileOfScore (scipy semantics)', () => {
  // scipy.stats.percentileofscore([1, 2, 3, 3, 4], 3, kind=…): left = 2 below, right = 4 at or
  // below, n = 5 → rank (2 + 4 + 1)·50/5 = 70, weak 80, strict 40, mean 60.
  it.each([
    ['rank', 70],
    ['weak', 80],
    ['strict', 40],
    ['mean', 60],
  ] as const)('%s → %d', (kind, expected) => {
    expect(percentileOfScore([1, 2, 3, 3, 4], 3, kind)).toBeCloseTo(expected, 12);
  });

  it('matches scipy for a score not in the pool and ignores missing values', () => {
    // percentileofscore([1, 2, 3, 4], 2.5) = 50 for every kind.
    expect(percentileOfScore([1, 2, null, 3, 4], 2.5, 'rank')).toBe(50);
    expect(percentileOfScore([1, 2, 3, 4], 2.5, 'weak')).toBe(50);
    expect(percentileOfScore([], 1)).toBeNull();
  });

  it('inverts lower-is-better stats', () => {
    // TOV% 10 is the best of [10, 12, 15]: at or better than all three.
    expect(percentileOfScore([10, 12, 15], 10, 'weak', 'lowerIsBetter')).toBe(100);
    expect(percentileOfScore([10, 12, 15], 15, 'weak', 'lowerIsBetter')).toBeCloseTo(100 / 3, 12);
  });

  it('percentilesWithin handles ties and gaps', () => {
    expect(percentilesWithin([3, 3, 3])).toEqual([100, 100, 100]);
    expect(percentilesWithin([3, 3, 3], 'rank')).toEqual([
      66.66666666666667, 66.66666666666667, 66.66666666666667,
    ]);
    expect(percentilesWithin([1, null, 2, 4])).toEqual([100 / 3, null, 200 / 3, 100]);
  });
});

const pool: PoolKey = { gender: 'MALE', divisionId: 1, season: 2025 };

function subject(
  id: number,
  value: number | null,
  over: Partial<PercentileSubject> = {},
): PercentileSubject {
  return {
    id,
    pool,
    position: 'G',
    minutesShare: 0.6,
    teamGames: 30,
    values: { pts: value, tovPct: value, fg3Pct: value },
    attempts: { fg3Pct: 40 },
    ...over,
  };
}

describe('playerPercentiles', () => {
  it('applies the minutes and attempt qualifiers', () => {
    const subjects = [
      subject(1, 10),
      subject(2, 20),
      subject(3, 30, { minutesShare: 0.3 }), // under 40%: not in the pool, no percentile
      subject(4, 40, { minutesShare: 0.05 }), // under 10%: excluded everywhere
      subject(5, 50, { attempts: { fg3Pct: 29 } }), // < 1 three a team game
      subject(6, null), // missing: excluded, not zero
    ];
    const stats = [{ key: 'pts' }, { key: 'fg3Pct', minAttemptsPerTeamGame: 1 }];
    const out = playerPercentiles(subjects, stats);
    const pts = out.map((o) => o.stats['pts']?.overall ?? null);
    // Pool for pts: {10, 20, 50} → weak percentiles 33.3, 66.7, –, –, 100, –.
    expect(pts).toEqual([100 / 3, 200 / 3, null, null, 100, null]);
    expect(out.map((o) => o.isQualified)).toEqual([true, true, false, false, true, true]);
    expect(out[3]?.excluded).toBe(true);
    // fg3Pct pool drops player 5 (29 attempts in 30 games): {10, 20} → 50, 100.
    expect(out.map((o) => o.stats['fg3Pct']?.overall ?? null)).toEqual([
      50,
      100,
      null,
      null,
      null,
      null,
    ]);
    expect(out[4]?.stats['fg3Pct']?.qualified).toBe(false);
    // scoreUnqualified places player 3 against the qualified pool without joining it.
    const lenient = playerPercentiles(subjects, stats, { scoreUnqualified: true });
    expect(lenient[2]?.stats['pts']?.overall).toBeCloseTo(200 / 3, 12);
    expect(lenient[0]?.stats['pts']?.overall).toBeCloseTo(100 / 3, 12);
    expect(lenient[3]?.stats['pts']?.overall).toBeNull();
  });

  it('uses position pools of 30+ and falls back to overall below that', () => {
    const subjects: PercentileSubject[] = [];
    for (let i = 0; i < 40; i += 1) {
      const position: PositionGroup = i < 30 ? 'G' : 'C';
      subjects.push(subject(i + 1, i, { position }));
    }
    const out = playerPercentiles(subjects, [
      { key: 'pts' },
      { key: 'tovPct', direction: 'lowerIsBetter' },
    ]);
    // A guard with value 0 among 30 guards: 1/30; among all 40: 1/40.
    expect(out[0]?.stats['pts']).toMatchObject({
      position: 100 / 30,
      overall: 100 / 40,
      positionPool: 'G',
    });
    // Only 10 centres: their position percentile is the overall one.
    expect(out[39]?.stats['pts']).toMatchObject({
      position: 100,
      overall: 100,
      positionPool: 'overall',
    });
    // Lower is better for TOV%: the guard with 0 is the best of both pools.
    expect(out[0]?.stats['tovPct']?.position).toBe(100);
    expect(out[0]?.stats['tovPct']?.overall).toBe(100);
  });

  it('keeps gender × division × season pools apart', () => {
    const women = { ...pool, gender: 'FEMALE' as const };
    const d2 = { ...pool, divisionId: 2 };
    const out = playerPercentiles(
      [subject(1, 10), subject(2, 20), subject(3, 5, { pool: women }), subject(4, 1, { pool: d2 })],
      [{ key: 'pts' }],
    );
    expect(out.map((o) => o.stats['pts']?.overall)).toEqual([50, 100, 100, 100]);
  });
});
