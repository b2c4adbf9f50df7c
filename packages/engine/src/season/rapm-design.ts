/**
 * The RAPM design (METHODS §4; the model is described in rapm.ts, its normal equations are
 * built in rapm-normal.ts).
 *
 * Each stint gives two rows, one per offence. A row keeps 10 column indices (the five
 * attackers' offence columns 0..p−1, the five defenders' defence columns p..2p−1, each five
 * in increasing order), its home
 * sign (+1 offence at home, −1 visiting, 0 neutral), y = 100·pts/poss, the weight
 * w = possessions × the stint's garbage-time weight (§6) and its cross-validation fold (all
 * stints of a game in the same fold, games shuffled by a seeded generator). Rows without
 * possessions, with zero weight or without five players a side are left out and counted.
 */
import { createRng } from '../math/random';
import type { StintInput } from './inputs';

export interface RapmDesign {
  /** Player id of each column pair: offence column k, defence column p + k. */
  ids: number[];
  skipped: number;
  /**
   * 10 column indices per row: the five attackers' offence columns, then the five defenders'
   * defence columns, each five in increasing order (rapm-normal.ts relies on it).
   */
  cols: Int32Array;
  home: Int8Array;
  y: Float64Array;
  w: Float64Array;
  fold: Int32Array;
  /** Unweighted possessions per player on offence / defence. */
  offPoss: Float64Array;
  defPoss: Float64Array;
}

/** Sorts cols[at … at + 4] in place (insertion sort: five numbers). */
function sortFive(cols: Int32Array, at: number): void {
  for (let i = at + 1; i < at + 5; i += 1) {
    const v = cols[i] ?? 0;
    let j = i - 1;
    while (j >= at && (cols[j] ?? 0) > v) {
      cols[j + 1] = cols[j] ?? 0;
      j -= 1;
    }
    cols[j + 1] = v;
  }
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
  const see = (id: number): void => {
    if (index.has(id)) return;
    index.set(id, ids.length);
    ids.push(id);
  };
  for (const s of stints) {
    for (const id of s.homeIds) see(id);
    for (const id of s.awayIds) see(id);
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
    sortFive(d.cols, row * 10);
    sortFive(d.cols, row * 10 + 5);
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
