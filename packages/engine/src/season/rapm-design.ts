/**
 * The RAPM design and its normal equations (METHODS §4; the model is described in rapm.ts).
 *
 * Design: each stint gives two rows, one per offence. A row keeps 10 column indices (the five
 * attackers' offence columns 0..p−1, the five defenders' defence columns p..2p−1), its home
 * sign (+1 offence at home, −1 visiting, 0 neutral), y = 100·pts/poss, and the weight
 * w = possessions × the stint's garbage-time weight (§6). Rows without possessions, with zero
 * weight or without five players a side are left out and counted.
 *
 * Normal equations are accumulated once, one layer per cross-validation fold (all stints of a
 * game in the same fold, games shuffled by a seeded generator): XᵀWX in the sparse symmetric
 * accumulator, XᵀWy, XᵀW1, Σw and Σwy per layer. A training system is then a sum of layers, so
 * "every fold but f" needs no second pass over the stints.
 */
import { createRng } from '../math/random';
import { SymmetricAccumulator, type SparseSymmetric } from '../math/sparse';
import type { StintInput } from './inputs';

export interface RapmDesign {
  /** Player id of each column pair: offence column k, defence column p + k. */
  ids: number[];
  skipped: number;
  /** 10 column indices per row: five attackers (offence), five defenders (defence). */
  cols: Int32Array;
  home: Int8Array;
  y: Float64Array;
  w: Float64Array;
  fold: Int32Array;
  /** Unweighted possessions per player on offence / defence. */
  offPoss: Float64Array;
  defPoss: Float64Array;
}

const usable = (ids: readonly number[], poss: number, weight: number): boolean =>
  poss > 0 && weight > 0 && ids.length === 5;

export function buildDesign(
  stints: readonly StintInput[],
  folds: number,
  seed: number,
): RapmDesign {
  const index = new Map<number, number>();
  const ids: number[] = [];
  for (const s of stints) {
    for (const id of [...s.homeIds, ...s.awayIds]) {
      if (!index.has(id)) {
        index.set(id, ids.length);
        ids.push(id);
      }
    }
  }
  const p = ids.length;
  const games = [...new Set(stints.map((s) => s.gameId))].sort((a, b) => a - b);
  createRng(seed).shuffle(games);
  const foldOf = new Map(games.map((g, i) => [g, i % folds]));

  let kept = 0;
  for (const s of stints) {
    const complete = s.homeIds.length === 5 && s.awayIds.length === 5;
    if (complete && usable(s.homeIds, s.homePoss, s.weight)) kept += 1;
    if (complete && usable(s.awayIds, s.awayPoss, s.weight)) kept += 1;
  }
  const d: RapmDesign = {
    ids,
    skipped: 2 * stints.length - kept,
    cols: new Int32Array(kept * 10),
    home: new Int8Array(kept),
    y: new Float64Array(kept),
    w: new Float64Array(kept),
    fold: new Int32Array(kept),
    offPoss: new Float64Array(p),
    defPoss: new Float64Array(p),
  };
  let row = 0;
  const put = (
    atk: readonly number[],
    def: readonly number[],
    h: number,
    pts: number,
    poss: number,
    s: StintInput,
  ): void => {
    if (def.length !== 5 || !usable(atk, poss, s.weight)) return;
    atk.forEach((id, k) => {
      const c = index.get(id) ?? 0;
      d.cols[row * 10 + k] = c;
      d.offPoss[c] = (d.offPoss[c] ?? 0) + poss;
    });
    def.forEach((id, k) => {
      const c = index.get(id) ?? 0;
      d.cols[row * 10 + 5 + k] = p + c;
      d.defPoss[c] = (d.defPoss[c] ?? 0) + poss;
    });
    d.home[row] = h;
    d.y[row] = (100 * pts) / poss;
    d.w[row] = poss * s.weight;
    d.fold[row] = foldOf.get(s.gameId) ?? 0;
    row += 1;
  };
  for (const s of stints) {
    const h = s.neutral ? 0 : 1;
    put(s.homeIds, s.awayIds, h, s.homePts, s.homePoss, s);
    put(s.awayIds, s.homeIds, -h, s.awayPts, s.awayPoss, s);
  }
  return d;
}

