/**
 * How each possession of a game started, for points per possession by play context.
 *
 * A possession's context is read from how the previous possession of the game ended and from the
 * events inside it:
 *
 * - start: `periodStart` for the first possession of a period (no previous possession in the
 *   game, a previous one in another period, or one that ended with the period); `afterTov` when
 *   the previous possession ended in a turnover; `afterDrb` when it ended in a defensive rebound
 *   (a miss the other team did not keep); `afterScore` otherwise (a made shot or made last free
 *   throw). These four partition every possession.
 * - `afterSteal`: a steal was recorded between the first event of the previous possession and
 *   the first event of this one (a live-ball turnover; with `afterTov`, the steal part of it).
 * - `secondChance`: the offense got a live-ball offensive rebound inside the possession;
 *   `secondChancePoints` are the points it scored after the first such rebound (0 otherwise).
 *
 * Computed once per game at build time, so the served answer sums stored flags instead of
 * searching the game's events for every possession of a season at request time.
 */
import type { GameEvent, TeamSide } from '@courtside/contract';
import type { Possession } from './facts';
import { firstAtOrAfter } from './shot-context';

export const POSSESSION_STARTS = ['periodStart', 'afterTov', 'afterDrb', 'afterScore'] as const;
export type PossessionStart = (typeof POSSESSION_STARTS)[number];

export interface PossessionContext {
  start: PossessionStart;
  afterSteal: boolean;
  secondChance: boolean;
  secondChancePoints: number;
}

interface Marked {
  seq: number;
  side: TeamSide | null;
  points: number;
}

/** Events of one kind, sorted by seq. */
function sortedBySeq(events: readonly GameEvent[], pick: (event: GameEvent) => Marked | null) {
  const out: Marked[] = [];
  for (const event of events) {
    const marked = pick(event);
    if (marked !== null) out.push(marked);
  }
  return out.sort((a, b) => a.seq - b.seq);
}

function startOf(previous: Possession | undefined, possession: Possession): PossessionStart {
  if (
    previous === undefined ||
    previous.period !== possession.period ||
    previous.ending === 'periodEnd'
  ) {
    return 'periodStart';
  }
  if (previous.ending === 'turnover') return 'afterTov';
  if (previous.ending === 'defensiveRebound') return 'afterDrb';
  return 'afterScore';
}

/** Each possession's context, by possession index. */
export function possessionContexts(
  possessions: readonly Possession[],
  events: readonly GameEvent[],
): Map<number, PossessionContext> {
  const steals = sortedBySeq(events, (event) =>
    event.type === 'steal' ? { seq: event.seq, side: event.side, points: 0 } : null,
  );
  const offensiveRebounds = sortedBySeq(events, (event) =>
    event.type === 'rebound' && event.offensive && !event.deadBall
      ? { seq: event.seq, side: event.side, points: 0 }
      : null,
  );
  const scores = sortedBySeq(events, (event) => {
    if (event.type === 'shot' && event.made) {
      return { seq: event.seq, side: event.side, points: event.value };
    }
    if (event.type === 'freeThrow' && event.made) {
      return { seq: event.seq, side: event.side, points: 1 };
    }
    return null;
  });
  const ordered = [...possessions].sort((a, b) => a.index - b.index);
  const contexts = new Map<number, PossessionContext>();
  ordered.forEach((possession, at) => {
    const previous = ordered[at - 1];
    let afterSteal = false;
    if (previous !== undefined) {
      const first = steals[firstAtOrAfter(steals, previous.startSeq)];
      afterSteal = first !== undefined && first.seq <= possession.startSeq;
    }
    let firstRebound: number | null = null;
    for (
      let index = firstAtOrAfter(offensiveRebounds, possession.startSeq);
      index < offensiveRebounds.length;
      index += 1
    ) {
      const rebound = offensiveRebounds[index] as Marked;
      if (rebound.seq > possession.endSeq) break;
      if (rebound.side === possession.offense) {
        firstRebound = rebound.seq;
        break;
      }
    }
    let secondChancePoints = 0;
    if (firstRebound !== null) {
      for (
        let index = firstAtOrAfter(scores, firstRebound + 1);
        index < scores.length;
        index += 1
      ) {
        const score = scores[index] as Marked;
        if (score.seq > possession.endSeq) break;
        if (score.side === possession.offense) secondChancePoints += score.points;
      }
    }
    contexts.set(possession.index, {
      start: startOf(previous, possession),
      afterSteal,
      secondChance: firstRebound !== null,
      secondChancePoints,
    });
  });
  return contexts;
}
