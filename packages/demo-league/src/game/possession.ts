/**
 * One possession, action by action, on the game clock and a 30-second shot clock.
 *
 * An action is the time from gaining (or regaining) the ball to what ends it: a shot, a
 * turnover, a defensive foul. Its length is lognormal around the matchup's mean (pace) —
 * short in transition (after steals especially), short after an offensive rebound, and past
 * the shot clock either a forced late shot or a shot-clock violation. A defensive foul (at the
 * league's rate × the defence's fouling style) may interrupt the action: in the bonus it gives
 * free throws, otherwise the offence inbounds with the shot clock back to at least 20. A missed
 * shot is rebounded (rebounds.ts); the offence keeps going after an offensive rebound (a putback
 * at once, or a reset with 20 on the shot clock). Turnovers are per action (shifted by the edge,
 * both teams' styles and the pull of the score, state.ts), a share of them steals (live ball,
 * often a fast break) and offensive fouls, the rest dead-ball violations and, rarely, team
 * turnovers.
 *
 * End of period and game: with under three seconds and the length of the court to go (after a
 * basket, a defensive rebound or a dead ball; not after a steal), a heave; bringing the ball up
 * takes about three seconds, so a last shot from the backcourt goes up at the horn; an action
 * that would outlast the clock becomes a shot at the horn. In a close game's last five minutes
 * (and every overtime) the offence plays for the clock and runs less (late-game.ts); in the
 * final minute the leader holds the ball when the shot clock covers the rest of the game, the
 * trailing team fouls on purpose and hurries its own shots, taking threes when it needs them,
 * and a tied or one-score game plays for a contested last shot.
 */
import type { PlayContext, TeamSide } from '@courtside/contract';
import { otherSide } from '@courtside/contract';
import { defensiveFoul } from './fouls';
import {
  clockBurn,
  intentionalFoulDue,
  lateGameShot,
  leaderRunsOut,
  playingForClock,
} from './late-game';
import { buzzerRebound, rebound } from './rebounds';
import { logistic, logit } from './random';
import { takeShot } from './shots';
import type { ShotPlan, ShotResult } from './shots';
import type { GameState } from './state';
import { turnover } from './turnovers';

/** How the possession began: it decides transition chances and points off turnovers. */
export type PossessionStart =
  'periodStart' | 'made' | 'freeThrowsMade' | 'rebound' | 'steal' | 'deadBall';

/** How the next possession of the other team begins, or the end of the period. */
export type PossessionEnd = PossessionStart | 'periodEnd';

const SHOT_CLOCK = 30;
const RESET_SHOT_CLOCK = 20;
const HEAVE_WINDOW = 3;
/** Least time to bring the ball up the floor and get a shot off from the backcourt. */
const BRING_UP_SECONDS = 3;

function actionSeconds(g: GameState, mean: number): number {
  return mean * Math.exp(0.38 * g.rng.normal() - 0.072);
}

function transitionChance(g: GameState, start: PossessionStart): number {
  const t = g.cal.transition;
  if (start === 'steal') return t.steal;
  // Close and late, both teams get back and the offence sets up rather than running.
  const settled = playingForClock(g) ? 0.5 : 1;
  if (start === 'rebound') return t.rebound * settled;
  return t.other * settled;
}

function turnoverChance(g: GameState, offense: TeamSide, transition: boolean): number {
  const side = g.sides[offense];
  const base =
    logit(g.cal.turnover) + side.turnoverShift + g.cal.turnoverLogitPerPoint * g.leadPull(side);
  return logistic(transition ? base - 0.3 : base);
}

/** Maps a shot's aftermath to the possession: ended (with the next start) or a rebound to play. */
function afterShot(
  g: GameState,
  offense: TeamSide,
  result: ShotResult,
): PossessionEnd | 'again' | 'againDead' {
  if (result.next === 'made') return 'made';
  if (result.next === 'freeThrowMade') return 'freeThrowsMade';
  if (g.remaining <= 0) {
    buzzerRebound(g, offense);
    return 'periodEnd';
  }
  const outcome = rebound(g, offense, result.base);
  if (outcome.side !== offense) return outcome.dead ? 'deadBall' : 'rebound';
  return outcome.dead ? 'againDead' : 'again';
}

