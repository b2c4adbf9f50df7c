/** The builder of rate entries shared by the rate families (shares, ratios, ratings). */
import type {
  RateStatEntry,
  StatDirection,
  StatFamily,
  StatFormat,
  StatRowFamily,
  StatTier,
  StatUnit,
} from './types';

export interface RateInput<K extends string> {
  key: K;
  label: string;
  shortLabel: string;
  description: string;
  /** Default 'higher'. */
  direction?: StatDirection;
  /** Default 'pct' (a fraction shown as a percentage). */
  format?: StatFormat;
  /** Default 'fraction'. */
  unit?: StatUnit;
  /** Default team and player lines. */
  rows?: readonly StatRowFamily[];
  /** Default true on team rows: the opponents' version `{key}Agst`. */
  hasAgst?: boolean;
  tier?: StatTier;
  /** Default true: a rate without a denominator is null. */
  nullable?: boolean;
}

export function rateBuilder(family: StatFamily) {
  return function rate<const K extends string>(input: RateInput<K>): RateStatEntry<K> {
    return {
      key: input.key,
      label: input.label,
      shortLabel: input.shortLabel,
      description: input.description,
      unit: input.unit ?? 'fraction',
      format: input.format ?? 'pct',
      direction: input.direction ?? 'higher',
      scaling: [],
      family,
      nullable: input.nullable ?? true,
      rows: input.rows ?? ['team', 'player'],
      tier: input.tier ?? 'full',
      hasAgst: input.hasAgst ?? true,
    };
  };
}
