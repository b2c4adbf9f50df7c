/**
 * Two facts about each field-goal attempt that need the events around it:
 *
 * - `secondChance`: the shooting team had an offensive rebound (live or dead ball) earlier in
 *   the same possession, i.e. inside a possession of the shooting team that contains the shot,
 *   at or after the possession's first event and before the shot.
 * - `and1`: a made shot followed by the shooter's single free throw (attempt 1 of 1, not a
 *   technical) at the same game second: the and-one.
 *
 * Computed once per game at build time, so a shot list reads stored flags instead of searching
 * a season's possessions and events for every attempt at request time.
 */
import { gameSecond } from '@courtside/contract';
import type { GameEvent, PeriodFormat } from '@courtside/contract';
import type { Possession, ShotFact } from './facts';

export interface ShotContext {
  secondChance: boolean;
  and1: boolean;
}

/** Index of the first entry whose `seq` is ≥ `seq` (the list sorted by seq). */
export function firstAtOrAfter(list: readonly { seq: number }[], seq: number): number {
  let low = 0;
  let high = list.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((list[middle] as { seq: number }).seq < seq) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * Each shot's context, by the shot's seq. `keyOf` is the player key as stored (two source keys
 * of one rostered player are one shooter).
 */
export function shotContexts(
  game: { format: PeriodFormat; events: readonly GameEvent[] },
  shots: readonly ShotFact[],
  possessions: readonly Possession[],
  keyOf: (key: string) => string,
): Map<number, ShotContext> {
  const rebounds = game.events
    .filter((event) => event.type === 'rebound' && event.offensive)
    .map((event) => ({ seq: event.seq, side: event.side }))
    .sort((a, b) => a.seq - b.seq);
  const eventsBySeq = new Map(game.events.map((event) => [event.seq, event]));
  const secondOf = (event: GameEvent) => gameSecond(game.format, event.period, event.clock);
  // The last seq of a lone free throw per shooter and game second.
  const loneFreeThrows = new Map<string, number>();
  for (const event of game.events) {
    if (event.type !== 'freeThrow' || event.attempt !== 1 || event.of !== 1 || event.technical) {
      continue;
    }
    const key = `${keyOf(event.player)}|${secondOf(event)}`;
    loneFreeThrows.set(key, Math.max(loneFreeThrows.get(key) ?? -Infinity, event.seq));
  }
  const ordered = [...possessions].sort((a, b) => a.startSeq - b.startSeq);
  const starts = ordered.map((possession) => ({ seq: possession.startSeq }));
  // Running maximum of end seqs: no possession at or before index i reaches past it.
  const reach: number[] = [];
  ordered.forEach((possession, index) => {
    reach.push(Math.max(possession.endSeq, reach[index - 1] ?? -Infinity));
  });
  const reboundedBefore = (side: string, from: number, before: number): boolean => {
    for (let index = firstAtOrAfter(rebounds, from); index < rebounds.length; index += 1) {
      const rebound = rebounds[index] as (typeof rebounds)[number];
      if (rebound.seq >= before) return false;
      if (rebound.side === side) return true;
    }
    return false;
  };
  const contexts = new Map<number, ShotContext>();
  for (const shot of shots) {
    let secondChance = false;
    for (let index = firstAtOrAfter(starts, shot.seq + 1) - 1; index >= 0; index -= 1) {
      if ((reach[index] as number) < shot.seq) break;
      const possession = ordered[index] as Possession;
      if (
        possession.offense === shot.side &&
        possession.endSeq >= shot.seq &&
        reboundedBefore(shot.side, possession.startSeq, shot.seq)
      ) {
        secondChance = true;
        break;
      }
    }
    const event = eventsBySeq.get(shot.seq);
    const lastLone =
      shot.made && event !== undefined
        ? loneFreeThrows.get(`${keyOf(shot.player)}|${secondOf(event)}`)
        : undefined;
    contexts.set(shot.seq, { secondChance, and1: lastLone !== undefined && lastLone > shot.seq });
  }
  return contexts;
}
