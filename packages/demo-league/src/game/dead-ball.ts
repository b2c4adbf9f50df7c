/**
 * What happens while the ball is dead, in the order officials see it:
 * 1. Technical fouls, now and then (calibration: per team per game), after violations and balls
 *    out of bounds: two technical free throws, then play resumes where it stopped.
 * 2. Timeouts. Media timeouts at the first dead ball under 16, 12, 8 and 4 minutes of each half
 *    (men) or under 5 minutes of each quarter (women) — not after a made basket, when the clock
 *    keeps running. Team timeouts (four a game) to stop an opponent's run of 7+ unanswered
 *    points, and often in the last 90 seconds of a close game.
 * 3. Substitutions (rotation.ts) — at any dead ball but after a made basket, where only a
 *    timeout opens the door; when the coaches wait for the last free throw, they change then.
 */
import type { TeamSide } from '@courtside/contract';
import { chargeFoul, freeThrowChance, freeThrowTrip, fouler } from './fouls';
import { NO_CONTEXT } from './log';
import type { SimPlayer } from './players';
import { coachSubstitutions } from './rotation';
import type { DeadBallMoment, GameState } from './state';

const SIDES: readonly TeamSide[] = ['home', 'away'];
const MEN_MEDIA_MARKS = [16, 12, 8, 4];
const WOMEN_MEDIA_MARKS = [5];

function mediaTimeout(g: GameState): boolean {
  if (g.period > g.format.regulationPeriods) return false;
  const marks = g.format.regulationPeriods === 2 ? MEN_MEDIA_MARKS : WOMEN_MEDIA_MARKS;
  let due = false;
  marks.forEach((minutes, index) => {
    const id = g.period * 10 + index;
    if (g.remaining < minutes * 60 && g.remaining > 0 && !g.mediaTaken.has(id)) {
      g.mediaTaken.add(id);
      due = true;
    }
  });
  if (due) g.log.timeout(null, 'media');
  return due;
}

function teamTimeout(g: GameState): boolean {
  const { run } = g;
  if (run.side !== null && run.points >= 7) {
    const caller = g.other(run.side);
    if (caller.timeoutsLeft > 1 && g.rng.chance(0.6)) {
      call(g, caller.side);
      return true;
    }
  }
  if (g.finalPeriod && g.remaining <= 90 && g.remaining > 0) {
    for (const side of SIDES) {
      const margin = g.margin(side);
      if (Math.abs(margin) > 8 || g.sides[side].timeoutsLeft === 0) continue;
      if (g.rng.chance(margin < 0 ? 0.35 : 0.12)) {
        call(g, side);
        return true;
      }
    }
  }
  return false;
}

function call(g: GameState, side: TeamSide): void {
  g.sides[side].timeoutsLeft -= 1;
  g.run = { side: g.run.side, points: 0 };
  g.log.timeout(side, g.rng.chance(0.3) ? 'short' : 'full');
}

function bestFreeThrowShooter(floor: readonly SimPlayer[]): SimPlayer | undefined {
  let best: SimPlayer | undefined;
  for (const p of floor)
    if (best === undefined || freeThrowChance(p) > freeThrowChance(best)) best = p;
  return best;
}

function technical(g: GameState): void {
  const side: TeamSide = g.rng.chance(0.5) ? 'home' : 'away';
  const shooterSide: TeamSide = side === 'home' ? 'away' : 'home';
  const player = g.rng.chance(0.75) ? fouler(g, side) : null;
  chargeFoul(g, side, player, 'technical', 2, null);
  const shooter = bestFreeThrowShooter(g.sides[shooterSide].floor);
  if (shooter === undefined) return;
  freeThrowTrip(g, shooter, { attempts: 2, technical: true, context: NO_CONTEXT });
}

/** The dead-ball handler the game loop installs on the state. */
export function handleDeadBall(g: GameState, moment: DeadBallMoment, keep?: SimPlayer): void {
  if (g.remaining <= 0) return;
  if (moment === 'beforeLastFreeThrow') {
    for (const side of SIDES) coachSubstitutions(g, side, keep);
    return;
  }
  if (moment === 'violation' || moment === 'outOfBounds') {
    if (g.rng.chance(g.cal.technicalsPerGame / 9)) technical(g);
  }
  let timeout = false;
  if (moment !== 'made') timeout = mediaTimeout(g);
  if (!timeout) timeout = teamTimeout(g);
  if (timeout) g.rest(0.05);
  if (moment === 'made' && !timeout) return;
  if (moment === 'foulNoSubs' && !timeout) return;
  for (const side of SIDES) coachSubstitutions(g, side, keep);
}
