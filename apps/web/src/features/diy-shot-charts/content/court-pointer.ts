/**
 * From where a user points to where a shot was taken. The court's SVG is drawn in feet (one unit
 * = one foot, lib/charts/court-geometry), so a pointer's screen position becomes feet through the
 * inverse of the SVG's screen transform (`getScreenCTM`). A logged spot is rounded to 0.1 ft and
 * kept inside the half court the API accepts (DIY_COURT_BOUNDS). The keyboard cursor moves on
 * the same court, 1 ft a key press or 5 ft with Shift.
 */
import { DIY_COURT_BOUNDS } from '@courtside/contract';
import type { Point } from '@/lib/charts/court-geometry';

/** The 2-D affine matrix of `SVGGraphicsElement.getScreenCTM()`. */
export interface ScreenMatrix {
  a: number;
  b: number;
  c: number;
  d: number;
  e: number;
  f: number;
}

/** The court point under a screen position; null when the matrix cannot be inverted. */
export function screenToCourt(
  matrix: ScreenMatrix,
  clientX: number,
  clientY: number,
): Point | null {
  const { a, b, c, d, e, f } = matrix;
  const determinant = a * d - b * c;
  if (!Number.isFinite(determinant) || determinant === 0) return null;
  const dx = clientX - e;
  const dy = clientY - f;
  return [(d * dx - c * dy) / determinant, (a * dy - b * dx) / determinant];
}

const clamp = (value: number, low: number, high: number): number =>
  Math.min(high, Math.max(low, value));

/** Tenths of a foot, without "-0". */
const tenths = (value: number): number => Math.round(value * 10) / 10 + 0;

/** A spot as it is logged: to 0.1 ft, inside the bounds the API accepts. */
export function loggedSpot([x, y]: Point): { x: number; y: number } {
  const { minX, maxX, minY, maxY } = DIY_COURT_BOUNDS;
  return { x: clamp(tenths(x), minX, maxX), y: clamp(tenths(y), minY, maxY) };
}

/**
 * Whether a pointed spot is on the court or just past its edge (a tap on the sideline paint):
 * those are logged at the edge; a tap farther out (on the legend) logs nothing.
 */
export function nearCourt([x, y]: Point, toleranceFt = 1): boolean {
  const { minX, maxX, minY, maxY } = DIY_COURT_BOUNDS;
  return (
    x >= minX - toleranceFt &&
    x <= maxX + toleranceFt &&
    y >= minY - toleranceFt &&
    y <= maxY + toleranceFt
  );
}

/** Where the keyboard cursor starts: straight on, at the top of the key. */
export const CURSOR_START = { x: 0, y: 14 } as const;

const CURSOR_STEPS: Readonly<Record<string, readonly [dx: number, dy: number]>> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  // The basket is at the top of the drawing: up the screen is toward the baseline.
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

export const BIG_STEP_FT = 5;

/** The cursor after an arrow key; null for any other key. */
export function movedCursor(
  cursor: { x: number; y: number },
  key: string,
  bigStep: boolean,
): { x: number; y: number } | null {
  const step = CURSOR_STEPS[key];
  if (step === undefined) return null;
  const size = bigStep ? BIG_STEP_FT : 1;
  return loggedSpot([cursor.x + step[0] * size, cursor.y + step[1] * size]);
}

/** "3.5 ft left, 12.0 ft out" from the basket. */
export function spotText({ x, y }: { x: number; y: number }): string {
  const across =
    x === 0 ? 'straight on' : `${Math.abs(x).toFixed(1)} ft ${x < 0 ? 'left' : 'right'}`;
  const out = y < 0 ? `${Math.abs(y).toFixed(1)} ft behind the basket` : `${y.toFixed(1)} ft out`;
  return `${across}, ${out}`;
}