/** Normal equations per fold: XᵀWX (sparse), XᵀWy, XᵀW1 and the totals Σw, Σwy. */
export interface NormalEquations {
  matrix: SymmetricAccumulator;
  xwy: Float64Array[];
  xw1: Float64Array[];
  sw: Float64Array;
  swy: Float64Array;
}

/** n = 2p + 1 columns: offence, defence, then the home indicator. */
export function assemble(d: RapmDesign, n: number, layers: number): NormalEquations {
  const homeCol = n - 1;
  const rowsCount = d.y.length;
  const matrix = new SymmetricAccumulator(n, layers, Math.max(1024, rowsCount * 4));
  const ne: NormalEquations = {
    matrix,
    xwy: Array.from({ length: layers }, () => new Float64Array(n)),
    xw1: Array.from({ length: layers }, () => new Float64Array(n)),
    sw: new Float64Array(layers),
    swy: new Float64Array(layers),
  };
  const cols = new Int32Array(11);
  for (let r = 0; r < rowsCount; r += 1) {
    const layer = d.fold[r] ?? 0;
    const w = d.w[r] ?? 0;
    const y = d.y[r] ?? 0;
    const h = d.home[r] ?? 0;
    const xwy = ne.xwy[layer] as Float64Array;
    const xw1 = ne.xw1[layer] as Float64Array;
    ne.sw[layer] = (ne.sw[layer] ?? 0) + w;
    ne.swy[layer] = (ne.swy[layer] ?? 0) + w * y;
    for (let k = 0; k < 10; k += 1) cols[k] = d.cols[r * 10 + k] ?? 0;
    for (let a = 0; a < 10; a += 1) {
      const ca = cols[a] ?? 0;
      xwy[ca] = (xwy[ca] ?? 0) + w * y;
      xw1[ca] = (xw1[ca] ?? 0) + w;
      for (let b = a; b < 10; b += 1) matrix.add(layer, ca, cols[b] ?? 0, w);
      if (h !== 0) matrix.add(layer, ca, homeCol, w * h);
    }
    if (h !== 0) {
      xwy[homeCol] = (xwy[homeCol] ?? 0) + w * h * y;
      xw1[homeCol] = (xw1[homeCol] ?? 0) + w * h;
      matrix.add(layer, homeCol, homeCol, w * h * h);
    }
  }
  return ne;
}

export interface TrainingSystem {
  matrix: SparseSymmetric;
  /** XᵀW(y − μ) − XᵀWX·β₀: the prior moved to the right-hand side. */
  rhs: Float64Array;
  /** Weighted mean of y over the included layers. */
  mu: number;
}

/** Training system of the layers with include[l] true, solved for δ = β − β₀. */
export function trainingSystem(
  ne: NormalEquations,
  include: readonly boolean[],
  prior: Float64Array,
): TrainingSystem {
  const n = ne.matrix.n;
  const matrix = ne.matrix.combine(include.map((on) => (on ? 1 : 0)));
  let sw = 0;
  let swy = 0;
  const xwy = new Float64Array(n);
  const xw1 = new Float64Array(n);
  include.forEach((on, l) => {
    if (!on) return;
    sw += ne.sw[l] ?? 0;
    swy += ne.swy[l] ?? 0;
    const a = ne.xwy[l] as Float64Array;
    const b = ne.xw1[l] as Float64Array;
    for (let i = 0; i < n; i += 1) {
      xwy[i] = (xwy[i] ?? 0) + (a[i] ?? 0);
      xw1[i] = (xw1[i] ?? 0) + (b[i] ?? 0);
    }
  });
  const mu = sw > 0 ? swy / sw : 0;
  const aPrior = new Float64Array(n);
  matrix.multiply(prior, aPrior);
  const rhs = Float64Array.from(xwy, (v, i) => v - mu * (xw1[i] ?? 0) - (aPrior[i] ?? 0));
  return { matrix, rhs, mu };
}
