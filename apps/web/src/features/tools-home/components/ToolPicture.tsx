/**
 * A small drawing of what each tool shows (a court with shots, dots with a fitted line, ranked
 * bars…), so the overview can be scanned by picture. Drawn inline: no image requests, and the
 * shapes follow the text colour. Decorative: the card's title and sentence say the same.
 */
import type { ReactNode } from 'react';
import type { NavItemKey } from '@courtside/contract';
import { SHOT_COLORS } from '@/lib/charts/color-scales';

const ACCENT = SHOT_COLORS.made;
const SECOND = SHOT_COLORS.missed;

function Court({ children }: { children?: ReactNode }) {
  return (
    <g fill="none" stroke="currentColor" strokeWidth={1.5} opacity={0.9}>
      <path d="M8 58 H88" />
      <path d="M20 58 V48 A28 28 0 0 1 76 48 V58" />
      <rect x={38} y={40} width={20} height={18} />
      <circle cx={48} cy={54} r={2} />
      {children}
    </g>
  );
}

function Axes() {
  return <path d="M12 6 V56 H90" fill="none" stroke="currentColor" strokeWidth={1.5} />;
}

function Dots({
  points,
  color,
}: {
  points: readonly (readonly [number, number])[];
  color: string;
}) {
  return (
    <g fill={color}>
      {points.map(([x, y]) => (
        <circle key={`${x}-${y}`} cx={x} cy={y} r={3} />
      ))}
    </g>
  );
}

function Bars({ widths, color }: { widths: readonly number[]; color: string }) {
  return (
    <g fill={color}>
      {widths.map((width, index) => (
        <rect key={index} x={12} y={8 + index * 12} width={width} height={8} rx={1.5} />
      ))}
    </g>
  );
}

const SCATTER = [
  [22, 46],
  [30, 40],
  [38, 42],
  [46, 30],
  [56, 32],
  [64, 22],
  [76, 16],
] as const;

const DRAWINGS: Partial<Record<NavItemKey, ReactNode>> = {
  shotCharts: (
    <>
      <Court />
      <Dots
        points={[
          [30, 44],
          [48, 36],
          [62, 46],
          [44, 50],
        ]}
        color={ACCENT}
      />
      <Dots
        points={[
          [24, 30],
          [70, 28],
          [56, 52],
        ]}
        color={SECOND}
      />
    </>
  ),
  diyShotCharts: (
    <Court>
      <path d="M26 30 l6 6 M32 30 l-6 6 M62 26 l6 6 M68 26 l-6 6" stroke={SECOND} strokeWidth={2} />
      <circle cx={48} cy={33} r={3.5} stroke={ACCENT} strokeWidth={2} />
      <circle cx={40} cy={48} r={3.5} stroke={ACCENT} strokeWidth={2} />
    </Court>
  ),
  teamScatter: (
    <>
      <Axes />
      <Dots points={SCATTER} color={ACCENT} />
      <path d="M18 50 L84 14" stroke={SECOND} strokeWidth={1.5} strokeDasharray="4 3" />
    </>
  ),
  playerScatter: (
    <>
      <Axes />
      <Dots points={SCATTER.map(([x, y]) => [x, 62 - y] as const)} color={SECOND} />
      <path d="M12 30 H90 M50 6 V56" stroke="currentColor" strokeWidth={1} opacity={0.5} />
    </>
  ),
  modelFitting: (
    <>
      <Axes />
      <Dots points={SCATTER} color={ACCENT} />
      <path d="M16 50 L86 12" stroke="currentColor" strokeWidth={2} />
      <text x={44} y={54} fontSize={9} fill="currentColor">
        y = a + bx
      </text>
    </>
  ),
  barCharts: <Bars widths={[72, 60, 46, 30]} color={ACCENT} />,
  comparisons: (
    <>
      <Bars widths={[60, 34, 48, 26]} color={ACCENT} />
      <g transform="translate(0 4)">
        <Bars widths={[40, 52, 30, 44]} color={SECOND} />
      </g>
    </>
  ),
  splitComparisons: (
    <g>
      {[0, 1, 2, 3].map((index) => (
        <g key={index} transform={`translate(${14 + index * 20} 0)`}>
          <rect x={0} y={56 - (20 + index * 7)} width={7} height={20 + index * 7} fill={ACCENT} />
          <rect x={8} y={56 - (34 - index * 4)} width={7} height={34 - index * 4} fill={SECOND} />
        </g>
      ))}
      <path d="M10 57 H90" stroke="currentColor" strokeWidth={1.5} />
    </g>
  ),
  scoreboard: (
    <g fill="none" stroke="currentColor" strokeWidth={1.5}>
      <rect x={10} y={8} width={76} height={20} rx={3} />
      <rect x={10} y={36} width={76} height={20} rx={3} />
      <path d="M60 8 V28 M60 36 V56" />
      <path d="M18 18 H46 M18 46 H42" stroke={ACCENT} strokeWidth={3} />
      <path d="M66 18 H78 M66 46 H78" stroke={SECOND} strokeWidth={3} />
    </g>
  ),
  brackets: (
    <g fill="none" stroke="currentColor" strokeWidth={1.5}>
      <path d="M8 10 H24 V22 H8 M24 16 H36 M8 34 H24 V46 H8 M24 40 H36 M36 16 V40 M36 28 H48" />
      <path d="M88 10 H72 V22 H88 M72 16 H60 M88 34 H72 V46 H88 M72 40 H60 M60 16 V40 M60 28 H48" />
      <circle cx={48} cy={28} r={4} fill={ACCENT} stroke="none" />
    </g>
  ),
  gameDecidingShots: (
    <>
      <Court />
      <path
        d="M30 46 Q40 8 48 50"
        fill="none"
        stroke={ACCENT}
        strokeWidth={2}
        strokeDasharray="3 3"
      />
      <text x={62} y={22} fontSize={11} fill="currentColor">
        0:04
      </text>
    </>
  ),
  scoringStreaks: (
    <>
      <Axes />
      <path
        d="M12 48 H26 V40 H38 V30 H50 V22 H62 V14 H78"
        fill="none"
        stroke={ACCENT}
        strokeWidth={2.5}
      />
      <text x={58} y={48} fontSize={11} fill="currentColor">
        12–0
      </text>
    </>
  ),
  gameExplorer: (
    <>
      <path
        d="M10 44 L24 36 L36 40 L50 24 L62 30 L76 18"
        fill="none"
        stroke={ACCENT}
        strokeWidth={2}
      />
      <circle cx={62} cy={40} r={11} fill="none" stroke="currentColor" strokeWidth={2} />
      <path d="M70 48 L82 58" stroke="currentColor" strokeWidth={3} />
    </>
  ),
};

export function ToolPicture({ tool }: { tool: NavItemKey }) {
  return (
    <svg className="tool-card__picture" viewBox="0 0 96 64" aria-hidden="true" focusable="false">
      {DRAWINGS[tool] ?? <Bars widths={[60, 60, 60, 60]} color={ACCENT} />}
    </svg>
  );
}
