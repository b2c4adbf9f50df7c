/**
 * Dictionary entries of the stats the contract's stat registry defines: labels, definitions,
 * formats, directions and scaling come from there; the web adds only how it colours them (a
 * stat with a better end gets the good→bad percentile scale).
 */
import type { StatEntry } from '@courtside/contract';
import type { StatDefinition, StatMode } from './types';

/** A registry entry as the dictionary's entry of the same key. */
export function fromRegistry<K extends string>(entry: StatEntry<K>): StatDefinition<K> {
  const modes: readonly StatMode[] = ['totals', ...entry.scaling];
  return {
    key: entry.key,
    label: entry.label,
    shortLabel: entry.shortLabel,
    description: entry.description,
    format: entry.format,
    direction: entry.direction,
    colorScale: entry.direction === 'neutral' ? 'none' : 'goodBad',
    scaling: entry.scaling.length === 0 ? null : { modes },
    family: entry.family,
  };
}

/** The dictionary entries of registry entries, keys kept literal. */
export const fromRegistryAll = <K extends string>(
  entries: readonly StatEntry<K>[],
): StatDefinition<K>[] => entries.map(fromRegistry);
