/**
 * Small statistics helpers shared by the season models: the standard normal CDF (win
 * probabilities, METHODS §3 and §7), weighted means, average ranks, and Pearson / Spearman
 * correlation (used to check that fitted ratings recover known strengths).
 */

/**
 * Standard normal CDF Φ(x), Hart's double-precision rational approximation as given by West
 * (2005), "Better approximations to cumulative normal functions": absolute error below 1e-14
 * everywhere, no dependence on Math.erf (which JavaScript lacks).
 */
export function normalCdf(x: number): number {
  if (Number.isNaN(x)) return Number.NaN;
  const z = Math.abs(x);
  let tail: number;
  if (z > 37) {
    tail = 0;
  } else {
    const e = Math.exp((-z * z) / 2);
    if (z < 7.07106781186547) {
      let num = 3.52624965998911e-2 * z + 0.700383064443688;
      num = num * z + 6.37396220353165;
      num = num * z + 33.912866078383;
      num = num * z + 112.079291497871;
      num = num * z + 221.213596169931;
      num = num * z + 220.206867912376;
      let den = 8.83883476483184e-2 * z + 1.75566716318264;
      den = den * z + 16.064177579207;
      den = den * z + 86.7807322029461;
      den = den * z + 296.564248779674;
      den = den * z + 637.333633378831;
      den = den * z + 793.826512519948;
      den = den * z + 440.413735824752;
      tail = (e * num) / den;
    } else {
      // Continued fraction for the far tail.
      let cf = z + 0.65;
      cf = z + 4 / cf;
      cf = z + 3 / cf;
      cf = z + 2 / cf;
      cf = z + 1 / cf;
      tail = e / cf / 2.506628274631;
    }
  }
  return x > 0 ? 1 - tail : tail;
}

/** Σw·x/Σw; NaN when the weights sum to zero. */
export function weightedMean(values: ArrayLike<number>, weights?: ArrayLike<number>): number {
  let sum = 0;
  let total = 0;
  for (let i = 0; i < values.length; i += 1) {
    const w = weights ? (weights[i] ?? 0) : 1;
    sum += w * (values[i] ?? 0);
    total += w;
  }
  return total === 0 ? Number.NaN : sum / total;
}

/**
 * Ranks 1..n in ascending order with ties given the mean of the positions they span (the
 * "fractional" ranking that Spearman's coefficient needs).
 */
export function averageRanks(values: ArrayLike<number>): number[] {
  const order = Array.from({ length: values.length }, (_, i) => i).sort(
    (a, b) => (values[a] ?? 0) - (values[b] ?? 0),
  );
  const ranks = new Array<number>(values.length).fill(0);
  let start = 0;
  while (start < order.length) {
    let end = start;
    const value = values[order[start] ?? 0];
    while (end + 1 < order.length && values[order[end + 1] ?? 0] === value) end += 1;
    const rank = (start + end) / 2 + 1;
    for (let k = start; k <= end; k += 1) ranks[order[k] ?? 0] = rank;
    start = end + 1;
  }
  return ranks;
}

/** Pearson correlation; NaN when either side has no variance. */
export function pearson(x: ArrayLike<number>, y: ArrayLike<number>): number {
  const n = Math.min(x.length, y.length);
  let mx = 0;
  let my = 0;
  for (let i = 0; i < n; i += 1) {
    mx += x[i] ?? 0;
    my += y[i] ?? 0;
  }
  mx /= n;
  my /= n;
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (let i = 0; i < n; i += 1) {
    const dx = (x[i] ?? 0) - mx;
    const dy = (y[i] ?? 0) - my;
    sxy += dx * dy;
    sxx += dx * dx;
    syy += dy * dy;
  }
  return sxx === 0 || syy === 0 ? Number.NaN : sxy / Math.sqrt(sxx * syy);
}

/** Spearman rank correlation: Pearson on average ranks (ties handled). */
export function spearman(x: ArrayLike<number>, y: ArrayLike<number>): number {
  return pearson(averageRanks(x), averageRanks(y));
}
