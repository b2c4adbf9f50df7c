/**
 * One field-goal attempt: who shoots, from where, whether it goes in, and everything around it
 * (shooting foul, and-one, block, assist).
 *
 * - Zone, then shooter (`chooseShot`): the team's mix nudged by the lineup, the shooter by usage
 *   and liking for the zone; late-game catch-up and putbacks force their zone.
 * - Make: log-odds of the zone's league make rate + the shooter's centred skill + his team's
 *   make edge (ratings, home court, less what the styles are worth: state.ts) + the pull of the
 *   score − the defenders' centred defence − fatigue; transition chances and putbacks are
 *   easier, shots forced by the shot clock harder.
 * - Shooting foul: the zone's rate × the shooter's foul drawing × the defence's fouling (its
 *   style). A fouled make is an and-one
 *   (`andOneMake` × the usual make rate); a fouled miss is not an attempt, the shooter gets as
 *   many free throws as the shot was worth.
 * - Blocks: a zone's block rate is a share of all its attempts, so a miss is blocked with
 *   probability blocked / (1 − make).
 * - Assist: the zone's assisted share (few on putbacks, more in transition), the passer by
 *   passing weight among the other four.
 */
import type { PlayContext, ShotType, TeamSide } from '@courtside/contract';
import { otherSide } from '@courtside/contract';
import { SHOT_ZONES } from './calibration';
import type { ShotZone } from './calibration';
import { chargeFoul, fouler, freeThrowTrip } from './fouls';
import { heaveLocation, shotLocation } from './locations';
import type { SimPlayer } from './players';
import { logistic } from './random';
import type { GameState } from './state';

export interface ShotPlan {
  /** A zone the situation forces (putback at the rim, a needed three). */
  readonly zone?: ShotZone;
  readonly putback?: boolean;
  readonly transition?: boolean;
  /** Forced up as the shot clock runs out. */
  readonly lateClock?: boolean;
  /** A desperation heave from this many feet. */
  readonly heaveFt?: number;
  /** Shooter chosen by the situation (the offensive rebounder on a putback). */
  readonly shooter?: SimPlayer;
  readonly context: PlayContext;
}

/** What happens to the ball after the attempt. */
export type ShotResult =
  | { readonly next: 'made' }
  | { readonly next: 'freeThrowMade' }
  /** A live miss to rebound, with the base offensive-rebound rate of the miss. */
  | { readonly next: 'rebound'; readonly base: number };

const THREE_ZONES: readonly ShotZone[] = ['corner3', 'aboveBreak3'];

/** A zone from a player's own mix (a shooter the situation chose: the putback man). */
function pickZone(g: GameState, shooter: SimPlayer): ShotZone {
  const mix = shooter.zoneMix;
  const r = g.rng.next();
  let acc = 0;
  for (const zone of ['rim', 'paint', 'mid', 'corner3'] as const) {
    acc += mix[zone];
    if (r < acc) return zone;
  }
  return 'aboveBreak3';
}

/**
 * Zone first, then shooter. The zone comes from the team's target mix moved halfway (geometric
 * mean) toward what the five on the floor like to shoot — a lineup of shooters takes more
 * threes, but however the minutes fall the team keeps its coach's mix. The shooter is then one
 * of the five in proportion to usage (damped by fatigue) × his liking for that zone, which
 * gives every player his usage share on average.
 */
function chooseShot(
  g: GameState,
  offense: TeamSide,
  plan: ShotPlan,
): { shooter: SimPlayer; zone: ShotZone } {
  if (plan.shooter !== undefined) {
    return { shooter: plan.shooter, zone: plan.zone ?? pickZone(g, plan.shooter) };
  }
  const floor = g.sides[offense].floor;
  // Plain loops: this runs for every shot of every game.
  const weights = [0, 0, 0, 0, 0];
  let total = 0;
  for (let i = 0; i < floor.length; i += 1) {
    const p = floor[i];
    const w = p === undefined ? 0 : p.usageWeight * (0.5 + 0.5 * p.energy);
    weights[i] = w;
    total += w;
  }
  let zone = plan.zone;
  if (zone === undefined) {
    const target = g.sides[offense].zoneTarget;
    const zoneWeights = [0, 0, 0, 0, 0];
    for (let z = 0; z < SHOT_ZONES.length; z += 1) {
      const name = SHOT_ZONES[z] ?? 'rim';
      let lineup = 0;
      for (let i = 0; i < floor.length; i += 1) {
        lineup += (weights[i] ?? 0) * (floor[i]?.zoneMix[name] ?? 0);
      }
      zoneWeights[z] = Math.sqrt(target[name] * (lineup / total));
    }
    zone = SHOT_ZONES[g.rng.weightedIndex(zoneWeights)] ?? 'rim';
  }
  for (let i = 0; i < floor.length; i += 1) {
    weights[i] = (weights[i] ?? 0) * (floor[i]?.zoneMix[zone] ?? 0);
  }
  const shooter = floor[g.rng.weightedIndex(weights)] ?? floor[0];
  if (shooter === undefined) throw new RangeError(`No players on the floor for ${offense}`);
  return { shooter, zone };
}

function shotType(g: GameState, shooter: SimPlayer, zone: ShotZone, putback: boolean): ShotType {
  if (putback) return g.rng.chance(0.45) ? 'tip' : 'layup';
  const position = shooter.player.position;
  if (zone === 'rim') {
    const dunk = position === 'C' ? 0.35 : position === 'F' ? 0.22 : 0.08;
    const women = g.spec.gender === 'FEMALE' ? 0.05 : 1;
    return g.rng.chance(dunk * women) ? 'dunk' : 'layup';
  }
  if (zone === 'paint') {
    const hook = position === 'C' ? 0.35 : position === 'F' ? 0.15 : 0.03;
    return g.rng.chance(hook) ? 'hook' : g.rng.chance(0.3) ? 'layup' : 'jumper';
  }
  return 'jumper';
}

