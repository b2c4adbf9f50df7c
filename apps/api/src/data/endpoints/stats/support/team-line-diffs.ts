/**
 * Counting-stat differentials of a team line from its sums, for the `…Diff` fields the
 * warehouse's team line does not fill (it writes the aggregates' list, TEAM_DIFFS). Every key
 * is the registry's: `{count}Diff` is the count's own total minus the opponents', per game with
 * a box score; team-level, so the same on both isOffense twins.
 */
import { COUNTING_STATS, countFromSums, diffKey, sumFieldOf } from '@courtside/contract';
import type { CountDiffKey, CountingStatKey } from '@courtside/contract';
import type { LineSums, TeamSums } from '@courtside/warehouse';

/** `keys`' differentials (null without a box-score game or where a side's count is unknown). */
export function countDiffValues<const K extends CountDiffKey>(
  sums: TeamSums,
  keys: readonly K[],
): Record<K, number | null> {
  const out = {} as Record<K, number | null>;
  const wanted = new Set<string>(keys);
  for (const { key } of COUNTING_STATS) {
    const field = diffKey(key);
    if (!wanted.has(field)) continue;
    const own = countFromSums(key, sums.own);
    const opp = countFromSums(key, sums.opp);
    out[field as K] =
      own === null || opp === null || sums.gpStats === 0 ? null : (own - opp) / sums.gpStats;
  }
  return out;
}

/**
 * A line's sums with every count at zero, and the counts a box may lack (`nullable` in the
 * registry: steals, fouls, the play-by-play extras) at `unknown`.
 */
export function zeroLineSums(unknown: 0 | null): LineSums {
  const line: Record<string, number | null> = {};
  for (const count of COUNTING_STATS) {
    const field = sumFieldOf(count.key as CountingStatKey);
    if (field !== null) line[field] = count.nullable ? unknown : 0;
  }
  return line as LineSums;
}
