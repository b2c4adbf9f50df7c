/**
 * A game's home win probability as a small line: the tip on the left, the final horn on the
 * right, 50% as a dashed midline, the home team above it. Screen readers get the same story in
 * words (start, low, high, end). Games without play-by-play say so instead of drawing a line.
 */
import { formatValue } from '@/lib/stats/format';

const WIDTH = 96;
const HEIGHT = 24;
const PAD = 2;

export interface WinProbSparklineProps {
  /** Home win probability, 0-1, at even steps from the tip to the end; null without play-by-play. */
  series: readonly number[] | null;
  homeMarket: string;
}

const pct = (value: number | undefined) => formatValue('pct', value ?? null);

export function sparklinePoints(series: readonly number[]): string {
  const step = series.length > 1 ? (WIDTH - 2 * PAD) / (series.length - 1) : 0;
  return series
    .map((value, index) => {
      const x = PAD + index * step;
      const y = PAD + (1 - value) * (HEIGHT - 2 * PAD);
      return `${x.toFixed(1)},${y.toFixed(1)}`;
    })
    .join(' ');
}

export function WinProbSparkline({ series, homeMarket }: WinProbSparklineProps) {
  if (series === null || series.length === 0) {
    return <span className="game-explorer__no-pbp">No play-by-play</span>;
  }
  const label =
    `${homeMarket} win probability: ${pct(series[0])} at tip-off, ` +
    `low ${pct(Math.min(...series))}, high ${pct(Math.max(...series))}, ` +
    `${pct(series.at(-1))} at the end`;
  const mid = HEIGHT / 2;
  return (
    <svg
      className="game-explorer__sparkline"
      width={WIDTH}
      height={HEIGHT}
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="img"
      aria-label={label}
    >
      <line
        x1={PAD}
        x2={WIDTH - PAD}
        y1={mid}
        y2={mid}
        stroke="currentColor"
        strokeOpacity={0.35}
        strokeDasharray="2 2"
      />
      <polyline
        points={sparklinePoints(series)}
        fill="none"
        stroke="var(--bs-primary, #0d6efd)"
        strokeWidth={1.5}
        strokeLinejoin="round"
      />
    </svg>
  );
}
