/**
 * Percentiles (METHODS §8 [S43]).
 *
 * percentileOfScore follows scipy.stats.percentileofscore: with `left` values strictly below
 * the score and `right` values at or below it among n,
 *   weak   = 100·right/n             (display: "at or better than x% of the pool")
 *   strict = 100·left/n
 *   mean   = 100·(left + right)/(2n)
 *   rank   = 100·(left + right + [right > left])/(2n)  (ties get the average of their ranks)
 * For lower-is-better stats (TOV%, DRtg, fouls) the comparison is flipped through the direction
 * flag, so "better" always means a higher percentile.
 *
 * Player percentiles: pools are gender × division × season, overall and by position group
 * (G/F/C); a position pool with fewer than 30 qualified players falls back to the overall pool
 * (reported as positionPool 'overall'). Qualifiers (engine defaults [S45]):
 * - under 10% of the team's minutes (MP/(TmMP/5) < 0.10): excluded everywhere;
 * - percentiles need 40% of the team's minutes (isQualified);
 * - shooting percentages need attempts: 3P% and FT% at least one attempt per team game.
 * Players who do not qualify are left out of the pools and get a null percentile, unless
 * scoreUnqualified is set, in which case they are placed against the qualified pool (a player
 * page may want that) — they still never change anyone else's percentile. Missing values are
 * excluded, never read as 0.
 */
import { DEFAULT_CONSTANTS } from '../config/constants';
import type { PoolKey, PositionGroup, StatDirection } from './inputs';

export type PercentileKind = 'weak' | 'strict' | 'mean' | 'rank';

const { qualifiers } = DEFAULT_CONSTANTS;
export const MIN_POOL_SIZE = qualifiers.percentilePoolMinPlayers;
export const EXCLUDE_BELOW_MINUTES_SHARE = qualifiers.playerMinMinutesShare;
export const PERCENTILE_MINUTES_SHARE = qualifiers.percentileMinMinutesShare;

const present = (v: number | null | undefined): v is number =>
  typeof v === 'number' && Number.isFinite(v);

/** Index of the first element of the ascending array that is > x (or ≥ x when strict). */
function upperBound(sorted: readonly number[], x: number, strict: boolean): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    const v = sorted[mid] ?? 0;
    if (strict ? v < x : v <= x) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

function fromSorted(sorted: readonly number[], score: number, kind: PercentileKind): number {
  const n = sorted.length;
  const left = upperBound(sorted, score, true);
  const right = upperBound(sorted, score, false);
  switch (kind) {
    case 'weak':
      return (100 * right) / n;
    case 'strict':
      return (100 * left) / n;
    case 'mean':
      return (50 * (left + right)) / n;
    case 'rank':
      return (50 * (left + right + (right > left ? 1 : 0))) / n;
  }
}

/** scipy-style percentile of `score` in `pool` (missing values in the pool are ignored). */
export function percentileOfScore(
  pool: readonly (number | null | undefined)[],
  score: number,
  kind: PercentileKind = 'weak',
  direction: StatDirection = 'higherIsBetter',
): number | null {
  const sign = direction === 'lowerIsBetter' ? -1 : 1;
  const sorted = pool.filter(present).map((v) => sign * v);
  if (sorted.length === 0 || !Number.isFinite(score)) return null;
  sorted.sort((a, b) => a - b);
  return fromSorted(sorted, sign * score, kind);
}

/**
 * Percentile of every value within the same array (O(n log n)); null for missing values.
 */
export function percentilesWithin(
  values: readonly (number | null | undefined)[],
  kind: PercentileKind = 'weak',
  direction: StatDirection = 'higherIsBetter',
): (number | null)[] {
  const sign = direction === 'lowerIsBetter' ? -1 : 1;
  const sorted = values
    .filter(present)
    .map((v) => sign * v)
    .sort((a, b) => a - b);
  return values.map((v) =>
    present(v) && sorted.length > 0 ? fromSorted(sorted, sign * v, kind) : null,
  );
}

export interface PercentileStat {
  key: string;
  direction?: StatDirection;
  /** Minimum attempts per team game (read from `attempts[key]`), e.g. 1 for 3P% and FT%. */
  minAttemptsPerTeamGame?: number;
}

