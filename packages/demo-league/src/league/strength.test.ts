import { describe, expect, it } from 'vitest';
import { Rng } from './random';
import { STRENGTH_SPREAD, scaleStrengths } from './strength';

const mean = (v: readonly number[]): number => v.reduce((s, x) => s + x, 0) / v.length;
const sd = (v: readonly number[]): number => Math.sqrt(mean(v.map((x) => (x - mean(v)) ** 2)));
const correlation = (a: readonly number[], b: readonly number[]): number =>
  mean(a.map((x, i) => (x - mean(a)) * ((b[i] ?? 0) - mean(b)))) / (sd(a) * sd(b));

describe('scaleStrengths', () => {
  it('turns two teams a level apart into ±√q·σ on each end (worked by hand)', () => {
    // Levels ±1 standardize to ±1, no lean: offense ±7.65·√0.85 = ±7.053, defense ±6.5·√0.85.
    const [good, bad] = scaleStrengths(
      [
        { offense: 0.3, defense: 0.3 },
        { offense: -0.1, defense: -0.1 },
      ],
      STRENGTH_SPREAD.MALE,
    );
    expect(good?.offense).toBeCloseTo(7.053, 3);
    expect(good?.defense).toBeCloseTo(5.993, 3);
    expect(bad?.offense).toBeCloseTo(-7.053, 3);
  });

  it('gives a division exactly the spreads and the correlation asked for, keeping the order by talent', () => {
    const rng = new Rng(3, 'strength');
    const raw = Array.from({ length: 300 }, () => {
      const talent = rng.normal(0, 0.35);
      return { offense: talent + rng.normal(0, 0.05), defense: talent + rng.normal(0, 0.05) };
    });
    const scaled = scaleStrengths(raw, STRENGTH_SPREAD.MALE);
    const offense = scaled.map((t) => t.offense);
    const defense = scaled.map((t) => t.defense);
    expect(mean(offense)).toBeCloseTo(0, 9);
    expect(sd(offense)).toBeCloseTo(7.65, 9);
    expect(sd(defense)).toBeCloseTo(6.5, 9);
    expect(correlation(offense, defense)).toBeCloseTo(0.7, 9);
    // The margin spreads like real Division I men's adjusted margins: √(7.65² + 6.5² + 2·0.7·7.65·6.5).
    expect(sd(scaled.map((t) => t.offense + t.defense))).toBeCloseTo(13.05, 2);
    const level = raw.map((t) => t.offense + t.defense);
    const margin = scaled.map((t) => t.offense + t.defense);
    expect(correlation(level, margin)).toBeGreaterThan(0.95);
  });

  it('spreads women wider (margin sd ≈ 16.2) and leaves a one-team division at 0', () => {
    const rng = new Rng(4, 'strength');
    const raw = Array.from({ length: 200 }, () => ({
      offense: rng.normal(),
      defense: rng.normal(),
    }));
    const scaled = scaleStrengths(raw, STRENGTH_SPREAD.FEMALE);
    expect(sd(scaled.map((t) => t.offense + t.defense))).toBeCloseTo(16.24, 2);
    expect(scaleStrengths([{ offense: 1, defense: 2 }], STRENGTH_SPREAD.MALE)).toEqual([
      { offense: 0, defense: 0 },
    ]);
  });
});
