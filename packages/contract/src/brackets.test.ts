import { describe, expect, it } from 'vitest';
import { ACCOUNT_API } from './account-api';
import {
  BRACKET_FIRST_FOUR_ROUND,
  BRACKET_PICKS_OUT_OF_ORDER_MSG,
  BRACKET_REGION_SEED_ORDER,
  BRACKET_ROUNDS,
  BRACKET_SCORING_SYSTEM_IDS,
  BRACKET_SCORING_SYSTEMS,
  NATIONAL_TOURNAMENTS,
  bracketPickPoints,
  defaultBracketSettings,
  getNationalTournament,
  isBracketScoringSystemId,
  isNationalTournamentId,
  maxBracketScore,
  picksInOrder,
} from './brackets';
import { COMPETITIONS, defaultTournamentId, getCompetition } from './competitions';
import { paths } from './routes';

describe('national tournaments', () => {
  it('lists the 14 national tournaments, 5019-5025 men and 6019-6025 women', () => {
    expect(NATIONAL_TOURNAMENTS).toHaveLength(14);
    const ids = NATIONAL_TOURNAMENTS.map((t) => t.tournamentId);
    expect([...ids].sort((a, b) => a - b)).toEqual([
      5019, 5020, 5021, 5022, 5023, 5024, 5025, 6019, 6020, 6021, 6022, 6023, 6024, 6025,
    ]);
  });

  it('is derived from the competitions and their default tournaments', () => {
    for (const tournament of NATIONAL_TOURNAMENTS) {
      expect(defaultTournamentId(tournament.competitionId)).toBe(tournament.tournamentId);
      expect(getCompetition(tournament.competitionId)?.gender).toBe(tournament.gender);
    }
    const withTournament = COMPETITIONS.filter((c) => defaultTournamentId(c.id) !== null);
    expect(withTournament).toHaveLength(NATIONAL_TOURNAMENTS.length);
  });

  it('orders newest season first, men before women, with readable labels', () => {
    expect(NATIONAL_TOURNAMENTS.slice(0, 3)).toEqual([
      {
        tournamentId: 5025,
        competitionId: 38409,
        gender: 'MALE',
        season: '2024-25',
        label: "2024-25 Men's National Tournament",
      },
      {
        tournamentId: 6025,
        competitionId: 38529,
        gender: 'FEMALE',
        season: '2024-25',
        label: "2024-25 Women's National Tournament",
      },
      {
        tournamentId: 5024,
        competitionId: 36045,
        gender: 'MALE',
        season: '2023-24',
        label: "2023-24 Men's National Tournament",
      },
    ]);
    expect(NATIONAL_TOURNAMENTS.at(-1)?.label).toBe("2018-19 Women's National Tournament");
  });

  it('finds a tournament by id and refuses others', () => {
    expect(getNationalTournament(6022)?.label).toBe("2021-22 Women's National Tournament");
    expect(isNationalTournamentId(5025)).toBe(true);
    expect(isNationalTournamentId(5026)).toBe(false);
    expect(isNationalTournamentId(38409)).toBe(false);
    expect(getNationalTournament(0)).toBeUndefined();
  });
});

