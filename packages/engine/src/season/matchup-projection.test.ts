import { describe, expect, it } from 'vitest';
import {
  projectMatchup,
  ratingInPool,
  referenceSideIndex,
  relativeRating,
  whatIfNetChange,
  withNetChange,
} from './matchup-projection';
import { predictGame } from './predictions';

const T_RANK_LEAGUE = { avgEfficiency: 100, avgTempo: 70 };
/** An average defence with the example's tempo: 70 possessions against a 70-tempo team. */
const defence90 = { ortgAdj: 100, drtgAdj: 90, paceAdj: 70 };

describe('the T-Rank example (METHODS §3): an offence of 110 against AdjD 90, 70 possessions', () => {
  it('projects 110 × 90/100 = 99 per 100, 69.3 points neutral, 70.27 at home, 68.33 away', () => {
    // Pts = AdjO·AdjD_opp/Avg·Poss/100 = 110·90/100·70/100 = 69.3; ×1.014 = 70.2702; ×0.986 = 68.3298.
    const offence = { rating: { ortgAdj: 110, drtgAdj: 100, paceAdj: 70 }, league: T_RANK_LEAGUE };
    const other = { rating: defence90, league: T_RANK_LEAGUE };
    const neutral = projectMatchup(offence, other, T_RANK_LEAGUE);
    expect(neutral.possessions).toBeCloseTo(70, 12);
    expect(neutral.pointsA).toBeCloseTo(69.3, 10);
    expect(projectMatchup(offence, other, T_RANK_LEAGUE, { site: 'home' }).pointsA).toBeCloseTo(
      70.2702,
      10,
    );
    expect(projectMatchup(offence, other, T_RANK_LEAGUE, { site: 'away' }).pointsA).toBeCloseTo(
      68.3298,
      10,
    );
  });

  it('inverts the per-game adjustment: 122.2 neutral, 124.0 road, 120.5 home all score 110 per 100', () => {
    // METHODS: 110 per 100 against AdjD 90 is a game AdjO of 110/0.9 = 122.2 neutral,
    // 110/(0.9·0.986) = 123.96 on the road and 110/(0.9·1.014) = 120.54 at home. Projecting those
    // offences back at the same sites gives 110 per 100: 77.0 points in 70 possessions.
    const cases = [
      { adjO: 110 / 0.9, site: 'neutral' },
      { adjO: 110 / (0.9 * 0.986), site: 'away' },
      { adjO: 110 / (0.9 * 1.014), site: 'home' },
    ] as const;
    expect(cases.map((c) => Math.round(c.adjO * 10) / 10)).toEqual([122.2, 124, 120.5]);
    for (const { adjO, site } of cases) {
      const side = { rating: { ortgAdj: adjO, drtgAdj: 100, paceAdj: 70 }, league: T_RANK_LEAGUE };
      const p = projectMatchup(side, { rating: defence90, league: T_RANK_LEAGUE }, T_RANK_LEAGUE, {
        site,
      });
      expect(p.pointsA).toBeCloseTo(77, 10);
    }
  });
});

describe('projectMatchup', () => {
  const league = { avgEfficiency: 105, avgTempo: 68 };
  const a = { rating: { ortgAdj: 115, drtgAdj: 95, paceAdj: 70 }, league };
  const b = { rating: { ortgAdj: 105, drtgAdj: 100, paceAdj: 66 }, league };

  it('reproduces the season’s own prediction exactly for two teams of one pool', () => {
    for (const site of ['home', 'away', 'neutral'] as const) {
      const own = predictGame(a.rating, b.rating, league, { site });
      const p = projectMatchup(a, b, league, { site });
      expect(p.pointsA).toBe(own.pointsA);
      expect(p.pointsB).toBe(own.pointsB);
      expect(p.possessions).toBe(own.possessions);
      expect(p.winProbability).toBe(own.winProbability);
      expect(p.poolsDiffer).toBe(false);
    }
  });

  it('home, away and neutral: the venue moves both sides, and the sites mirror each other', () => {
    const neutral = projectMatchup(a, b, league);
    const home = projectMatchup(a, b, league, { site: 'home' });
    const away = projectMatchup(a, b, league, { site: 'away' });
    expect(home.pointsA).toBeCloseTo(neutral.pointsA * 1.014, 10);
    expect(home.pointsB).toBeCloseTo(neutral.pointsB * 0.986, 10);
    expect(away.pointsA).toBeCloseTo(neutral.pointsA * 0.986, 10);
    expect(home.winProbability).toBeGreaterThan(neutral.winProbability);
    expect(away.winProbability).toBeLessThan(neutral.winProbability);
    const mirrored = projectMatchup(b, a, league, { site: 'away' });
    expect(mirrored.spread).toBeCloseTo(-home.spread, 10);
    expect(mirrored.winProbability).toBeCloseTo(1 - home.winProbability, 10);
  });

  it('places a team of another season in the reference pool by its ratio to its own average', () => {
    // Old season averaging 100 / 70: AdjO 110 (1.1×), AdjD 95 (0.95×), AdjT 63 (0.9×).
    const old = { rating: { ortgAdj: 110, drtgAdj: 95, paceAdj: 63 }, league: T_RANK_LEAGUE };
    expect(relativeRating(old)).toEqual({ offence: 1.1, defence: 0.95, tempo: 0.9 });
    const moved = ratingInPool(old, league);
    expect(moved.ortgAdj).toBeCloseTo(115.5, 10);
    expect(moved.drtgAdj).toBeCloseTo(99.75, 10);
    expect(moved.paceAdj).toBeCloseTo(61.2, 10);
    // By hand in the 105 / 68 pool: Poss = 61.2·66/68 = 59.4; Pts_old = 115.5·100/105·59.4/100
    // = 65.34; Pts_b = 105·99.75/105·59.4/100 = 59.2515.
    const p = projectMatchup(old, b, league);
    expect(p.possessions).toBeCloseTo(59.4, 10);
    expect(p.pointsA).toBeCloseTo(65.34, 10);
    expect(p.pointsB).toBeCloseTo(59.2515, 10);
    expect(p.poolsDiffer).toBe(true);
  });

  it('makes the newer season the reference, then the higher division, then the first team', () => {
    const side = (seasonStartYear: number, divisionId: number) => ({
      ...a,
      seasonStartYear,
      divisionId,
    });
    expect(referenceSideIndex(side(2018, 1), side(2024, 1))).toBe(1);
    expect(referenceSideIndex(side(2024, 2), side(2018, 1))).toBe(0);
    expect(referenceSideIndex(side(2024, 2), side(2024, 1))).toBe(1);
    expect(referenceSideIndex(side(2024, 1), side(2024, 1))).toBe(0);
  });
});

