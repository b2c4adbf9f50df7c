/**
 * Small conversions shared by the pbp endpoints: clocks and period labels from game seconds,
 * ratings per 100 possessions (the engine's), a row's counts by key, the zone fields of a ZoneStats as the typed
 * vocabulary, and the five players of a unit as pName1…pName5 / pId1…pId5.
 */
import type { AgstKey, PeriodFormat } from '@courtside/contract';
import { agstKey, periodLabel, periodLengthSeconds, periodStartSecond } from '@courtside/contract';
import type { PbpUnitPlayer, PbpZoneValues } from '@courtside/contract/schemas';
import { PBP_ZONE_COUNT_FIELDS, PBP_ZONE_RATIO_FIELDS } from '@courtside/contract/schemas';
import type { ZoneStats } from '@courtside/warehouse';

/** Seconds left in `period` at `gameSecond` (since the opening tip). */
export function clockAt(format: PeriodFormat, period: number, gameSecond: number): number {
  const end = periodStartSecond(format, period) + periodLengthSeconds(format, period);
  return Math.max(0, end - gameSecond);
}

/** 'H1', 'Q3', 'OT', '2OT'… */
export function labelOf(format: PeriodFormat, period: number): string {
  return periodLabel(format, period);
}

/** "MM:SS" of a clock in seconds. */
export function clockLabel(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  const minutes = Math.floor(whole / 60);
  return `${String(minutes).padStart(2, '0')}:${String(whole % 60).padStart(2, '0')}`;
}

/** a/b, null when b is not positive. */
export function ratio(a: number, b: number): number | null {
  return b > 0 ? a / b : null;
}

/** Points per 100 possessions, null without possessions (METHODS §1, §4). */
export function per100(points: number, possessions: number): number | null {
  return possessions > 0 ? (100 * points) / possessions : null;
}

export function difference(a: number | null, b: number | null): number | null {
  return a === null || b === null ? null : a - b;
}

/**
 * A ZoneStats as the vocabulary's typed fields (the key lists are the contract's), written into
 * `into` after the fields it holds (a fresh object when omitted). Filled by assignment into the
 * row itself: spreading an object of ~100 fields into a row literal costs V8 tens of
 * microseconds a row, and answers run to thousands of rows.
 */
export function zoneValues<T extends object = object>(
  stats: ZoneStats,
  into?: T,
): T & PbpZoneValues {
  const out = (into ?? {}) as Record<string, unknown>;
  for (const key of PBP_ZONE_COUNT_FIELDS) out[key] = stats.fields[key] ?? 0;
  for (const key of PBP_ZONE_RATIO_FIELDS) out[key] = stats.fields[key] ?? null;
  out['isQualArray'] = stats.isQualArray;
  return out as T & PbpZoneValues;
}

export interface UnitNames {
  pName1: string;
  pName2: string;
  pName3: string;
  pName4: string;
  pName5: string;
  pId1: number | null;
  pId2: number | null;
  pId3: number | null;
  pId4: number | null;
  pId5: number | null;
}

export function unitNames(players: readonly PbpUnitPlayer[]): UnitNames {
  const at = (index: number): PbpUnitPlayer => players[index] ?? { playerId: null, fullName: '' };
  return {
    pName1: at(0).fullName,
    pName2: at(1).fullName,
    pName3: at(2).fullName,
    pName4: at(3).fullName,
    pName5: at(4).fullName,
    pId1: at(0).playerId,
    pId2: at(1).playerId,
    pId3: at(2).playerId,
    pId4: at(3).playerId,
    pId5: at(4).playerId,
  };
}

/** The named fields of a row, in the order named (registry keys the row shares with a source). */
export function pickFields<T extends object, const K extends keyof T>(
  source: T,
  keys: readonly K[],
): Pick<T, K> {
  const out = {} as Pick<T, K>;
  for (const key of keys) out[key] = source[key];
  return out;
}

/** One value per key, in the order of `keys` (a row's counts read off a registry list). */
export function valuesByKey<const K extends string, V>(
  keys: readonly K[],
  value: (key: K) => V,
): Record<K, V> {
  const out = {} as Record<K, V>;
  for (const key of keys) out[key] = value(key);
  return out;
}

/** The same, each under its `…Agst` name (the opponents' counts of a row). */
export function agstValuesByKey<const K extends string, V>(
  keys: readonly K[],
  value: (key: K) => V,
): Record<AgstKey<K>, V> {
  const out = {} as Record<AgstKey<K>, V>;
  for (const key of keys) out[agstKey(key)] = value(key);
  return out;
}
