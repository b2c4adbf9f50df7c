/**
 * Neutral-site win probabilities for every pair of a tournament field (METHODS §3 "Prediction",
 * §9 "Simulation").
 *
 * Tournament games are on neutral floors, so P(i beats j) depends only on the two teams'
 * adjusted ratings: predictGame with site 'neutral' (Poss = AdjT_i·AdjT_j/AvgT,
 * Pts_i = AdjO_i·AdjD_j/Avg·Poss/100, WP = Φ(spread/σ)). Any team can meet any other in some
 * run, and a simulation plays millions of games among at most a few dozen teams, so all n²
 * probabilities are computed once into a flat row-major Float64Array (p[i·n + j]) and the
 * simulation only reads it. The lower triangle is written as 1 − the upper, so
 * p(i, j) + p(j, i) = 1 exactly and the diagonal is ½.
 *
 * Manual overrides (an injury the ratings do not know, a market line) replace one pair's
 * probability in a copy of the matrix; results already played are fixed in the simulation
 * itself (simulate.ts), not here.
 */
import { predictGame } from '../season/predictions';
import type { LeagueAverages, MatchupRating, PredictOptions } from '../season/predictions';
import { BracketError } from './bracket';

export interface WinProbabilityMatrix {
  /** Number of teams; values has size² entries. */
  readonly size: number;
  /** values[i·size + j] = P(team i beats team j). */
  readonly values: Float64Array;
}

export interface MatrixOptions {
  /** σ of the margin about the spread (men's 10 by default; women's fitted per season). */
  sigma?: number;
}

const checkIndex = (matrix: WinProbabilityMatrix, team: number): void => {
  if (!Number.isInteger(team) || team < 0 || team >= matrix.size) {
    throw new BracketError('matrix', `team index ${team} is outside 0-${matrix.size - 1}`);
  }
};

const checkProbability = (p: number, i: number, j: number): void => {
  if (!(p >= 0 && p <= 1)) {
    throw new BracketError('matrix', `P(${i} beats ${j}) = ${p} is not a probability`);
  }
};

/** Builds a matrix from any pairwise rule; p(i, j) is asked only for i < j. */
export function matrixFromFunction(
  size: number,
  probability: (i: number, j: number) => number,
): WinProbabilityMatrix {
  if (!Number.isInteger(size) || size < 1) {
    throw new BracketError('matrix', `a matrix needs at least one team (got ${size})`);
  }
  const values = new Float64Array(size * size);
  for (let i = 0; i < size; i += 1) {
    values[i * size + i] = 0.5;
    for (let j = i + 1; j < size; j += 1) {
      const p = probability(i, j);
      checkProbability(p, i, j);
      values[i * size + j] = p;
      values[j * size + i] = 1 - p;
    }
  }
  return { size, values };
}

/** Neutral-site P(i beats j) for every pair, from the teams' adjusted ratings. */
export function winProbabilityMatrix(
  ratings: readonly MatchupRating[],
  league: LeagueAverages,
  options: MatrixOptions = {},
): WinProbabilityMatrix {
  ratings.forEach((r, index) => {
    if (![r.ortgAdj, r.drtgAdj, r.paceAdj].every((v) => Number.isFinite(v) && v > 0)) {
      throw new BracketError('matrix', `team ${index} has a rating that is not a positive number`);
    }
  });
  const predict: PredictOptions = { site: 'neutral' };
  if (options.sigma !== undefined) predict.sigma = options.sigma;
  return matrixFromFunction(ratings.length, (i, j) => {
    const a = ratings[i] as MatchupRating;
    const b = ratings[j] as MatchupRating;
    return predictGame(a, b, league, predict).winProbability;
  });
}

export function matchupProbability(matrix: WinProbabilityMatrix, i: number, j: number): number {
  checkIndex(matrix, i);
  checkIndex(matrix, j);
  return matrix.values[i * matrix.size + j] ?? 0.5;
}

/** A copy of the matrix with P(i beats j) = p (and P(j beats i) = 1 − p). */
export function withMatchupOverride(
  matrix: WinProbabilityMatrix,
  i: number,
  j: number,
  p: number,
): WinProbabilityMatrix {
  checkIndex(matrix, i);
  checkIndex(matrix, j);
  checkProbability(p, i, j);
  if (i === j) throw new BracketError('matrix', `a team cannot play itself (${i})`);
  const values = matrix.values.slice();
  values[i * matrix.size + j] = p;
  values[j * matrix.size + i] = 1 - p;
  return { size: matrix.size, values };
}
