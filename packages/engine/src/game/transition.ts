/**
 * Transition possessions: the offense attacks before the defense is set. A possession is
 * transition when its first shot or free throw comes within 10 s of the offense gaining the ball
 * on a live-ball turnover (a steal) or a live defensive rebound, or when the source marks one of
 * its attempts `fastBreak`.
 *
 * Why 10 s: the NCAA play-by-play's own `is_transition` flag splits there. On the four real
 * games in shared/data, of the 463 possessions with a shot, the source flags 116 of the 136 whose
 * first shot came within 10 s of the start and 5 of the 327 later ones; 16 of the 20 quick ones it
 * leaves out start from a dead ball (dead-ball turnover, substitution, foul, timeout). We keep
 * its window but not all its triggers: it also flags quick shots after a made basket, which is
 * pace rather than transition; METHODS' triggers (steal, live defensive rebound) are the ones
 * that leave a defense out of position. The window is `transition.windowSeconds` in the constants.
 *
 * What resets the chance: a timeout or a period boundary (the defense gets set), a jump ball, the
 * other side gaining the ball, or the first attempt itself (later putbacks belong to the same
 * possession and inherit its flag through `transitionFlags`). Dead-ball turnovers and dead-ball
 * rebounds never start one: the ball is inbounded against a set defense.
 */
import { gameSecond } from '@courtside/contract';
import type { CanonicalGame, GameEvent, TeamSide } from '@courtside/contract';
import { DEFAULT_CONSTANTS } from '../config/constants';
import type { Possession } from './facts';

export interface TransitionOptions {
  /** Seconds from gaining the ball to the first attempt (default 10). */
  readonly windowSeconds?: number;
}

const isAttempt = (event: GameEvent): boolean =>
  event.type === 'shot' || event.type === 'freeThrow';

/** The side that gains a live ball with this event, if any. */
function liveGain(event: GameEvent): TeamSide | null {
  if (event.side === null) return null;
  if (event.type === 'steal') return event.side;
  if (event.type === 'rebound' && !event.offensive && !event.deadBall) return event.side;
  return null;
}

const resetsChance = (event: GameEvent): boolean =>
  event.type === 'timeout' ||
  event.type === 'periodStart' ||
  event.type === 'periodEnd' ||
  event.type === 'jumpBall';

/**
 * seq of the attempts (shots and free throws) that open a transition chance: the first attempt by
 * a side within the window after it gained a live ball.
 */
export function transitionAttemptSeqs(
  game: Pick<CanonicalGame, 'format' | 'events'>,
  options: TransitionOptions = {},
): Set<number> {
  const window = options.windowSeconds ?? DEFAULT_CONSTANTS.transition.windowSeconds;
  const seqs = new Set<number>();
  let gain: { side: TeamSide; second: number } | null = null;
  for (const event of game.events) {
    const second = gameSecond(game.format, event.period, event.clock);
    if (resetsChance(event)) {
      gain = null;
      continue;
    }
    const gainer = liveGain(event);
    if (gainer !== null) {
      gain = { side: gainer, second };
      continue;
    }
    if (isAttempt(event) && event.side !== null) {
      if (gain !== null && gain.side === event.side && second - gain.second <= window) {
        seqs.add(event.seq);
      }
      gain = null;
    }
  }
  return seqs;
}

function fastBreak(event: GameEvent): boolean {
  return (event.type === 'shot' || event.type === 'freeThrow') && event.context.fastBreak;
}

/**
 * Whether each possession is transition (parallel to `possessions`): its first attempt opens a
 * transition chance, or any of its attempts is marked fastBreak by the source.
 */
export function transitionFlags(
  game: Pick<CanonicalGame, 'format' | 'events'>,
  possessions: readonly Pick<Possession, 'offense' | 'startSeq' | 'endSeq'>[],
  options: TransitionOptions = {},
): boolean[] {
  const starts = transitionAttemptSeqs(game, options);
  // Events sorted by seq: each possession's attempts are found by a binary search to its first
  // event and a walk to its last, not by scanning the whole game once per possession.
  const events = game.events;
  const firstAtOrAfter = (seq: number): number => {
    let lo = 0;
    let hi = events.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((events[mid]?.seq ?? Infinity) < seq) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
  return possessions.map((possession) => {
    let first: GameEvent | undefined;
    let fast = false;
    for (let i = firstAtOrAfter(possession.startSeq); i < events.length; i += 1) {
      const event = events[i] as GameEvent;
      if (event.seq > possession.endSeq) break;
      if (event.side !== possession.offense || !isAttempt(event)) continue;
      first ??= event;
      if (fastBreak(event)) fast = true;
    }
    return (first !== undefined && starts.has(first.seq)) || fast;
  });
}
