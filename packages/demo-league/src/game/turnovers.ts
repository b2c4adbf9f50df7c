/**
 * Turnovers. The chance per action is in possession.ts; here is what kind: a steal
 * (calibration share; a live ball the other way, often a fast break), an offensive foul (a
 * personal and team foul of the ball handler, never free throws), or a dead-ball violation —
 * travelling, a pass or dribble out of bounds, three seconds, a double dribble — and, rarely, a
 * team turnover (five or ten seconds). Shot-clock violations are team turnovers too (the
 * timing decides those). The ball handler is drawn by usage and ball security.
 */
import type { TeamSide } from '@courtside/contract';
import { otherSide } from '@courtside/contract';
import { chargeFoul } from './fouls';
import type { SimPlayer } from './players';
import type { GameState } from './state';

const DEAD_BALL_KINDS: ReadonlyArray<readonly [string, number]> = [
  ['travel', 0.35],
  ['badpass', 0.25],
  ['lostball', 0.2],
  ['3second', 0.08],
  ['doubledribble', 0.07],
  ['other', 0.05],
];
const TEAM_TURNOVER_SHARE = 0.05;

function ballHandler(g: GameState, offense: TeamSide): SimPlayer {
  return g.rng.pick(g.sides[offense].floor, (p) => p.turnoverWeight);
}

function credit(g: GameState, offense: TeamSide, player: SimPlayer | null, kind: string): void {
  if (player === null) g.sides[offense].teamTurnovers.value += 1;
  else player.box.tov += 1;
  g.log.turnover(offense, player?.key ?? null, kind);
}

/**
 * A turnover of `offense`. `forced` names a team violation the caller already decided (the
 * shot clock). Returns how the other team's possession starts.
 */
export function turnover(
  g: GameState,
  offense: TeamSide,
  forced: string | null,
): 'steal' | 'deadBall' {
  const defense = otherSide(offense);
  if (forced !== null) {
    credit(g, offense, null, forced);
    return 'deadBall';
  }
  const r = g.rng.next();
  if (r < g.cal.stealShare) {
    const loser = ballHandler(g, offense);
    const thief = g.rng.pick(g.sides[defense].floor, (p) => p.stealWeight);
    credit(g, offense, loser, g.rng.chance(0.6) ? 'badpass' : 'lostball');
    thief.box.stl += 1;
    g.log.steal(defense, thief.key);
    return 'steal';
  }
  if (r < g.cal.stealShare + g.cal.offensiveFoulShare) {
    const charger = ballHandler(g, offense);
    const drawer = g.rng.pick(g.sides[defense].floor, (p) => Math.max(0.1, 1 + p.defenseEffect));
    // Turnover first: the foul may foul him out, and he leaves only after both rows.
    credit(g, offense, charger, 'offensive');
    chargeFoul(g, offense, charger, 'offensive', 0, drawer);
    return 'deadBall';
  }
  if (g.rng.chance(TEAM_TURNOVER_SHARE)) {
    credit(g, offense, null, g.rng.chance(0.5) ? '5second' : '10second');
    return 'deadBall';
  }
  const kinds = DEAD_BALL_KINDS.map(([kind]) => kind);
  const index = g.rng.weightedIndex(DEAD_BALL_KINDS.map(([, w]) => w));
  credit(g, offense, ballHandler(g, offense), kinds[index] ?? 'other');
  return 'deadBall';
}
