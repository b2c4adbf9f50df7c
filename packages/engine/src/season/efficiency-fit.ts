/**
 * The fixed-point iteration behind the adjusted team ratings (METHODS §3; the model and weights
 * are described in team-ratings.ts).
 *
 * Each pass restates every game against an average opponent on a neutral floor and sets each
 * team's AdjO, AdjD and AdjT to the weighted mean of its restated games and of its preseason
 * prior (a pseudo-game at the prior's offsets from the current national averages). Details:
 *
 * 1. Gauss–Seidel order. Teams are updated one at a time and each update reads the newest
 *    ratings of its opponents. Updating all teams from the previous pass (Jacobi) oscillates on
 *    any two-colourable part of a schedule: in a one-game league A's AdjO and B's AdjD just swap
 *    between two wrong values forever. Sequential updates settle such a pair in one pass.
 * 2. Scale. Avg and AvgT are the pool's national averages, fixed from the games (mean
 *    efficiency and tempo of every team-game row), as in T-Rank [S15]. The model
 *    OE_ij ≈ AdjO_i·AdjD_j·s/Avg cannot tell AdjO·c, AdjD/c from AdjO, AdjD, so each pass rescales
 *    AdjO by c and AdjD by 1/c (c = √(mean AdjD/mean AdjO), which leaves every prediction
 *    unchanged) so the average team has AdjO = AdjD (both then ≈ Avg). The prior is stated as
 *    offsets from Avg (centred on zero), so it agrees with the convention instead of fighting it.
 *    Averages recomputed from the ratings every pass would let the whole scale drift slowly with
 *    a prior anchored to them.
 * 3. The prior makes the fit well posed. Without it, the relative level of two parts of a
 *    schedule joined by one game rests on that game alone, and two parts never joined have no
 *    relative level at all. Every team's prior pseudo-game anchors every part to the national
 *    average, so the fixed point is unique on any schedule, connected or not; the iteration
 *    contracts at least by g/(g + w) per pass on the slowest mode (g the games of a team, w its
 *    prior weight), so convergence is geometric.
 * 4. Convergence criterion. Let δ_k be the largest change of any rating (AdjO, AdjD, AdjT, points
 *    per 100 possessions or possessions per 40) in pass k, and q_k = max(δ_k/δ_{k−1},
 *    δ_{k−1}/δ_{k−2}) the observed contraction rate. For an iteration contracting at rate q the
 *    distance to the fixed point after pass k is at most δ_k·q/(1 − q). The fit has converged
 *    when δ_k < tol and that bound is < tol (with q < 1), i.e. no rating is more than `tol` from
 *    its fixed point; a pass that changes nothing converges at once. A slowly contracting
 *    schedule (q near 1) therefore runs longer instead of stopping on a small step. After
 *    maxIterations passes the caller gets `converged: false` and the last bound; the build
 *    refuses to publish such a fit.
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
  /** Expected AdjO − Avg, AdjD − Avg (points per 100) and AdjT − AvgT. */
  offense: number;
  defense: number;
  tempo: number;
  /** Pseudo-games the prior counts for. */
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
  /** Largest rating change in the last pass. */
  maxChange: number;
  /** Bound on the distance of any rating from the fixed point (Infinity when not contracting). */
  errorBound: number;
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

/**
 * The national averages of the pool's games: mean efficiency of every team-game row (each game
 * gives both teams' rows) and mean tempo. They are fixed by the data, not by the ratings, so the
 * ratings' level cannot drift with them.
 */
export function nationalAverages(games: readonly FitGame[]): { avg: number; avgT: number } {
  if (games.length === 0) return { avg: Number.NaN, avgT: Number.NaN };
  let oe = 0;
  let tempo = 0;
  for (const g of games) {
    oe += g.oe;
    tempo += g.tempo;
  }
  return { avg: oe / games.length, avgT: tempo / games.length };
}

/** The a-posteriori error bound of point 4 above, from the last three pass changes. */
export function contractionBound(changes: readonly number[]): number {
  const k = changes.length;
  const last = changes[k - 1];
  if (last === undefined) return Number.POSITIVE_INFINITY;
  if (last === 0) return 0;
  const prev = changes[k - 2];
  const prevPrev = changes[k - 3];
  if (prev === undefined || prevPrev === undefined || prev === 0 || prevPrev === 0) {
    return Number.POSITIVE_INFINITY;
  }
  const q = Math.max(last / prev, prev / prevPrev);
  return q < 1 ? (last * q) / (1 - q) : Number.POSITIVE_INFINITY;
}