describe('what-if (box rating minutes)', () => {
  const roster = [
    { playerId: 1, minutesShare: 0.8, bpm: 6 },
    { playerId: 2, minutesShare: 0.7, bpm: 1 },
    { playerId: 3, minutesShare: 0.3, bpm: -3 },
  ];

  it('removing a player costs his share × (BPM + 2) of AdjEM, half on each side of the ball', () => {
    // 32 minutes of a +6 player: 0.8·8 = 6.4 points per 100 of AdjEM.
    expect(whatIfNetChange(roster, [{ playerId: 1, minutesShare: 0 }])).toBeCloseTo(-6.4, 12);
    expect(withNetChange({ ortgAdj: 110, drtgAdj: 100, paceAdj: 68 }, -6.4)).toEqual({
      ortgAdj: 106.8,
      drtgAdj: 103.2,
      paceAdj: 68,
    });
    // More minutes for a player above replacement level help; for one below, they hurt.
    expect(whatIfNetChange(roster, [{ playerId: 2, minutesShare: 0.8 }])).toBeCloseTo(0.3, 12);
    expect(whatIfNetChange(roster, [{ playerId: 3, minutesShare: 0.5 }])).toBeCloseTo(-0.2, 12);
    expect(whatIfNetChange(roster, [])).toBe(0);
  });

  it('lowers that side’s projection by a sensible amount and leaves tempo alone', () => {
    const league = { avgEfficiency: 105, avgTempo: 68 };
    const a = { rating: { ortgAdj: 115, drtgAdj: 95, paceAdj: 70 }, league };
    const b = { rating: { ortgAdj: 105, drtgAdj: 100, paceAdj: 66 }, league };
    const base = projectMatchup(a, b, league);
    const netChangeA = whatIfNetChange(roster, [{ playerId: 1, minutesShare: 0 }]);
    const without = projectMatchup(a, b, league, { netChangeA });
    expect(without.possessions).toBe(base.possessions);
    expect(without.pointsA).toBeLessThan(base.pointsA);
    expect(without.pointsB).toBeGreaterThan(base.pointsB);
    // AdjEM −6.4 per 100 over ≈ 68 possessions: the margin drops by about 4.3 points.
    const drop = base.spread - without.spread;
    expect(drop).toBeGreaterThan(3.8);
    expect(drop).toBeLessThan(4.8);
    expect(without.winProbability).toBeLessThan(base.winProbability);
  });

  it('refuses players off the roster, repeats, shares outside 0..1 and more than 200 minutes', () => {
    expect(() => whatIfNetChange(roster, [{ playerId: 9, minutesShare: 0 }])).toThrow(
      'player 9 is not on the roster',
    );
    expect(() =>
      whatIfNetChange(roster, [
        { playerId: 1, minutesShare: 0 },
        { playerId: 1, minutesShare: 0.5 },
      ]),
    ).toThrow('player 1 is changed twice');
    expect(() => whatIfNetChange(roster, [{ playerId: 1, minutesShare: 1.2 }])).toThrow(
      'share of the game must be 0 to 1',
    );
    const full = [1, 2, 3, 4, 5, 6].map((playerId) => ({ playerId, minutesShare: 0.8, bpm: 0 }));
    expect(() =>
      whatIfNetChange(full, [
        { playerId: 1, minutesShare: 1 },
        { playerId: 2, minutesShare: 1 },
      ]),
    ).toThrow("the players' minutes add up to 208 a game, more than the 200 of five places");
    // A season already a hair above five places still takes a removal.
    const over = [1, 2, 3, 4, 5, 6].map((playerId) => ({ playerId, minutesShare: 0.837, bpm: 0 }));
    expect(whatIfNetChange(over, [{ playerId: 1, minutesShare: 0 }])).toBeCloseTo(-0.837 * 2, 12);
    // Exactly 200 minutes is allowed: 0.2 more of a 0 player over replacement (−2) is +0.4.
    expect(whatIfNetChange(full, [{ playerId: 1, minutesShare: 1 }])).toBeCloseTo(0.4, 12);
  });
});
