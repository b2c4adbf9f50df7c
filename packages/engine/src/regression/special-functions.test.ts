import { describe, expect, it } from 'vitest';
import {
  fSurvival,
  logGamma,
  regularizedIncompleteBeta,
  studentTCdf,
  studentTQuantile,
  studentTTwoSidedP,
} from './special-functions';

/** |actual − expected| ≤ tolerance·|expected| (absolute when expected is 0). */
function expectRelative(actual: number, expected: number, tolerance: number): void {
  const scale = expected === 0 ? 1 : Math.abs(expected);
  expect(Math.abs(actual - expected) / scale).toBeLessThanOrEqual(tolerance);
}

const factorial = (n: number): number => (n <= 1 ? 1 : n * factorial(n - 1));
const binomial = (n: number, k: number): number => factorial(n) / (factorial(k) * factorial(n - k));

/**
 * Γ(k/2) exactly for a positive integer k, independent of the Lanczos series:
 * Γ(m) = (m − 1)!, Γ(m + ½) = (2m)!·√π / (4^m·m!).
 */
function gammaOfHalf(k: number): number {
  if (k % 2 === 0) return factorial(k / 2 - 1);
  const m = (k - 1) / 2;
  return (factorial(2 * m) * Math.sqrt(Math.PI)) / (4 ** m * factorial(m));
}

/**
 * I_x(a, b) for positive integers a, b as a binomial tail, a second way to compute it:
 * I_x(a, b) = Σ_{j=a}^{a+b−1} C(a+b−1, j)·x^j·(1 − x)^{a+b−1−j}.
 */
function incompleteBetaByBinomialSum(x: number, a: number, b: number): number {
  const n = a + b - 1;
  let sum = 0;
  for (let j = a; j <= n; j += 1) sum += binomial(n, j) * x ** j * (1 - x) ** (n - j);
  return sum;
}

/** ∫_a^b f by composite Simpson's rule on `intervals` (even) pieces. */
function simpson(f: (t: number) => number, a: number, b: number, intervals: number): number {
  const h = (b - a) / intervals;
  let sum = f(a) + f(b);
  for (let i = 1; i < intervals; i += 1) sum += (i % 2 === 1 ? 4 : 2) * f(a + i * h);
  return (sum * h) / 3;
}

/** The t density with the exact normalising constant for an integer df. */
const tDensity = (df: number) => {
  const norm = gammaOfHalf(df + 1) / (Math.sqrt(df * Math.PI) * gammaOfHalf(df));
  return (t: number) => norm * (1 + (t * t) / df) ** (-(df + 1) / 2);
};

describe('logGamma', () => {
  it('matches log factorials and Γ at half-integers', () => {
    for (const n of [1, 2, 3, 5, 10, 20])
      expectRelative(logGamma(n), Math.log(factorial(n - 1)), 1e-14);
    expect(Math.abs(logGamma(1))).toBeLessThan(1e-15);
    for (const k of [1, 3, 7, 15, 31])
      expectRelative(logGamma(k / 2), Math.log(gammaOfHalf(k)), 1e-13);
  });

  it('uses the reflection formula below 1/2 and handles large arguments', () => {
    // Γ(0.1) = 9.513507698668731836… (Abramowitz & Stegun table 6.1 gives Γ(1.1) = 0.9513507699).
    expectRelative(logGamma(0.1), Math.log(9.513507698668732), 1e-14);
    // ln Γ(101) = ln 100! = 363.73937555556347.
    expectRelative(logGamma(101), 363.73937555556347, 1e-14);
    expect(logGamma(0)).toBeNaN();
    expect(logGamma(-1)).toBeNaN();
  });
});

describe('regularizedIncompleteBeta', () => {
  it('agrees with the binomial-sum form for integer parameters', () => {
    for (const [a, b] of [
      [1, 1],
      [2, 3],
      [5, 2],
      [10, 10],
      [3, 25],
      [40, 7],
    ] as const) {
      for (const x of [0.001, 0.1, 0.35, 0.5, 0.77, 0.999]) {
        const reference = incompleteBetaByBinomialSum(x, a, b);
        expect(Math.abs(regularizedIncompleteBeta(x, a, b) - reference)).toBeLessThan(1e-13);
      }
    }
  });

  it('has the closed forms and symmetry of the definition', () => {
    expect(regularizedIncompleteBeta(0.3, 1, 1)).toBeCloseTo(0.3, 15);
    expectRelative(regularizedIncompleteBeta(0.6, 4, 1), 0.6 ** 4, 1e-14);
    // I_x(a, b) = 1 − I_{1−x}(b, a), here with non-integer shapes.
    const left = regularizedIncompleteBeta(0.42, 2.5, 7.25);
    const right = 1 - regularizedIncompleteBeta(0.58, 7.25, 2.5);
    expect(Math.abs(left - right)).toBeLessThan(1e-14);
    expect(regularizedIncompleteBeta(0, 2, 3)).toBe(0);
    expect(regularizedIncompleteBeta(1, 2, 3)).toBe(1);
    expect(regularizedIncompleteBeta(1.5, 2, 3)).toBeNaN();
  });
});

