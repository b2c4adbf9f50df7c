/**
 * How a dictionary stat shows on a scatter chart: its axis (title, value and tick formats), the
 * quadrant labels the two axes' better directions give ("Good AdjO, bad AdjD"), and the colour
 * of a value when a stat colours the marks — the app's red-to-blue percentile colours (blue is
 * better everywhere in Courtside) for stats with a better end, orange-to-purple for neutral
 * ones; both ramps are ColorBrewer diverging schemes that colour-blind viewers can read, with a
 * grey middle that stays visible on white.
 */
import { quantileSorted } from 'd3-array';
import { scaleLinear } from 'd3-scale';
import type {
  QuadrantLabels,
  ScatterAxis,
  ScatterColorLegend,
} from '@/components/stats/charts/ScatterPlot';
import { percentileBarColor } from '@/lib/charts/color-scales';
import { statDefinition, type StatDirection, type StatKey } from '@/lib/stats/dictionary';
import { formatValue } from '@/lib/stats/format';

/** The stat as an axis: "Adjusted offensive efficiency (AdjO)", values in its format. */
export function statAxis(key: StatKey): ScatterAxis {
  const { label, shortLabel, format } = statDefinition(key);
  return {
    label: label === shortLabel ? label : `${label} (${shortLabel})`,
    shortLabel,
    format: (value) => formatValue(format, value),
    // Ticks are round numbers: "45%" and "110" read better than "45.0%" and "110.0".
    tickFormat: (value) => formatValue(format, value).replace(/\.0(?=%?$)/, ''),
  };
}

type Half = 'high' | 'low';

/** "Good", "Bad", "High" or "Low": the word for one half of an axis. */
function halfWord(direction: StatDirection, half: Half): string {
  if (direction === 'neutral') return half === 'high' ? 'High' : 'Low';
  const good = (direction === 'higher') === (half === 'high');
  return good ? 'Good' : 'Bad';
}

/**
 * The quadrant labels of an x and a y stat: each quarter names how both stats read there, by
 * each stat's better direction; the quarter where both are better is the best one (none when a
 * stat has no better end).
 */
export function quadrantLabelsFor(xKey: StatKey, yKey: StatKey): QuadrantLabels {
  const x = statDefinition(xKey);
  const y = statDefinition(yKey);
  const text = (xHalf: Half, yHalf: Half) => {
    const first = `${halfWord(x.direction, xHalf)} ${x.shortLabel}`;
    const second = `${halfWord(y.direction, yHalf).toLowerCase()} ${y.shortLabel}`;
    return `${first}, ${second}`;
  };
  const neutral = x.direction === 'neutral' || y.direction === 'neutral';
  const bestX: Half = x.direction === 'higher' ? 'high' : 'low';
  const bestY: Half = y.direction === 'higher' ? 'high' : 'low';
  return {
    topLeft: text('low', 'high'),
    topRight: text('high', 'high'),
    bottomLeft: text('low', 'low'),
    bottomRight: text('high', 'low'),
    best: neutral
      ? null
      : `${bestY === 'high' ? 'top' : 'bottom'}${bestX === 'high' ? 'Right' : 'Left'}`,
  };
}

/** ColorBrewer PuOr ends and a mid grey: low → high of a stat without a better end. */
const NEUTRAL_RAMP = ['#b35806', '#8d8d8d', '#542788'] as const;
const neutralScale = scaleLinear<string>()
  .domain([0, 50, 100])
  .range([...NEUTRAL_RAMP])
  .clamp(true);

export interface StatColorScale {
  /** The mark colour of a value (grey when missing). */
  colorOf: (value: number | null) => string;
  legend: ScatterColorLegend;
}

export const MISSING_VALUE_COLOR = '#8d8d8d';
const LEGEND_PERCENTILES = [0, 25, 50, 75, 100] as const;

/**
 * Colours by the value's percentile among `values` (the plotted points): red (worse) through
 * grey to blue (better), or orange (lower) to purple (higher) for a neutral stat. The legend
 * shows the values at the minimum, quartiles and maximum.
 */
export function statColorScale(key: StatKey, values: readonly number[]): StatColorScale {
  const { shortLabel, format, direction } = statDefinition(key);
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  const percentileOf = (value: number): number => {
    if (sorted.length < 2) return 50;
    const below = sorted.filter((other) => other < value).length;
    const equal = sorted.filter((other) => other === value).length;
    return (100 * (below + (equal - 1) / 2)) / (sorted.length - 1);
  };
  const colorAt = (percentile: number): string =>
    direction === 'neutral'
      ? neutralScale(percentile)
      : percentileBarColor(direction === 'higher' ? percentile : 100 - percentile);
  const ends =
    direction === 'neutral'
      ? 'lower → higher'
      : direction === 'higher'
        ? 'worse → better'
        : 'better → worse';
  return {
    colorOf: (value) => (value === null ? MISSING_VALUE_COLOR : colorAt(percentileOf(value))),
    legend: {
      title: `Color: ${shortLabel} (${ends})`,
      stops:
        sorted.length === 0
          ? []
          : LEGEND_PERCENTILES.map((percentile) => ({
              color: colorAt(percentile),
              label: formatValue(format, quantileSorted(sorted, percentile / 100)),
            })),
    },
  };
}
