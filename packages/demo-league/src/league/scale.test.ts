import { DEFAULT_COMPETITION_IDS, DEMO_PLAYER_COMPETITION_IDS } from '@courtside/contract';
import { describe, expect, it } from 'vitest';
import {
  LeagueScaleSchema,
  SCALES,
  conferenceGamesOf,
  estimatedGamesPerCompetition,
  nonConferenceTarget,
  scaleProblem,
} from './scale';
import type { LeagueScale } from './scale';

const teams = (scale: LeagueScale, division: 1 | 2 | 3): number =>
  scale.divisions[division].conferenceSizes.reduce((sum, n) => sum + n, 0);

describe('the demo scales', () => {
  it('makes the default league real size: 363 / 108 / 107 teams, 32 Division I conferences', () => {
    const scale = SCALES.default;
    expect([teams(scale, 1), teams(scale, 2), teams(scale, 3)]).toEqual([363, 108, 107]);
    expect(scale.divisions[1].conferenceSizes).toHaveLength(32);
    expect(scale.competitionIds).toHaveLength(16);
    expect(SCALES.full).toEqual({ ...SCALES.default, name: 'full' });
    for (const name of ['small', 'sample', 'default', 'full'] as const)
      expect(scaleProblem(SCALES[name])).toBeNull();
  });

  it("keeps the sample league small's shape over the fixed demo players' and default seasons", () => {
    expect(SCALES.sample).toEqual({
      ...SCALES.small,
      name: 'sample',
      competitionIds: [33533, 33535, 36045, 36046, 38409, 38529],
    });
    for (const id of [...DEMO_PLAYER_COMPETITION_IDS, ...Object.values(DEFAULT_COMPETITION_IDS)])
      expect(SCALES.sample.competitionIds).toContain(id);
  });

  it('fills a season to 29 Division I games: 9 non-conference at 20 conference games, 11 at 18, 15 at 14', () => {
    const d1 = SCALES.default.divisions[1];
    expect([0, 1, 31].map((i) => conferenceGamesOf(d1, i))).toEqual([20, 18, 14]);
    expect([0, 1, 31].map((i) => nonConferenceTarget(d1, i))).toEqual([9, 11, 15]);
    // Without a regular-season target: the round robins and the non-conference count.
    const small = SCALES.small.divisions[1];
    expect([conferenceGamesOf(small, 0), nonConferenceTarget(small, 0)]).toEqual([3, 3]);
  });

  it('estimates the games of a competition (small: 95 by hand; default: measured 8,540-8,720)', () => {
    // D1 16 × (3 + 3) / 2 + 4 tournaments × 3; D2 and D3 4 × (3 + 2) / 2 + 3; national 9.
    expect(estimatedGamesPerCompetition(SCALES.small)).toBe(48 + 12 + 13 + 13 + 9);
    const estimate = estimatedGamesPerCompetition(SCALES.default);
    expect(estimate).toBeGreaterThan(8300);
    expect(estimate).toBeLessThan(8900);
  });

  it('names what cannot be played', () => {
    const d1 = SCALES.default.divisions[1];
    const with1 = (shape: Partial<LeagueScale['divisions'][1]>): LeagueScale => ({
      ...SCALES.default,
      divisions: { ...SCALES.default.divisions, 1: { ...d1, ...shape } },
    });
    expect(scaleProblem(with1({ conferenceGames: [20] }))).toBe(
      'Division 1 lists 1 conference schedules for 32 conferences',
    );
    expect(scaleProblem(with1({ conferenceSizes: [11, 20], conferenceGames: [17, 30] }))).toBe(
      'Division 1 conference 1: 11 teams cannot each meet 7 opponents twice',
    );
    expect(scaleProblem(with1({ conferenceSizes: [8, 20], conferenceGames: [14, 40] }))).toBe(
      'Division 1 conference 2 (20 teams) cannot play 40 conference games each',
    );
    expect(scaleProblem(with1({ eventShare: 1.5 }))).toBe(
      'Division 1 eventShare must be within 0-1',
    );
    expect(
      scaleProblem(
        with1({ conferenceSizes: [6, 6], conferenceGames: undefined, conferenceRounds: 1 }),
      ),
    ).toBe(
      'A 68-team national field needs at least 68 Division I teams and at most 68 conferences',
    );
  });

  it('reads back a recorded scale unchanged (the report rebuilds the league from it)', () => {
    for (const name of ['small', 'default'] as const) {
      const recorded = JSON.parse(JSON.stringify(SCALES[name])) as unknown;
      expect(LeagueScaleSchema.parse(recorded)).toEqual(SCALES[name]);
    }
  });
});
