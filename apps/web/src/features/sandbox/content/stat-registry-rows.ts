/**
 * The stat dictionary as rows of the sandbox's registry table: every entry with its family,
 * format, better direction, color scale and a sample value in its format, plus the search and
 * sort the table offers.
 */
import {
  STAT_DEFINITIONS,
  STAT_FAMILY_LABELS,
  type StatDefinition,
  type StatDirection,
} from '@/lib/stats/dictionary';
import { exampleFormattedValue } from './format-examples';

export interface StatRegistryRow {
  readonly key: string;
  readonly label: string;
  readonly shortLabel: string;
  readonly description: string;
  readonly family: string;
  readonly format: StatDefinition['format'];
  readonly direction: StatDirection;
  readonly colorScale: StatDefinition['colorScale'];
  /** The per-game / per-40 / per-100 modes the stat converts to; empty when shown as sent. */
  readonly modes: readonly string[];
  readonly example: string;
}

export const DIRECTION_LABELS: Readonly<Record<StatDirection, string>> = {
  higher: 'Higher is better',
  lower: 'Lower is better',
  neutral: 'No better end',
};

export const COLOR_SCALE_LABELS: Readonly<Record<StatDefinition['colorScale'], string>> = {
  goodBad: 'Good to bad',
  none: 'None',
};

function toRow(definition: StatDefinition): StatRegistryRow {
  return {
    key: definition.key,
    label: definition.label,
    shortLabel: definition.shortLabel,
    description: definition.description,
    family: STAT_FAMILY_LABELS[definition.family],
    format: definition.format,
    direction: definition.direction,
    colorScale: definition.colorScale,
    modes: definition.scaling?.modes.filter((mode) => mode !== 'totals') ?? [],
    example: exampleFormattedValue(definition.format),
  };
}

/** Every dictionary entry, in dictionary order. */
export const STAT_REGISTRY_ROWS: readonly StatRegistryRow[] = STAT_DEFINITIONS.map(toRow);

export type StatRegistrySortKey = 'key' | 'label' | 'family' | 'format' | 'direction';

export interface StatRegistrySort {
  readonly key: StatRegistrySortKey;
  readonly descending: boolean;
}

/** The columns the table sorts by, with their header text. */
export const STAT_REGISTRY_SORT_COLUMNS: readonly { key: StatRegistrySortKey; label: string }[] = [
  { key: 'key', label: 'Field' },
  { key: 'label', label: 'Label' },
  { key: 'family', label: 'Family' },
  { key: 'format', label: 'Format' },
  { key: 'direction', label: 'Sort direction' },
];

const normalize = (text: string): string => text.toLowerCase().normalize('NFKD');

/**
 * The rows whose field name, labels, family, format or definition contain every word of
 * `query`; an empty query keeps all of them.
 */
export function filterStatRows(
  rows: readonly StatRegistryRow[],
  query: string,
): readonly StatRegistryRow[] {
  const words = normalize(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return rows;
  return rows.filter((row) => {
    const haystack = normalize(
      `${row.key} ${row.label} ${row.shortLabel} ${row.family} ${row.format} ${row.description}`,
    );
    return words.every((word) => haystack.includes(word));
  });
}

const collator = new Intl.Collator('en-US', { sensitivity: 'base', numeric: true });

/** The rows ordered by one column; ties keep dictionary order. */
export function sortStatRows(
  rows: readonly StatRegistryRow[],
  { key, descending }: StatRegistrySort,
): readonly StatRegistryRow[] {
  const sign = descending ? -1 : 1;
  return [...rows].sort((a, b) => sign * collator.compare(a[key], b[key]));
}