function makeChance(g: GameState, shooter: SimPlayer, zone: ShotZone, plan: ShotPlan): number {
  const side = g.sides[shooter.side];
  let defense = 0;
  for (const p of g.other(shooter.side).floor) defense += p.defenseEffect;
  let x = g.makeLogit[zone] + shooter.makeLogit[zone] + side.makeShift - defense;
  x += g.cal.makeLogitPerPoint * g.leadPull(side);
  x -= 0.8 * Math.max(0, 0.6 - shooter.energy);
  if (plan.putback === true) x += 0.15;
  if (plan.transition === true) x += 0.25;
  if (plan.lateClock === true) x -= 0.35;
  return logistic(x);
}

function passer(g: GameState, shooter: SimPlayer): SimPlayer | null {
  const mates = g.sides[shooter.side].floor.filter((p) => p !== shooter);
  return mates.length === 0 ? null : g.rng.pick(mates, (p) => p.assistWeight);
}

function assistChance(g: GameState, zone: ShotZone, plan: ShotPlan): number {
  if (plan.putback === true) return 0.05;
  const base = g.cal.zones[zone].assisted;
  return plan.transition === true ? Math.min(0.95, base + 0.1) : base;
}

function heave(g: GameState, shooter: SimPlayer, distance: number, plan: ShotPlan): ShotResult {
  const made = g.rng.chance(0.03);
  credit(g, shooter, 3, made, null);
  g.log.shot({
    side: shooter.side,
    player: shooter.key,
    made,
    value: 3,
    shotType: 'jumper',
    assist: null,
    blockedBy: null,
    location: heaveLocation(g.rng, distance, g.constants),
    context: plan.context,
  });
  return made ? { next: 'made' } : { next: 'rebound', base: 0.1 };
}

function credit(
  g: GameState,
  shooter: SimPlayer,
  value: 2 | 3,
  made: boolean,
  assist: SimPlayer | null,
) {
  shooter.box.fga += 1;
  if (value === 3) shooter.box.fga3 += 1;
  if (!made) return;
  shooter.box.fgm += 1;
  if (value === 3) shooter.box.fgm3 += 1;
  shooter.box.pts += value;
  g.scored(shooter.side, value);
  if (assist !== null) assist.box.ast += 1;
}

/** Takes the shot of `offense`; logs it and whatever it leads to (fouls, free throws, block). */
export function takeShot(g: GameState, offense: TeamSide, plan: ShotPlan): ShotResult {
  if (plan.heaveFt !== undefined) {
    const shooter = plan.shooter ?? g.rng.pick(g.sides[offense].floor, (p) => p.usageWeight);
    return heave(g, shooter, plan.heaveFt, plan);
  }
  const { shooter, zone } = chooseShot(g, offense, plan);
  const z = g.cal.zones[zone];
  const value = THREE_ZONES.includes(zone) ? 3 : 2;
  const make = makeChance(g, shooter, zone, plan);
  const foulFactor = g.other(offense).foulFactor;
  const fouled = g.rng.chance(z.shootingFoul * shooter.foulDrawWeight * foulFactor);
  const made = g.rng.chance(fouled ? make * g.cal.andOneMake : make);
  const location = shotLocation(zone, g.rng, g.constants);
  const type = shotType(g, shooter, zone, plan.putback === true);
  const defense = otherSide(offense);
  if (fouled && !made) {
    // Fouled in the act and missed: no attempt, free throws worth the shot.
    const committer = fouler(g, defense);
    chargeFoul(g, defense, committer, 'shooting', value, shooter);
    return shootingFreeThrows(g, shooter, value, plan.context);
  }
  const assist = made && g.rng.chance(assistChance(g, zone, plan)) ? passer(g, shooter) : null;
  const blockChance = made ? 0 : Math.min(0.9, z.blocked / Math.max(0.05, 1 - make));
  const blocker = g.rng.chance(blockChance)
    ? g.rng.pick(g.sides[defense].floor, (p) => p.blockWeight)
    : null;
  credit(g, shooter, value, made, assist);
  g.log.shot({
    side: offense,
    player: shooter.key,
    made,
    value,
    shotType: type,
    assist: assist?.key ?? null,
    blockedBy: blocker?.key ?? null,
    location,
    context: plan.context,
  });
  if (blocker !== null) {
    blocker.box.blk += 1;
    g.log.block(defense, blocker.key);
  }
  if (!made) return { next: 'rebound', base: blocker === null ? z.offensiveRebound : 0.4 };
  if (!fouled) return { next: 'made' };
  const committer = fouler(g, defense);
  chargeFoul(g, defense, committer, 'shooting', 1, shooter);
  return shootingFreeThrows(g, shooter, 1, plan.context);
}

function shootingFreeThrows(
  g: GameState,
  shooter: SimPlayer,
  attempts: number,
  context: PlayContext,
): ShotResult {
  const split = attempts > 1 && g.rng.chance(0.5);
  g.deadBall(split ? 'foulNoSubs' : 'foul', shooter);
  const made = freeThrowTrip(g, shooter, { attempts, context, subsBeforeLast: split });
  return made
    ? { next: 'freeThrowMade' }
    : { next: 'rebound', base: g.cal.freeThrowOffensiveRebound };
}