describe('bracket scoring', () => {
  it('scores the standard system 10/20/40/80/160/320 whatever the seed', () => {
    expect(BRACKET_ROUNDS.map((round) => bracketPickPoints('standard', round, 1))).toEqual([
      10, 20, 40, 80, 160, 320,
    ]);
    expect(bracketPickPoints('standard', 3, 16)).toBe(40);
  });

  it('scores the doubling variant 1/2/4/8/16/32', () => {
    expect(BRACKET_ROUNDS.map((round) => bracketPickPoints('doubling', round, 12))).toEqual([
      1, 2, 4, 8, 16, 32,
    ]);
  });

  it("scores seed × round as the winner's seed times the round number", () => {
    expect(bracketPickPoints('seedRound', 1, 1)).toBe(1);
    expect(bracketPickPoints('seedRound', 1, 12)).toBe(12);
    expect(bracketPickPoints('seedRound', 4, 11)).toBe(44);
    expect(bracketPickPoints('seedRound', 6, 16)).toBe(96);
  });

  it('never scores the First Four', () => {
    for (const system of BRACKET_SCORING_SYSTEM_IDS) {
      expect(bracketPickPoints(system, BRACKET_FIRST_FOUR_ROUND, 16)).toBe(0);
      expect(bracketPickPoints(system, BRACKET_FIRST_FOUR_ROUND, 11)).toBe(0);
    }
  });

  it('throws on rounds and seeds that cannot exist', () => {
    for (const system of BRACKET_SCORING_SYSTEM_IDS) {
      for (const round of [-1, 7, 1.5, Number.NaN]) {
        expect(() => bracketPickPoints(system, round, 1), `${system} ${round}`).toThrow(RangeError);
      }
      for (const seed of [0, 17, 2.5, Number.NaN]) {
        expect(() => bracketPickPoints(system, 1, seed), `${system} ${seed}`).toThrow(RangeError);
      }
    }
  });

  it('has a perfect bracket worth 1,920 standard and 192 doubling', () => {
    expect(maxBracketScore('standard')).toBe(1920);
    expect(maxBracketScore('doubling')).toBe(192);
  });

  it('has a perfect seed × round bracket worth 1,748, worked by hand', () => {
    // One region, the higher seed winning every game:
    //   round 1: 16, 9, 12, 13, 11, 14, 10, 15 → 100 × 1 = 100
    //   round 2: 16 (v 9), 13 (12 v 13), 14 (11 v 14), 15 (10 v 15) → 58 × 2 = 116
    //   round 3: 16 (v 13), 15 (14 v 15) → 31 × 3 = 93
    //   round 4: 16 → 16 × 4 = 64; the region: 373, four regions: 1,492
    // Final Four: two 16 seeds win, 2 × 16 × 5 = 160; championship: 16 × 6 = 96.
    const handWorked = 4 * (100 + 116 + 93 + 64) + 2 * 16 * 5 + 16 * 6;
    expect(handWorked).toBe(1748);
    expect(maxBracketScore('seedRound')).toBe(handWorked);
  });

  it('matches an exhaustive search over every outcome of the bracket', () => {
    // best(teams) maps each seed that can win this part of the bracket to the most its games
    // can pay with that seed winning: no assumption about which outcome pays most.
    const best = (teams: readonly number[], round: number): Map<number, number> => {
      const [only] = teams;
      if (teams.length === 1 && only !== undefined) return new Map([[only, 0]]);
      const half = teams.length / 2;
      const left = best(teams.slice(0, half), round - 1);
      const right = best(teams.slice(half), round - 1);
      const top = (side: Map<number, number>) => Math.max(...side.values());
      const result = new Map<number, number>();
      for (const [own, other] of [
        [left, right],
        [right, left],
      ] as const) {
        for (const [seed, score] of own) {
          const total = score + top(other) + bracketPickPoints('seedRound', round, seed);
          result.set(seed, Math.max(result.get(seed) ?? 0, total));
        }
      }
      return result;
    };
    const field = Array.from({ length: 4 }, () => [...BRACKET_REGION_SEED_ORDER]).flat();
    expect(Math.max(...best(field, 6).values())).toBe(maxBracketScore('seedRound'));
  });

  it('keeps the region order of §9, every seed once', () => {
    expect([...BRACKET_REGION_SEED_ORDER].sort((a, b) => a - b)).toEqual(
      Array.from({ length: 16 }, (_, index) => index + 1),
    );
    // Each first-round pair adds up to 17 (1 v 16, 8 v 9, …).
    for (let game = 0; game < 8; game += 1) {
      const [top = 0, bottom = 0] = BRACKET_REGION_SEED_ORDER.slice(2 * game, 2 * game + 2);
      expect(top + bottom).toBe(17);
    }
  });

  it('describes every system as data, keyed by its id', () => {
    for (const id of BRACKET_SCORING_SYSTEM_IDS) {
      expect(BRACKET_SCORING_SYSTEMS[id].id).toBe(id);
      expect(BRACKET_SCORING_SYSTEMS[id].label).not.toBe('');
      expect(BRACKET_SCORING_SYSTEMS[id].description).toMatch(/\.$/);
      expect(isBracketScoringSystemId(id)).toBe(true);
    }
    expect(isBracketScoringSystemId('espn')).toBe(false);
    expect(isBracketScoringSystemId(undefined)).toBe(false);
  });
});

describe('bracket settings helpers', () => {
  it('wants picks to open strictly before they lock, comparing instants', () => {
    expect(picksInOrder(null, null)).toBe(true);
    expect(picksInOrder('2025-03-18T16:00:00Z', null)).toBe(true);
    expect(picksInOrder(null, '2025-03-18T16:00:00Z')).toBe(true);
    expect(picksInOrder('2025-03-18T16:00:00Z', '2025-03-20T16:00:00Z')).toBe(true);
    expect(picksInOrder('2025-03-18T16:00:00Z', '2025-03-18T16:00:00Z')).toBe(false);
    expect(picksInOrder('2025-03-20T16:00:00Z', '2025-03-18T16:00:00Z')).toBe(false);
    // 12:00 at -05:00 is 17:00 UTC: after 16:00 UTC.
    expect(picksInOrder('2025-03-18T16:00:00Z', '2025-03-18T12:00:00-05:00')).toBe(true);
    expect(picksInOrder('2025-03-18T18:00:00Z', '2025-03-18T12:00:00-05:00')).toBe(false);
  });

  it('defaults to standard scoring with no times, unpublished and uncorrected, never saved', () => {
    expect(defaultBracketSettings(5025)).toEqual({
      tournamentId: 5025,
      scoringSystem: 'standard',
      picksOpenAt: null,
      picksLockAt: null,
      published: false,
      publishedAt: null,
      fieldCorrections: [],
      updatedAt: null,
      updatedBy: null,
    });
  });

  it('names the API paths and the screen', () => {
    expect(ACCOUNT_API.adminBracketSettings).toBe('/admin/bracket-settings');
    expect(ACCOUNT_API.adminBracketSetting(5025)).toBe('/admin/bracket-settings/5025');
    expect(ACCOUNT_API.adminBracketSetting('a/b')).toBe('/admin/bracket-settings/a%2Fb');
    expect(ACCOUNT_API.bracketSettings).toBe('/brackets/settings');
    expect(BRACKET_PICKS_OUT_OF_ORDER_MSG).toBe(
      'Invalid request: picksLockAt: picks must lock after they open',
    );
    expect(paths.bracketAdmin()).toBe('/bracket-admin');
  });
});
