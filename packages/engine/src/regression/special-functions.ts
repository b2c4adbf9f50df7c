/**
 * The distribution functions an OLS report needs, written out so the browser bundle carries no
 * numeric library:
 *
 * - log Γ(x) by the Lanczos approximation (g = 7, nine coefficients), about 15 significant
 *   digits for x > 0; the reflection formula covers 0 < x < 1/2.
 * - The regularized incomplete beta function I_x(a, b) by its continued fraction, evaluated with
 *   the modified Lentz method (Numerical Recipes §6.4). The fraction converges fast for
 *   x < (a + 1)/(a + b + 2); above that the symmetry I_x(a, b) = 1 − I_{1−x}(b, a) is used.
 *   Callers that know 1 − x exactly pass it, so a tail probability near 0 keeps its relative
 *   precision instead of being the difference of two numbers near 1.
 * - Student's t: with x = ν/(ν + t²), the two-sided tail P(|T| ≥ |t|) = I_x(ν/2, 1/2), and the
 *   CDF follows by symmetry. The quantile inverts the upper tail by Newton's method on the
 *   density, kept inside a bracket that bisection shrinks whenever a Newton step would leave it.
 * - Fisher's F: P(F ≥ f) = I_{d₂/(d₂ + d₁f)}(d₂/2, d₁/2).
 */

const LANCZOS_G = 7;
const LANCZOS_COEFFICIENTS = [
  0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313,
  -176.61502916214059, 12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6,
  1.5056327351493116e-7,
] as const;
const HALF_LOG_TWO_PI = 0.5 * Math.log(2 * Math.PI);

/** ln Γ(x) for x > 0 (NaN otherwise). */
export function logGamma(x: number): number {
  if (!(x > 0) || !Number.isFinite(x)) return x === Infinity ? Infinity : Number.NaN;
  if (x < 0.5) {
    // Γ(x)·Γ(1 − x) = π / sin(πx), and the series is accurate for 1 − x ≥ 1/2.
    return Math.log(Math.PI / Math.sin(Math.PI * x)) - logGamma(1 - x);
  }
  const z = x - 1;
  let series = LANCZOS_COEFFICIENTS[0];
  for (let i = 1; i < LANCZOS_COEFFICIENTS.length; i += 1) {
    series += (LANCZOS_COEFFICIENTS[i] ?? 0) / (z + i);
  }
  const t = z + LANCZOS_G + 0.5;
  return HALF_LOG_TWO_PI + (z + 0.5) * Math.log(t) - t + Math.log(series);
}

const CONTINUED_FRACTION_EPSILON = 1e-16;
const TINY = 1e-300;
/** Enough for the shape parameters of any sample this tool fits (iterations grow as √max(a, b)). */
const MAX_ITERATIONS = 20_000;

/** The continued fraction of I_x(a, b) (NR's betacf), by the modified Lentz method. */
function betaContinuedFraction(x: number, a: number, b: number): number {
  const sum = a + b;
  const aPlusOne = a + 1;
  const aMinusOne = a - 1;
  let c = 1;
  let d = 1 - (sum * x) / aPlusOne;
  if (Math.abs(d) < TINY) d = TINY;
  d = 1 / d;
  let h = d;
  for (let m = 1; m <= MAX_ITERATIONS; m += 1) {
    const m2 = 2 * m;
    // Even step of the fraction.
    let term = (m * (b - m) * x) / ((aMinusOne + m2) * (a + m2));
    d = 1 + term * d;
    if (Math.abs(d) < TINY) d = TINY;
    c = 1 + term / c;
    if (Math.abs(c) < TINY) c = TINY;
    d = 1 / d;
    h *= d * c;
    // Odd step.
    term = (-(a + m) * (sum + m) * x) / ((a + m2) * (aPlusOne + m2));
    d = 1 + term * d;
    if (Math.abs(d) < TINY) d = TINY;
    c = 1 + term / c;
    if (Math.abs(c) < TINY) c = TINY;
    d = 1 / d;
    const delta = d * c;
    h *= delta;
    if (Math.abs(delta - 1) < CONTINUED_FRACTION_EPSILON) return h;
  }
  throw new Error(`incomplete beta: continued fraction did not converge (a=${a}, b=${b})`);
}

/**
 * I_x(a, b) given both x and its complement y = 1 − x (pass the complement computed directly
 * from the problem when it is small, to keep its digits).
 */
