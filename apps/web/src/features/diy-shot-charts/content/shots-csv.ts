/**
 * A chart's shots as CSV and back. The export writes `x,y,made,zone,value` (feet from the basket,
 * true/false, the area zone and the value on the compared season's line); the import reads any
 * file whose first line names x, y and made (other columns are ignored, so an export reads back)
 * and takes made as true/false, 1/0 or made/miss. A file with one bad line is refused whole,
 * with the line and what is wrong with it, so a chart never holds half a file.
 */
import { DIY_COURT_BOUNDS, DIY_SHOT_CHART_LIMITS, type DiyShot } from '@courtside/contract';
import { parseCsv, toCsv } from '@/lib/stats/csv';
import type { ZonedShot } from './shot-zones';

export const SHOT_CSV_HEADER = ['x', 'y', 'made', 'zone', 'value'] as const;

export function shotsCsv(shots: readonly ZonedShot[]): string {
  return toCsv(
    SHOT_CSV_HEADER,
    shots.map((shot) => [
      String(shot.x),
      String(shot.y),
      String(shot.made),
      shot.zone,
      String(shot.value),
    ]),
  );
}

export type ShotImport = { ok: true; shots: DiyShot[] } | { ok: false; message: string };

const REQUIRED_COLUMNS = ['x', 'y', 'made'] as const;
type RequiredColumn = (typeof REQUIRED_COLUMNS)[number];

const RESULTS: ReadonlyMap<string, boolean> = new Map([
  ['true', true],
  ['1', true],
  ['made', true],
  ['false', false],
  ['0', false],
  ['miss', false],
  ['missed', false],
]);

/** A plain decimal number; Number() alone would read '' as 0 and accept 'Infinity' or '0x1A'. */
const DECIMAL = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/;

const BOUNDS = {
  x: [DIY_COURT_BOUNDS.minX, DIY_COURT_BOUNDS.maxX],
  y: [DIY_COURT_BOUNDS.minY, DIY_COURT_BOUNDS.maxY],
} as const;

const BOUND_TEXT = {
  x: 'x runs from −25 ft (left sideline) to 25 ft (right sideline)',
  y: 'y runs from −5.25 ft (the baseline) to 41.75 ft (half court)',
} as const;

const isBlank = (row: readonly string[]): boolean => row.every((field) => field.trim() === '');

function columnIndexes(header: readonly string[]): Record<RequiredColumn, number> | string {
  const names = header.map((name) => name.trim().toLowerCase());
  const missing = REQUIRED_COLUMNS.filter((column) => !names.includes(column));
  if (missing.length > 0) {
    return `Line 1 must name the columns x, y and made (missing: ${missing.join(', ')}).`;
  }
  return {
    x: names.indexOf('x'),
    y: names.indexOf('y'),
    made: names.indexOf('made'),
  };
}

function coordinate(raw: string, axis: 'x' | 'y', lineNumber: number): number | string {
  const text = raw.trim();
  if (!DECIMAL.test(text)) {
    return `Line ${lineNumber}: ${axis} "${text}" is not a number.`;
  }
  const value = Number(text);
  const [low, high] = BOUNDS[axis];
  if (value < low || value > high) {
    return `Line ${lineNumber}: ${axis} ${text} is out of bounds (${BOUND_TEXT[axis]}).`;
  }
  return value;
}

/** Reads a file's text as shots; on any bad line, a message naming it and nothing else. */
export function parseShotsCsv(text: string): ShotImport {
  // parseCsv keeps the byte-order mark a spreadsheet may write (and our export writes).
  const rows = parseCsv(text.replace(/^\uFEFF/, ''));
  const [header, ...body] = rows;
  if (header === undefined || isBlank(header)) {
    return { ok: false, message: 'The file is empty: line 1 must name the columns x, y and made.' };
  }
  const columns = columnIndexes(header);
  if (typeof columns === 'string') return { ok: false, message: columns };

  const limit = DIY_SHOT_CHART_LIMITS.shotsPerChart;
  const shots: DiyShot[] = [];
  for (const [index, row] of body.entries()) {
    if (isBlank(row)) continue;
    const lineNumber = index + 2;
    if (shots.length === limit) {
      return {
        ok: false,
        message: `Line ${lineNumber}: too many shots (a chart holds at most ${limit}).`,
      };
    }
    const x = coordinate(row[columns.x] ?? '', 'x', lineNumber);
    if (typeof x === 'string') return { ok: false, message: x };
    const y = coordinate(row[columns.y] ?? '', 'y', lineNumber);
    if (typeof y === 'string') return { ok: false, message: y };
    const result = (row[columns.made] ?? '').trim();
    const made = RESULTS.get(result.toLowerCase());
    if (made === undefined) {
      return {
        ok: false,
        message: `Line ${lineNumber}: unknown result "${result}" (made must be true or false, 1 or 0, made or miss).`,
      };
    }
    shots.push({ x, y, made });
  }
  if (shots.length === 0) return { ok: false, message: 'The file holds no shots.' };
  return { ok: true, shots };
}
