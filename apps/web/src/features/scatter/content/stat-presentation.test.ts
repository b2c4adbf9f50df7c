import { describe, expect, it } from 'vitest';
import { areDistinguishable, parseHexColor, type Rgb } from '@/lib/charts/color-contrast';
import { percentileBarColor } from '@/lib/charts/color-scales';
import { quadrantLabelsFor, statAxis, statColorScale } from './stat-presentation';

/** d3 interpolates to "rgb(r, g, b)"; the scale's fixed colors are hex. */
function channels(color: string): Rgb | null {
  const rgb = /^rgb\((\d+), (\d+), (\d+)\)$/.exec(color);
  return rgb === null ? parseHexColor(color) : [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])];
}

describe('quadrantLabelsFor', () => {
  it('names each quarter by both stats’ better direction and picks the best one', () => {
    // AdjO: higher is better (right); AdjD: lower is better (bottom).
    expect(quadrantLabelsFor('ortgAdj', 'drtgAdj')).toEqual({
      topLeft: 'Bad AdjO, bad AdjD',
      topRight: 'Good AdjO, bad AdjD',
      bottomLeft: 'Bad AdjO, good AdjD',
      bottomRight: 'Good AdjO, good AdjD',
      best: 'bottomRight',
    });
    expect(quadrantLabelsFor('efgPct', 'efgPctAgst').best).toBe('bottomRight');
    expect(quadrantLabelsFor('ortgAdj', 'netRtgAdj').best).toBe('topRight');
  });

  it('says high and low for a stat without a better end, with no best quarter', () => {
    const labels = quadrantLabelsFor('paceAdj', 'ortgAdj');
    expect(labels.topRight).toBe('High AdjT, good AdjO');
    expect(labels.bottomLeft).toBe('Low AdjT, bad AdjO');
    expect(labels.best).toBeNull();
  });
});

describe('statAxis', () => {
  it('titles the axis from the dictionary and formats values and round ticks', () => {
    const axis = statAxis('efgPct');
    expect(axis.label).toBe('Effective field-goal % (eFG%)');
    expect(axis.shortLabel).toBe('eFG%');
    expect(axis.format(0.4512)).toBe('45.1%');
    expect(axis.tickFormat?.(0.45)).toBe('45%');
    expect(statAxis('ortgAdj').tickFormat?.(110)).toBe('110');
    expect(statAxis('netRtgAdj').tickFormat?.(-5)).toBe('−5');
  });
});

describe('statColorScale', () => {
  it('colors by percentile, blue for better: a lower-is-better stat is blue at its minimum', () => {
    const scale = statColorScale('drtgAdj', [110, 90, 100, 95, 105]);
    expect(scale.colorOf(90)).toBe(percentileBarColor(100));
    expect(scale.colorOf(110)).toBe(percentileBarColor(0));
    expect(scale.colorOf(100)).toBe(percentileBarColor(50));
    expect(scale.legend.title).toBe('Color: AdjD (better → worse)');
    expect(scale.legend.stops.map((stop) => stop.label)).toEqual([
      '90.0',
      '95.0',
      '100.0',
      '105.0',
      '110.0',
    ]);
  });

  it('keeps the ends of both ramps apart for a deuteranope', () => {
    for (const key of ['ortgAdj', 'paceAdj'] as const) {
      const scale = statColorScale(key, [60, 70, 80]);
      const low = channels(scale.colorOf(60));
      const high = channels(scale.colorOf(80));
      expect(low).not.toBeNull();
      expect(high).not.toBeNull();
      if (low !== null && high !== null) expect(areDistinguishable(low, high)).toBe(true);
    }
    expect(statColorScale('paceAdj', [60, 80]).legend.title).toBe('Color: AdjT (lower → higher)');
  });

  it('colors a missing value grey and has no stops without values', () => {
    const scale = statColorScale('efgPct', []);
    expect(scale.colorOf(null)).toBe('#8d8d8d');
    expect(scale.legend.stops).toEqual([]);
  });
});
