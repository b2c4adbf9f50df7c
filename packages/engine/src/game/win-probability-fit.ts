/**
 * Fitting the in-game win-probability model of METHODS §7 [S42]:
 *   logit p = β0(t) + β1(t)·margin + β2(t)·pregame spread [+ β3(t)·possession],
 * one logistic regression per time-remaining bin, regulation and overtime in separate bins, then
 * smoothed across neighbouring bins so the coefficients move gently with time (a bin's estimate
 * is noisy where games are few; its neighbours describe nearly the same moment of a game).
 *
 * Each bin is fitted by iteratively reweighted least squares (Newton's method for the logistic
 * log-likelihood): with p = σ(Xβ) and W = diag(w·p(1−p)), solve (XᵀWX + λI′)δ = Xᵀw(y − p) − λI′β
 * and step β += δ until the largest step is below the tolerance. λ is a small ridge on the
 * non-intercept coefficients: late bins are close to perfectly separated (a 6-point lead with
 * 10 s left nearly always wins) and without it their coefficients would run off to infinity. The
 * ridge keeps them finite (such a bin may report `converged: false`); the default is far too
 * small to matter where the data identify the coefficients.
 */
import type { CanonicalGame } from '@courtside/contract';
import { solveSpd } from '../math/linalg';
import { gameStateAt } from './win-probability';
import type { GameState, WinProbabilityModel } from './win-probability';

export interface WinProbabilitySample extends GameState {
  readonly homeWon: boolean;
  readonly weight?: number;
}

export interface LogisticFit {
  readonly beta: number[];
  readonly converged: boolean;
  readonly iterations: number;
}

export interface LogisticOptions {
  /** Ridge on every coefficient but the first (the intercept). */
  readonly ridge?: number;
  readonly maxIterations?: number;
  readonly tolerance?: number;
}

const sigmoid = (z: number): number => 1 / (1 + Math.exp(-z));

/** Weighted logistic regression by IRLS; `x` rows include the intercept column. */
export function logisticIrls(
  x: readonly (readonly number[])[],
  y: readonly number[],
  weights: readonly number[] | null = null,
  options: LogisticOptions = {},
): LogisticFit {
  const ridge = options.ridge ?? 1e-4;
  const maxIterations = options.maxIterations ?? 50;
  const tolerance = options.tolerance ?? 1e-8;
  const k = x[0]?.length ?? 0;
  const beta = new Array<number>(k).fill(0);
  for (let iteration = 1; iteration <= maxIterations; iteration += 1) {
    // XᵀWX (row-major k×k) and the score Xᵀw(y − p), with the ridge on all but the intercept.
    const hessian = new Float64Array(k * k);
    const gradient = new Float64Array(k);
    x.forEach((row, i) => {
      const p = sigmoid(row.reduce((sum, value, j) => sum + value * (beta[j] ?? 0), 0));
      const w = weights?.[i] ?? 1;
      const curvature = w * p * (1 - p);
      const residual = w * ((y[i] ?? 0) - p);
      for (let a = 0; a < k; a += 1) {
        const xa = row[a] ?? 0;
        gradient[a] = (gradient[a] ?? 0) + xa * residual;
        for (let b = 0; b < k; b += 1) {
          hessian[a * k + b] = (hessian[a * k + b] ?? 0) + curvature * xa * (row[b] ?? 0);
        }
      }
    });
    for (let a = 1; a < k; a += 1) {
      hessian[a * k + a] = (hessian[a * k + a] ?? 0) + ridge;
      gradient[a] = (gradient[a] ?? 0) - ridge * (beta[a] ?? 0);
    }
    const step = solveSpd(hessian, k, gradient);
    let largest = 0;
    step.forEach((delta, j) => {
      beta[j] = (beta[j] ?? 0) + delta;
      largest = Math.max(largest, Math.abs(delta));
    });
    if (largest < tolerance) return { beta, converged: true, iterations: iteration };
  }
  return { beta, converged: false, iterations: maxIterations };
}

export interface WinProbabilityBin {
  readonly overtime: boolean;
  /** States with toSecondsLeft < secondsLeft ≤ fromSecondsLeft (the last bin includes 0). */
  readonly fromSecondsLeft: number;
  readonly toSecondsLeft: number;
  readonly n: number;
  readonly coefficients: {
    readonly intercept: number;
    readonly margin: number;
    readonly pregame: number;
    readonly possession: number;
  };
  readonly converged: boolean;
}

export interface FittedWinProbability {
  readonly bins: readonly WinProbabilityBin[];
  readonly withPossession: boolean;
  readonly predict: WinProbabilityModel;
}

