/**
 * Rebounds of missed shots and missed last free throws. The offence gets the ball back with the
 * zone's base rate (calibration), moved by the two teams' rebounding styles (style.ts) and by
 * the two lineups' rebounding against the rotation averages of their teams (so a big lineup
 * rebounds better than its team usually does). Some rebounds go to a team (the ball out of bounds, off a player):
 * those are dead balls — a chance to substitute — and count as team rebounds.
 * Who gets a player rebound: in proportion to rebounding weight (position × skill).
 */
import type { TeamSide } from '@courtside/contract';
import { otherSide } from '@courtside/contract';
import { logistic, logit } from './random';
import type { GameState } from './state';

export interface ReboundResult {
  /** The side that has the ball after the rebound. */
  readonly side: TeamSide;
  readonly offensive: boolean;
  /** A team rebound: the ball went out of bounds, play restarts from a dead ball. */
  readonly dead: boolean;
}

function sum(values: readonly number[]): number {
  let total = 0;
  for (const v of values) total += v;
  return total;
}

/** Chance the shooting side keeps a miss whose base offensive-rebound rate is `base`. */
export function offensiveReboundChance(g: GameState, offense: TeamSide, base: number): number {
  const off = g.sides[offense];
  const def = g.other(offense);
  const offWeight = sum(off.floor.map((p) => p.offensiveReboundWeight)) / off.offensiveReboundBase;
  const defWeight = sum(def.floor.map((p) => p.defensiveReboundWeight)) / def.defensiveReboundBase;
  const style = off.style.offensiveRebound - def.style.defensiveRebound;
  return logistic(logit(base) + 0.6 * Math.log(offWeight / defWeight) + style);
}

/** Settles a live rebound of `offense`'s miss; logs it and credits the box. */
export function rebound(g: GameState, offense: TeamSide, base: number): ReboundResult {
  const offensive = g.rng.chance(offensiveReboundChance(g, offense, base));
  const side = offensive ? offense : otherSide(offense);
  const s = g.sides[side];
  if (g.rng.chance(g.cal.teamReboundShare)) {
    if (offensive) s.teamRebounds.offensive += 1;
    else s.teamRebounds.defensive += 1;
    g.log.rebound(side, null, offensive);
    return { side, offensive, dead: true };
  }
  const player = g.rng.pick(s.floor, (p) =>
    offensive ? p.offensiveReboundWeight : p.defensiveReboundWeight,
  );
  if (offensive) player.box.orb += 1;
  else player.box.drb += 1;
  g.log.rebound(side, player.key, offensive);
  return { side, offensive, dead: false };
}

/** The rebound of a shot missed at the final horn: nobody plays on, the defence is credited. */
export function buzzerRebound(g: GameState, offense: TeamSide): void {
  const side = otherSide(offense);
  g.sides[side].teamRebounds.defensive += 1;
  g.log.rebound(side, null, false);
}