interface Sums {
  o: number;
  d: number;
  w: number;
  t: number;
  tw: number;
}

/** One team's update: its prior pseudo-game plus its restated games. */
function teamSums(
  i: number,
  gameIndexes: readonly number[],
  games: readonly FitGame[],
  prior: FitPrior | undefined,
  state: { adjO: Float64Array; adjD: Float64Array; adjT: Float64Array; avg: number; avgT: number },
  blowout: number | null,
): Sums {
  const { adjO, adjD, adjT, avg, avgT } = state;
  const wp = prior?.weight ?? 0;
  const sums: Sums = {
    o: wp * (avg + (prior?.offense ?? 0)),
    d: wp * (avg + (prior?.defense ?? 0)),
    w: wp,
    t: wp * (avgT + (prior?.tempo ?? 0)),
    tw: wp,
  };
  const em = (adjO[i] ?? 0) - (adjD[i] ?? 0);
  for (const k of gameIndexes) {
    const g = games[k] as FitGame;
    const gO = restateEfficiency(g.oe, adjD[g.opp] ?? 0, avg, g.sTeam);
    const gD = restateEfficiency(g.de, adjO[g.opp] ?? 0, avg, g.sOpp);
    let w = g.weight;
    if (blowout !== null) {
      // Huber weight on the surprise: how far this game's margin is from the current AdjEM.
      const surprise = Math.abs(gO - gD - em);
      if (surprise > blowout) w *= blowout / surprise;
    }
    sums.o += w * gO;
    sums.d += w * gD;
    sums.w += w;
    sums.t += (g.weight * g.tempo * avgT) / (adjT[g.opp] ?? 1);
    sums.tw += g.weight;
  }
  return sums;
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
  const state = { adjO, adjD, adjT, ...nationalAverages(games) };
  const before = { o: new Float64Array(n), d: new Float64Array(n), t: new Float64Array(n) };

  const changes: number[] = [];
  let iterations = 0;
  let maxChange = n === 0 ? 0 : Number.POSITIVE_INFINITY;
  let errorBound = n === 0 ? 0 : Number.POSITIVE_INFINITY;
  const done = () => maxChange < options.tolerance && errorBound < options.tolerance;
  while (!done() && iterations < options.maxIterations) {
    iterations += 1;
    before.o.set(adjO);
    before.d.set(adjD);
    before.t.set(adjT);
    for (let i = 0; i < n; i += 1) {
      const s = teamSums(i, byTeam[i] ?? [], games, priors[i], state, options.blowoutThreshold);
      if (s.w > 0) {
        adjO[i] = s.o / s.w;
        adjD[i] = s.d / s.w;
      }
      if (s.tw > 0) adjT[i] = s.t / s.tw;
    }
    const c = Math.sqrt(mean(adjD) / mean(adjO));
    for (let i = 0; i < n; i += 1) {
      adjO[i] = (adjO[i] ?? 0) * c;
      adjD[i] = (adjD[i] ?? 0) / c;
    }
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
    if (Number.isNaN(maxChange)) break;
    changes.push(maxChange);
    errorBound = contractionBound(changes);
  }
  return {
    adjO,
    adjD,
    adjT,
    avg: state.avg,
    avgT: state.avgT,
    iterations,
    converged: done(),
    maxChange,
    errorBound,
  };
}

/** Connected parts of the schedule graph (union-find over the rated games). */
export function scheduleComponents(n: number, games: readonly FitGame[]): number {
  const parent = Int32Array.from({ length: n }, (_, i) => i);
  const find = (i: number): number => {
    let root = i;
    while (parent[root] !== root) root = parent[root] ?? root;
    while (parent[i] !== root) {
      const next = parent[i] ?? root;
      parent[i] = root;
      i = next;
    }
    return root;
  };
  let parts = n;
  for (const g of games) {
    const a = find(g.team);
    const b = find(g.opp);
    if (a !== b) {
      parent[a] = b;
      parts -= 1;
    }
  }
  return parts;
}
