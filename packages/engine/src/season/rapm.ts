/**
 * Regularized adjusted plus-minus (METHODS §4 [S29]).
 *
 * Model: one row per stint per offence. The five attackers get +1 in their offence columns, the
 * five defenders +1 in their defence columns, and a home column holds +1 when the offence is at
 * home, −1 when it is the visitor, 0 at a neutral site (so its coefficient is half the home/away
 * gap). y = 100·pts/poss, weight w = possessions × stint weight (garbage time, §6). With μ the
 * weighted mean of y and β₀ a prior mean per player,
 *     β̂ = β₀ + (XᵀWX + λP)⁻¹ XᵀW(y − μ − Xβ₀),
 * i.e. ridge regression that shrinks each player toward his prior instead of toward 0 (the
 * penalty is λ‖β − β₀‖²). P = I on player columns and a negligible 1e-6 on the home column
 * (left effectively free, prior 0). ORAPM = offence coefficient; DRAPM = −defence coefficient
 * (points prevented); RAPM = sum. Without priors β₀ = 0 and this is plain RAPM.
 *
 * Why a prior: a player's data weight is roughly n/(n + λ) for n possessions, so a thinly
 * sampled player lands on his prior, a heavily sampled one on what the stints say; the prior
 * means come from the box score and last season (rapm-prior.ts, [S30]).
 *
 * Anchor: the offence columns of a row always sum to 5, as do the defence columns, so X is never
 * of full rank: adding c to every ORAPM and to every DRAPM leaves every prediction unchanged.
 * Ridge resolves that direction by the penalty, i.e. by the prior's balance, so the prior is
 * centred first (centerPriors, default on): its possession-weighted mean is made 0 on offence
 * and on defence separately (weights = each player's offence / defence possessions in the
 * design), which makes the possession-weighted mean RAPM ≈ 0, as without a prior. A player
 * without a prior gets 0 before centring, i.e. the league's average player after it. As λ → 0
 * the solution tends to the least-squares one nearest the prior; without a prior, the
 * minimum-norm one, i.e. plain APM.
 *
 * λ: k-fold cross-validation (default 5) over a log grid, folds grouped by game (all stints of a
 * game in one fold, so a game never predicts itself), scored by the weighted squared error of
 * the held-out rows. By default the cross-validation scores the model without its prior and the
 * λ it picks serves the prior fit: the box prior is computed from the whole season (box scores
 * and team ratings of the held-out games included), so scoring the prior model would let the
 * held-out results in through the prior and push λ up (on the small demo league it went to the
 * top of the grid and matched the players' hidden talent worse: r 0.51 against 0.57).
 * The price, where the prior is independent of the games: on a planted real-size season the
 * prior model's own CV picks 3,000 (r 0.76 with the planted effects), the plain one 1,000
 * (r 0.73; 0.59 without prior); on small planted leagues the two λ do equally well.
 * `lambdaFrom: 'prior'` scores the prior model, for priors that never saw the season. Design:
 * rapm-design.ts; normal equations per fold: rapm-normal.ts; the cross-validation: rapm-cv.ts.
 *
 * Cost, with R rows, p players, n = 2p + 1 columns and nnz the player pairs that shared a floor:
 * assembly O(R·66) (each pair of a row's 11 columns once), straight into CSR form for every
 * fold at once (rapm-normal.ts). Cross-validation solves by Jacobi-preconditioned conjugate
 * gradients, all folds of a λ together with one batched product (O(iterations·nnz·folds)),
 * from the largest λ down, each warm-started from the previous λ's solution and stopped at a
 * relative residual of 1e-4 (cvTolerance): 3-18 iterations a solve (rapm-cv.ts). The final fit
 * at the chosen λ is a dense Cholesky of the n×n system, O(n³/3) time and O(n²) memory, up to
 * denseMaxColumns (default 1,500 ≈ 750 players: a conference or a small league, ≈ 0.7 s);
 * beyond that (a whole division, ≈ 10,000 columns, would need 800 MB and minutes to factor) it
 * is CG to 1e-8 from zero. The Division I of a real-size demo season (151,789 stints, 10,133
 * columns, 2.1 M stored entries) takes ≈ 2.3 s on the shared 2-core machine: 0.2 s design,
 * 0.7 s assembly, 1.1 s for 5 folds × 6 λ (≈ 50 batched products of ≈ 14 ms), 0.2 s final
 * fit. Before the batched products and the direct CSR assembly it took ≈ 4.3 s, and ≈ 11 s
 * with a CV tolerance of 1e-8 and warm starts along λ only.
 */
