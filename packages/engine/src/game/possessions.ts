/**
 * Possessions, counted from the play-by-play (METHODS §1).
 *
 * A possession belongs to the team with the ball and ends on
 *   - a made field goal — or, when an and-one follows at the same clock reading, at its free
 *     throw;
 *   - a defensive rebound, team and dead-ball ones included;
 *   - a turnover;
 *   - the last attempt of a free-throw trip when it is made and the shooting team does not keep
 *     the ball (a missed last attempt is settled by the rebound);
 *   - the end of the period.
 * An offensive rebound (dead-ball ones included: ball out off the defence, the rebound
 * placeholder between free throws) continues it. Technical free throws never start one; their
 * points count in the box score, not in any possession.
 *
 * Feeds drop rows. When the team without the ball makes an offensive play (a shot, a free throw,
 * a turnover, an offensive rebound), the ball must have changed hands: the open possession is
 * closed at the previous event — as a defensive rebound if it ended in a miss, else a turnover —
 * and the new one opens.
 *
 * A possession needs at least one recorded play. A team given the ball (after a make, a
 * turnover…) that records nothing before the period ends — the dribble-out of the final
 * seconds — or before the other team plays again is not credited one: the box-score estimate
 * cannot see such possessions either, and the NCAA publisher's own count leaves them out
 * (checked on the real games in ../shared/data/ncaa).
 *
 * Each possession's `transition` flag is transition.ts's; its `weight` comes from the caller
 * (garbage time, garbage-time.ts), 1 otherwise.
 *
 * `counting: 'feed'` (possessions-feed.ts) is NOT our method. It reproduces the NCAA publisher's
 * own conventions — the chain behind the official team box's o_poss / d_poss — and exists only so
 * that our box scores can be compared with the official ones (`npm run box`). Ratings, lineups,
 * RAPM and everything the warehouse stores use 'methods'. The source's rules, period by period,
 * walking the events in the order the source listed them (`sourceSeq`, else game order — the
 * listing matters: the same plays listed in another order give another count):
 *   F1. The period opens with a possession for the team of its first event other than a
 *       substitution, whoever has the ball.
 *   F2. An ending event (F4) arms a switch, which fires at the first event with a later clock
 *       reading: everything listed at the ending's clock reading stays in the old possession.
 *   F3. A shot, a free throw or a turnover by the team without the ball gives it a new
 *       possession at once; when a switch fired at that same event, the possession just opened
 *       is re-credited to that team instead of counting another.
 *   F4. A switch is armed by a live defensive rebound of either team (dead-ball rebounds and
 *       offensive ones do nothing), a turnover, a made field goal with no free throw at its
 *       clock reading (an and-one), or a made free throw whose next listed event is neither a
 *       live free throw nor a defensive rebound.
 *   F5. Free throws at a clock reading that holds a technical or flagrant foul are inert: they
 *       arm nothing and move nothing.
 * What the source counts and METHODS does not — each pushes its count up:
 *   - F1 with a defender's foul or timeout first: a possession for the defence before the
 *     offence's first play takes the ball back (F3);
 *   - a trip split in two: a made throw listed before a substitution or a timeout arms the
 *     switch, and when the clock moves before the next throw, the shooters get a second
 *     possession (likewise when the listing puts the other team's play between two throws);
 *   - an offensive rebound after a missed free throw, when the listing puts the missed 2of2
 *     before the made 1of2: the made throw arms the switch, the rebound (at a later clock
 *     reading) fires it, and the defence gets a possession holding only the rebound;
 *   - the shooters' own "defensive rebound" row after their made throws, at a later clock: it
 *     fires the switch armed by the throws and arms it again, so the defence gets a possession
 *     holding only that row before its real one.
 * On every bundle in ../shared/data/ncaa this gives the file's o_poss / d_poss exactly, and
 * starts each possession on the row where the file's poss_num changes (acceptance.test.ts).
 *
 * Box-score estimate (METHODS §1): Poss = FGA − ORB + TOV + c·FTA, c = 0.475 by default
 * (configurable; pro formulas use 0.44).
 */
import { otherSide, periodLengthSeconds, periodStartSecond } from '@courtside/contract';
import type { CanonicalGame, GameEvent, TeamSide } from '@courtside/contract';
import type { Possession } from './facts';
import { feedPossessions } from './possessions-feed';
import type { PossessionBounds } from './possessions-feed';
import { linkFreeThrows } from './possessions-trips';
import type { TripInfo } from './possessions-trips';
import { eventSecond } from './splits';
import { transitionFlags } from './transition';
import type { TransitionOptions } from './transition';

export const DEFAULT_FTA_COEFFICIENT = 0.475;

export interface BoxPossessionInputs {
  readonly fga: number;
  readonly orb: number;
  readonly tov: number;
  readonly fta: number;
}

