/**
 * The forms the vocabulary derives from a stat (spec/response-fields.md): the opponents'
 * version `…Agst`, the per-game value `…Pg` (and its opponents' `…PgAgst`) and the
 * own-minus-opponents differential per game `…Diff`. Their keys and entries are generated here
 * from the base entry, so a stat's label is written once.
 */
import type { CountingStatEntry, RateStatEntry, StatDirection, StatEntry } from './types';

export type PerGameKey<K extends string> = `${K}Pg`;
export type DiffKey<K extends string> = `${K}Diff`;
export type AgstKey<K extends string> = `${K}Agst`;

export const perGameKey = <K extends string>(key: K): PerGameKey<K> => `${key}Pg`;
export const diffKey = <K extends string>(key: K): DiffKey<K> => `${key}Diff`;
export const agstKey = <K extends string>(key: K): AgstKey<K> => `${key}Agst`;

/** Opposite direction: the opponents' version of a stat is better the other way. */
export function flipDirection(direction: StatDirection): StatDirection {
  if (direction === 'neutral') return direction;
  return direction === 'higher' ? 'lower' : 'higher';
}

const lowerFirst = (text: string): string => `${text.charAt(0).toLowerCase()}${text.slice(1)}`;

/** A form's entry: the base's, with the fields that differ. */
function form<K extends string>(base: StatEntry, changes: Partial<StatEntry> & { key: K }) {
  const entry: StatEntry<K> = { ...pickStatEntry(base), ...changes };
  return entry;
}

/** The shared fields of an entry (a form does not inherit a counting stat's column). */
function pickStatEntry(entry: StatEntry): StatEntry {
  return {
    key: entry.key,
    label: entry.label,
    shortLabel: entry.shortLabel,
    description: entry.description,
    unit: entry.unit,
    format: entry.format,
    direction: entry.direction,
    scaling: entry.scaling,
    family: entry.family,
    nullable: entry.nullable,
    rows: entry.rows,
    tier: entry.tier,
  };
}

/** The opponents' version of a rate of a team line (`efgPctAgst`). */
export function rateAgstEntry<K extends string>(rate: RateStatEntry<K>): StatEntry<AgstKey<K>> {
  return form(rate, {
    key: agstKey(rate.key),
    label: `Opponents' ${lowerFirst(rate.label)}`,
    shortLabel: `Opp ${rate.shortLabel}`,
    description: `The opponents' ${rate.shortLabel} against this team: ${rate.description}`,
    direction: flipDirection(rate.direction),
    rows: ['team'],
  });
}

/** The opponents' total of a counting stat (`astAgst`; points are `ptsAgst`). */
export function countAgstEntry<K extends string, A extends string>(
  count: CountingStatEntry<K, A>,
): StatEntry<A> {
  return form(count, {
    key: count.agstKey,
    label: count.agstLabels.label ?? `Opponents' ${lowerFirst(count.label)}`,
    shortLabel: count.agstLabels.shortLabel ?? `Opp ${count.shortLabel}`,
    description:
      count.agstLabels.description ?? `The opponents' ${count.shortLabel}: ${count.description}`,
    direction: flipDirection(count.direction),
    nullable: true,
    rows: ['team'],
  });
}

/** A counting stat per game of the row's games with a box score (`astPg`). */
export function perGameEntry<K extends string>(
  count: CountingStatEntry<K>,
): StatEntry<PerGameKey<K>> {
  const label = count.perGameLabels.label ?? `${count.label} per game`;
  return form(count, {
    key: perGameKey(count.key),
    label,
    shortLabel: count.perGameLabels.shortLabel ?? `${count.shortLabel}/G`,
    description: count.perGameLabels.description ?? `${label}.`,
    format: 'decimal1',
    scaling: [],
    nullable: true,
  });
}

/** The opponents' per-game value (`astPgAgst`), on team rows. */
export function perGameAgstEntry<K extends string>(
  count: CountingStatEntry<K>,
): StatEntry<AgstKey<PerGameKey<K>>> {
  const perGame = perGameEntry(count);
  return form(perGame, {
    key: agstKey(perGame.key),
    label: `Opponents' ${lowerFirst(perGame.label)}`,
    shortLabel: `Opp ${perGame.shortLabel}`,
    description: `The opponents' ${lowerFirst(perGame.label)}.`,
    direction: flipDirection(perGame.direction),
    rows: ['team'],
  });
}

/** Team minus opponents per game of the row's games with a box score (`astDiff`). */
export function diffEntry<K extends string>(count: CountingStatEntry<K>): StatEntry<DiffKey<K>> {
  return form(count, {
    key: diffKey(count.key),
    label: `${count.label} differential`,
    shortLabel: `${count.shortLabel} Diff`,
    description: `${count.label} per game, team minus opponents.`,
    format: 'signedDecimal1',
    family: 'team',
    scaling: [],
    nullable: true,
    rows: ['team'],
    tier: 'full',
  });
}
