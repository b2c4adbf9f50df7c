/**
 * The normal equations of the RAPM design (METHODS §4; the model is described in rapm.ts, the
 * design in rapm-design.ts): XᵀWX, XᵀWy, XᵀW1, Σw and Σwy, summed per cross-validation fold
 * while they are built, so that "every fold but f" needs no second pass over the rows.
 * `fullSystem` is the system of every row; `foldSystems` every fold's training system at once,
 * as one batch for the cross-validation's batched products (math/sparse-batch.ts).
 *
 * X has 11 columns a row at most: the ten players (value 1) and the home column (value h, left
 * out when h = 0), so XᵀWX holds only the pairs of players who shared a floor (≈ 200 of ≈ 9,000
 * columns a row on a real-size division) and the home column's row, which every player reaches.
 *
 * How XᵀWX is built, row by row of the matrix instead of row by row of X: X is transposed
 * (where each column appears in it), then for each column i the rows of X holding it are
 * walked, adding w·x_i·x_j for each of their columns j ≥ i (each pair of a row's positions
 * once, ≈ 66 updates a row of X) to a dense accumulator of n numbers per fold that also lists
 * which j it has seen. That row of the upper triangle is then written out with its columns
 * sorted, as the sum of every fold and as each "every fold but f", each entry also copied to
 * row j as its lower-triangle entry (i, j), and the accumulator cleared. All in a few small
 * arrays, and the result is already in CSR form with both triangles and each row's columns
 * increasing, which keeps the product's reads of x close together. Building the upper triangle
 * through a hash table instead made every one of the million entries a cache miss, and then
 * each fold's system had to be converted to CSR: 2-3 times slower in all. Each entry is the
 * sum over the rows of X holding both columns, in row order. (A column listed twice in one row,
 * i.e. a player twice in a five, gets 3w on its diagonal, as pairs of positions count it; the
 * stints of a real-size demo season have none.)
 */
import { SparseSymmetric } from '../math/sparse';
import { SparseSymmetricBatch } from '../math/sparse-batch';
import type { RapmDesign } from './rapm-design';

/** Normal equations: XᵀWX in CSR form (both triangles), the vectors per fold. */
export interface NormalEquations {
  n: number;
  rowStart: Int32Array;
  cols: Int32Array;
  /** XᵀWX over every row. */
  all: Float64Array;
  /** XᵀWX over every fold but f, slot s at s·folds + f (none with one fold). */
  allBut: Float64Array | null;
  xwy: Float64Array[];
  xw1: Float64Array[];
  sw: Float64Array;
  swy: Float64Array;
}

/**
 * Where each column appears in X: entry r·11 + k for column k of row r (k = 10: the home
 * column, listed only when h ≠ 0), rows in order.
 */
function transpose(d: RapmDesign, n: number): { start: Int32Array; at: Int32Array } {
  const homeCol = n - 1;
  const rowsCount = d.y.length;
  const start = new Int32Array(n + 1);
  for (let r = 0; r < rowsCount; r += 1) {
    for (let k = 0; k < 10; k += 1) {
      const c = d.cols[r * 10 + k] ?? 0;
      start[c + 1] = (start[c + 1] ?? 0) + 1;
    }
    if (d.home[r] !== 0) start[homeCol + 1] = (start[homeCol + 1] ?? 0) + 1;
  }
  for (let c = 0; c < n; c += 1) start[c + 1] = (start[c + 1] ?? 0) + (start[c] ?? 0);
  const next = start.slice(0, n);
  const at = new Int32Array(start[n] ?? 0);
  const put = (c: number, entry: number): void => {
    const slot = next[c] ?? 0;
    at[slot] = entry;
    next[c] = slot + 1;
  };
  for (let r = 0; r < rowsCount; r += 1) {
    for (let k = 0; k < 10; k += 1) put(d.cols[r * 10 + k] ?? 0, r * 11 + k);
    if (d.home[r] !== 0) put(homeCol, r * 11 + 10);
  }
  return { start, at };
}

/**
 * The columns j ≥ i of the row of X where column i stands at position k, with x_i·x_j, into
 * `js`/`xs`; returns how many. They are the row's later positions (each five is in increasing
 * column order and every defence column follows every offence one, so those hold the columns
 * ≥ i) and the home column, so each pair (position k, position ≥ k) of a row is counted once.
 */
