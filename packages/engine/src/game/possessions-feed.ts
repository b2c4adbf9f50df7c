/**
 * The 'feed' possession count (possessions.ts, `counting: 'feed'`): the NCAA publisher's own
 * possession chain replayed on canonical events, so that our box scores can be compared with its
 * official o_poss / d_poss. The rules, and why they differ from METHODS §1, are listed in
 * possessions.ts; this module only implements them.
 *
 * The chain is one walk per period with one piece of state besides the team with the ball: a
 * pending switch, armed by an event that ends a possession and fired by the first event at a
 * later clock reading. Everything at the same clock reading as the ending event (the steal after
 * a turnover, substitutions, the foul of the next trip…) therefore stays in the old possession,
 * which is where the publisher puts it.
 *
 * The publisher walks its rows as it listed them, and at one clock reading that listing is loose
 * (2of2 before 1of2, a turnover between two throws of a trip). The walk follows the same listing
 * — `sourceSeq` where the source put an event elsewhere than its game order — because the chain
 * depends on it: the same plays listed in another order give another count.
 */
import { otherSide, periodLengthSeconds, periodStartSecond } from '@courtside/contract';
import type { CanonicalGame, GameEvent, TeamSide } from '@courtside/contract';
import type { Possession } from './facts';
import { eventSecond } from './splits';

/**
 * A possession before transition and weight are added (possessions.ts). `points` is given when
 * the counter knows the possession's own events; otherwise it is summed over startSeq..endSeq.
 */
export type PossessionBounds = Pick<
  Possession,
  'offense' | 'period' | 'startSecond' | 'endSecond' | 'startSeq' | 'endSeq' | 'ending'
> & { readonly points?: number };

type Ending = Possession['ending'];

interface Chained {
  offense: TeamSide;
  /** Its events, in the source's order. */
  events: GameEvent[];
  /** Why the pending switch was armed, when it was. */
  armed: Ending | null;
  /** The offense's last shot or free throw missed (names a possession the chain cut short). */
  missed: boolean;
}

const chained = (offense: TeamSide): Chained => ({
  offense,
  events: [],
  armed: null,
  missed: false,
});

/**
 * F5: free throws at a clock reading that also holds a technical or flagrant foul (or a throw the
 * feed marks technical) are inert — they neither end, nor move, nor make an and-one. The source
 * decides by clock reading, not by trip, so this does too.
 */
function inertClocks(events: readonly GameEvent[]): Set<number> {
  const clocks = new Set<number>();
  for (const event of events) {
    const bad =
      (event.type === 'foul' &&
        (event.kind === 'technical' || event.kind === 'flagrant1' || event.kind === 'flagrant2')) ||
      (event.type === 'freeThrow' && event.technical);
    if (bad) clocks.add(event.clock);
  }
  return clocks;
}

const isDefensiveRebound = (event: GameEvent): boolean =>
  event.type === 'rebound' && !event.offensive && !event.deadBall;

/** One period's chain; `events` are the period's in the source's order. */
function chainPeriod(events: readonly GameEvent[]): Chained[] {
  const inert = inertClocks(events);
  const isInert = (event: GameEvent): boolean =>
    event.type === 'freeThrow' && inert.has(event.clock);
  const liveThrowAt = new Set(
    events.filter((e) => e.type === 'freeThrow' && !isInert(e)).map((e) => e.clock),
  );
  // F1: the period opens with the team of its first event other than a substitution.
  const opener = events.find((e) => e.type !== 'substitution' && e.side !== null);
  if (opener === undefined || opener.side === null) return [];
  let current = chained(opener.side);
  const chain: Chained[] = [current];
  events.forEach((event, i) => {
    const previous = events[i - 1];
    // F2: an armed switch fires at the first event of a later clock reading.
    const swapped =
      current.armed !== null && previous !== undefined && previous.clock !== event.clock;
    if (swapped) {
      current = chained(otherSide(current.offense));
      chain.push(current);
    }
    // F3: a shot, free throw or turnover by the other team moves the ball to it at once. Right
    // after a switch it means the switch went the wrong way: the possession just opened (still
    // empty) is re-credited rather than left empty beside a new one.
    const acts =
      event.type === 'shot' ||
      event.type === 'turnover' ||
      (event.type === 'freeThrow' && !isInert(event));
    if (acts && event.side !== null && event.side !== current.offense) {
      if (swapped) current.offense = event.side;
      else {
        current = chained(event.side);
        chain.push(current);
      }
    }
    current.events.push(event);
    if ((event.type === 'shot' || event.type === 'freeThrow') && event.side === current.offense) {
      current.missed = !event.made;
    }
    current.armed = arms(event, events[i + 1], liveThrowAt, isInert) ?? current.armed;
  });
  return chain;
}

