/**
 * Totals → per game / per 40 minutes / per 100 possessions (METHODS §2: Per40 = stat·40/MP;
 * efficiency stats are per 100 possessions). Only counting stats the API sends as totals
 * convert (dictionary `scaling`); every other column shows its value as sent in every mode.
 */
import { allowsMode } from './dictionary/define';
import type { StatDefinition, StatMode } from './dictionary/types';
import type { StatFormat } from './format';

/** What a row's totals are divided by. null where the row cannot say. */
export interface RowDenominators {
  games: number | null;
  minutes: number | null;
  possessions: number | null;
}

/** Reads a field of an API row (rows are plain JSON objects). */
export function readField(row: object, key: string): unknown {
  return (row as Record<string, unknown>)[key];
}

function positiveNumber(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : null;
}

/** Aggregate rows (season, scope, lineup): games `gp`, minutes `mins`, possessions `poss`. */
export function aggregateDenominators(row: object): RowDenominators {
  return {
    games: positiveNumber(readField(row, 'gp')),
    minutes: positiveNumber(readField(row, 'mins')),
    possessions: positiveNumber(readField(row, 'poss')),
  };
}

/** Game rows (one box score): one game, the row's `mins` and `poss`. */
export function gameDenominators(row: object): RowDenominators {
  return { ...aggregateDenominators(row), games: 1 };
}

function denominatorOf(mode: StatMode, denominators: RowDenominators): number | null {
  switch (mode) {
    case 'totals':
      return 1;
    case 'perGame':
      return denominators.games;
    case 'per40':
      return denominators.minutes === null ? null : denominators.minutes / 40;
    case 'per100':
      return denominators.possessions === null ? null : denominators.possessions / 100;
  }
}

/** Whether the stat changes in this mode (it converts, and the mode is not its totals). */
export function isConverted(definition: StatDefinition, mode: StatMode): boolean {
  return mode !== 'totals' && allowsMode(definition, mode);
}

/**
 * The value to show in a mode: the raw value when the stat does not convert, else the total
 * divided by the mode's denominator (null when the row lacks it).
 */
export function valueInMode(
  definition: StatDefinition,
  raw: unknown,
  mode: StatMode,
  denominators: RowDenominators,
): unknown {
  if (!isConverted(definition, mode)) return raw;
  if (typeof raw !== 'number' || !Number.isFinite(raw)) return null;
  const denominator = denominatorOf(mode, denominators);
  return denominator === null ? null : raw / denominator;
}

/** Converted counts get a decimal; signs and mm:ss stay. */
export function formatInMode(definition: StatDefinition, mode: StatMode): StatFormat {
  if (!isConverted(definition, mode)) return definition.format;
  switch (definition.format) {
    case 'signedInteger':
      return 'signedDecimal1';
    case 'integer':
      return 'decimal1';
    default:
      return definition.format;
  }
}

/**
 * The modes a table can offer: totals always, another mode when some column converts to it
 * and every row has its denominator.
 */
export function availableModes(
  definitions: readonly StatDefinition[],
  rowsDenominators: readonly RowDenominators[],
): StatMode[] {
  const modes: StatMode[] = ['totals'];
  for (const mode of ['perGame', 'per40', 'per100'] as const) {
    const someColumnConverts = definitions.some((definition) => allowsMode(definition, mode));
    const everyRowHasIt =
      rowsDenominators.length > 0 &&
      rowsDenominators.every((denominators) => denominatorOf(mode, denominators) !== null);
    if (someColumnConverts && everyRowHasIt) modes.push(mode);
  }
  return modes;
}
