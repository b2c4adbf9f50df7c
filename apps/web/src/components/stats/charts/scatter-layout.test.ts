import { describe, expect, it } from 'vitest';
import { boxesOverlap } from '@/lib/charts/label-placement';
import {
  LEGEND_LINE_PX,
  flowLegend,
  paddedExtent,
  plotHeightFor,
  quadrantTexts,
  radiusScale,
  scatterLayout,
} from './scatter-layout';

describe('paddedExtent', () => {
  it('leaves 5% of room, not below zero for values that are not negative', () => {
    expect(paddedExtent([10, 30])).toEqual([9, 31]);
    expect(paddedExtent([0.02, 0.9])).toEqual([0, expect.closeTo(0.944, 10)]);
    expect(paddedExtent([-5, 15])).toEqual([-6, 16]);
    expect(paddedExtent([100, 100])).toEqual([95, 105]);
    expect(paddedExtent([0, 0])).toEqual([-1, 1]);
    expect(paddedExtent([])).toEqual([0, 1]);
  });
});

describe('scatterLayout', () => {
  it('keeps a usable plot height on a phone and grows with the legend', () => {
    expect(plotHeightFor(343)).toBe(240);
    expect(plotHeightFor(1000)).toBe(480);
    const input = { xValues: [1, 2], yValues: [100, 120], yTickFormat: String };
    const one = scatterLayout({ ...input, width: 343, legendLines: 1 });
    const three = scatterLayout({ ...input, width: 343, legendLines: 3 });
    expect(one.plot.height).toBe(240);
    expect(three.height - one.height).toBe(2 * LEGEND_LINE_PX);
    expect(one.plot.x + one.plot.width).toBeLessThanOrEqual(343);
    expect(one.x.domain()[0]).toBeLessThanOrEqual(1);
    expect(one.y.domain()[1]).toBeGreaterThanOrEqual(120);
  });
});

describe('radiusScale', () => {
  it('makes the area grow linearly with the value, from the smallest radius to the largest', () => {
    const radius = radiusScale([0, 5, 10, undefined], [2, 10], 6);
    expect(radius(0)).toBe(2);
    expect(radius(10)).toBe(10);
    // Halfway in value is halfway in area: √((4 + 100) / 2).
    expect(radius(5)).toBeCloseTo(Math.sqrt(52), 10);
    expect(radius(undefined)).toBe(6);
    expect(radiusScale([3, 3], [2, 10], 6)(3)).toBe(6);
  });
});

describe('flowLegend', () => {
  it('starts each group on a line, wraps items, and wraps a long text at its spaces', () => {
    const { items, lines } = flowLegend(
      [
        [
          { kind: 'text', text: 'Color: eFG%', bold: true },
          { kind: 'swatch', color: '#2166ac', text: '45.0%' },
        ],
        [],
        [{ kind: 'text', text: 'Source: Courtside · 2024-25 Men’s Basketball · Division I' }],
      ],
      200,
    );
    expect(items.map((entry) => [entry.item.text, entry.line])).toEqual([
      ['Color: eFG%', 0],
      ['45.0%', 0],
      ['Source: Courtside · 2024-25', 1],
      ['Men’s Basketball · Division I', 2],
    ]);
    expect(lines).toBe(3);
  });
});

describe('quadrantTexts', () => {
  it('puts the four labels in the corners, the best one bold, without overlapping', () => {
    const plot = { x: 40, y: 10, width: 400, height: 300 };
    const texts = quadrantTexts(
      { topLeft: 'TL', topRight: 'TR', bottomLeft: 'BL', bottomRight: 'BR', best: 'bottomRight' },
      plot,
    );
    expect(texts.map((text) => [text.text, text.anchor, text.bold])).toEqual([
      ['TL', 'start', false],
      ['TR', 'end', false],
      ['BL', 'start', false],
      ['BR', 'end', true],
    ]);
    for (const text of texts) {
      expect(text.box.x).toBeGreaterThanOrEqual(plot.x);
      expect(text.box.x + text.box.width).toBeLessThanOrEqual(plot.x + plot.width);
    }
    expect(boxesOverlap(texts[0]?.box ?? plot, texts[3]?.box ?? plot)).toBe(false);
  });
});