/** Plays `offense`'s possession; returns how the other team's begins (or the period's end). */
export function playPossession(
  g: GameState,
  offense: TeamSide,
  start: PossessionStart,
): PossessionEnd {
  const defense = otherSide(offense);
  const context: { -readonly [K in keyof PlayContext]: PlayContext[K] } = {
    fastBreak: false,
    secondChance: false,
    fromTurnover: start === 'steal',
  };
  let shotClock = SHOT_CLOCK;
  let first = true;
  let putbackBy: ShotPlan['shooter'] | undefined;
  for (let action = 0; action < 40; action += 1) {
    const remaining = g.remaining;
    if (remaining <= 0) return 'periodEnd';
    if (intentionalFoulDue(g, defense, shotClock)) {
      const elapsed = g.runClock(Math.min(g.rng.uniform(1.5, 5), Math.max(0.1, remaining - 0.1)));
      shotClock -= elapsed;
      const result = defensiveFoul(g, offense, { ...context }, lateGameVictim(g, offense));
      if (result === 'lastMade') return 'freeThrowsMade';
      if (result === 'inbound') {
        shotClock = Math.max(shotClock, RESET_SHOT_CLOCK);
        continue;
      }
      const next = afterShot(g, offense, {
        next: 'rebound',
        base: g.cal.freeThrowOffensiveRebound,
      });
      if (next === 'again' || next === 'againDead') {
        shotClock = RESET_SHOT_CLOCK;
        continue;
      }
      return next;
    }
    // Heave from the backcourt at the end of a period.
    if (first && remaining <= HEAVE_WINDOW && start !== 'steal') {
      if (remaining < 0.8) {
        g.runClock(remaining);
        return 'periodEnd';
      }
      g.runClock(remaining);
      const plan = { heaveFt: g.rng.uniform(38, 75), context: { ...context } };
      const next = afterShot(g, offense, takeShot(g, offense, plan));
      return next === 'again' || next === 'againDead' ? 'periodEnd' : next;
    }
    const transition = first && g.rng.chance(transitionChance(g, start));
    const putback = putbackBy !== undefined;
    let t = putback
      ? g.rng.uniform(0.6, 2.5)
      : transition
        ? g.rng.uniform(2.5, 7)
        : actionSeconds(g, first ? g.actionSeconds : g.actionSeconds * 0.62);
    // Playing for the clock: the action starts late, and a shot with under 4 s on the shot
    // clock is a hurried one.
    const burn = putback || transition ? 0 : clockBurn(g, offense, shotClock);
    let lateClock = burn > t && shotClock - burn < 4;
    t = Math.max(t, burn);
    const late = lateGameShot(g, offense, t, first && start !== 'steal' ? BRING_UP_SECONDS : 0.3);
    if (late !== null) {
      t = Math.min(late.seconds, Math.max(0.3, shotClock - 0.3));
      lateClock = late.contested;
    }
    if (leaderRunsOut(g, offense, shotClock)) {
      g.runClock(remaining);
      return 'periodEnd';
    }
    if (t >= shotClock && shotClock < remaining) {
      if (g.rng.chance(0.25)) {
        g.runClock(Math.min(shotClock, remaining));
        if (g.remaining <= 0) return 'periodEnd';
        turnover(g, offense, 'shotclock');
        return 'deadBall';
      }
      t = shotClock - g.rng.uniform(0.2, 1.5);
      lateClock = true;
    }
    const atHorn = t >= remaining;
    if (atHorn) t = remaining;
    // A defensive foul away from the shot interrupts the action.
    if (!atHorn && !putback && g.rng.chance(g.cal.defensiveFoul * g.sides[defense].foulFactor)) {
      shotClock -= g.runClock(t * g.rng.uniform(0.1, 0.9));
      const result = defensiveFoul(g, offense, { ...context });
      first = false;
      if (result === 'lastMade') return 'freeThrowsMade';
      if (result === 'inbound') {
        shotClock = Math.max(shotClock, RESET_SHOT_CLOCK);
        continue;
      }
      const next = afterShot(g, offense, {
        next: 'rebound',
        base: g.cal.freeThrowOffensiveRebound,
      });
      if (next !== 'again' && next !== 'againDead') return next;
      shotClock = RESET_SHOT_CLOCK;
      context.secondChance = true;
      continue;
    }
    shotClock -= g.runClock(t);
    if (!putback && g.rng.chance(turnoverChance(g, offense, transition))) {
      return turnover(g, offense, null);
    }
    context.fastBreak = transition;
    const result = takeShot(g, offense, {
      zone: putback ? 'rim' : late?.zone,
      putback,
      transition,
      lateClock,
      shooter: putbackBy,
      context: { ...context },
    });
    putbackBy = undefined;
    first = false;
    const next = afterShot(g, offense, result);
    if (next !== 'again' && next !== 'againDead') return next;
    context.secondChance = true;
    context.fastBreak = false;
    shotClock = Math.max(Math.min(shotClock, SHOT_CLOCK), RESET_SHOT_CLOCK);
    if (next === 'againDead') {
      g.deadBall('outOfBounds');
      continue;
    }
    const last = g.log.events[g.log.events.length - 1];
    const rebounder = last?.type === 'rebound' ? last.player : null;
    const player = g.sides[offense].floor.find((p) => p.key === rebounder);
    if (player !== undefined && g.rng.chance(g.cal.putback)) putbackBy = player;
  }
  return 'deadBall';
}

function lateGameVictim(g: GameState, offense: TeamSide) {
  // The ball goes to a good free-throw shooter when the defence must foul.
  return g.rng.pick(g.sides[offense].floor, (p) => Math.exp(2 * p.freeThrowLogit));
}
