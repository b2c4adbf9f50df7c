/**
 * Volume qualifiers for player shooting percentages: a percentage over a handful of shots ranks
 * nothing (a 1-for-1 shooter would top every three-point chart), so each percentage names the
 * attempts it is made of and a default minimum of those attempts per game played. A row
 * qualifies when its season attempts divided by its games reach the minimum.
 *
 * Only full player rows carry attempts (`player-agg-stats`); the public rows do not, so a page
 * reading them can apply its minutes qualifier only.
 */
import { BOX_SHOT_PAIRS } from '@courtside/contract';
import { statDefinition } from './dictionary';
import { readField } from './per-mode';
import type { FilterParam } from './url-filters';

type BoxShotPair = (typeof BOX_SHOT_PAIRS)[number];

/** The attempt field of a box-score percentage, as the contract pairs them. */
function boxAttempt(pct: BoxShotPair['pct']): BoxShotPair['attempt'] {
  const pair = BOX_SHOT_PAIRS.find((entry) => entry.pct === pct);
  if (pair === undefined) throw new Error(`No made–attempted pair has the percentage "${pct}".`);
  return pair.attempt;
}

const FIELD_GOAL_ATTEMPTS = boxAttempt('fgPct');
/** The official box line has no two-point pair: two-point attempts are named here. */
const TWO_POINT_ATTEMPTS = 'fga2';

export interface ShootingQualifier<S extends string = string, A extends string = string> {
  /** The percentage, e.g. `fg3Pct`. */
  stat: S;
  /** The attempts it is made of, e.g. `fga3`. */
  attempts: A;
  /** The default minimum of those attempts per game played. */
  defaultMinPerGame: number;
}

const qualifier = <S extends string, A extends string>(
  stat: S,
  attempts: A,
  defaultMinPerGame: number,
): ShootingQualifier<S, A> => ({ stat, attempts, defaultMinPerGame });

/** Every player shooting percentage with its attempts and default minimum per game. */
export const SHOOTING_QUALIFIERS = [
  qualifier('fgPct', FIELD_GOAL_ATTEMPTS, 5),
  qualifier('efgPct', FIELD_GOAL_ATTEMPTS, 5),
  qualifier('tsPct', FIELD_GOAL_ATTEMPTS, 5),
  qualifier('fg2Pct', TWO_POINT_ATTEMPTS, 3),
  qualifier('fg3Pct', boxAttempt('fg3Pct'), 1),
  qualifier('ftPct', boxAttempt('ftPct'), 1),
] as const;

export type ShootingPctKey = (typeof SHOOTING_QUALIFIERS)[number]['stat'];
export type ShootingAttemptKey = (typeof SHOOTING_QUALIFIERS)[number]['attempts'];
export type PlayerShootingQualifier = ShootingQualifier<ShootingPctKey, ShootingAttemptKey>;

/** The qualifier of a stat, or null when the stat is not a shooting percentage. */
export function shootingQualifierOf(stat: string): PlayerShootingQualifier | null {
  return SHOOTING_QUALIFIERS.find((entry) => entry.stat === stat) ?? null;
}

/** The qualifiers of the given stats, one per attempts field, in the stats' order. */
export function shootingQualifiersOf(stats: readonly string[]): PlayerShootingQualifier[] {
  const found: PlayerShootingQualifier[] = [];
  for (const stat of stats) {
    const entry = shootingQualifierOf(stat);
    if (entry !== null && !found.some((known) => known.attempts === entry.attempts)) {
      found.push(entry);
    }
  }
  return found;
}

const finiteOrNull = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

/** A row's attempts per game played; null without attempts or without a game. */
export function attemptsPerGame(row: object, attempts: ShootingAttemptKey): number | null {
  const total = finiteOrNull(readField(row, attempts));
  const games = finiteOrNull(readField(row, 'gp'));
  return total === null || games === null || games <= 0 ? null : total / games;
}

/**
 * Whether attempts per game (null: unknown) reach `minPerGame`. A minimum of 0 (or less) lets
 * every row through; otherwise unknown attempts do not qualify.
 */
export const reachesMinimum = (perGame: number | null, minPerGame: number): boolean =>
  minPerGame <= 0 || (perGame !== null && perGame >= minPerGame);

/** Whether a row reaches `minPerGame` attempts per game (see reachesMinimum). */
export const meetsShootingQualifier = (
  row: object,
  attempts: ShootingAttemptKey,
  minPerGame: number,
): boolean => reachesMinimum(attemptsPerGame(row, attempts), minPerGame);

/** The minimums a control offers (per game); a URL may hold another whole number in range. */
export const ATTEMPT_MINIMUM_CHOICES = [0, 1, 2, 3, 4, 5, 6, 8, 10] as const;
export const ATTEMPT_MINIMUM_RANGE = { min: 0, max: 20 } as const;

/**
 * The URL parameter of a page's attempts minimum: a whole number of attempts per game, or null
 * (left out of the URL) for each qualifier's own default.
 */
export const attemptMinimumParam: FilterParam<number | null> = {
  defaultValue: null,
  parse: (raw) => {
    const last = raw.at(-1);
    if (last === undefined || !/^\d{1,2}$/.test(last)) return undefined;
    const value = Number(last);
    return value >= ATTEMPT_MINIMUM_RANGE.min && value <= ATTEMPT_MINIMUM_RANGE.max
      ? value
      : undefined;
  },
  serialize: (value) => (value === null ? [] : [String(value)]),
  equals: (a, b) => a === b,
};

/** The minimum in force: the page's chosen one, else the qualifier's default. */
export const minimumInForce = (qualifier: PlayerShootingQualifier, chosen: number | null): number =>
  chosen ?? qualifier.defaultMinPerGame;

/** "3PA", or "FGA and 3PA" for two qualifiers: the attempts named in labels. */
export const attemptsLabel = (qualifiers: readonly PlayerShootingQualifier[]): string =>
  qualifiers.map((entry) => statDefinition(entry.attempts).shortLabel).join(' and ');

/** "1+ 3PA per game", "5+ FGA and 1+ 3PA per game", or "no attempts minimum". */
export function qualifierPhrase(
  qualifiers: readonly PlayerShootingQualifier[],
  chosen: number | null,
): string {
  const parts = qualifiers
    .map((entry) => ({ entry, minimum: minimumInForce(entry, chosen) }))
    .filter(({ minimum }) => minimum > 0)
    .map(({ entry, minimum }) => `${minimum}+ ${statDefinition(entry.attempts).shortLabel}`);
  return parts.length === 0 ? 'no attempts minimum' : `${parts.join(' and ')} per game`;
}

/** What a page reading the public player rows says about a shooting percentage. */
export const PUBLIC_ROWS_QUALIFIER_NOTE =
  'Shot attempts are not in the free player list, so only the minutes qualifier applies.';
