/**
 * Stats grouped by what they are about (the dictionary's families), in the dictionary's family
 * order: the optgroups of a stat picker, the sections of a comparison table.
 */
import { STAT_FAMILY_LABELS, statDefinition, type StatFamily, type StatKey } from './dictionary';

export interface StatFamilyGroup {
  family: StatFamily;
  label: string;
  /** In the order given. */
  keys: StatKey[];
}

const FAMILY_ORDER = Object.keys(STAT_FAMILY_LABELS) as StatFamily[];

/** The families that hold some of `keys`, each with its keys; empty families left out. */
export function groupByFamily(keys: readonly StatKey[]): StatFamilyGroup[] {
  const byFamily = new Map<StatFamily, StatKey[]>();
  for (const key of keys) {
    const { family } = statDefinition(key);
    byFamily.set(family, [...(byFamily.get(family) ?? []), key]);
  }
  return FAMILY_ORDER.flatMap((family) => {
    const familyKeys = byFamily.get(family);
    return familyKeys === undefined
      ? []
      : [{ family, label: STAT_FAMILY_LABELS[family], keys: familyKeys }];
  });
}
