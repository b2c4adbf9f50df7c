import { describe, expect, it } from 'vitest';
import { boxesOverlap, markBox } from '@/lib/charts/label-placement';
import { MAX_SEARCH_LABELS, chartLabels, type DrawnPoint } from './scatter-labels';

const PLOT = { x: 0, y: 0, width: 600, height: 400 };

/** A dense cloud in the middle and two points far out. */
const CLOUD: DrawnPoint[] = [
  ...Array.from({ length: 40 }, (_, i) => ({
    id: `c${i}`,
    label: `Cloud ${i}`,
    cx: 280 + (i % 8) * 6,
    cy: 180 + Math.floor(i / 8) * 6,
    radius: 4,
  })),
  { id: 'far-left', label: 'Far Left', cx: 40, cy: 200, radius: 4 },
  { id: 'far-right', label: 'Far Right', cx: 540, cy: 60, radius: 4 },
];

describe('chartLabels', () => {
  it('names the outliers clear of every mark and of each other', () => {
    const labels = chartLabels({
      points: CLOUD,
      ranked: ['far-left', 'far-right', 'c0', 'c17', 'c39'],
      highlighted: new Set(),
      plot: PLOT,
      quadrants: [],
      outliers: 5,
    });
    expect(labels.map((label) => label.id).slice(0, 2)).toEqual(['far-left', 'far-right']);
    labels.forEach((label, i) => {
      for (const point of CLOUD) {
        expect(boxesOverlap(label.box, markBox(point.cx, point.cy, point.radius))).toBe(false);
      }
      labels
        .slice(i + 1)
        .forEach((other) => expect(boxesOverlap(label.box, other.box)).toBe(false));
    });
  });

  it('names a searched point inside the crowd first, and at most a dozen of them', () => {
    const labels = chartLabels({
      points: CLOUD,
      ranked: CLOUD.map((point) => point.id),
      highlighted: new Set(['c20']),
      plot: PLOT,
      quadrants: [],
      outliers: 0,
    });
    expect(labels.map((label) => label.id)).toEqual(['c20']);
    const many = chartLabels({
      points: CLOUD,
      ranked: CLOUD.map((point) => point.id),
      highlighted: new Set(CLOUD.map((point) => point.id)),
      plot: PLOT,
      quadrants: [],
      outliers: 8,
    });
    expect(many.length).toBeLessThanOrEqual(MAX_SEARCH_LABELS);
  });

  it('keeps outlier labels off the quadrant texts', () => {
    const quadrant = { x: 540, y: 40, width: 60, height: 40 };
    const labels = chartLabels({
      points: CLOUD,
      ranked: ['far-right'],
      highlighted: new Set(),
      plot: PLOT,
      quadrants: [quadrant],
      outliers: 1,
    });
    expect(labels).toHaveLength(1);
    expect(boxesOverlap(labels[0]?.box ?? quadrant, quadrant)).toBe(false);
  });
});
