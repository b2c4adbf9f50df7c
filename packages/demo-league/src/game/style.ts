/**
 * Team style: how a team plays, apart from how good it is.
 *
 * Real teams differ in the four factors far beyond what their strength explains (2024-25
 * Division I men, team seasons, 5th-95th percentiles: ORB% 23-37%, TOV% 14-20%, 3PA/FGA .31-.48,
 * FT% 66-78%, opponents' FTA/FGA .25-.41). The simulator gets that variety from the roster: the
 * rotation's average skills (and the coach's three-point appetite) become team-level shifts of
 * its turnovers, offensive and defensive rebounds, forced turnovers, fouls and shot mix, and free
 * throws and foul drawing act through each shooter (profiles.ts). Each measure is taken against
 * `REFERENCE`, the rotation averages of the league's typical team (measured on the default
 * league: the position mix of a rotation does not cancel exactly), so the league's averages stay
 * where calibration.ts puts them.
 *
 * Style must not add strength. A team's hidden offense and defense are the whole of what it is
 * worth against an average team (the ratings are checked against them), yet skills load on a
 * player's quality, so a good team also rebounds, handles the ball and shoots free throws
 * better. So each team's style is priced: `offensePoints`/`defensePoints` are the points per 100
 * possessions the style is worth against an average team on a neutral floor, a linear function
 * of the measures with coefficients fitted once by regression on simulated games
 * (`GameCalibration.stylePoints`, fitted by `style-fit.ts`), and the simulator plays a make and
 * turnover edge of `offense − offensePoints` (state.ts), so edge + style = the hidden strength
 * whatever the style.
 */
import type { DemoPlayer, DemoTeam } from '../model';
import { SHOT_ZONES } from './calibration';
import type { GameCalibration, ShotZone } from './calibration';
import { logit } from './random';

/** The style measures of a team (each ≈ 0 for a team of the league's usual make-up). */
export interface StyleMeasures {
  /**
   * Free throws: the mean log-odds of a made one over the players who draw shooting fouls
   * (weighted by how often each does), against the league's, times the team's foul-drawing
   * factor (more trips make a good shooter worth more).
   */
  readonly freeThrow: number;
  /** Log of the attempt-weighted mean foul-drawing factor of its shooters. */
  readonly foulDrawing: number;
  /** Logit shift of the team's turnovers per action (ball security; negative is safer). */
  readonly turnover: number;
  /** Logit shift of its offensive rebounds. */
  readonly offensiveRebound: number;
  /** Tilt of its shot mix toward threes (+0.1: 10% more threes than the league, fewer twos). */
  readonly threeTilt: number;
  /** Its pace against the league's (possessions per 40). */
  readonly pace: number;
  /** Minutes-weighted stamina (tired shooters miss). */
  readonly stamina: number;
  /** Logit shift of the opponent's turnovers per action (hands, pressure). */
  readonly forcedTurnover: number;
  /** Logit shift against the opponent's offensive rebounds (positive: fewer). */
  readonly defensiveRebound: number;
  /** Log factor of the fouls it commits (shooting fouls and fouls away from the ball). */
  readonly fouling: number;
}

export type StyleMeasure = keyof StyleMeasures;

export const STYLE_MEASURES: readonly StyleMeasure[] = [
  'freeThrow',
  'foulDrawing',
  'turnover',
  'offensiveRebound',
  'threeTilt',
  'pace',
  'stamina',
  'forcedTurnover',
  'defensiveRebound',
  'fouling',
];

/**
 * Points per 100 possessions per unit of each measure, for the team's own offence and against
 * its opponents (defence), against an average team; fitted by `style-fit.ts`.
 */
export interface StylePoints {
  readonly offense: Readonly<Partial<Record<StyleMeasure, number>>>;
  readonly defense: Readonly<Partial<Record<StyleMeasure, number>>>;
}

export interface TeamStyle extends StyleMeasures {
  /** Points per 100 possessions the style adds to the team's offence against an average team. */
  readonly offensePoints: number;
  /** Points per 100 possessions the style keeps opponents from scoring against an average team. */
  readonly defensePoints: number;
}

/**
 * How strongly rotation averages become team shifts, chosen so the team spreads look like the
 * real ones (sd of rotation averages ≈ 0.25-0.33 on the default league): turnovers ±0.08 logit
 * (TOV% ±1.4 points together with strength), offensive rebounds ±0.17 (ORB% ±3.5), defensive
 * rebounds ±0.11, forced turnovers ±0.12, fouls ±14%, threes ±12% of the mix on top of the
 * coach's ±6%.
 */
const SCALE = {
  turnover: 0.25,
  offensiveRebound: 0.9,
  defensiveRebound: 0.7,
  forcedTurnover: 0.4,
  fouling: 0.38,
  threeRate: 0.55,
};