function laterColumns(
  d: RapmDesign,
  homeCol: number,
  entry: number,
  js: Int32Array,
  xs: Float64Array,
): number {
  const r = Math.floor(entry / 11);
  const k = entry - r * 11;
  const h = d.home[r] ?? 0;
  if (k === 10) {
    js[0] = homeCol;
    xs[0] = h * h;
    return 1;
  }
  let count = 0;
  for (let m = k; m < 10; m += 1) {
    js[count] = d.cols[r * 10 + m] ?? 0;
    xs[count] = 1;
    count += 1;
  }
  if (h !== 0) {
    js[count] = homeCol;
    xs[count] = h;
    count += 1;
  }
  return count;
}

/**
 * Row sizes of XᵀWX's upper triangle (columns j ≥ i) and how many entries each row receives
 * from it as lower triangle (rows i < j): the symbolic pass, sizes before values.
 */
function triangleSizes(
  d: RapmDesign,
  n: number,
  byColumn: ReturnType<typeof transpose>,
): { upper: Int32Array; lower: Int32Array } {
  const seenBy = new Int32Array(n).fill(-1);
  const upper = new Int32Array(n);
  const lower = new Int32Array(n);
  const js = new Int32Array(11);
  const xs = new Float64Array(11);
  for (let i = 0; i < n; i += 1) {
    const end = byColumn.start[i + 1] ?? 0;
    for (let t = byColumn.start[i] ?? 0; t < end; t += 1) {
      const count = laterColumns(d, n - 1, byColumn.at[t] ?? 0, js, xs);
      for (let m = 0; m < count; m += 1) {
        const j = js[m] ?? 0;
        if (seenBy[j] === i) continue;
        seenBy[j] = i;
        upper[i] = (upper[i] ?? 0) + 1;
        if (j !== i) lower[j] = (lower[j] ?? 0) + 1;
      }
    }
  }
  return { upper, lower };
}

/**
 * XᵀWX of every row (its folds' parts added in fold order) and of every fold but f (that sum
 * less fold f's part), n = 2p + 1 columns (offence, defence, home). Row i holds its entries
 * from rows i' < i first (copied from their upper triangles as those are done, so in
 * increasing i'), then its own upper triangle, sorted.
 */
function gram(
  d: RapmDesign,
  n: number,
  folds: number,
): Pick<NormalEquations, 'rowStart' | 'cols' | 'all' | 'allBut'> {
  const byColumn = transpose(d, n);
  const sizes = triangleSizes(d, n, byColumn);
  const rowStart = new Int32Array(n + 1);
  for (let i = 0; i < n; i += 1)
    rowStart[i + 1] = (rowStart[i] ?? 0) + (sizes.lower[i] ?? 0) + (sizes.upper[i] ?? 0);
  const cols = new Int32Array(rowStart[n] ?? 0);
  const all = new Float64Array(cols.length);
  const allBut = folds > 1 ? new Float64Array(cols.length * folds) : null;
  const nextLower = rowStart.slice(0, n);
  const sums = new Float64Array(n * folds);
  const seenBy = new Int32Array(n).fill(-1);
  const js = new Int32Array(11);
  const xs = new Float64Array(11);
  for (let i = 0; i < n; i += 1) {
    const first = (rowStart[i] ?? 0) + (sizes.lower[i] ?? 0);
    let size = first;
    const end = byColumn.start[i + 1] ?? 0;
    for (let t = byColumn.start[i] ?? 0; t < end; t += 1) {
      const entry = byColumn.at[t] ?? 0;
      const r = Math.floor(entry / 11);
      const w = d.w[r] ?? 0;
      const fold = d.fold[r] ?? 0;
      const count = laterColumns(d, n - 1, entry, js, xs);
      for (let m = 0; m < count; m += 1) {
        const j = js[m] ?? 0;
        if (seenBy[j] !== i) {
          seenBy[j] = i;
          cols[size] = j;
          size += 1;
        }
        const at = j * folds + fold;
        sums[at] = (sums[at] ?? 0) + w * (xs[m] ?? 0);
      }
    }
    cols.subarray(first, size).sort();
    for (let at = first; at < size; at += 1) {
      const j = cols[at] ?? 0;
      const from = j * folds;
      let total = 0;
      for (let l = 0; l < folds; l += 1) total += sums[from + l] ?? 0;
      const mirror = j !== i ? (nextLower[j] ?? 0) : -1;
      all[at] = total;
      if (mirror >= 0) {
        cols[mirror] = i;
        all[mirror] = total;
        nextLower[j] = mirror + 1;
      }
      if (allBut) {
        for (let f = 0; f < folds; f += 1) {
          const v = total - (sums[from + f] ?? 0);
          allBut[at * folds + f] = v;
          if (mirror >= 0) allBut[mirror * folds + f] = v;
        }
      }
      for (let l = 0; l < folds; l += 1) sums[from + l] = 0;
    }
  }
  return { rowStart, cols, all, allBut };
}

