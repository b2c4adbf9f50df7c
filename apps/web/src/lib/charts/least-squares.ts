/**
 * Ordinary least squares with one predictor: the line y = intercept + slope·x that minimizes the
 * squared vertical distances of the points, and its R² (the share of y's variance the line
 * explains; with one predictor it is the squared correlation, sxy² / (sxx·syy)). Scatter charts
 * draw the line and print R²; the sums are taken around the means, so large values (ratings near
 * 100) lose no precision.
 */

export interface XyPoint {
  readonly x: number;
  readonly y: number;
}

export interface LinearFit {
  readonly slope: number;
  readonly intercept: number;
  /** 0 … 1. */
  readonly rSquared: number;
  /** Points the fit used. */
  readonly n: number;
}

/**
 * The least-squares line of the points, or null when there is none to draw: fewer than two
 * points, or no spread in x (a vertical cloud) or in y (R² is undefined). Points with a
 * non-finite coordinate are left out.
 */
export function fitLeastSquares(points: readonly XyPoint[]): LinearFit | null {
  const used = points.filter((point) => Number.isFinite(point.x) && Number.isFinite(point.y));
  const n = used.length;
  if (n < 2) return null;
  let sumX = 0;
  let sumY = 0;
  for (const point of used) {
    sumX += point.x;
    sumY += point.y;
  }
  const meanX = sumX / n;
  const meanY = sumY / n;
  let sxx = 0;
  let syy = 0;
  let sxy = 0;
  for (const point of used) {
    const dx = point.x - meanX;
    const dy = point.y - meanY;
    sxx += dx * dx;
    syy += dy * dy;
    sxy += dx * dy;
  }
  if (sxx === 0 || syy === 0) return null;
  const slope = sxy / sxx;
  return {
    slope,
    intercept: meanY - slope * meanX,
    rSquared: Math.min(1, (sxy * sxy) / (sxx * syy)),
    n,
  };
}

/** The line's value at x. */
export function predictY(fit: Pick<LinearFit, 'slope' | 'intercept'>, x: number): number {
  return fit.intercept + fit.slope * x;
}

/** How far the point lies above (positive) or below (negative) the line. */
export function residualOf(fit: Pick<LinearFit, 'slope' | 'intercept'>, point: XyPoint): number {
  return point.y - predictY(fit, point.x);
}
