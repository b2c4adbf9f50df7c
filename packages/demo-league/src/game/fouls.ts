/**
 * Fouls and free throws, by the NCAA rules of each gender:
 * - men: team fouls count per half (overtime continues the second half); from the 7th a
 *   defensive non-shooting foul gives a one-and-one, from the 10th two shots (double bonus);
 * - women: team fouls count per quarter (overtime continues the fourth); from the 5th two shots,
 *   and there is no one-and-one;
 * - shooting fouls give as many shots as the attempt was worth (one after a make: the and-one);
 * - offensive fouls count as team fouls but never give shots;
 * - five personal fouls (technicals included) foul a player out; two technicals eject him;
 *   technicals give two shots and the ball stays where it was.
 * A one-and-one is written like the NCAA feed does: a trip "of 2" whose second shot only
 * happens when the first goes in. A missed free throw that is not the last of its trip is
 * followed by the feed's dead-ball team-rebound placeholder.
 */
import type { FoulKind, Gender, PlayContext, TeamSide } from '@courtside/contract';
import { otherSide } from '@courtside/contract';
import type { SimPlayer } from './players';
import { logistic } from './random';
import { forcedSubstitutions } from './rotation';
import type { GameState } from './state';

export type BonusAward = 'none' | 'oneAndOne' | 'two';

/** What a defensive non-shooting foul gives, counting the foul itself in `teamFouls`. */
export function bonusAward(gender: Gender, teamFouls: number): BonusAward {
  if (gender === 'FEMALE') return teamFouls >= 5 ? 'two' : 'none';
  if (teamFouls >= 10) return 'two';
  return teamFouls >= 7 ? 'oneAndOne' : 'none';
}

/**
 * Charges a foul: the player's personal fouls, the team's fouls, the log, and the forced
 * substitution of a player who fouled out. Bench technicals (no player) are charged to the team
 * line only and do not count toward the bonus.
 */
export function chargeFoul(
  g: GameState,
  side: TeamSide,
  player: SimPlayer | null,
  kind: FoulKind,
  freeThrows: number,
  drawnBy: SimPlayer | null,
): void {
  const s = g.sides[side];
  if (player !== null) {
    player.fouls += 1;
    player.box.pf += 1;
    if (kind === 'technical') player.technicals += 1;
    s.teamFouls += 1;
  }
  g.log.foul(side, player?.key ?? null, kind, freeThrows, drawnBy?.key ?? null);
  forcedSubstitutions(g, side);
}

/** Free-throw make probability of a shooter. */
export function freeThrowChance(shooter: SimPlayer): number {
  return logistic(shooter.freeThrowLogit);
}

export interface TripOptions {
  readonly attempts: number;
  readonly oneAndOne?: boolean;
  readonly technical?: boolean;
  readonly context: PlayContext;
  /** Let the coaches substitute before the last attempt (real and common). */
  readonly subsBeforeLast?: boolean;
}

/** Shoots a trip; returns whether its last attempt was made (false after a missed front end). */
export function freeThrowTrip(g: GameState, shooter: SimPlayer, options: TripOptions): boolean {
  const side = shooter.side;
  const technical = options.technical === true;
  const chance = freeThrowChance(shooter);
  let made = false;
  for (let attempt = 1; attempt <= options.attempts; attempt += 1) {
    const last = attempt === options.attempts;
    if (last && attempt > 1 && options.subsBeforeLast === true) {
      g.deadBall('beforeLastFreeThrow', shooter);
    }
    made = g.rng.chance(chance);
    shooter.box.fta += 1;
    if (made) {
      shooter.box.ftm += 1;
      shooter.box.pts += 1;
      g.scored(side, 1);
    }
    g.log.freeThrow({
      side,
      player: shooter.key,
      made,
      attempt,
      of: options.attempts,
      technical,
      context: options.context,
    });
    if (options.oneAndOne === true && attempt === 1 && !made) return false;
    if (!last && !made && !technical) g.log.rebound(side, null, true, true);
  }
  return made;
}

/** The player the defence fouls away from the ball: any of the five, by foul drawing. */
export function fouledPlayer(g: GameState, offense: TeamSide): SimPlayer {
  return g.rng.pick(g.sides[offense].floor, (p) => p.foulDrawWeight * p.usageWeight);
}

/** The defender who commits a foul. */
export function fouler(g: GameState, defense: TeamSide): SimPlayer {
  return g.rng.pick(g.sides[defense].floor, (p) => p.foulWeight);
}

/**
 * A defensive non-shooting foul on `offense`. Returns the side with the ball afterwards and how
 * (the trip's outcome), or 'inbound' when no shots were given and the offence inbounds.
 */
export function defensiveFoul(
  g: GameState,
  offense: TeamSide,
  context: PlayContext,
  victim: SimPlayer = fouledPlayer(g, offense),
): 'inbound' | 'lastMade' | 'lastMissed' {
  const defense = otherSide(offense);
  const committer = fouler(g, defense);
  const award = bonusAward(g.spec.gender, g.sides[defense].teamFouls + 1);
  const attempts = award === 'none' ? 0 : 2;
  chargeFoul(g, defense, committer, 'personal', attempts, victim);
  if (award === 'none') {
    g.deadBall('foul');
    return 'inbound';
  }
  const split = g.rng.chance(0.5);
  g.deadBall(split ? 'foulNoSubs' : 'foul', victim);
  const made = freeThrowTrip(g, victim, {
    attempts,
    oneAndOne: award === 'oneAndOne',
    context,
    subsBeforeLast: split,
  });
  return made ? 'lastMade' : 'lastMissed';
}
