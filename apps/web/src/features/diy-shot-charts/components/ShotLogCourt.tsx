/**
 * The half court shots are logged on. A click or tap logs a shot where it lands (Shift- or
 * Alt-click, or a long press, logs the other result); with the keyboard, the court is one tab
 * stop whose arrow keys move a cursor (1 ft, Shift 5 ft), Enter or M logs a make there, X or N a
 * miss, Backspace undoes. Makes are filled circles and misses crosses in the app's shot colours,
 * so the two differ by shape as well as colour. The shots themselves are listed for assistive
 * technology in the shot table; the drawing is hidden from it.
 */
import { useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { ChartFrame } from '@/components/stats/charts/ChartFrame';
import { CourtFloor, CourtMarkings } from '@/components/stats/charts/CourtMarkings';
import { SHOT_COLORS } from '@/lib/charts/color-scales';
import { COURT_VIEWBOX, HALF_COURT_Y, type ThreePointLine } from '@/lib/charts/court-geometry';
import { formatValue } from '@/lib/stats/format';
import { ZONES } from '@/lib/stats/dictionary';
import {
  CURSOR_START,
  loggedSpot,
  movedCursor,
  nearCourt,
  screenToCourt,
  spotText,
} from '../content/court-pointer';
import { areaZoneOf, type ZonedShot } from '../content/shot-zones';
import { useLongPress } from '../hooks/use-long-press';

type Spot = { x: number; y: number };

export interface ShotLogCourtProps {
  title: string;
  description: string;
  /** A line under the chart in the downloaded image (source and season). */
  exportNote: string;
  shots: readonly ZonedShot[];
  line: ThreePointLine;
  /** What a plain click logs: a make (true) or a miss. */
  clickLogsMade: boolean;
  /** The id of the instructions beside the court. */
  instructionsId: string;
  onLog(spot: Spot, made: boolean): void;
  onUndo(): void;
}

/** Height of the legend band under the court, ft. */
const LEGEND_FT = 3.5;
const VIEW = { ...COURT_VIEWBOX, height: COURT_VIEWBOX.height + LEGEND_FT };
const MARK_RADIUS_FT = 0.45;

function crossPath(x: number, y: number, half: number): string {
  return `M${x - half},${y - half}L${x + half},${y + half}M${x - half},${y + half}L${x + half},${y - half}`;
}

function ShotMark({ shot }: { shot: Spot & { made: boolean } }) {
  return shot.made ? (
    <circle
      cx={shot.x}
      cy={shot.y}
      r={MARK_RADIUS_FT}
      fill={SHOT_COLORS.made}
      fillOpacity={0.85}
      stroke="#ffffff"
      strokeWidth={0.06}
    />
  ) : (
    <path
      d={crossPath(shot.x, shot.y, MARK_RADIUS_FT * 0.85)}
      fill="none"
      stroke={SHOT_COLORS.missed}
      strokeWidth={0.18}
      strokeLinecap="round"
    />
  );
}

const LEGEND_TEXT = { fontSize: 1.3, fill: '#374151' } as const;

function Legend({ shots }: { shots: readonly ZonedShot[] }) {
  const made = shots.filter((shot) => shot.made).length;
  const summary =
    shots.length === 0
      ? 'No shots yet'
      : `${made} of ${shots.length} made (${formatValue('pct', made / shots.length)})`;
  return (
    <g transform={`translate(0, ${HALF_COURT_Y + 0.6})`}>
      <ShotMark shot={{ x: -23.5, y: 1.5, made: true }} />
      <text x={-22.5} y={2} {...LEGEND_TEXT}>
        Made
      </text>
      <ShotMark shot={{ x: -15.5, y: 1.5, made: false }} />
      <text x={-14.5} y={2} {...LEGEND_TEXT}>
        Missed
      </text>
      <text x={24.5} y={2} textAnchor="end" {...LEGEND_TEXT}>
        {summary}
      </text>
    </g>
  );
}

function Cursor({ at }: { at: Spot }) {
  return (
    <g pointerEvents="none">
      <circle cx={at.x} cy={at.y} r={1} fill="none" stroke="#111827" strokeWidth={0.15} />
      <path
        d={`M${at.x - 1.6},${at.y}H${at.x - 0.5}M${at.x + 0.5},${at.y}H${at.x + 1.6}M${at.x},${at.y - 1.6}V${at.y - 0.5}M${at.x},${at.y + 0.5}V${at.y + 1.6}`}
        stroke="#111827"
        strokeWidth={0.15}
      />
    </g>
  );
}

export function ShotLogCourt({
  title,
  description,
  exportNote,
  shots,
  line,
  clickLogsMade,
  instructionsId,
  onLog,
  onUndo,
}: ShotLogCourtProps) {
  const svgRef = useRef<SVGSVGElement>(null);
  const [cursor, setCursor] = useState<Spot>(CURSOR_START);
  const [focused, setFocused] = useState(false);

  /** The logged spot under a screen position; null off the court (the legend, the margins). */
  const spotAt = (clientX: number, clientY: number): Spot | null => {
    const matrix = svgRef.current?.getScreenCTM();
    if (!matrix) return null;
    const point = screenToCourt(matrix, clientX, clientY);
    return point !== null && nearCourt(point) ? loggedSpot(point) : null;
  };

  const logAt = (clientX: number, clientY: number, made: boolean) => {
    const spot = spotAt(clientX, clientY);
    if (spot === null) return;
    setCursor(spot);
    onLog(spot, made);
  };

  const longPress = useLongPress((clientX, clientY) => logAt(clientX, clientY, !clickLogsMade));

  const click = (event: MouseEvent<SVGSVGElement>) => {
    if (longPress.takeClick()) return;
    const other = event.shiftKey || event.altKey;
    logAt(event.clientX, event.clientY, other ? !clickLogsMade : clickLogsMade);
  };

  const keyDown = (event: KeyboardEvent<SVGSVGElement>) => {
    if (event.ctrlKey || event.metaKey) return;
    const moved = movedCursor(cursor, event.key, event.shiftKey);
    const key = event.key.toLowerCase();
    if (moved !== null) setCursor(moved);
    else if (event.key === 'Enter' || key === 'm') onLog(cursor, true);
    else if (key === 'x' || key === 'n') onLog(cursor, false);
    else if (event.key === 'Backspace') onUndo();
    else return;
    event.preventDefault();
  };

  return (
    <ChartFrame
      title={title}
      description={description}
      svgRef={svgRef}
      tip={null}
      className="stats-chart--court diy-court"
      exportNote={exportNote}
    >
      <svg
        ref={svgRef}
        viewBox={`${VIEW.x} ${VIEW.y} ${VIEW.width} ${VIEW.height}`}
        role="application"
        aria-label={`${title}: half court, basket at the top. Click or tap to log a shot.`}
        aria-describedby={instructionsId}
        tabIndex={0}
        fontFamily="system-ui, sans-serif"
        onClick={click}
        onKeyDown={keyDown}
        onFocus={() => setFocused(true)}
        onBlur={() => setFocused(false)}
        {...longPress.handlers}
      >
        <g aria-hidden="true">
          <CourtFloor line={line} />
          <CourtMarkings line={line} />
          <g pointerEvents="none">
            {shots.map((shot, index) => (
              <ShotMark key={index} shot={shot} />
            ))}
          </g>
          {focused && <Cursor at={cursor} />}
          <Legend shots={shots} />
        </g>
      </svg>
      <p className="diy-court__cursor small mb-0" aria-live="polite">
        {focused
          ? `Cursor: ${spotText(cursor)} (${ZONES[areaZoneOf(cursor, line)].label}).`
          : 'Focus the court to log shots with the keyboard.'}
      </p>
    </ChartFrame>
  );
}
