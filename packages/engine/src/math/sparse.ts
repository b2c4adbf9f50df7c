/**
 * Sparse symmetric matrices in compressed sparse row (CSR) form, for the normal equations XᵀWX
 * of RAPM (METHODS §4; built in season/rapm-design.ts), whose rows hold only the players who
 * shared the floor with a player: ≈ 200 of several thousand columns.
 *
 * Both triangles are stored. That doubles the memory but makes the product one sequential dot
 * product per row with a single write, ≈ 15% faster on this machine than scattering each upper
 * entry into two rows — the product is the inner loop of conjugate gradients. Several matrices
 * of one pattern multiply together faster still: SparseSymmetricBatch (sparse-batch.ts).
 */

export class SparseSymmetric {
  /**
   * Row i's entries sit at rowStart[i] … rowStart[i + 1] − 1 of `cols` and `values`; the
   * caller guarantees the pattern is symmetric (entry (i, j) present iff (j, i) is, same value).
   */
  constructor(
    readonly n: number,
    readonly rowStart: Int32Array,
    readonly cols: Int32Array,
    readonly values: Float64Array,
  ) {
    if (rowStart.length !== n + 1 || cols.length !== values.length || rowStart[n] !== cols.length)
      throw new Error('SparseSymmetric: rowStart, cols and values do not describe an n × n matrix');
  }

  /** out = (A + shift·diag(penalty))·x, penalty = 1 everywhere when omitted. */
  multiply(x: Float64Array, out: Float64Array, shift = 0, penalty?: ArrayLike<number>): void {
    const { rowStart, cols, values } = this;
    for (let i = 0; i < this.n; i += 1) {
      let sum = shift * (penalty ? (penalty[i] ?? 0) : 1) * (x[i] ?? 0);
      const end = rowStart[i + 1] ?? 0;
      for (let k = rowStart[i] ?? 0; k < end; k += 1)
        sum += (values[k] ?? 0) * (x[cols[k] ?? 0] ?? 0);
      out[i] = sum;
    }
  }

  diagonal(): Float64Array {
    const d = new Float64Array(this.n);
    for (let i = 0; i < this.n; i += 1) {
      const end = this.rowStart[i + 1] ?? 0;
      for (let k = this.rowStart[i] ?? 0; k < end; k += 1) {
        if (this.cols[k] === i) d[i] = (d[i] ?? 0) + (this.values[k] ?? 0);
      }
    }
    return d;
  }

  /** Dense row-major copy. */
  toDense(): Float64Array {
    const n = this.n;
    const dense = new Float64Array(n * n);
    for (let i = 0; i < n; i += 1) {
      const end = this.rowStart[i + 1] ?? 0;
      for (let k = this.rowStart[i] ?? 0; k < end; k += 1) {
        const at = i * n + (this.cols[k] ?? 0);
        dense[at] = (dense[at] ?? 0) + (this.values[k] ?? 0);
      }
    }
    return dense;
  }
}