/** Poss = FGA − ORB + TOV + c·FTA (METHODS §1). */
export function estimatePossessions(
  box: BoxPossessionInputs,
  ftaCoefficient: number = DEFAULT_FTA_COEFFICIENT,
): number {
  return box.fga - box.orb + box.tov + ftaCoefficient * box.fta;
}

type Ending = Possession['ending'];

interface Open {
  offense: TeamSide;
  period: number;
  startSecond: number;
  startSeq: number;
  endSeq: number;
  endSecond: number;
  ending: Ending;
  /** The last play of the offense was a miss (shot or free throw) awaiting a rebound. */
  awaitingRebound: boolean;
}

interface Grant {
  side: TeamSide;
  second: number;
  seq: number;
}

/** The team an event shows to have the ball, or null when it shows nothing. */
export function offensiveSide(event: GameEvent, trip: TripInfo | undefined): TeamSide | null {
  switch (event.type) {
    case 'shot':
    case 'turnover':
      return event.side;
    case 'freeThrow':
      return trip?.technical === true || event.technical ? null : event.side;
    case 'rebound':
      return event.offensive ? event.side : null;
    default:
      return null;
  }
}

class PossessionCounter {
  readonly done: Open[] = [];
  private open: Open | null = null;
  private lastClosed: Open | null = null;
  /** The event that ended `lastClosed`. */
  private lastClosedAt: GameEvent | null = null;
  private grant: Grant | null = null;
  private previous: GameEvent | null = null;
  private periodStart = 0;

  constructor(
    private readonly game: CanonicalGame,
    private readonly trips: ReadonlyMap<number, TripInfo>,
  ) {}

  startPeriod(period: number): void {
    this.open = null;
    this.lastClosed = null;
    this.lastClosedAt = null;
    this.previous = null;
    this.grant = null;
    this.periodStart = periodStartSecond(this.game.format, period);
  }

  private begin(side: TeamSide, event: GameEvent): void {
    const grant = this.grant;
    const start = this.previous === null ? this.periodStart : eventSecond(this.game, this.previous);
    this.open = {
      offense: side,
      period: event.period,
      startSecond: grant?.side === side ? grant.second : start,
      startSeq: event.seq,
      endSeq: event.seq,
      endSecond: eventSecond(this.game, event),
      ending: 'periodEnd',
      awaitingRebound: false,
    };
    this.grant = null;
  }

  private close(at: GameEvent, ending: Ending, nextSide: TeamSide | null): void {
    const open = this.open;
    if (open === null) return;
    open.endSeq = at.seq;
    open.endSecond = eventSecond(this.game, at);
    open.ending = ending;
    this.done.push(open);
    this.lastClosed = open;
    this.lastClosedAt = at;
    this.open = null;
    this.grant = nextSide === null ? null : { side: nextSide, second: open.endSecond, seq: at.seq };
  }

  /** An and-one (or a trip split by a moving clock) continues the possession just closed. */
  private reopen(event: GameEvent): boolean {
    const last = this.lastClosed;
    if (last === null || event.type !== 'freeThrow' || last.offense !== event.side) return false;
    if (last.ending !== 'madeShot' && last.ending !== 'freeThrows') return false;
    const ended = this.lastClosedAt;
    if (ended === null || ended.period !== event.period || ended.clock !== event.clock) {
      return false;
    }
    this.done.splice(this.done.indexOf(last), 1);
    this.open = last;
    this.grant = null;
    return true;
  }

  private act(side: TeamSide, event: GameEvent): void {
    const open = this.open;
    if (open !== null && open.offense === side) return;
    if (open === null && this.reopen(event)) return;
    if (open !== null && this.previous !== null) {
      // The ball changed hands without a recorded rebound or turnover.
      const ending = open.awaitingRebound ? 'defensiveRebound' : 'turnover';
      this.close(this.previous, ending, null);
    }
    this.begin(side, event);
  }

  /**
   * An offensive rebound can only follow the same team's miss. Right after that team's make,
   * with nothing open, it is a mislabelled row, not evidence that the team has the ball.
   */
  private impossibleRebound(event: GameEvent): boolean {
    const last = this.lastClosed;
    return (
      event.type === 'rebound' &&
      this.open === null &&
      last !== null &&
      last.offense === event.side &&
      (last.ending === 'madeShot' || last.ending === 'freeThrows')
    );
  }

