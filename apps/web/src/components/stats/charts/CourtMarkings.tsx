/** The painted lines of the half court, in feet (see lib/charts/court-geometry.ts). */
import { courtLines, type ThreePointLine } from '@/lib/charts/court-geometry';

export const COURT_FLOOR = '#fbf6ec';
const LINE_COLOR = '#6b7280';
const LINE_WIDTH = 0.15;

export function CourtFloor({ line }: { line: ThreePointLine }) {
  return <path d={courtLines(line).boundary} fill={COURT_FLOOR} stroke="none" />;
}

export function CourtMarkings({ line }: { line: ThreePointLine }) {
  const lines = courtLines(line);
  const stroke = { fill: 'none', stroke: LINE_COLOR, strokeWidth: LINE_WIDTH } as const;
  return (
    <g aria-hidden="true" pointerEvents="none">
      <path d={lines.boundary} {...stroke} />
      <path d={lines.lane} {...stroke} />
      <path d={lines.freeThrowCircleOuter} {...stroke} />
      <path d={lines.freeThrowCircleInner} {...stroke} strokeDasharray="0.8 0.6" />
      <path d={lines.restrictedArc} {...stroke} />
      <path d={lines.threePointLine} {...stroke} strokeWidth={LINE_WIDTH * 1.4} />
      <path d={lines.centerCircle} {...stroke} />
      <path d={lines.backboard} {...stroke} strokeWidth={LINE_WIDTH * 2} />
      <circle {...lines.rim} fill="none" stroke="#e8742a" strokeWidth={LINE_WIDTH * 1.2} />
    </g>
  );
}
