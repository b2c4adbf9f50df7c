import { describe, expect, it } from 'vitest';
import { createRng } from '../math/random';
import { contractionBound } from './efficiency-fit';
import type { GameSite, TeamGameInput } from './inputs';
import type { TeamRatingsOptions, TeamRatingsResult } from './team-ratings';
import { teamRatings } from './team-ratings';

/** The build's prior weights with no preseason expectation: shrinkage only. */
const SHRINK: TeamRatingsOptions = {
  prior: { offsets: new Map(), weights: { initialGames: 8, fadeGames: 20, floorGames: 1.4 } },
};

/**
 * A cluster of `size` teams (ids from `firstId`) playing a double round robin with true
 * strengths spread ±`spread` around `level` (AdjEM), Gaussian noise of 8 per 100 possessions.
 */
function cluster(
  rng: ReturnType<typeof createRng>,
  firstId: number,
  size: number,
  level: number,
  spread: number,
  firstGameId: number,
): TeamGameInput[] {
  const em = Array.from({ length: size }, () => level + spread * (2 * rng.next() - 1));
  const rows: TeamGameInput[] = [];
  let gameId = firstGameId;
  for (let a = 0; a < size; a += 1) {
    for (let b = 0; b < size; b += 1) {
      if (a === b) continue;
      rows.push(game(gameId, firstId + a, firstId + b, (em[a] ?? 0) - (em[b] ?? 0), rng));
      gameId += 1;
    }
  }
  return rows;
}

function game(
  gameId: number,
  home: number,
  away: number,
  margin: number,
  rng: ReturnType<typeof createRng>,
  site: GameSite = 'home',
): TeamGameInput {
  const poss = 68;
  const homePer100 = 105 + margin / 2 + 8 * rng.normal();
  const awayPer100 = 105 - margin / 2 + 8 * rng.normal();
  const points = Math.round((homePer100 * poss) / 100);
  let opponentPoints = Math.round((awayPer100 * poss) / 100);
  if (opponentPoints === points) opponentPoints += 1;
  return {
    gameId,
    date: `2025-01-${String(1 + (gameId % 28)).padStart(2, '0')}`,
    teamId: home,
    opponentId: away,
    site,
    points,
    opponentPoints,
    possessions: poss,
    overtimes: 0,
    opponentIsCovered: true,
  };
}

const em = (result: TeamRatingsResult, id: number): number =>
  result.teams.find((t) => t.teamId === id)?.netRtgAdj ?? Number.NaN;

/** Every rating of `loose` within `tol` of the same fit run to a 1e-9 tolerance. */
function expectWithinTolerance(rows: TeamGameInput[], options: TeamRatingsOptions, tol: number) {
  const loose = teamRatings(rows, { ...options, tolerance: tol });
  const tight = teamRatings(rows, { ...options, tolerance: 1e-9 });
  expect(loose.converged).toBe(true);
  expect(tight.converged).toBe(true);
  for (const t of tight.teams) {
    const l = loose.teams.find((x) => x.teamId === t.teamId);
    expect(Math.abs((l?.ortgAdj ?? 0) - t.ortgAdj)).toBeLessThan(tol);
    expect(Math.abs((l?.drtgAdj ?? 0) - t.drtgAdj)).toBeLessThan(tol);
    expect(Math.abs((l?.paceAdj ?? 0) - t.paceAdj)).toBeLessThan(tol);
  }
  return { loose, tight };
}

describe('contractionBound', () => {
  it('bounds the distance to the fixed point from the observed contraction', () => {
    // Changes 1, 0.5, 0.25: q = 0.5, remaining distance ≤ 0.25·0.5/0.5 = 0.25.
    expect(contractionBound([1, 0.5, 0.25])).toBeCloseTo(0.25, 12);
    // The slower of the last two rates counts: q = 0.9 → 0.09·0.9/0.1 = 0.81.
    expect(contractionBound([1, 0.1, 0.09])).toBeCloseTo(0.81, 12);
    expect(contractionBound([1, 2, 3])).toBe(Number.POSITIVE_INFINITY);
    expect(contractionBound([0.2, 0.1])).toBe(Number.POSITIVE_INFINITY);
    expect(contractionBound([0.2, 0.1, 0])).toBe(0);
    expect(contractionBound([])).toBe(Number.POSITIVE_INFINITY);
  });
});

describe('fitEfficiencies convergence', () => {
  it('converges on two clusters joined by one game, to within the tolerance', () => {
    const rng = createRng(21);
    const rows = [
      ...cluster(rng, 100, 10, 10, 8, 1),
      ...cluster(rng, 200, 10, -10, 8, 1000),
      game(5000, 100, 200, 20, rng, 'neutral'),
    ];
    const { loose } = expectWithinTolerance(rows, SHRINK, 0.01);
    expect(loose.components).toBe(1);
    // One game says little about the clusters' gap: shrinkage keeps it well under the true 20,
    // but the stronger cluster still rates higher on average.
    const mean = (first: number) =>
      Array.from({ length: 10 }, (_, i) => em(loose, first + i)).reduce((a, b) => a + b, 0) / 10;
    expect(mean(100)).toBeGreaterThan(mean(200));
  });

  it('converges on a disconnected schedule and anchors each part to the average', () => {
    const rng = createRng(22);
    const rows = [...cluster(rng, 100, 6, 15, 6, 1), ...cluster(rng, 200, 6, -15, 6, 1000)];
    const { loose } = expectWithinTolerance(rows, SHRINK, 0.01);
    expect(loose.components).toBe(2);
    // Nothing relates the parts, so each is centred on the national average.
    for (const first of [100, 200]) {
      const mean =
        Array.from({ length: 6 }, (_, i) => em(loose, first + i)).reduce((a, b) => a + b, 0) / 6;
      expect(Math.abs(mean)).toBeLessThan(0.5);
    }
  });

  it('converges on tiny schedules', () => {
    const rng = createRng(23);
    const oneGame = [game(1, 1, 2, 10, rng)];
    const triangle = [game(1, 1, 2, 5, rng), game(2, 2, 3, 5, rng), game(3, 3, 1, -10, rng)];
    for (const rows of [oneGame, triangle]) {
      const { loose } = expectWithinTolerance(rows, SHRINK, 0.01);
      for (const t of loose.teams) expect(Math.abs(t.netRtgAdj)).toBeLessThan(60);
    }
    const empty = teamRatings([], SHRINK);
    expect(empty).toMatchObject({ converged: true, iterations: 0, components: 0 });
  });

  it('keeps going on a slowly contracting schedule instead of stopping on a small step', () => {
    // Two clusters of 20 joined by one game: the gap between them settles slowly. A rule that
    // stopped at the first step under 0.01 would stop early; the bound keeps it going.
    const rng = createRng(24);
    const rows = [
      ...cluster(rng, 100, 20, 12, 6, 1),
      ...cluster(rng, 200, 20, -12, 6, 2000),
      game(9000, 100, 200, 24, rng, 'neutral'),
    ];
    const result = teamRatings(rows, SHRINK);
    expect(result.converged).toBe(true);
    expect(result.errorBound).toBeLessThan(0.01);
    expect(result.maxChange).toBeLessThan(result.errorBound + 1e-12);
    const capped = teamRatings(rows, { ...SHRINK, maxIterations: 3 });
    expect(capped.converged).toBe(false);
  });
});
