/**
 * Scoring many brackets against many simulated tournaments, fast.
 *
 * A pool's chance to finish first needs every bracket's score in every run: B brackets × N runs ×
 * G games if done directly. But a game can only be won by the few teams of its subtree (2 in
 * round 1, 4 in round 2, …), so a small block of games has few joint outcomes: ten first-round
 * games have 2¹⁰ = 1,024. For each block the score every bracket earns from it is tabulated once
 * per joint outcome (outcomes × B numbers). A run then costs, per block, one outcome index (a
 * mixed-radix number from each game's winner's position in its subtree) and one add of a row of
 * B numbers — 15 blocks for a national bracket instead of ~60 games × the brackets that
 * picked each winner. Blocks are formed greedily in game order while their outcome count stays
 * within 1,024, which keeps the table near 6,500 rows for a national bracket (5 MB for 100
 * brackets). Games worth nothing to every bracket (the First Four) are left out.
 */
import type { BracketTree } from './bracket';
import type { BracketPicks } from './picks';

const MAX_OUTCOMES = 1024;

export interface PoolScorer {
  readonly brackets: number;
  /** Adds each bracket's score in the run whose winners start at winners[base] into scores. */
  score(winners: Uint8Array, base: number, scores: Float64Array): void;
}

/** Teams that can win each game, and each team's position in that list (−1 if not there). */
function subtreeTeams(tree: BracketTree): { lists: Int32Array[]; position: Int32Array } {
  const n = tree.teamCount;
  const lists: Int32Array[] = [];
  const position = new Int32Array(tree.gameCount * n).fill(-1);
  for (let g = 0; g < tree.gameCount; g += 1) {
    const side = (f: number): Int32Array =>
      f >= 0 ? Int32Array.of(f) : (lists[~f] ?? new Int32Array());
    const list = new Int32Array([...side(tree.feederA[g] ?? 0), ...side(tree.feederB[g] ?? 0)]);
    lists.push(list);
    list.forEach((team, k) => {
      position[g * n + team] = k;
    });
  }
  return { lists, position };
}

export function createPoolScorer(
  tree: BracketTree,
  picks: readonly BracketPicks[],
  points: readonly Float64Array[],
): PoolScorer {
  const n = tree.teamCount;
  const count = picks.length;
  const { lists, position } = subtreeTeams(tree);
  const scored: number[] = [];
  for (let g = 0; g < tree.gameCount; g += 1) {
    if (points.some((p) => (p[g] ?? 0) > 0)) scored.push(g);
  }

  // Greedy blocks in game order; per block its games, their strides and the outcome table.
  const blockGames: number[][] = [];
  for (const g of scored) {
    const size = lists[g]?.length ?? 1;
    const current = blockGames[blockGames.length - 1];
    const outcomes = current?.reduce((product, h) => product * (lists[h]?.length ?? 1), 1) ?? 0;
    if (current !== undefined && outcomes * size <= MAX_OUTCOMES) current.push(g);
    else blockGames.push([g]);
  }
  // One flat table: block k's rows start at rowStart[k]; strides are pre-multiplied by the row
  // length, so a run's row offset is rowStart + Σ position·stride.
  const games = Int32Array.from(blockGames.flat());
  const strides = new Int32Array(games.length);
  const blockEnd = new Int32Array(blockGames.length);
  const rowStart = new Int32Array(blockGames.length);
  let rows = 0;
  let at = 0;
  blockGames.forEach((block, index) => {
    rowStart[index] = rows * count;
    let outcomes = 1;
    for (const g of block) {
      strides[at] = outcomes * count;
      outcomes *= lists[g]?.length ?? 1;
      at += 1;
    }
    blockEnd[index] = at;
    rows += outcomes;
  });
  const table = new Float64Array(rows * count);
  blockGames.forEach((block, index) => {
    const outcomes = block.reduce((product, g) => product * (lists[g]?.length ?? 1), 1);
    let stride = 1;
    for (const g of block) {
      const list = lists[g] ?? new Int32Array();
      for (let outcome = 0; outcome < outcomes; outcome += 1) {
        const winner = list[Math.floor(outcome / stride) % list.length];
        const row = (rowStart[index] as number) + outcome * count;
        for (let b = 0; b < count; b += 1) {
          if (picks[b]?.[g] !== winner) continue;
          table[row + b] = (table[row + b] as number) + (points[b]?.[g] ?? 0);
        }
      }
      stride *= list.length;
    }
  });
  const blocks = blockGames.length;

  return {
    brackets: count,
    score(winners, base, scores) {
      let k = 0;
      for (let block = 0; block < blocks; block += 1) {
        const end = blockEnd[block] as number;
        let row = rowStart[block] as number;
        for (; k < end; k += 1) {
          const g = games[k] as number;
          row +=
            (position[g * n + (winners[base + g] as number)] as number) * (strides[k] as number);
        }
        for (let b = 0; b < count; b += 1) {
          scores[b] = (scores[b] as number) + (table[row + b] as number);
        }
      }
    },
  };
}