/** Rotation averages of the league's usual team (default league, every division and gender). */
const REFERENCE = {
  ballSecurity: 0.1,
  reboundOffense: 0.15,
  reboundDefense: 0.14,
  steals: 0.06,
  discipline: 0.03,
  threeRate: 0,
};

/** Bonus trips per touch, on the scale of the zones' shooting-foul rates (≈ 0.09 a shot). */
const BONUS_TRIP_RATE = 0.07;

/** The most the shot mix tilts toward or away from threes. */
const MAX_TILT = 0.5;

/** One player of the rotation as the style sees him. */
export interface StylePlayer {
  readonly player: DemoPlayer;
  readonly plannedSeconds: number;
  readonly usageWeight: number;
  readonly zoneMix: Readonly<Record<ShotZone, number>>;
  readonly freeThrowLogit: number;
  readonly foulDrawWeight: number;
  readonly offensiveReboundWeight: number;
  readonly defensiveReboundWeight: number;
}

function weighted<T>(players: readonly T[], value: (p: T) => number, weight: (p: T) => number) {
  let sum = 0;
  let total = 0;
  for (const p of players) {
    const w = weight(p);
    sum += w * value(p);
    total += w;
  }
  return total > 0 ? sum / total : 0;
}

/**
 * The tilt of a team's shot mix toward threes: the coach's appetite plus how much its shooters
 * (weighted by minutes and usage) like threes.
 */
export function threeTilt(
  team: DemoTeam,
  rotation: ReadonlyArray<{ readonly player: DemoPlayer; readonly plannedSeconds: number }>,
): number {
  const threeRate = weighted(
    rotation,
    (p) => p.player.skills.threeRate,
    (p) => p.plannedSeconds * Math.exp(0.45 * p.player.skills.usage),
  );
  const tilt = team.threeTendency + SCALE.threeRate * (threeRate - REFERENCE.threeRate);
  return Math.max(-MAX_TILT, Math.min(MAX_TILT, tilt));
}

export function styleMeasures(
  players: readonly StylePlayer[],
  team: DemoTeam,
  cal: GameCalibration,
): StyleMeasures {
  const minutes = (p: StylePlayer): number => p.plannedSeconds;
  const touches = (p: StylePlayer): number => p.plannedSeconds * p.usageWeight;
  const skill = (name: keyof DemoPlayer['skills']) => (p: StylePlayer) => p.player.skills[name];
  const ftBase = logit(cal.freeThrow);
  const mean = (name: keyof DemoPlayer['skills'], weight = minutes) =>
    weighted(players, skill(name), weight);
  // Free throws a player earns per touch: shooting fouls at his zones' rates (most at the
  // rim), plus fouls in the bonus, drawn in proportion to foul drawing whatever the zone (about
  // as many trips again as the league's mean shooting-foul rate gives).
  const trips = (p: StylePlayer): number => {
    let rate = BONUS_TRIP_RATE;
    for (const zone of SHOT_ZONES) rate += p.zoneMix[zone] * cal.zones[zone].shootingFoul;
    return touches(p) * p.foulDrawWeight * rate;
  };
  const foulDrawing = Math.log(weighted(players, (p) => p.foulDrawWeight, touches));
  return {
    freeThrow: Math.exp(foulDrawing) * weighted(players, (p) => p.freeThrowLogit - ftBase, trips),
    foulDrawing,
    turnover: -SCALE.turnover * (mean('ballSecurity', touches) - REFERENCE.ballSecurity),
    offensiveRebound:
      SCALE.offensiveRebound *
      (Math.log(weighted(players, (p) => p.offensiveReboundWeight, minutes)) -
        REFERENCE.reboundOffense),
    threeTilt: threeTilt(team, players),
    pace: team.pace - cal.possessionsPer40,
    stamina: mean('stamina'),
    forcedTurnover: SCALE.forcedTurnover * (mean('steals') - REFERENCE.steals),
    defensiveRebound:
      SCALE.defensiveRebound *
      (Math.log(weighted(players, (p) => p.defensiveReboundWeight, minutes)) -
        REFERENCE.reboundDefense),
    fouling: -SCALE.fouling * (mean('discipline') - REFERENCE.discipline),
  };
}

/** The points a team's style is worth at each end (the coefficients times the measures). */
export function priceStyle(measures: StyleMeasures, points: StylePoints): TeamStyle {
  let offensePoints = 0;
  let defensePoints = 0;
  for (const name of STYLE_MEASURES) {
    offensePoints += (points.offense[name] ?? 0) * measures[name];
    defensePoints += (points.defense[name] ?? 0) * measures[name];
  }
  return { ...measures, offensePoints, defensePoints };
}

export function teamStyle(
  players: readonly StylePlayer[],
  team: DemoTeam,
  cal: GameCalibration,
): TeamStyle {
  return priceStyle(styleMeasures(players, team, cal), cal.stylePoints);
}