export function assemble(d: RapmDesign, n: number, folds: number): NormalEquations {
  const homeCol = n - 1;
  const ne: NormalEquations = {
    n,
    ...gram(d, n, folds),
    xwy: Array.from({ length: folds }, () => new Float64Array(n)),
    xw1: Array.from({ length: folds }, () => new Float64Array(n)),
    sw: new Float64Array(folds),
    swy: new Float64Array(folds),
  };
  for (let r = 0; r < d.y.length; r += 1) {
    const fold = d.fold[r] ?? 0;
    const w = d.w[r] ?? 0;
    const y = d.y[r] ?? 0;
    const h = d.home[r] ?? 0;
    const xwy = ne.xwy[fold] as Float64Array;
    const xw1 = ne.xw1[fold] as Float64Array;
    ne.sw[fold] = (ne.sw[fold] ?? 0) + w;
    ne.swy[fold] = (ne.swy[fold] ?? 0) + w * y;
    for (let k = 0; k < 10; k += 1) {
      const c = d.cols[r * 10 + k] ?? 0;
      xwy[c] = (xwy[c] ?? 0) + w * y;
      xw1[c] = (xw1[c] ?? 0) + w;
    }
    if (h !== 0) {
      xwy[homeCol] = (xwy[homeCol] ?? 0) + w * h * y;
      xw1[homeCol] = (xw1[homeCol] ?? 0) + w * h;
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

/** XᵀWy, XᵀW1 and the weighted mean of y over the included folds, added in fold order. */
function foldSums(
  ne: NormalEquations,
  include: readonly boolean[],
): { xwy: Float64Array; xw1: Float64Array; mu: number } {
  const n = ne.n;
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
  return { xwy, xw1, mu: sw > 0 ? swy / sw : 0 };
}

/** The system of every row, solved for δ = β − β₀. */
export function fullSystem(ne: NormalEquations, prior: Float64Array): TrainingSystem {
  const matrix = new SparseSymmetric(ne.n, ne.rowStart, ne.cols, ne.all);
  const { xwy, xw1, mu } = foldSums(
    ne,
    Array.from(ne.sw, () => true),
  );
  const aPrior = new Float64Array(ne.n);
  matrix.multiply(prior, aPrior);
  const rhs = Float64Array.from(xwy, (v, i) => v - mu * (xw1[i] ?? 0) - (aPrior[i] ?? 0));
  return { matrix, rhs, mu };
}

/** Every fold's training system at once (fold f: every layer but f), as one batch. */
export interface FoldSystems {
  matrix: SparseSymmetricBatch;
  /** Right-hand sides, interleaved (entry i of fold f at i·folds + f). */
  rhs: Float64Array;
  mu: Float64Array;
}

/**
 * The training system of each fold f (every fold but f) for the same prior, batched; the
 * right-hand side is fullSystem's arithmetic on that fold's sums.
 */
export function foldSystems(ne: NormalEquations, prior: Float64Array): FoldSystems {
  const { n, allBut } = ne;
  const folds = ne.sw.length;
  if (!allBut) throw new Error('rapm: fold systems need more than one fold');
  const matrix = new SparseSymmetricBatch(n, folds, ne.rowStart, ne.cols, allBut);
  const priors = new Float64Array(n * folds);
  for (let i = 0; i < n; i += 1) priors.fill(prior[i] ?? 0, i * folds, (i + 1) * folds);
  const aPrior = new Float64Array(n * folds);
  matrix.multiply(priors, aPrior, 0, new Float64Array(n));
  const rhs = new Float64Array(n * folds);
  const mu = new Float64Array(folds);
  for (let f = 0; f < folds; f += 1) {
    const sums = foldSums(
      ne,
      Array.from(ne.sw, (_, l) => l !== f),
    );
    mu[f] = sums.mu;
    for (let i = 0; i < n; i += 1)
      rhs[i * folds + f] =
        (sums.xwy[i] ?? 0) - sums.mu * (sums.xw1[i] ?? 0) - (aPrior[i * folds + f] ?? 0);
  }
  return { matrix, rhs, mu };
}
