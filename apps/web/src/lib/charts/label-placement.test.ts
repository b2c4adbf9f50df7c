import { describe, expect, it } from 'vitest';
import {
  boxesOverlap,
  estimateTextWidth,
  lineHeightOf,
  markBox,
  placeLabels,
  type Box,
  type LabelRequest,
} from './label-placement';

const BOUNDS: Box = { x: 0, y: 0, width: 400, height: 300 };
const FONT = 10;

const request = (id: string, anchorX: number, anchorY: number, text = id): LabelRequest => ({
  id,
  text,
  anchorX,
  anchorY,
  radius: 4,
});

function expectNoOverlaps(boxes: readonly Box[]) {
  boxes.forEach((a, i) => {
    boxes.slice(i + 1).forEach((b) => expect(boxesOverlap(a, b)).toBe(false));
  });
}

describe('boxesOverlap', () => {
  it('counts shared area as overlap, touching edges as none', () => {
    const a = { x: 0, y: 0, width: 10, height: 10 };
    expect(boxesOverlap(a, { x: 9, y: 9, width: 5, height: 5 })).toBe(true);
    expect(boxesOverlap(a, { x: 10, y: 0, width: 5, height: 5 })).toBe(false);
    expect(boxesOverlap(a, { x: 2, y: 2, width: 2, height: 2 })).toBe(true);
  });
});

describe('placeLabels', () => {
  it('puts a lone label right of its mark, clear of the mark, baseline inside the box', () => {
    const [label] = placeLabels([request('Duke', 100, 100)], { bounds: BOUNDS, fontSize: FONT });
    expect(label?.side).toBe('right');
    // Radius 4 + gap 2 to the right of x = 100; centred on y = 100.
    expect(label?.box).toEqual({
      x: 106,
      y: 100 - lineHeightOf(FONT) / 2,
      width: estimateTextWidth('Duke', FONT),
      height: lineHeightOf(FONT),
    });
    expect(label?.textY).toBeGreaterThan(label?.box.y ?? 0);
    expect(label?.textY).toBeLessThan((label?.box.y ?? 0) + (label?.box.height ?? 0));
  });

  it('moves a label to the left at the right edge, and keeps every box inside the plot', () => {
    const [label] = placeLabels([request('Gonzaga', 395, 150)], {
      bounds: BOUNDS,
      fontSize: FONT,
    });
    expect(label?.side).toBe('left');
    expect((label?.box.x ?? 0) + (label?.box.width ?? 0)).toBeLessThanOrEqual(400);
  });

  it('never overlaps labels, marks or obstacles in a crowded cluster, dropping what cannot fit', () => {
    const crowd = Array.from({ length: 30 }, (_, i) =>
      request(`Team number ${i}`, 150 + (i % 5) * 6, 150 + Math.floor(i / 5) * 6),
    );
    const obstacle = { x: 0, y: 0, width: 120, height: 20 };
    const labels = placeLabels(crowd, { bounds: BOUNDS, fontSize: FONT, obstacles: [obstacle] });
    expect(labels.length).toBeGreaterThan(0);
    expect(labels.length).toBeLessThan(crowd.length);
    const boxes = labels.map((label) => label.box);
    expectNoOverlaps(boxes);
    for (const box of boxes) {
      expect(boxesOverlap(box, obstacle)).toBe(false);
      for (const mark of crowd) {
        expect(boxesOverlap(box, markBox(mark.anchorX, mark.anchorY, mark.radius))).toBe(false);
      }
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.y).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(400);
      expect(box.y + box.height).toBeLessThanOrEqual(300);
    }
  });

  it('serves the labels in priority order: the first keeps the spot both want', () => {
    // Two marks 12 px apart vertically: both right-hand boxes (13 px high) would overlap.
    const upper = request('Upper', 100, 100);
    const lower = request('Lower', 100, 112);
    const sides = (requests: LabelRequest[]) =>
      placeLabels(requests, { bounds: BOUNDS, fontSize: FONT }).map((l) => [l.id, l.side]);
    expect(sides([upper, lower])).toEqual([
      ['Upper', 'right'],
      ['Lower', 'left'],
    ]);
    expect(sides([lower, upper])).toEqual([
      ['Lower', 'right'],
      ['Upper', 'left'],
    ]);
  });

  it('skips empty text', () => {
    expect(placeLabels([request('', 50, 50)], { bounds: BOUNDS, fontSize: FONT })).toEqual([]);
  });
});