export interface WinProbabilityFitOptions extends LogisticOptions {
  /** Bin edges in regulation seconds left, descending from 2400 to 0. */
  readonly regulationEdges?: readonly number[];
  /** Bin edges in overtime seconds left, descending from 300 to 0. */
  readonly overtimeEdges?: readonly number[];
  readonly withPossession?: boolean;
  /** Average each bin's coefficients with its neighbours' (weights 1-2-1); default true. */
  readonly smooth?: boolean;
}

/** Two-minute bins, then finer ones where the clock matters most. */
export const DEFAULT_REGULATION_EDGES: readonly number[] = [
  ...Array.from({ length: 20 }, (_, i) => 2400 - 120 * i),
  60,
  30,
  0,
];
export const DEFAULT_OVERTIME_EDGES: readonly number[] = [300, 240, 180, 120, 60, 30, 0];

function binIndex(edges: readonly number[], secondsLeft: number): number {
  for (let i = 1; i < edges.length; i += 1) {
    if (secondsLeft > (edges[i] ?? 0)) return i - 1;
  }
  return edges.length - 2;
}

function features(state: GameState, withPossession: boolean): number[] {
  const row = [1, state.margin, state.pregameSpread];
  if (withPossession) row.push(state.possession ?? 0);
  return row;
}

function smoothBins(bins: WinProbabilityBin[]): WinProbabilityBin[] {
  const keys = ['intercept', 'margin', 'pregame', 'possession'] as const;
  return bins.map((bin, i) => {
    const neighbours = [bins[i - 1], bin, bin, bins[i + 1]].filter(
      (other): other is WinProbabilityBin =>
        other !== undefined && other.overtime === bin.overtime && other.n > 0,
    );
    if (bin.n === 0 || neighbours.length === 0) return bin;
    const coefficients = Object.fromEntries(
      keys.map((key) => [
        key,
        neighbours.reduce((sum, other) => sum + other.coefficients[key], 0) / neighbours.length,
      ]),
    ) as WinProbabilityBin['coefficients'];
    return { ...bin, coefficients };
  });
}

/** Fits the binned logistic model on game states with known outcomes. */
export function fitWinProbability(
  samples: readonly WinProbabilitySample[],
  options: WinProbabilityFitOptions = {},
): FittedWinProbability {
  const withPossession = options.withPossession ?? false;
  const groups = [
    { overtime: false, edges: options.regulationEdges ?? DEFAULT_REGULATION_EDGES },
    { overtime: true, edges: options.overtimeEdges ?? DEFAULT_OVERTIME_EDGES },
  ];
  const fitted: WinProbabilityBin[] = [];
  for (const { overtime, edges } of groups) {
    const buckets = Array.from({ length: edges.length - 1 }, () => [] as WinProbabilitySample[]);
    for (const sample of samples) {
      if (sample.overtime === overtime) buckets[binIndex(edges, sample.secondsLeft)]?.push(sample);
    }
    buckets.forEach((bucket, i) => {
      const bin = {
        overtime,
        fromSecondsLeft: edges[i] ?? 0,
        toSecondsLeft: edges[i + 1] ?? 0,
        n: bucket.length,
      };
      if (bucket.length === 0) {
        const none = { intercept: 0, margin: 0, pregame: 0, possession: 0 };
        fitted.push({ ...bin, coefficients: none, converged: false });
        return;
      }
      const fit = logisticIrls(
        bucket.map((sample) => features(sample, withPossession)),
        bucket.map((sample) => (sample.homeWon ? 1 : 0)),
        bucket.map((sample) => sample.weight ?? 1),
        options,
      );
      const [intercept = 0, margin = 0, pregame = 0, possession = 0] = fit.beta;
      fitted.push({
        ...bin,
        coefficients: { intercept, margin, pregame, possession },
        converged: fit.converged,
      });
    });
  }
  const bins = options.smooth === false ? fitted : smoothBins(fitted);
  const predict: WinProbabilityModel = (state) => {
    const group = state.overtime ? groups[1] : groups[0];
    const index = binIndex(group?.edges ?? [], state.secondsLeft);
    const bin = bins.filter((b) => b.overtime === state.overtime)[index];
    if (bin === undefined) return 0.5;
    const { intercept, margin, pregame, possession } = bin.coefficients;
    const possessionTerm = withPossession ? possession * (state.possession ?? 0) : 0;
    return sigmoid(
      intercept + margin * state.margin + pregame * state.pregameSpread + possessionTerm,
    );
  };
  return { bins, withPossession, predict };
}

/** Training samples from a finished game: the state after every event, with the outcome. */
export function winProbabilitySamples(
  game: Pick<CanonicalGame, 'format' | 'events' | 'finalScore'>,
  pregameSpread = 0,
): WinProbabilitySample[] {
  const homeWon = game.finalScore.home > game.finalScore.away;
  return game.events.map((event) => ({
    ...gameStateAt(game.format, event.period, event.clock, event.score, pregameSpread),
    homeWon,
  }));
}