import { choleskyInPlace, choleskySolve, conjugateGradient } from '../math/linalg';
import type { StintInput } from './inputs';
import { crossValidate } from './rapm-cv';
import { buildDesign, type RapmDesign } from './rapm-design';
import { assemble, fullSystem, type TrainingSystem } from './rapm-normal';

/**
 * λ grid of the cross-validation. The plain model picks 1,000 on a planted real-size season and
 * 3,000 on the small demo league; the top of the grid is for seasons so thin that the data
 * should hardly move anyone.
 */
export const DEFAULT_RAPM_LAMBDAS: readonly number[] = [300, 1000, 3000, 10000, 30000, 100000];
/** λ used when there are too few games to cross-validate. */
export const FALLBACK_RAPM_LAMBDA = 1000;

export interface RapmPrior {
  orapm: number;
  drapm: number;
}

export interface RapmOptions {
  /** Fixed λ: skips cross-validation. */
  lambda?: number;
  lambdaGrid?: readonly number[];
  folds?: number;
  /** Seed of the game-to-fold assignment. */
  seed?: number;
  /** Prior ORAPM/DRAPM by player id (rapm-prior.ts); players without one get 0. */
  priors?: ReadonlyMap<number, RapmPrior>;
  /** Centre the prior at possession-weighted mean 0 on each side (default true; see above). */
  centerPriors?: boolean;
  /** Which model the cross-validation scores (default 'plain'; see above). */
  lambdaFrom?: 'plain' | 'prior';
  denseMaxColumns?: number;
  /** Relative residual at which conjugate gradients stop: the final fit… */
  cgTolerance?: number;
  /**
   * …and the cross-validation solves (default 1e-4: held-out errors then agree with 1e-8
   * solves to 1e-6 relative, far below the gaps between λ, at a third of the iterations).
   */
  cvTolerance?: number;
}

export interface RapmPlayer {
  playerId: number;
  orapm: number;
  drapm: number;
  rapm: number;
  /** The prior mean the fit shrank toward, after centring. */
  priorOrapm: number;
  priorDrapm: number;
  /** Possessions on offence / defence (unweighted). */
  offPoss: number;
  defPoss: number;
}

export interface RapmResult {
  players: RapmPlayer[];
  lambda: number;
  /** Mean held-out squared error per λ (empty when λ was given or CV was impossible). */
  cv: { lambda: number; mse: number }[];
  /** Weighted mean of y: the league's points per 100 possessions. */
  intercept: number;
  /** Home minus away offence, points per 100 possessions (twice the home coefficient). */
  homeAdvantage: number;
  /** What centring subtracted from every prior ORAPM / DRAPM (0 without priors). */
  priorShift: RapmPrior;
  rows: number;
  /** Offence rows left out: no possessions, zero weight, or not five players a side. */
  skippedRows: number;
  columns: number;
  solver: 'cholesky' | 'conjugate-gradient';
}

interface SolveSettings {
  penalty: Float64Array;
  tolerance: number;
  dense: boolean;
}

function solve(system: TrainingSystem, lambda: number, settings: SolveSettings): Float64Array {
  const n = system.matrix.n;
  const { penalty, tolerance } = settings;
  if (settings.dense) {
    const a = system.matrix.toDense();
    for (let i = 0; i < n; i += 1) a[i * n + i] = (a[i * n + i] ?? 0) + lambda * (penalty[i] ?? 0);
    if (!choleskyInPlace(a, n)) throw new Error('rapm: normal equations are not positive definite');
    return choleskySolve(a, n, system.rhs);
  }
  const diagonal = system.matrix.diagonal();
  for (let i = 0; i < n; i += 1) diagonal[i] = (diagonal[i] ?? 0) + lambda * (penalty[i] ?? 0);
  const result = conjugateGradient({
    multiply: (x, out) => system.matrix.multiply(x, out, lambda, penalty),
    b: system.rhs,
    diagonal,
    tolerance,
  });
  if (!result.converged)
    throw new Error(`rapm: conjugate gradients did not converge at λ = ${lambda} (${n} columns)`);
  return result.x;
}

/**
 * Prior vector over the columns (offence β₀ = ORAPM prior, defence β₀ = −DRAPM prior, home 0),
 * centred on each side at possession-weighted mean 0 when asked.
 */
