/**
 * Team sums and rates (the warehouse's teamRates, METHODS §1-§2) → the response vocabulary's
 * team line, for either twin row. `isOffense: true` puts the team's own line in the plain
 * fields and the opponents' in `…Agst`; `false` swaps them (the row describes the offense the
 * team faced). Team-level values — ratings, tempo, differentials — are the team's on both rows.
 *
 * Nothing is invented: totals are null when the row has no box-score game (a schedule-only
 * game), steals, fouls and the play-by-play extras stay null when the sums say so.
 */
import { countFromSums, diffKey } from '@courtside/contract';
import {
  LINE_COUNTS,
  TEAM_LEADING_DIFFS,
  TEAM_LINE_RATES,
  TEAM_TRAILING_DIFFS,
} from '@courtside/contract/schemas';
import type { LineCount, TEAM_DIFFS } from '@courtside/contract/schemas';
import type { LineRates, LineSums, TeamRates, TeamSums } from '../team-rates';
import { significant as sig } from './significant';

type Rate = (typeof TEAM_LINE_RATES)[number];
type Diff = (typeof TEAM_DIFFS)[number];
type Count = LineCount;
type CountAgst = 'ptsAgst' | `${Exclude<Count, 'ptsScored'>}Agst`;

export type TeamLineValues = Record<Rate | `${Rate}Agst`, number | null> &
  Record<Count | CountAgst | Diff, number | null> &
  Record<'ortg' | 'drtg' | 'netRtg' | 'pace', number | null>;

export type LineCountValues = Record<LineCount, number | null>;

/** The values of LINE_COUNTS (the line's counting stats under the vocabulary's names), in order. */
function countValues(line: LineSums): Array<number | null> {
  const sums = line as unknown as Readonly<Record<string, number | null>>;
  return LINE_COUNTS.map((key) => countFromSums(key, sums));
}

// Field names built once: a division's answer fills ~700 rows × 160 fields, and composing each
// name per row (template strings, then hashed as property keys) was a third of its cost.
const COUNT_AGST_KEYS = LINE_COUNTS.map((key) => (key === 'ptsScored' ? 'ptsAgst' : `${key}Agst`));
const COUNT_PG_KEYS = LINE_COUNTS.map((key) => `${key}Pg`);
const COUNT_PG_AGST_KEYS = LINE_COUNTS.map((key) => `${key}PgAgst`);

const COUNT_OF_DIFF = new Map<string, LineCount>(LINE_COUNTS.map((key) => [diffKey(key), key]));

/** Each differential's field with the count it is of (`fgaDiff` → `fga`). */
function diffFields(keys: readonly Diff[]): Array<readonly [Diff, LineCount]> {
  return keys.map((key) => {
    const count = COUNT_OF_DIFF.get(key);
    if (count === undefined) throw new Error(`${key} is not a differential of LINE_COUNTS`);
    return [key, count] as const;
  });
}
const LEADING_DIFFS = diffFields(TEAM_LEADING_DIFFS);
const TRAILING_DIFFS = diffFields(TEAM_TRAILING_DIFFS);

/** A line's counting stats in the vocabulary's names (null without a box score). */
export function lineCounts(line: LineSums, hasStats: boolean): LineCountValues {
  const out = {} as LineCountValues;
  const values = countValues(line);
  LINE_COUNTS.forEach((key, i) => (out[key] = hasStats ? (values[i] ?? null) : null));
  return out;
}

/** The contract's rate fields, in the row's field order. */
const RATE_KEYS: readonly Rate[] = TEAM_LINE_RATES;
const RATE_AGST_KEYS = RATE_KEYS.map((key) => `${key}Agst`);

/*
 * Rows carry ~200 fields: they are filled by assignment into one object (spreading objects of
 * that size per row is measurably slow on a division's 700 rows).
 */
type Target = Record<string, number | null>;

/**
 * The line fields of one twin row, written into `target` after the fields it holds (a fresh
 * object when omitted).
 */
export function teamLineValues<T extends object = Target>(
  sums: TeamSums,
  rates: TeamRates,
  isOffense: boolean,
  into?: T,
): T & TeamLineValues {
  const target = (into ?? {}) as Target;
  const hasStats = sums.gpStats > 0;
  const [own, opp] = isOffense ? [sums.own, sums.opp] : [sums.opp, sums.own];
  const [ownRates, oppRates]: [LineRates, LineRates] = isOffense
    ? [rates.offense, rates.defense]
    : [rates.defense, rates.offense];
  for (let i = 0; i < RATE_KEYS.length; i += 1) {
    const key = RATE_KEYS[i] as Rate;
    target[key] = sig(ownRates[key]);
    target[RATE_AGST_KEYS[i] as string] = sig(oppRates[key]);
  }
  const ownValues = countValues(own);
  const oppValues = countValues(opp);
  for (let i = 0; i < LINE_COUNTS.length; i += 1) {
    target[LINE_COUNTS[i] as string] = hasStats ? (ownValues[i] ?? null) : null;
  }
  for (let i = 0; i < LINE_COUNTS.length; i += 1) {
    target[COUNT_AGST_KEYS[i] as string] = hasStats ? (oppValues[i] ?? null) : null;
  }
  const { diff } = rates;
  for (const [key, count] of LEADING_DIFFS) target[key] = sig(diff[count]);
  target['ortg'] = sig(rates.ortg);
  target['drtg'] = sig(rates.drtg);
  target['netRtg'] = sig(rates.netRtg);
  target['pace'] = sig(rates.pace);
  // The rest of the differentials follow the ratings: the rows' field order (TeamLineFields).
  for (const [key, count] of TRAILING_DIFFS) target[key] = sig(diff[count]);
  return target as T & TeamLineValues;
}

export type PerGameValues = Record<`${LineCount}Pg` | `${LineCount}PgAgst`, number | null>;

/** `{count}Pg` and `{count}PgAgst` of a twin row: totals over the games with a box score. */
export function perGameValues(
  sums: TeamSums,
  isOffense: boolean,
  target: Target = {},
): PerGameValues {
  const games = sums.gpStats;
  const [own, opp] = isOffense ? [sums.own, sums.opp] : [sums.opp, sums.own];
  const perGame = (value: number | null): number | null =>
    value === null || games === 0 ? null : sig(value / games);
  const ownValues = countValues(own);
  const oppValues = countValues(opp);
  for (let i = 0; i < LINE_COUNTS.length; i += 1) {
    target[COUNT_PG_KEYS[i] as string] = perGame(ownValues[i] ?? null);
  }
  for (let i = 0; i < LINE_COUNTS.length; i += 1) {
    target[COUNT_PG_AGST_KEYS[i] as string] = perGame(oppValues[i] ?? null);
  }
  return target as PerGameValues;
}

/**
 * `base` completed with the twin row's line and per-game fields, filled in place. The result's
 * type is the full row: the endpoint tests parse every row with its zod schema, so a field
 * missing here fails there.
 */
export function withTeamLine<Base extends object>(
  base: Base,
  sums: TeamSums,
  rates: TeamRates,
  isOffense: boolean,
): Base & TeamLineValues & PerGameValues {
  const target = base as Base & Target;
  teamLineValues(sums, rates, isOffense, target);
  perGameValues(sums, isOffense, target);
  return target as Base & TeamLineValues & PerGameValues;
}

/** The `isOffense` twins a request keeps (`isoffense` filters; absent keeps both). */
export function sidesOf(isOffense: boolean | undefined): boolean[] {
  return isOffense === undefined ? [true, false] : [isOffense];
}
