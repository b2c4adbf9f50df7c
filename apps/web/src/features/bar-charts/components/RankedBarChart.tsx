/**
 * The ranked bars: one horizontal bar per team or player from a zero baseline, the rank and name
 * at the left (linked to the team's or player's page), the value at the bar's end as the stat
 * dictionary formats it, sections headed by conference when grouped, and a source line under the
 * bars so the downloaded PNG says where and when the numbers are from. The bars are drawn for
 * sighted readers; the table under the chart lists the same values and links for everyone, so
 * the drawing is hidden from assistive technology and its links stay out of the tab order.
 */
import { scaleLinear } from 'd3-scale';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { ChartFrame } from '@/components/stats/charts/ChartFrame';
import { useElementWidth } from '@/lib/charts/use-element-width';
import { formatValue, type StatFormat } from '@/lib/stats/format';
import type { RankedBar, RankedSection } from '../content/ranking';

export interface RankedBarChartProps {
  title: string;
  description?: string;
  sections: readonly RankedSection[];
  format: StatFormat;
  colorOf: (bar: RankedBar) => string;
  /** Drawn under the bars (and so in the PNG): the source, the season… joined by " · ". */
  footnote: readonly string[];
}

const TOP = 4;
const ROW = 24;
const BAR = 16;
const HEAD = 28;
const FOOT_LINE = 15;
const CHAR_PX = 6.8;
const INK = '#1f2937';
const MUTED = '#4b5563';
const LINK = '#1d4ed8';

/** The footnote's parts on as few lines as fit the width (a phone needs two). */
function footnoteLines(parts: readonly string[], widthPx: number): string[] {
  const room = Math.floor(widthPx / (CHAR_PX * 0.95));
  const lines: string[] = [];
  for (const part of parts) {
    const last = lines.at(-1);
    if (last !== undefined && last.length + part.length + 3 <= room) {
      lines[lines.length - 1] = `${last} · ${part}`;
    } else {
      lines.push(part);
    }
  }
  return lines;
}

/** Names longer than their column end in an ellipsis (the table has them whole). */
function fitted(text: string, columnPx: number): string {
  const room = Math.max(4, Math.floor(columnPx / CHAR_PX));
  return text.length <= room ? text : `${text.slice(0, room - 1)}…`;
}

interface PlacedRow {
  bar: RankedBar;
  top: number;
}

interface PlacedSection {
  section: RankedSection;
  headTop: number | null;
  rows: PlacedRow[];
}

function placeSections(sections: readonly RankedSection[]): {
  placed: PlacedSection[];
  bottom: number;
} {
  let y = TOP;
  const placed = sections.map((section) => {
    const headTop = section.title === null ? null : y;
    if (section.title !== null) y += HEAD;
    const rows = section.bars.map((bar) => {
      const top = y;
      y += ROW;
      return { bar, top };
    });
    return { section, headTop, rows };
  });
  return { placed, bottom: y };
}

export function RankedBarChart({
  title,
  description,
  sections,
  format,
  colorOf,
  footnote,
}: RankedBarChartProps) {
  const svgRef = useRef<SVGSVGElement>(null);
  const [plot, setPlot] = useState<HTMLDivElement | null>(null);
  const width = useElementWidth(plot, 640);
  const narrow = width < 480;
  const nameWidth = narrow ? 128 : 210;
  const valueWidth = narrow ? 54 : 68;

  const values = sections.flatMap((section) => section.bars.map((bar) => bar.value));
  const low = Math.min(0, ...values);
  const high = Math.max(0, ...values);
  const left = nameWidth + (low < 0 ? valueWidth : 0);
  const x = scaleLinear()
    .domain([low, high === low ? low + 1 : high])
    .range([left, Math.max(left + 40, width - valueWidth)]);
  const { placed, bottom } = placeSections(sections);
  const notes = footnoteLines(footnote, width);
  const height = bottom + 10 + notes.length * FOOT_LINE;

  return (
    <ChartFrame
      title={title}
      description={description}
      svgRef={svgRef}
      tip={null}
      plotRef={setPlot}
    >
      <svg
        ref={svgRef}
        viewBox={`0 0 ${width} ${height}`}
        aria-hidden="true"
        fontFamily="system-ui, sans-serif"
      >
        <g>
          <line x1={x(0)} x2={x(0)} y1={TOP} y2={bottom} stroke="#9ca3af" />
          {placed.map(({ section, headTop, rows }) => (
            <g key={section.key}>
              {headTop !== null && section.title !== null && (
                <>
                  <line x1={0} x2={width} y1={headTop + 2} y2={headTop + 2} stroke="#d1d5db" />
                  <text x={0} y={headTop + 19} fontSize={13} fontWeight={700} fill={INK}>
                    {section.title}
                  </text>
                </>
              )}
              {rows.map(({ bar, top }) => {
                const start = Math.min(x(0), x(bar.value));
                const end = Math.max(x(0), x(bar.value));
                const negative = bar.value < 0;
                const label = fitted(`${bar.rank}. ${bar.name}`, nameWidth - 8);
                const middle = top + ROW / 2 + 4;
                return (
                  <g key={bar.id}>
                    {bar.href === null ? (
                      <text x={nameWidth - 8} y={middle} textAnchor="end" fontSize={12} fill={INK}>
                        {label}
                      </text>
                    ) : (
                      <Link to={bar.href} tabIndex={-1}>
                        <text
                          x={nameWidth - 8}
                          y={middle}
                          textAnchor="end"
                          fontSize={12}
                          fill={LINK}
                        >
                          {label}
                        </text>
                      </Link>
                    )}
                    <rect
                      x={start}
                      y={top + (ROW - BAR) / 2}
                      width={Math.max(1, end - start)}
                      height={BAR}
                      fill={colorOf(bar)}
                    >
                      <title>{`${bar.name}: ${formatValue(format, bar.value)}`}</title>
                    </rect>
                    <text
                      x={negative ? start - 4 : end + 4}
                      y={middle}
                      textAnchor={negative ? 'end' : 'start'}
                      fontSize={12}
                      fontWeight={600}
                      fill={INK}
                    >
                      {formatValue(format, bar.value)}
                    </text>
                  </g>
                );
              })}
            </g>
          ))}
          {notes.map((line, index) => (
            <text key={line} x={0} y={bottom + 20 + index * FOOT_LINE} fontSize={11} fill={MUTED}>
              {line}
            </text>
          ))}
        </g>
      </svg>
    </ChartFrame>
  );
}
