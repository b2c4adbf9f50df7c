import { describe, expect, it } from 'vitest';
import { fitLeastSquares, predictY, residualOf } from './least-squares';

describe('fitLeastSquares', () => {
  it('matches the hand-worked line and R² of four points', () => {
    // x̄ = 2.5, ȳ = 3.5; sxx = 5, sxy = 4, syy = 5 → slope 0.8, intercept 3.5 − 0.8·2.5 = 1.5,
    // R² = 4² / (5·5) = 0.64.
    const fit = fitLeastSquares([
      { x: 1, y: 2 },
      { x: 2, y: 3 },
      { x: 3, y: 5 },
      { x: 4, y: 4 },
    ]);
    expect(fit?.slope).toBeCloseTo(0.8, 12);
    expect(fit?.intercept).toBeCloseTo(1.5, 12);
    expect(fit?.rSquared).toBeCloseTo(0.64, 12);
    expect(fit?.n).toBe(4);
  });

  it('keeps its precision on values near 100 (ratings)', () => {
    const fit = fitLeastSquares([
      { x: 101, y: 102 },
      { x: 102, y: 103 },
      { x: 103, y: 105 },
      { x: 104, y: 104 },
    ]);
    expect(fit?.slope).toBeCloseTo(0.8, 10);
    // The same points shifted by 100 on both axes: y − 100 = 1.5 + 0.8·(x − 100).
    expect(fit?.intercept).toBeCloseTo(21.5, 10);
    expect(fit?.rSquared).toBeCloseTo(0.64, 10);
  });

  it('gives R² 1 and the exact line for points on a line, with a negative slope', () => {
    const fit = fitLeastSquares([
      { x: 0, y: 10 },
      { x: 2, y: 6 },
      { x: 5, y: 0 },
    ]);
    expect(fit).toMatchObject({ n: 3 });
    expect(fit?.slope).toBeCloseTo(-2, 12);
    expect(fit?.intercept).toBeCloseTo(10, 12);
    expect(fit?.rSquared).toBeCloseTo(1, 12);
  });

  it('has no line for fewer than two points, no spread in x or y, and skips non-finite points', () => {
    expect(fitLeastSquares([])).toBeNull();
    expect(fitLeastSquares([{ x: 1, y: 1 }])).toBeNull();
    expect(
      fitLeastSquares([
        { x: 3, y: 1 },
        { x: 3, y: 2 },
      ]),
    ).toBeNull();
    expect(
      fitLeastSquares([
        { x: 1, y: 2 },
        { x: 3, y: 2 },
      ]),
    ).toBeNull();
    const fit = fitLeastSquares([
      { x: 0, y: 0 },
      { x: Number.NaN, y: 100 },
      { x: 1, y: 2 },
    ]);
    expect(fit).toMatchObject({ n: 2, slope: 2, intercept: 0 });
  });
});

describe('predictY and residualOf', () => {
  it('read the line at x and the vertical distance to it', () => {
    const fit = { slope: 0.8, intercept: 1.5 };
    expect(predictY(fit, 3)).toBeCloseTo(3.9, 12);
    expect(residualOf(fit, { x: 3, y: 5 })).toBeCloseTo(1.1, 12);
    expect(residualOf(fit, { x: 4, y: 4 })).toBeCloseTo(-0.7, 12);
  });
});
