/**
 * Calibration of probability forecasts (METHODS §7: calibrate on held-out seasons): the Brier
 * score (mean squared error of p against the 0/1 outcome; 0.25 for a coin flip), log-loss (mean
 * negative log-likelihood; ln 2 ≈ 0.693 for a coin flip; p is clipped to [1e-15, 1 − 1e-15] so a
 * confident miss costs a lot but not infinity) and reliability by decile of the forecast: in
 * each tenth of [0, 1], the mean forecast against the observed rate. A calibrated model has the
 * two close in every decile with enough forecasts.
 */

export interface Forecast {
  readonly p: number;
  readonly outcome: boolean;
  readonly weight?: number;
}

export interface ReliabilityBin {
  /** Forecasts with from ≤ p < to (the last bin includes 1). */
  readonly from: number;
  readonly to: number;
  readonly n: number;
  readonly meanPredicted: number | null;
  readonly observedRate: number | null;
}

export interface Calibration {
  readonly n: number;
  readonly brier: number;
  readonly logLoss: number;
  readonly reliability: readonly ReliabilityBin[];
}

const CLIP = 1e-15;

export function calibration(forecasts: readonly Forecast[], bins = 10): Calibration {
  let totalWeight = 0;
  let brier = 0;
  let logLoss = 0;
  const sums = Array.from({ length: bins }, () => ({ n: 0, weight: 0, p: 0, hits: 0 }));
  for (const { p, outcome, weight = 1 } of forecasts) {
    const y = outcome ? 1 : 0;
    const clipped = Math.min(1 - CLIP, Math.max(CLIP, p));
    totalWeight += weight;
    brier += weight * (p - y) ** 2;
    logLoss -= weight * (outcome ? Math.log(clipped) : Math.log(1 - clipped));
    const bin = sums[Math.min(bins - 1, Math.floor(p * bins))];
    if (bin) {
      bin.n += 1;
      bin.weight += weight;
      bin.p += weight * p;
      bin.hits += weight * y;
    }
  }
  const reliability = sums.map((bin, i) => ({
    from: i / bins,
    to: (i + 1) / bins,
    n: bin.n,
    meanPredicted: bin.weight > 0 ? bin.p / bin.weight : null,
    observedRate: bin.weight > 0 ? bin.hits / bin.weight : null,
  }));
  return {
    n: forecasts.length,
    brier: totalWeight > 0 ? brier / totalWeight : Number.NaN,
    logLoss: totalWeight > 0 ? logLoss / totalWeight : Number.NaN,
    reliability,
  };
}
