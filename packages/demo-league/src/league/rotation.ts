/**
 * A coach's rotation: who starts and in what order the bench comes in. The starting five is the
 * best-rated group among the eight best players that a coach would put on the floor together
 * (two or three guards, at most two centres, at least two forwards or centres); the bench then
 * follows by rating. The first ROTATION_SIZE players are the "rotation" (the minutes the team's
 * strength is made of, and the players whose transfers the issue counts).
 */
import type { DemoPosition } from '../model';

export const ROTATION_SIZE = 9;

/** Expected share of the team's 200 minutes by rotation position (sums to 1). */
const MINUTES = [32, 31, 30, 29, 28, 18, 14, 10, 6, 2, 0, 0, 0, 0, 0];
const MINUTES_TOTAL = MINUTES.reduce((sum, m) => sum + m, 0);

export function minuteShare(index: number): number {
  return (MINUTES[index] ?? 0) / MINUTES_TOTAL;
}

export interface RotationCandidate {
  readonly position: DemoPosition;
  readonly talent: number;
}

function balanced(group: readonly RotationCandidate[]): boolean {
  const count = (position: DemoPosition): number =>
    group.filter((p) => p.position === position).length;
  const guards = count('G');
  return guards >= 2 && guards <= 3 && count('C') <= 2 && count('F') + count('C') >= 2;
}

/** Every 5-subset of `pool` (indexes). */
function fives(size: number): number[][] {
  const out: number[][] = [];
  const pick = (start: number, chosen: number[]): void => {
    if (chosen.length === 5) {
      out.push([...chosen]);
      return;
    }
    for (let i = start; i < size; i += 1) pick(i + 1, [...chosen, i]);
  };
  pick(0, []);
  return out;
}

const FIVES_OF_EIGHT = fives(8);

/** The roster in rotation order: starters first, then the bench by rating. */
export function rotationOrder<T extends RotationCandidate>(roster: readonly T[]): T[] {
  const byTalent = [...roster].sort((a, b) => b.talent - a.talent);
  const pool = byTalent.slice(0, 8);
  let best: T[] | null = null;
  let bestSum = -Infinity;
  for (const indexes of pool.length === 8 ? FIVES_OF_EIGHT : fives(pool.length)) {
    const group = indexes.map((i) => pool[i] as T);
    const sum = group.reduce((total, p) => total + p.talent, 0);
    if (sum > bestSum && balanced(group)) {
      best = group;
      bestSum = sum;
    }
  }
  const starters = best ?? byTalent.slice(0, 5);
  const startersSorted = [...starters].sort((a, b) => b.talent - a.talent);
  const bench = byTalent.filter((p) => !starters.includes(p));
  return [...startersSorted, ...bench];
}
