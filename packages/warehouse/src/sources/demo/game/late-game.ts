/**
 * End-of-game tactics, in the last regulation period and overtime:
 * - the trailing team fouls on purpose when it cannot get the ball back otherwise: down 4+ in
 *   the last minute while the deficit is still catchable (about a point per 5 seconds left), or
 *   down 1-3 when the leader could run out the clock (shot clock off);
 * - the leader holds the ball when the shot clock covers the rest of the game;
 * - the trailing team hurries (3-9 s actions in the last minute) and shoots threes when down
 *   three or more; a tied (or one-score) game plays for the last shot.
 */
import type { TeamSide } from '@courtside/contract';
import type { ShotZone } from './calibration';
import type { GameState } from './state';

const LAST_MINUTE = 60;

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
}

/** The late-game timing (and a needed three) for `offense`'s action, or null in normal play. */
export function lateGameShot(g: GameState, offense: TeamSide, planned: number): LateShot | null {
  if (!g.finalPeriod || g.remaining > LAST_MINUTE) return null;
  const margin = g.margin(offense);
  const remaining = g.remaining;
  const three = (): ShotZone | undefined => {
    if (margin > -3) return undefined;
    if (!g.rng.chance(0.8)) return undefined;
    return g.rng.chance(0.25) ? 'corner3' : 'aboveBreak3';
  };
  // One possession left for a tie or a one-score game: the last shot.
  if (margin <= 0 && margin >= -3 && remaining <= 35) {
    return { seconds: Math.max(0.3, remaining - g.rng.uniform(1, 5)), zone: three() };
  }
  if (margin < 0) return { seconds: Math.min(planned, g.rng.uniform(3, 9)), zone: three() };
  return null;
}
