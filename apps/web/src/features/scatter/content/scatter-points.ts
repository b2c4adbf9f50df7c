/**
 * From rows to the chart: which rows are plotted (both axis values known, enough games), the
 * points with their colours, sizes and tooltip lines, and the rows a search highlights. Shared
 * by the team and player pages, which say how to name, link and colour one of their rows.
 */
import type { ScatterPoint } from '@/components/stats/charts/ScatterPlot';
import { statDefinition, type StatKey } from '@/lib/stats/dictionary';
import { formatValue } from '@/lib/stats/format';
import { statColorScale, type StatColorScale } from './stat-presentation';

/** A row whose stat fields may be missing (a `fields` selection) or null (unknown). */
export type StatRow<K extends string> = Partial<Record<K, number | null>>;

/** The stats a chart shows: size and colour are optional; colour may be the team's. */
export interface StatChoice<K extends StatKey> {
  x: K;
  y: K;
  size: K | null;
  color: K | 'team' | null;
}

export function statValue<K extends string>(row: StatRow<K>, key: K): number | null {
  const value = row[key];
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/** Rows with both axis values and at least `minGames` games, in the order given. */
export function plottedRows<K extends StatKey, Row extends StatRow<K> & { gp?: number | null }>(
  rows: readonly Row[],
  choice: Pick<StatChoice<K>, 'x' | 'y'>,
  minGames: number,
): Row[] {
  return rows.filter(
    (row) =>
      statValue(row, choice.x) !== null &&
      statValue(row, choice.y) !== null &&
      (row.gp ?? 0) >= minGames,
  );
}

/** A team's fill and the colour of text on it. */
export interface MarkPalette {
  fill: string;
  text: string;
}

/** How a page names, links and colours one of its rows. */
export interface PointSource<Row> {
  id: (row: Row) => string;
  label: (row: Row) => string;
  description?: (row: Row) => string | undefined;
  href?: (row: Row) => string | undefined;
  /** The team's colours and the text on the disc (initials), when marks wear team colours. */
  team?: (row: Row) => { palette: MarkPalette; badge?: string } | null;
}

const valueLine = (key: StatKey, value: number | null): string => {
  const { shortLabel, format } = statDefinition(key);
  return `${shortLabel}: ${formatValue(format, value)}`;
};

export interface BuiltPoints {
  points: ScatterPoint[];
  /** The colour stat's scale (its legend), when a stat colours the marks. */
  colorScale: StatColorScale | null;
}

/** The chart's points of the plotted rows. */
export function scatterPoints<K extends StatKey, Row extends StatRow<K>>(
  rows: readonly Row[],
  source: PointSource<Row>,
  choice: StatChoice<K>,
): BuiltPoints {
  const { x, y, size, color } = choice;
  const colorKey = color === 'team' || color === null ? null : color;
  const colorScale =
    colorKey === null
      ? null
      : statColorScale(
          colorKey,
          rows.map((row) => statValue(row, colorKey)).filter((value) => value !== null),
        );
  const points = rows.map((row): ScatterPoint => {
    const details: string[] = [];
    const sizeValue = size === null ? null : statValue(row, size);
    const colorValue = colorKey === null ? null : statValue(row, colorKey);
    if (size !== null && size !== x && size !== y) details.push(valueLine(size, sizeValue));
    if (colorKey !== null && colorKey !== x && colorKey !== y && colorKey !== size) {
      details.push(valueLine(colorKey, colorValue));
    }
    const team = color === 'team' ? (source.team?.(row) ?? null) : null;
    const description = source.description?.(row);
    const href = source.href?.(row);
    return {
      id: source.id(row),
      label: source.label(row),
      x: statValue(row, x) ?? 0,
      y: statValue(row, y) ?? 0,
      ...(description === undefined ? {} : { description }),
      ...(href === undefined ? {} : { href }),
      ...(sizeValue === null ? {} : { size: sizeValue }),
      ...(colorScale === null ? {} : { color: colorScale.colorOf(colorValue) }),
      ...(team === null
        ? {}
        : {
            color: team.palette.fill,
            badgeColor: team.palette.text,
            ...(team.badge === undefined ? {} : { badge: team.badge }),
          }),
      ...(details.length === 0 ? {} : { details }),
    };
  });
  return { points, colorScale };
}

/** Lower case without accents, so "jose" finds "José". */
export function searchable(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();
}

/** Ids of the points whose texts contain the search (none for an empty search). */
export function searchMatches<Row>(
  rows: readonly Row[],
  search: string,
  id: (row: Row) => string,
  texts: (row: Row) => readonly string[],
): Set<string> {
  const wanted = searchable(search);
  if (wanted === '') return new Set();
  return new Set(
    rows.filter((row) => texts(row).some((text) => searchable(text).includes(wanted))).map(id),
  );
}

/** The short name of a row's conference, null for a row without one or a name not known. */
export const conferenceOf = (
  names: ReadonlyMap<number, string>,
  row: { conferenceId: number | null },
): string | null => (row.conferenceId === null ? null : (names.get(row.conferenceId) ?? null));
