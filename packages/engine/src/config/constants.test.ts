import { describe, expect, it } from 'vitest';
import {
  CONSTANT_ROWS,
  DEFAULT_CONSTANTS,
  constantsFor,
  constantsForGame,
  seasonStartYearOf,
} from './constants';
import type { ConstantsKey, Division } from './constants';

const line = (gender: ConstantsKey['gender'], division: Division, seasonStartYear: number) =>
  constantsFor({ gender, division, seasonStartYear }).court.threePointLine.arcFt;

const OLD = 20.75;
const NEW = 22 + 1.75 / 12;

describe('three-point line by gender, division and season (METHODS §5)', () => {
  it.each([
    ['MALE', 1, 2007, 19.75],
    ['MALE', 1, 2008, OLD],
    ['MALE', 1, 2018, OLD],
    ['MALE', 1, 2019, NEW],
    ['MALE', 2, 2019, OLD],
    ['MALE', 3, 2019, OLD],
    ['MALE', 2, 2020, NEW],
    ['MALE', 3, 2025, NEW],
    ['FEMALE', 1, 2010, 19.75],
    ['FEMALE', 1, 2011, OLD],
    ['FEMALE', 2, 2020, OLD],
    ['FEMALE', 1, 2021, NEW],
    ['FEMALE', 3, 2021, NEW],
  ] as const)('%s D-%i %i: %f ft', (gender, division, season, expected) => {
    expect(line(gender, division, season)).toBeCloseTo(expected, 10);
  });

  it('gives the 6.75 m line its 21\'8" straight corners and the old lines none', () => {
    const modern = constantsFor({ gender: 'MALE', division: 1, seasonStartYear: 2025 });
    expect(modern.court.threePointLine.cornerFt).toBeCloseTo(21 + 8 / 12, 10);
    const old = constantsFor({ gender: 'MALE', division: 1, seasonStartYear: 2015 });
    expect(old.court.threePointLine.cornerFt).toBe(old.court.threePointLine.arcFt);
  });
});

describe('the rest of the table', () => {
  it('holds the METHODS values', () => {
    const c = DEFAULT_CONSTANTS;
    expect(c.possessions.ftaCoefficient).toBe(0.475);
    expect(c.possessions.proFtaCoefficient).toBe(0.44);
    expect(c.ratings.barthagExponent).toBe(11.5);
    expect(c.ratings.homeCourtFactor).toEqual({ home: 1.014, away: 0.986, neutral: 1 });
    expect(c.winProbability.sigma).toBe(10);
    expect(c.clutch).toEqual({ windowSeconds: 300, maxMargin: 5 });
    expect(c.zones.heaveFt).toBe(40);
    expect(c.court.basketFromBaselineFt).toBe(5.25);
  });

  it('uses a separate σ for women and leaves the rest of a group alone when patching', () => {
    const women = constantsFor({ gender: 'FEMALE', division: 1, seasonStartYear: 2024 });
    expect(women.winProbability.sigma).toBe(11);
    expect(women.winProbability.referenceSeconds).toBe(2400);
    expect(women.ratings.barthagExponent).toBe(11.5);
  });

  it('makes a rule change a new row', () => {
    const rows = [
      ...CONSTANT_ROWS,
      { when: { fromSeason: 2030 }, set: { clutch: { maxMargin: 6 } }, why: 'hypothetical' },
    ];
    expect(
      constantsFor({ gender: 'MALE', division: 1, seasonStartYear: 2030 }, rows).clutch,
    ).toEqual({ windowSeconds: 300, maxMargin: 6 });
    expect(
      constantsFor({ gender: 'MALE', division: 1, seasonStartYear: 2029 }, rows).clutch.maxMargin,
    ).toBe(5);
  });

  it('refuses seasons before the three-point line', () => {
    expect(() => constantsFor({ gender: 'MALE', division: 1, seasonStartYear: 1980 })).toThrow(
      RangeError,
    );
  });

  it("finds a game's season from its competition or its date", () => {
    expect(seasonStartYearOf({ competitionId: 38409, date: '2025-01-10' })).toBe(2024);
    expect(seasonStartYearOf({ competitionId: null, date: '2026-02-10' })).toBe(2025);
    expect(seasonStartYearOf({ competitionId: null, date: '2025-11-03' })).toBe(2025);
    const game = { gender: 'FEMALE', competitionId: null, date: '2021-03-01' } as const;
    expect(constantsForGame(game).court.threePointLine.arcFt).toBeCloseTo(OLD, 10);
    expect(() => seasonStartYearOf({ competitionId: null, date: '10/03/2025' })).toThrow(
      RangeError,
    );
  });
});