/**
 * F4: what arms the switch — a defensive rebound or a turnover by either team, a made field
 * goal with no live free throw anywhere at its clock reading (an and-one), a made live free
 * throw not listed directly before another free throw or a defensive rebound.
 */
function arms(
  event: GameEvent,
  next: GameEvent | undefined,
  liveThrowAt: ReadonlySet<number>,
  isInert: (event: GameEvent) => boolean,
): Ending | null {
  if (isDefensiveRebound(event)) return 'defensiveRebound';
  if (event.type === 'turnover') return 'turnover';
  if (event.type === 'shot' && event.made && !liveThrowAt.has(event.clock)) return 'madeShot';
  if (event.type === 'freeThrow' && event.made && !isInert(event)) {
    const followed =
      next !== undefined &&
      (isDefensiveRebound(next) || (next.type === 'freeThrow' && !isInert(next)));
    return followed ? null : 'freeThrows';
  }
  return null;
}

function points(events: readonly GameEvent[], side: TeamSide): number {
  let sum = 0;
  for (const event of events) {
    if (event.side !== side) continue;
    if (event.type === 'shot' && event.made) sum += event.value;
    else if (event.type === 'freeThrow' && event.made) sum += 1;
  }
  return sum;
}

/** The events in the source's listing order (game order where the source agrees). */
function inSourceOrder(events: readonly GameEvent[]): GameEvent[] {
  return [...events].sort(
    (a, b) => (a.sourceSeq ?? a.seq) - (b.sourceSeq ?? b.seq) || a.seq - b.seq,
  );
}

/** Every possession of the game by the publisher's chain, in game order. */
export function feedPossessions(game: CanonicalGame): PossessionBounds[] {
  const byPeriod = new Map<number, GameEvent[]>();
  for (const event of inSourceOrder(game.events)) {
    const list = byPeriod.get(event.period);
    if (list === undefined) byPeriod.set(event.period, [event]);
    else list.push(event);
  }
  const out: PossessionBounds[] = [];
  for (const [period, events] of [...byPeriod].sort(([a], [b]) => a - b)) {
    const periodEnd =
      periodStartSecond(game.format, period) + periodLengthSeconds(game.format, period);
    // The possessions tile the period: each runs from the end of the one before.
    let from = periodStartSecond(game.format, period);
    const chain = chainPeriod(events);
    chain.forEach((link, i) => {
      const last = i === chain.length - 1;
      const seqs = link.events.map((event) => event.seq);
      const seconds = link.events.map((event) => eventSecond(game, event));
      const to = Math.max(from, last ? periodEnd : Math.max(...seconds));
      out.push({
        offense: link.offense,
        period,
        startSecond: from,
        endSecond: to,
        startSeq: Math.min(...seqs),
        endSeq: Math.max(...seqs),
        ending: link.armed ?? (last ? 'periodEnd' : cutShort(link)),
        points: points(link.events, link.offense),
      });
      from = to;
    });
  }
  // Game order for the consumers that search possessions by seq (shots.ts, transition.ts).
  return out.sort((a, b) => a.startSeq - b.startSeq || a.endSeq - b.endSeq);
}

/** A possession the chain closed by F3: the ball went over with nothing recorded. */
function cutShort(link: Chained): Ending {
  return link.missed ? 'defensiveRebound' : 'turnover';
}