export function regularizedIncompleteBetaWithComplement(
  x: number,
  complement: number,
  a: number,
  b: number,
): number {
  if (!(a > 0) || !(b > 0) || Number.isNaN(x) || x < 0 || x > 1) return Number.NaN;
  if (x === 0) return 0;
  if (complement === 0) return 1;
  // x^a·(1 − x)^b / B(a, b), the common front factor of both branches.
  const logFront =
    logGamma(a + b) - logGamma(a) - logGamma(b) + a * Math.log(x) + b * Math.log(complement);
  const front = Math.exp(logFront);
  if (x < (a + 1) / (a + b + 2)) return (front * betaContinuedFraction(x, a, b)) / a;
  return 1 - (front * betaContinuedFraction(complement, b, a)) / b;
}

/** The regularized incomplete beta function I_x(a, b) for 0 ≤ x ≤ 1, a, b > 0. */
export function regularizedIncompleteBeta(x: number, a: number, b: number): number {
  return regularizedIncompleteBetaWithComplement(x, 1 - x, a, b);
}

function checkDegreesOfFreedom(df: number, name: string): void {
  if (!(df > 0) || !Number.isFinite(df)) {
    throw new RangeError(`${name}: degrees of freedom must be a positive finite number`);
  }
}

/** P(|T| ≥ |t|) for Student's t with `df` degrees of freedom: the two-sided p-value. */
export function studentTTwoSidedP(t: number, df: number): number {
  checkDegreesOfFreedom(df, 'studentTTwoSidedP');
  if (Number.isNaN(t)) return Number.NaN;
  const t2 = t * t;
  if (!Number.isFinite(t2)) return 0;
  const denominator = df + t2;
  return regularizedIncompleteBetaWithComplement(df / denominator, t2 / denominator, df / 2, 0.5);
}

/** P(T ≤ t) for Student's t with `df` degrees of freedom. */
export function studentTCdf(t: number, df: number): number {
  const tail = studentTTwoSidedP(t, df) / 2;
  return t > 0 ? 1 - tail : tail;
}

/** The t density, the derivative Newton's method needs. */
function studentTDensity(t: number, df: number): number {
  const logNorm = logGamma((df + 1) / 2) - logGamma(df / 2) - 0.5 * Math.log(df * Math.PI);
  return Math.exp(logNorm - ((df + 1) / 2) * Math.log1p((t * t) / df));
}

/** The t value with P(T ≤ t) = probability, 0 < probability < 1 (e.g. 0.975 for a 95% CI). */
export function studentTQuantile(probability: number, df: number): number {
  checkDegreesOfFreedom(df, 'studentTQuantile');
  if (!(probability > 0 && probability < 1)) {
    throw new RangeError('studentTQuantile: probability must be strictly between 0 and 1');
  }
  if (probability === 0.5) return 0;
  // Solve upperTail(t) = target for t > 0, where upperTail falls from 1/2 at t = 0; the smaller
  // tail is the target so that 1e-9 is not first rounded through 1 − 1e-9.
  const target = probability < 0.5 ? probability : 1 - probability;
  const sign = probability < 0.5 ? -1 : 1;
  const upperTail = (t: number) => studentTTwoSidedP(t, df) / 2;
  let low = 0;
  let high = 1;
  while (upperTail(high) > target) {
    low = high;
    high *= 2;
    if (!Number.isFinite(high)) return sign * Infinity;
  }
  let t = (low + high) / 2;
  for (let iteration = 0; iteration < 200; iteration += 1) {
    const excess = upperTail(t) - target;
    if (excess === 0) return sign * t;
    if (excess > 0) low = t;
    else high = t;
    // The upper tail's derivative is −density.
    const newton = t + excess / studentTDensity(t, df);
    const next = newton > low && newton < high ? newton : (low + high) / 2;
    if (Math.abs(next - t) <= 1e-15 * Math.max(1, Math.abs(t))) return sign * next;
    t = next;
  }
  return sign * t;
}

/** P(F ≥ f) for Fisher's F with (d₁, d₂) degrees of freedom: the F test's p-value. */
export function fSurvival(f: number, dfNumerator: number, dfDenominator: number): number {
  checkDegreesOfFreedom(dfNumerator, 'fSurvival');
  checkDegreesOfFreedom(dfDenominator, 'fSurvival');
  if (Number.isNaN(f)) return Number.NaN;
  if (f <= 0) return 1;
  if (f === Infinity) return 0;
  const scaled = dfNumerator * f;
  const denominator = dfDenominator + scaled;
  return regularizedIncompleteBetaWithComplement(
    dfDenominator / denominator,
    scaled / denominator,
    dfDenominator / 2,
    dfNumerator / 2,
  );
}
