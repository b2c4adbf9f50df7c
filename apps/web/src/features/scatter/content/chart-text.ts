/**
 * The words around a scatter chart: its title (what against what, whose rows, which season:
 * the PNG's title too), the footnote drawn inside the chart (source, season, filters), the
 * size legend and the empty state's reason.
 */
import { statDefinition, type StatKey } from '@/lib/stats/dictionary';

export interface ChartScope {
  /** "Division I" or a conference's short name. */
  group: string;
  /** "teams" or "players". */
  rowsNoun: string;
  /** The competition's label, e.g. "2024-25 Men's Basketball". */
  season: string;
}

export function chartTitle(
  x: StatKey,
  y: StatKey,
  { group, rowsNoun, season }: ChartScope,
): string {
  return `${statDefinition(y).shortLabel} vs ${statDefinition(x).shortLabel}: ${group} ${rowsNoun}, ${season}`;
}

/** "Source: Courtside · 2024-25 Men's Basketball · Division I · at least 10 games". */
export function chartFootnote(parts: readonly (string | null)[]): string {
  return [
    'Source: Courtside',
    ...parts.filter((part): part is string => part !== null && part !== ''),
  ].join(' · ');
}

export function sizeLegendText(size: StatKey): string {
  return `Size: ${statDefinition(size).shortLabel} (larger = higher)`;
}

/** Why nothing is plotted: no rows at all, or none with both values (and enough games). */
export function emptyReason(
  rowCount: number,
  x: StatKey,
  y: StatKey,
  { group, rowsNoun, season }: ChartScope,
  minimumNote: string | null,
): string {
  if (rowCount === 0) return `No ${group} ${rowsNoun} have season statistics in ${season}.`;
  const stats = `both ${statDefinition(x).shortLabel} and ${statDefinition(y).shortLabel}`;
  return minimumNote === null
    ? `None of the ${rowCount} ${rowsNoun} has ${stats}.`
    : `None of the ${rowCount} ${rowsNoun} has ${stats} with ${minimumNote}.`;
}