  step(event: GameEvent): void {
    const trip = event.type === 'freeThrow' ? this.trips.get(event.seq) : undefined;
    const actor = this.impossibleRebound(event) ? null : offensiveSide(event, trip);
    if (actor !== null) this.act(actor, event);
    const open = this.open;
    if (open !== null && actor === open.offense) open.endSeq = event.seq;
    switch (event.type) {
      case 'shot':
        if (open === null || event.side !== open.offense) break;
        if (event.made) this.close(event, 'madeShot', otherSide(open.offense));
        else open.awaitingRebound = true;
        break;
      case 'turnover':
        if (open !== null && event.side === open.offense) {
          this.close(event, 'turnover', otherSide(open.offense));
        }
        break;
      case 'freeThrow':
        if (open === null || actor !== open.offense) break;
        open.awaitingRebound = !event.made;
        if (event.made && trip?.last !== false && trip?.keepsBall !== true) {
          this.close(event, 'freeThrows', otherSide(open.offense));
        }
        break;
      case 'rebound':
        if (event.offensive) {
          if (open !== null) open.awaitingRebound = false;
        } else if (event.side !== null) {
          this.defensiveRebound(event, event.side);
        }
        break;
      default:
        break;
    }
    this.previous = event;
  }

  private defensiveRebound(event: GameEvent, side: TeamSide): void {
    const open = this.open;
    if (open === null) {
      if (this.grant === null)
        this.grant = { side, second: eventSecond(this.game, event), seq: event.seq };
      return;
    }
    if (open.offense === side) {
      // A "defensive" rebound by the team with the ball: the feed mislabelled an offensive one.
      open.awaitingRebound = false;
      open.endSeq = event.seq;
      return;
    }
    this.close(event, 'defensiveRebound', side);
  }

  endPeriod(period: number): void {
    const last = this.previous;
    if (last === null) return;
    const end =
      periodStartSecond(this.game.format, period) + periodLengthSeconds(this.game.format, period);
    if (this.open === null) return;
    this.open.endSeq = last.seq;
    this.open.endSecond = end;
    this.open.ending = 'periodEnd';
    this.done.push(this.open);
    this.open = null;
  }
}

/** METHODS §1, or the publisher's conventions (see the top of this module). */
export type PossessionCounting = 'methods' | 'feed';

export interface CountPossessionsOptions {
  /** 'methods' (default) for ratings; 'feed' only to compare with official box scores. */
  readonly counting?: PossessionCounting;
  /** Weight for ratings and RAPM (garbage time, METHODS §6); 1 when not given. */
  readonly weight?: (possession: Possession) => number;
  /** How transition possessions are recognised (transition.ts). */
  readonly transition?: TransitionOptions;
  /** The game's free-throw trips (linkFreeThrows), when the caller has them already. */
  readonly trips?: ReadonlyMap<number, TripInfo>;
}

function methodsPossessions(
  game: CanonicalGame,
  trips: ReadonlyMap<number, TripInfo>,
): PossessionBounds[] {
  const counter = new PossessionCounter(game, trips);
  let period = 0;
  for (const event of game.events) {
    if (event.period !== period) {
      if (period > 0) counter.endPeriod(period);
      period = event.period;
      counter.startPeriod(period);
    }
    counter.step(event);
  }
  if (period > 0) counter.endPeriod(period);
  return counter.done.sort((a, b) => a.startSeq - b.startSeq || a.endSeq - b.endSeq);
}

/** Every possession of the game in order, counted by the rules above. */
export function countPossessions(
  game: CanonicalGame,
  options: CountPossessionsOptions = {},
): Possession[] {
  const counted =
    options.counting === 'feed'
      ? feedPossessions(game)
      : methodsPossessions(game, options.trips ?? linkFreeThrows(game));
  const { events } = game;
  const indexOfSeq = new Map<number, number>();
  for (let i = 0; i < events.length; i += 1) indexOfSeq.set((events[i] as GameEvent).seq, i);
  const possessions = counted.map((open, index): Possession => {
    let points = open.points;
    if (points === undefined) {
      // The offense's points over the events from its first to its last.
      const from = indexOfSeq.get(open.startSeq) ?? 0;
      const to = indexOfSeq.get(open.endSeq) ?? from;
      points = 0;
      for (let i = from; i <= to && i < events.length; i += 1) {
        points += pointsFor(events[i] as GameEvent, open.offense);
      }
    }
    return {
      index,
      offense: open.offense,
      period: open.period,
      startSecond: open.startSecond,
      endSecond: Math.max(open.endSecond, open.startSecond),
      startSeq: open.startSeq,
      endSeq: open.endSeq,
      points,
      ending: open.ending,
      transition: false,
      weight: 1,
    };
  });
  const transition = transitionFlags(game, possessions, options.transition);
  const weight = options.weight;
  // Set in place on the objects made just above; the weight function sees each possession as
  // built (transition false, weight 1), before its own flags are set.
  possessions.forEach((p, i) => {
    const w = weight === undefined ? 1 : weight(p);
    p.transition = transition[i] ?? false;
    p.weight = w;
  });
  return possessions;
}

function pointsFor(event: GameEvent, side: TeamSide): number {
  if (event.side !== side) return 0;
  if (event.type === 'shot' && event.made) return event.value;
  if (event.type === 'freeThrow' && event.made) return 1;
  return 0;
}
