/**
 * End-of-game tactics, in the last regulation period and overtime:
 * - a close game (within 8) in the last five minutes is played for the clock: the leader runs
 *   its half-court offence late into the shot clock, a tied game is played deliberately (every
 *   overtime starts that way, which is why real overtimes see fewer possessions per minute than
 *   regulation: about 7.8 a team against 8.7 per five minutes, late-game-targets.ts);
 * - the trailing team fouls on purpose when it cannot get the ball back otherwise: down 4+ in
 *   the last minute while the deficit is still catchable (about a point per 5 seconds left), or
 *   down 1-3 when the leader could run out the clock (shot clock off);
 * - the leader holds the ball when the shot clock covers the rest of the game;
 * - the trailing team hurries in the last minute (quick actions that leave time to foul and
 *   get the ball back) and shoots threes when down three or more; a tied or one-score game
 *   plays for the last shot (down two, mostly for the tie), against a set defence.
 */
import type { TeamSide } from '@courtside/contract';
import type { ShotZone } from './calibration';
import type { GameState } from './state';

const LAST_MINUTE = 60;
/** Seconds left in the final period from which a close game is played for the clock. */
const CLOCK_WINDOW = 300;
const CLOSE_MARGIN = 8;

/**
 * Whether the game is close and late: the last five minutes of the last regulation period or
 * an overtime, within eight points.
 */
export function playingForClock(g: GameState): boolean {
  return g.finalPeriod && g.remaining <= CLOCK_WINDOW && Math.abs(g.margin('home')) <= CLOSE_MARGIN;
}

/**
 * The shortest half-court action of `offense` now (seconds): the shot clock less what it
 * leaves on it when the game is played for the clock, 0 in normal play. The leader starts its
 * offence with 2-8 s on the shot clock, a tied game with 3-10 s, a trailing team with 4-14 s
 * (patient, until the last minute, when it hurries: `lateGameShot`). Tuned until overtime has
 * the real possessions per team (late-game.test.ts).
 */
export function clockBurn(g: GameState, offense: TeamSide, shotClock: number): number {
  if (!playingForClock(g)) return 0;
  const margin = g.margin(offense);
  if (margin < 0 && g.remaining <= LAST_MINUTE) return 0;
  const left =
    margin > 0 ? g.rng.uniform(2, 8) : margin === 0 ? g.rng.uniform(3, 10) : g.rng.uniform(4, 14);
  return Math.max(0, shotClock - left);
}

/** Whether the trailing `defense` fouls on purpose now. */
export function intentionalFoulDue(g: GameState, defense: TeamSide, shotClock: number): boolean {
  if (!g.finalPeriod) return false;
  const deficit = -g.margin(defense);
  const remaining = g.remaining;
  if (deficit <= 0 || remaining < 1.5 || remaining > LAST_MINUTE) return false;
  if (deficit >= 4) return deficit <= 3 + remaining / 5;
  return remaining < shotClock - 1;
}

/** Whether the leading `offense` can and does run out the clock. */
export function leaderRunsOut(g: GameState, offense: TeamSide, shotClock: number): boolean {
  return g.finalPeriod && g.margin(offense) > 0 && g.remaining <= shotClock;
}

export interface LateShot {
  readonly seconds: number;
  readonly zone?: ShotZone;
  /** The last shot of a period, against a set defence that knows it is coming. */
  readonly contested: boolean;
}

/**
 * The late-game timing (and a needed three) for `offense`'s action, or null in normal play.
 * `minSeconds` is the least the action can take (bringing the ball up the floor from the
 * backcourt takes about three seconds): with less time than that left the shot goes up at the
 * horn, a hurried pull-up three.
 */
export function lateGameShot(
  g: GameState,
  offense: TeamSide,
  planned: number,
  minSeconds: number,
): LateShot | null {
  if (!g.finalPeriod || g.remaining > LAST_MINUTE) return null;
  const margin = g.margin(offense);
  const remaining = g.remaining;
  const three = (): ShotZone | undefined => {
    if (margin > -3) return undefined;
    if (!g.rng.chance(0.8)) return undefined;
    return g.rng.chance(0.25) ? 'corner3' : 'aboveBreak3';
  };
  // One possession left for a tie or a one-score game: the last shot. Down two, most teams
  // play for the tie (a two) rather than the win.
  if (margin <= 0 && margin >= -3 && remaining <= 35) {
    if (remaining < minSeconds + 1)
      return { seconds: remaining, zone: 'aboveBreak3', contested: true };
    const seconds = Math.max(minSeconds, remaining - g.rng.uniform(1, 5));
    const zone = margin === -2 && g.rng.chance(0.7) ? twoPointZone(g) : three();
    return { seconds, zone, contested: true };
  }
  // Behind with more to do: quick, but leaving time to foul and get the ball back.
  const quick = Math.max(minSeconds, 2 + remaining * g.rng.uniform(0.15, 0.35));
  if (margin < 0) return { seconds: Math.min(planned, quick), zone: three(), contested: false };
  return null;
}

function twoPointZone(g: GameState): ShotZone {
  if (g.rng.chance(0.5)) return 'rim';
  return g.rng.chance(0.5) ? 'paint' : 'mid';
}
