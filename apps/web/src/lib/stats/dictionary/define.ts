/**
 * Builders of dictionary entries, so each family file states only what differs: a counting stat,
 * a percentage, a rating… carry their usual format, direction and scaling here. Keys stay
 * literal types, so pages get compile-time checked column lists.
 */
import type { StatFormat } from '../format';
import type {
  StatColorScale,
  StatDefinition,
  StatDirection,
  StatFamily,
  StatMode,
  StatScaling,
} from './types';

/** Opposite direction, for a defence row or an opponent ("…Agst") version: the registry's. */
export { flipDirection } from '@courtside/contract';

export interface StatInput<K extends string> {
  key: K;
  label: string;
  shortLabel: string;
  description: string;
  format: StatFormat;
  direction?: StatDirection;
  colorScale?: StatColorScale;
  scaling?: StatScaling | null;
}

/** Counting stats of a total (season totals, one game's box) convert to every mode. */
export const TOTAL_SCALING: StatScaling = { modes: ['totals', 'perGame', 'per40', 'per100'] };

/** Minutes and possessions: per game or in total (minutes per 40 minutes would be 40). */
export const TIME_SCALING: StatScaling = { modes: ['totals', 'perGame'] };

/** Creates the entries of one family. */
export function familyBuilder(family: StatFamily) {
  return function stat<K extends string>(input: StatInput<K>): StatDefinition<K> {
    const direction = input.direction ?? 'higher';
    return {
      key: input.key,
      label: input.label,
      shortLabel: input.shortLabel,
      description: input.description,
      format: input.format,
      direction,
      colorScale: input.colorScale ?? (direction === 'neutral' ? 'none' : 'goodBad'),
      scaling: input.scaling ?? null,
      family,
    };
  };
}

/** Whether a stat may be shown in a mode. */
export function allowsMode(definition: StatDefinition, mode: StatMode): boolean {
  return definition.scaling?.modes.includes(mode) ?? false;
}