export interface PercentileSubject {
  id: number;
  pool: PoolKey;
  position: PositionGroup | null;
  /** MP/(TmMP/5). */
  minutesShare: number;
  teamGames: number;
  values: Readonly<Record<string, number | null | undefined>>;
  /** Attempts behind a rate stat, by stat key (fg3Pct → 3PA, ftPct → FTA). */
  attempts?: Readonly<Record<string, number>>;
}

export interface StatPercentile {
  overall: number | null;
  position: number | null;
  /** The pool the position percentile came from. */
  positionPool: PositionGroup | 'overall' | null;
  /** Passed the minutes and attempt qualifiers for this stat. */
  qualified: boolean;
}

export interface SubjectPercentiles {
  id: number;
  /** Under 10% of team minutes: in no pool, no percentile. */
  excluded: boolean;
  /** At least 40% of team minutes. */
  isQualified: boolean;
  stats: Record<string, StatPercentile>;
}

export interface PercentileOptions {
  kind?: PercentileKind;
  minPoolSize?: number;
  excludeBelowMinutesShare?: number;
  qualifyingMinutesShare?: number;
  scoreUnqualified?: boolean;
}

export const poolKeyString = (k: PoolKey): string => `${k.gender}|${k.divisionId}|${k.season}`;

/** Percentiles of each subject for each stat within its pool (see the module comment). */
export function playerPercentiles(
  subjects: readonly PercentileSubject[],
  stats: readonly PercentileStat[],
  options: PercentileOptions = {},
): SubjectPercentiles[] {
  const kind = options.kind ?? 'weak';
  const minPool = options.minPoolSize ?? MIN_POOL_SIZE;
  const excludeBelow = options.excludeBelowMinutesShare ?? EXCLUDE_BELOW_MINUTES_SHARE;
  const qualifyAt = options.qualifyingMinutesShare ?? PERCENTILE_MINUTES_SHARE;

  const out: SubjectPercentiles[] = subjects.map((s) => ({
    id: s.id,
    excluded: s.minutesShare < excludeBelow,
    isQualified: s.minutesShare >= qualifyAt,
    stats: {},
  }));
  const byPool = new Map<string, number[]>();
  subjects.forEach((s, i) => {
    const key = poolKeyString(s.pool);
    const list = byPool.get(key) ?? [];
    list.push(i);
    byPool.set(key, list);
  });

  for (const stat of stats) {
    const sign = stat.direction === 'lowerIsBetter' ? -1 : 1;
    const qualifies = (s: PercentileSubject, i: number): boolean => {
      if (!out[i]?.isQualified || out[i]?.excluded) return false;
      const need = (stat.minAttemptsPerTeamGame ?? 0) * s.teamGames;
      return need <= 0 || (s.attempts?.[stat.key] ?? 0) >= need;
    };
    for (const members of byPool.values()) {
      const pool = (filter: (s: PercentileSubject) => boolean): number[] =>
        members
          .filter((i) => {
            const s = subjects[i] as PercentileSubject;
            return filter(s) && qualifies(s, i) && present(s.values[stat.key]);
          })
          .map((i) => sign * ((subjects[i] as PercentileSubject).values[stat.key] ?? 0))
          .sort((a, b) => a - b);
      const overall = pool(() => true);
      const groups = new Map<PositionGroup, number[]>();
      for (const g of ['G', 'F', 'C'] as const)
        groups.set(
          g,
          pool((s) => s.position === g),
        );
      for (const i of members) {
        const s = subjects[i] as PercentileSubject;
        const v = s.values[stat.key];
        const qualified = qualifies(s, i);
        const score = present(v) ? sign * v : null;
        const scored = !out[i]?.excluded && (qualified || options.scoreUnqualified === true);
        const group = s.position ? (groups.get(s.position) ?? []) : [];
        const useGroup = group.length >= minPool;
        const at = (sorted: number[]) =>
          scored && score !== null && sorted.length > 0 ? fromSorted(sorted, score, kind) : null;
        const result: StatPercentile = {
          overall: at(overall),
          position: at(useGroup ? group : overall),
          positionPool:
            scored && score !== null ? (useGroup && s.position ? s.position : 'overall') : null,
          qualified,
        };
        const target = out[i];
        if (target) target.stats[stat.key] = result;
      }
    }
  }
  return out;
}
