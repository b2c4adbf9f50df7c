/**
 * Tidying stints after crediting: a lineup that lasted no time and was credited nothing (the
 * passing state between two substitutions written on separate rows at one clock reading) is
 * not a stint; removing it may leave two neighbours with the same ten players, which merge.
 * Event → stint maps are renumbered to match.
 */
import { merged } from '@courtside/contract';
import type { Stint } from './facts';

function sameTen(a: Stint, b: Stint): boolean {
  const same = (x: readonly string[], y: readonly string[]): boolean =>
    x.length === y.length && x.every((key, i) => key === y[i]);
  return a.period === b.period && same(a.home, b.home) && same(a.away, b.away);
}

function empty(stint: Stint): boolean {
  return (
    stint.endSecond === stint.startSecond &&
    stint.homePts + stint.awayPts + stint.homePoss + stint.awayPoss === 0
  );
}

export interface Compacted {
  readonly stints: Stint[];
  /** New index of every old stint index. */
  readonly renumber: (old: number) => number;
}

export function compactStints(stints: readonly Stint[]): Compacted {
  const kept: Stint[] = [];
  const map: number[] = [];
  stints.forEach((stint, old) => {
    const last = kept.at(-1);
    if (empty(stint) && stints.length > 1) {
      // Its events go to the previous stint of the period, or the next one.
      const next = stints[old + 1];
      map[old] = last !== undefined && last.period === stint.period ? kept.length - 1 : -1;
      if (map[old] === -1 && next === undefined) map[old] = kept.length - 1;
      return;
    }
    if (last !== undefined && sameTen(last, stint)) {
      kept[kept.length - 1] = merged(last, {
        endSecond: stint.endSecond,
        homePts: last.homePts + stint.homePts,
        awayPts: last.awayPts + stint.awayPts,
        homePoss: last.homePoss + stint.homePoss,
        awayPoss: last.awayPoss + stint.awayPoss,
      });
      map[old] = kept.length - 1;
      return;
    }
    kept.push({ ...stint, index: kept.length });
    map[old] = kept.length - 1;
  });
  // Removed stints that opened a period point at the next kept one.
  for (let old = map.length - 1; old >= 0; old -= 1) {
    if (map[old] === -1) map[old] = map[old + 1] ?? kept.length - 1;
  }
  return { stints: kept, renumber: (old) => map[old] ?? -1 };
}
