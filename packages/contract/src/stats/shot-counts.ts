/**
 * The field-goal counts among the counting stats (`fg…`: makes and attempts, all, twos and
 * threes) and the order shot tallies send them in. The registry lists each make before its
 * attempt (fgm, fga); zone, on/off and deciding-shot rows put the attempt first (fga, fgm).
 */
import { COUNTING_STATS, type CountingStatKey } from './counting';
import { OFFICIAL_BOX_COUNTS } from './registry';

/** Every field-goal count, the two-point split included. */
export type FieldGoalSplitCountKey = Extract<CountingStatKey, `fg${string}`>;
/** The field-goal counts of the official box: all and threes. */
export type FieldGoalCountKey = Extract<(typeof OFFICIAL_BOX_COUNTS)[number], `fg${string}`>;

const isFieldGoalCount = (key: CountingStatKey): key is FieldGoalSplitCountKey =>
  key.startsWith('fg');

/** fgm, fga, fgm2, fga2, fgm3, fga3: in registry order. */
export const FIELD_GOAL_SPLIT_COUNTS: readonly FieldGoalSplitCountKey[] = COUNTING_STATS.map(
  (count) => count.key,
).filter(isFieldGoalCount);

/** fgm, fga, fgm3, fga3: in box order. */
export const FIELD_GOAL_COUNTS: readonly FieldGoalCountKey[] = OFFICIAL_BOX_COUNTS.filter(
  (key): key is FieldGoalCountKey => isFieldGoalCount(key),
);

/**
 * Field-goal counts listed make then attempt (as the registry has them), each pair turned
 * attempt first: `[fgm, fga, fgm3, fga3]` → `[fga, fgm, fga3, fgm3]`. Fails at load on a list
 * that is not made of such pairs.
 */
export function attemptsFirst<K extends FieldGoalSplitCountKey>(keys: readonly K[]): K[] {
  const out: K[] = [];
  for (let i = 0; i < keys.length; i += 2) {
    const make = keys[i];
    const attempt = keys[i + 1];
    const isPair = make?.startsWith('fgm') === true && attempt === `fga${make.slice(3)}`;
    if (make === undefined || attempt === undefined || !isPair) {
      throw new Error(`"${keys.join(', ')}" is not a list of make and attempt pairs.`);
    }
    out.push(attempt, make);
  }
  return out;
}