function priorVector(
  d: RapmDesign,
  options: RapmOptions,
): { prior: Float64Array; shift: RapmPrior } {
  const p = d.ids.length;
  const prior = new Float64Array(2 * p + 1);
  if (!options.priors) return { prior, shift: { orapm: 0, drapm: 0 } };
  d.ids.forEach((id, k) => {
    const pr = options.priors?.get(id);
    if (!pr) return;
    if (!Number.isFinite(pr.orapm) || !Number.isFinite(pr.drapm))
      throw new Error(`rapm: the prior of player ${id} is not a finite number`);
    prior[k] = pr.orapm;
    prior[p + k] = -pr.drapm;
  });
  if (options.centerPriors === false) return { prior, shift: { orapm: 0, drapm: 0 } };
  let off = 0;
  let def = 0;
  let offW = 0;
  let defW = 0;
  for (let k = 0; k < p; k += 1) {
    off += (d.offPoss[k] ?? 0) * (prior[k] ?? 0);
    offW += d.offPoss[k] ?? 0;
    def += (d.defPoss[k] ?? 0) * -(prior[p + k] ?? 0);
    defW += d.defPoss[k] ?? 0;
  }
  const shift = { orapm: offW > 0 ? off / offW : 0, drapm: defW > 0 ? def / defW : 0 };
  for (let k = 0; k < p; k += 1) {
    prior[k] = (prior[k] ?? 0) - shift.orapm;
    prior[p + k] = (prior[p + k] ?? 0) + shift.drapm;
  }
  return { prior, shift };
}

export function rapm(stints: readonly StintInput[], options: RapmOptions = {}): RapmResult {
  const grid = [...(options.lambdaGrid ?? DEFAULT_RAPM_LAMBDAS)].sort((a, b) => b - a);
  if (grid.length === 0 || grid.some((l) => !(l > 0)))
    throw new Error('rapm: the λ grid must hold positive numbers');
  if (options.lambda !== undefined && !(options.lambda > 0))
    throw new Error(`rapm: λ must be positive, got ${options.lambda}`);
  const gameCount = new Set(stints.map((s) => s.gameId)).size;
  const validate = options.lambda === undefined && gameCount >= 2 && grid.length > 1;
  const folds = validate ? Math.min(options.folds ?? 5, gameCount) : 1;
  const d = buildDesign(stints, folds, options.seed ?? 1);
  const p = d.ids.length;
  const n = 2 * p + 1;
  const dense = n <= (options.denseMaxColumns ?? 1500);
  const penalty = Float64Array.from({ length: n }, (_, i) => (i < 2 * p ? 1 : 1e-6));
  const final: SolveSettings = { penalty, tolerance: options.cgTolerance ?? 1e-8, dense };
  const iterative = { penalty, tolerance: options.cvTolerance ?? 1e-4 };
  const { prior, shift } = priorVector(d, options);
  const ne = assemble(d, n, folds);

  const cv: { lambda: number; mse: number }[] = [];
  let lambda = options.lambda ?? (grid.length === 1 ? (grid[0] as number) : FALLBACK_RAPM_LAMBDA);
  if (validate) {
    const cvPrior = options.lambdaFrom === 'prior' ? prior : new Float64Array(n);
    const { mse } = crossValidate(d, ne, grid, cvPrior, iterative);
    let best = 0;
    grid.forEach((lam, g) => {
      cv.push({ lambda: lam, mse: mse[g] ?? Infinity });
      if ((mse[g] ?? Infinity) < (cv[best]?.mse ?? Infinity)) best = g;
    });
    lambda = cv[best]?.lambda ?? lambda;
  }

  const system = fullSystem(ne, prior);
  const delta = solve(system, lambda, final);
  const players = d.ids.map((playerId, k) => {
    const priorOrapm = prior[k] ?? 0;
    const priorDrapm = -(prior[p + k] ?? 0);
    const orapm = priorOrapm + (delta[k] ?? 0);
    const drapm = priorDrapm - (delta[p + k] ?? 0);
    return {
      playerId,
      orapm,
      drapm,
      rapm: orapm + drapm,
      priorOrapm,
      priorDrapm,
      offPoss: d.offPoss[k] ?? 0,
      defPoss: d.defPoss[k] ?? 0,
    };
  });
  return {
    players,
    lambda,
    cv: cv.sort((a, b) => a.lambda - b.lambda),
    intercept: system.mu,
    homeAdvantage: 2 * (delta[n - 1] ?? 0),
    priorShift: shift,
    rows: d.y.length,
    skippedRows: d.skipped,
    columns: n,
    solver: dense ? 'cholesky' : 'conjugate-gradient',
  };
}
