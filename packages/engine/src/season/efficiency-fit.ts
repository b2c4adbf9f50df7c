/**
 * The fixed-point iteration behind the adjusted team ratings (METHODS §3; the model and weights
 * are described in team-ratings.ts). Three details make it converge reliably:
 *
 * 1. Gauss–Seidel order. Teams are updated one at a time and each update reads the newest
 *    ratings of its opponents. Updating all teams from the previous pass (Jacobi) oscillates on
 *    any two-colourable part of a schedule: in a one-game league A's AdjO and B's AdjD just swap
 *    between two wrong values forever. Sequential updates settle such a pair in one pass.
 * 2. Scale. The model OE_ij ≈ AdjO_i·AdjD_j·s/Avg cannot tell AdjO·c, AdjD/c from AdjO, AdjD, so
 *    without a convention the ratings could drift. Each pass therefore rescales AdjO by c and
 *    AdjD by 1/c (c = √(mean AdjD/mean AdjO), which leaves every prediction unchanged) so the
 *    average team has AdjO = AdjD, then recomputes the national average Avg = mean(AdjO) =
 *    mean(AdjD) over teams; AvgT = mean AdjT likewise. With Avg defined this way the scale of
 *    the fixed point is unique. A preseason prior already pins the scale, so while one is active
 *    the rescaling is skipped (it would fight the prior and never settle).
 * 3. A guard: at most maxIterations passes; the caller gets `converged` and the last change.
 */

export interface FitGame {
  team: number;
  opp: number;
  /** Venue factors of the team's and the opponent's offence. */
  sTeam: number;
  sOpp: number;
  oe: number;
  de: number;
  tempo: number;
  /** Recency weight. */
  weight: number;
}

export interface FitPrior {
  ortgAdj: number;
  drtgAdj: number;
  paceAdj?: number;
  /** Pseudo-games the prior counts for (0 once faded). */
  weight: number;
}

export interface FitOptions {
  blowoutThreshold: number | null;
  tolerance: number;
  maxIterations: number;
}

export interface FitResult {
  adjO: Float64Array;
  adjD: Float64Array;
  adjT: Float64Array;
  avg: number;
  avgT: number;
  iterations: number;
  converged: boolean;
  maxChange: number;
}

/** An efficiency restated against an average opponent at a neutral site: eff·Avg/(opp·s). */
export function restateEfficiency(
  efficiency: number,
  opponent: number,
  avg: number,
  factor: number,
): number {
  return (efficiency * avg) / (opponent * factor);
}

function mean(values: Float64Array): number {
  let sum = 0;
  let count = 0;
  for (const v of values) {
    if (Number.isNaN(v)) continue;
    sum += v;
    count += 1;
  }
  return count > 0 ? sum / count : Number.NaN;
}

/** Runs the iteration from the given starting ratings (modified in place and returned). */
export function fitEfficiencies(
  games: readonly FitGame[],
  start: { adjO: Float64Array; adjD: Float64Array; adjT: Float64Array },
  priors: readonly (FitPrior | undefined)[],
  options: FitOptions,
): FitResult {
  const { adjO, adjD, adjT } = start;
  const n = adjO.length;
  const byTeam: number[][] = Array.from({ length: n }, () => []);
  games.forEach((g, k) => byTeam[g.team]?.push(k));
  const priorActive = priors.some((p) => p !== undefined && p.weight > 0);
  let avg = (mean(adjO) + mean(adjD)) / 2;
  let avgT = mean(adjT);
  const blowout = options.blowoutThreshold;

  let iterations = 0;
  let maxChange = Number.POSITIVE_INFINITY;
  while (maxChange >= options.tolerance && iterations < options.maxIterations) {
    iterations += 1;
    const before = {
      o: Float64Array.from(adjO),
      d: Float64Array.from(adjD),
      t: Float64Array.from(adjT),
    };
    for (let i = 0; i < n; i += 1) {
      const prior = priors[i];
      const wp = prior?.weight ?? 0;
      let sumO = wp * (prior?.ortgAdj ?? 0);
      let sumD = wp * (prior?.drtgAdj ?? 0);
      let sumW = wp;
      const wt = prior?.paceAdj !== undefined ? wp : 0;
      let sumT = wt * (prior?.paceAdj ?? 0);
      let sumTW = wt;
      for (const k of byTeam[i] ?? []) {
        const g = games[k] as FitGame;
        const gO = restateEfficiency(g.oe, adjD[g.opp] ?? 0, avg, g.sTeam);
        const gD = restateEfficiency(g.de, adjO[g.opp] ?? 0, avg, g.sOpp);
        let w = g.weight;
        if (blowout !== null) {
          // Huber weight on the surprise: how far this game's margin is from the current AdjEM.
          const surprise = Math.abs(gO - gD - ((adjO[i] ?? 0) - (adjD[i] ?? 0)));
          if (surprise > blowout) w *= blowout / surprise;
        }
        sumO += w * gO;
        sumD += w * gD;
        sumW += w;
        sumT += (g.weight * g.tempo * avgT) / (adjT[g.opp] ?? 1);
        sumTW += g.weight;
      }
      if (sumW > 0) {
        adjO[i] = sumO / sumW;
        adjD[i] = sumD / sumW;
      }
      if (sumTW > 0) adjT[i] = sumT / sumTW;
    }
    if (!priorActive) {
      const c = Math.sqrt(mean(adjD) / mean(adjO));
      for (let i = 0; i < n; i += 1) {
        adjO[i] = (adjO[i] ?? 0) * c;
        adjD[i] = (adjD[i] ?? 0) / c;
      }
    }
    avg = (mean(adjO) + mean(adjD)) / 2;
    avgT = mean(adjT);
    maxChange = 0;
    for (let i = 0; i < n; i += 1) {
      const dt = Math.abs((adjT[i] ?? 0) - (before.t[i] ?? 0));
      maxChange = Math.max(
        maxChange,
        Math.abs((adjO[i] ?? 0) - (before.o[i] ?? 0)),
        Math.abs((adjD[i] ?? 0) - (before.d[i] ?? 0)),
        Number.isNaN(dt) ? 0 : dt,
      );
    }
  }
  if (n === 0) maxChange = 0;
  return {
    adjO,
    adjD,
    adjT,
    avg,
    avgT,
    iterations,
    converged: maxChange < options.tolerance,
    maxChange,
  };
}
