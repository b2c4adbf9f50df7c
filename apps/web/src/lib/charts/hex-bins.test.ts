import { describe, expect, it, vi } from 'vitest';
import { binShots, hexAgainstLeague, hexRadius, type ShotPoint } from './hex-bins';

const shots = (x: number, y: number, attempts: number, makes: number): ShotPoint[] =>
  Array.from({ length: attempts }, (_, i) => ({ x, y, made: i < makes }));

describe('binShots', () => {
  it('bins on the engine lattice: 1.5 ft between centres, one hex on the basket', () => {
    expect(hexRadius()).toBeCloseTo(0.866, 3);
    const hexes = binShots(
      [...shots(0.2, -0.3, 5, 1), ...shots(1.4, 0.1, 5, 2), ...shots(0.8, 1.2, 5, 3)],
      () => 0.5,
    );
    expect(hexes.map(({ x, y, fga }) => [x, Number(y.toFixed(3)), fga])).toEqual([
      [0, 0, 5],
      [1.5, 0, 5],
      [0.75, 1.299, 5],
    ]);
  });

  it('shrinks FG% toward the league at the spot: (makes + 10·lg) / (attempts + 10)', () => {
    const leagueAt = vi.fn(() => 0.6);
    const [hex] = binShots(shots(0, 0, 6, 3), leagueAt);
    expect(leagueAt).toHaveBeenCalledWith([0, 0]);
    expect(hex).toMatchObject({ fga: 6, fgm: 3, fgPct: 0.5, leagueFgPct: 0.6 });
    // (3 + 6) / 16 = 0.5625 → 3.75 points below the league.
    expect(hex?.pointsAboveLeague).toBeCloseTo(-3.75, 10);
  });

  it('clamps the difference at ±10 points and leaves it null without a league reference', () => {
    expect(binShots(shots(0, 0, 10, 10), () => 0.3)[0]?.pointsAboveLeague).toBe(10);
    expect(binShots(shots(0, 0, 10, 0), () => 0.9)[0]?.pointsAboveLeague).toBe(-10);
    expect(binShots(shots(0, 0, 10, 5), () => null)[0]?.pointsAboveLeague).toBeNull();
  });

  it('hides hexes under 5 attempts and shots off the half court', () => {
    expect(binShots(shots(5, 5, 4, 2), () => 0.5)).toEqual([]);
    expect(binShots(shots(0, 60, 8, 1), () => 0.5)).toEqual([]);
    expect(binShots(shots(3, 5, 9, 4), () => 0.5, { minAttempts: 10 })).toEqual([]);
  });
});

describe('hexAgainstLeague', () => {
  it('shrinks a counted hex toward the league and clamps the difference at ±10 points', () => {
    // (30 + 10·0.5) / (40 + 10) = 0.7 → +20 points, clamped to +10.
    expect(hexAgainstLeague([1.5, 0], 40, 30, 0.5)).toEqual({
      x: 1.5,
      y: 0,
      fga: 40,
      fgm: 30,
      fgPct: 0.75,
      leagueFgPct: 0.5,
      pointsAboveLeague: 10,
    });
    // (4 + 10·0.4) / 20 = 0.4 → 0 points.
    expect(hexAgainstLeague([0, 0], 10, 4, 0.4).pointsAboveLeague).toBeCloseTo(0, 9);
    expect(hexAgainstLeague([0, 0], 10, 4, null).pointsAboveLeague).toBeNull();
  });
});