describe('Student t', () => {
  it('CDF agrees with Simpson integration of the density', () => {
    for (const df of [1, 2, 3, 5, 9, 10, 30]) {
      const density = tDensity(df);
      for (const t of [0.25, 1, 2.228, 3.5, 6]) {
        const integrated = 0.5 + simpson(density, 0, t, 4000);
        expect(Math.abs(studentTCdf(t, df) - integrated)).toBeLessThan(1e-12);
        expect(Math.abs(studentTCdf(-t, df) - (1 - integrated))).toBeLessThan(1e-12);
      }
    }
  });

  it('CDF has the closed forms for 1 and 2 degrees of freedom', () => {
    for (const t of [-40, -3, -0.5, 0, 0.5, 3, 40]) {
      // Cauchy: 1/2 + atan(t)/π; ν = 2: 1/2 + t / (2√(t² + 2)).
      expect(studentTCdf(t, 1)).toBeCloseTo(0.5 + Math.atan(t) / Math.PI, 14);
      expect(studentTCdf(t, 2)).toBeCloseTo(0.5 + t / (2 * Math.sqrt(t * t + 2)), 14);
    }
  });

  it('two-sided p keeps relative precision far in the tail', () => {
    // ν = 1: P(|T| ≥ t) = 1 − 2·atan(t)/π = 2·atan(1/t)/π for t > 0.
    expectRelative(studentTTwoSidedP(1e6, 1), (2 * Math.atan(1e-6)) / Math.PI, 1e-12);
    // ν = 2: P(|T| ≥ t) = 1 − t/√(t² + 2) = 2 / (√(t² + 2)·(√(t² + 2) + t)).
    const t = 500;
    const root = Math.sqrt(t * t + 2);
    expectRelative(studentTTwoSidedP(t, 2), 2 / (root * (root + t)), 1e-12);
    expect(studentTTwoSidedP(0, 7)).toBeCloseTo(1, 15);
    expect(studentTTwoSidedP(Infinity, 7)).toBe(0);
  });

  it('quantiles reproduce the table values', () => {
    const table: readonly (readonly [number, number])[] = [
      [1, 12.70620474],
      [2, 4.30265273],
      [3, 3.182446305],
      [5, 2.570581836],
      [10, 2.228138852],
      [30, 2.042272456],
      [120, 1.979930405],
    ];
    for (const [df, value] of table) expect(studentTQuantile(0.975, df)).toBeCloseTo(value, 8);
    // t₀.₉₉₅,₁₀ = 3.169272673; t₀.₉₅,₂₀ = 1.724718243; the normal limit 1.959963985.
    expect(studentTQuantile(0.995, 10)).toBeCloseTo(3.169272673, 8);
    expect(studentTQuantile(0.05, 20)).toBeCloseTo(-1.724718243, 8);
    expect(studentTQuantile(0.975, 1e7)).toBeCloseTo(1.959963985, 6);
    expect(studentTQuantile(0.5, 4)).toBe(0);
  });

  it('quantile inverts the CDF', () => {
    for (const df of [1, 2.5, 4, 17, 250]) {
      for (const probability of [1e-9, 0.01, 0.3, 0.6, 0.9, 0.999999]) {
        const t = studentTQuantile(probability, df);
        expectRelative(studentTCdf(t, df), probability, 1e-10);
      }
    }
  });

  it('refuses impossible arguments', () => {
    expect(() => studentTQuantile(1, 5)).toThrow(RangeError);
    expect(() => studentTQuantile(0.5, 0)).toThrow(/degrees of freedom/);
    expect(() => studentTCdf(1, Number.NaN)).toThrow(/degrees of freedom/);
  });
});

describe('fSurvival', () => {
  it('matches the closed form for two numerator degrees of freedom', () => {
    // d₁ = 2: P(F ≥ f) = (1 + 2f/d₂)^(−d₂/2).
    for (const d2 of [1, 4, 9, 25]) {
      for (const f of [0.1, 1, 3.5, 20]) {
        expectRelative(fSurvival(f, 2, d2), (1 + (2 * f) / d2) ** (-d2 / 2), 1e-12);
      }
    }
  });

  it('agrees with the incomplete beta computed as a binomial sum', () => {
    // Even d₁, d₂: P(F ≥ f) = I_{d₂/(d₂+d₁f)}(d₂/2, d₁/2) with integer shapes.
    for (const [d1, d2] of [
      [4, 10],
      [6, 8],
      [12, 20],
    ] as const) {
      for (const f of [0.5, 1.7, 4]) {
        const x = d2 / (d2 + d1 * f);
        const reference = incompleteBetaByBinomialSum(x, d2 / 2, d1 / 2);
        expect(Math.abs(fSurvival(f, d1, d2) - reference)).toBeLessThan(1e-13);
      }
    }
  });

  it('gives 5% and 1% at the table critical values', () => {
    // F₀.₉₅(6, 9) = 3.373753647, F₀.₉₉(2, 10) = 7.559432158, F₀.₉₅(1, 20) = 4.351243503.
    expect(fSurvival(3.373753647, 6, 9)).toBeCloseTo(0.05, 9);
    expect(fSurvival(7.559432158, 2, 10)).toBeCloseTo(0.01, 9);
    expect(fSurvival(4.351243503, 1, 20)).toBeCloseTo(0.05, 9);
    // F(1, ν) is T² with ν degrees of freedom.
    expectRelative(fSurvival(2.228138852 ** 2, 1, 10), 0.05, 1e-8);
    expect(fSurvival(0, 3, 4)).toBe(1);
    expect(fSurvival(Infinity, 3, 4)).toBe(0);
  });
});
