/**
 * Which points of a scatter chart stand out, most first: with a fitted line, the points farthest
 * above or below it (the largest absolute residuals); without one, the points farthest from the
 * centre of the cloud, each axis measured in its own standard deviations so a rating near 100
 * and a percentage near 0.5 weigh alike. The chart labels the first few.
 */
import { residualOf } from './least-squares';

export interface RankablePoint {
  readonly id: string;
  readonly x: number;
  readonly y: number;
}

export interface LineParameters {
  readonly slope: number;
  readonly intercept: number;
}

function spread(values: readonly number[]): { mean: number; sd: number } {
  const mean = values.reduce((sum, value) => sum + value, 0) / Math.max(1, values.length);
  const variance =
    values.reduce((sum, value) => sum + (value - mean) ** 2, 0) / Math.max(1, values.length);
  return { mean, sd: Math.sqrt(variance) };
}

/** How far each point stands out (0 for a cloud without spread), by id. */
export function outlierScores(
  points: readonly RankablePoint[],
  fit: LineParameters | null = null,
): Map<string, number> {
  if (fit !== null) {
    return new Map(points.map((point) => [point.id, Math.abs(residualOf(fit, point))]));
  }
  const xs = spread(points.map((point) => point.x));
  const ys = spread(points.map((point) => point.y));
  const standard = (value: number, { mean, sd }: { mean: number; sd: number }) =>
    sd === 0 ? 0 : (value - mean) / sd;
  return new Map(
    points.map((point) => [point.id, Math.hypot(standard(point.x, xs), standard(point.y, ys))]),
  );
}

/** Ids of the points, the most outlying first (ties keep the input order). */
export function rankOutliers(
  points: readonly RankablePoint[],
  fit: LineParameters | null = null,
): string[] {
  const scores = outlierScores(points, fit);
  return points
    .map((point, index) => ({ id: point.id, index, score: scores.get(point.id) ?? 0 }))
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .map((entry) => entry.id);
}
