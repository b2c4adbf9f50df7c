/**
 * Every league-level number of the game model, per gender and division, in one table. The model
 * draws events from these; `calibrate.ts` runs simulated games through the engine and prints how
 * far the engine's league averages land from the real 2024-25 Division I values (TARGETS), so
 * the table is tuned by measurement, not by reasoning about the model alone. Tune against the
 * demo league's own teams (`calibrate.ts --league SEED`): their rosters are what the demo report
 * measures; the test teams of testing.ts land within a few percent of the same values.
 *
 * How the numbers were chosen:
 * - Zone shares and makes start from public D-I shot splits (hoop-math style: about a third of
 *   attempts at the rim at ~60%, non-rim twos ~38%, corner threes a few points better than
 *   above-the-break ones) and were then scaled until 3PA/FGA, 3P% and eFG% landed. `share` and
 *   `make` are box-score values (recorded FGA); `attemptShares` and `unfouledMake` below turn
 *   them into what the model draws, since a fouled miss is no attempt in the box score.
 * - `shootingFoul` is the chance an attempt from the zone draws a shooting foul (most at the rim);
 *   a fouled shot goes in `andOneMake` times as often as an unfouled one. Free throws from
 *   shooting fouls plus the bonus (calibrated `defensiveFoul`) give FTA/FGA.
 * - `turnover` is per half-court action (an offensive rebound starts a new one), tuned to TOV%.
 * - `offensiveRebound` per zone (long misses of threes come off long, blocked shots are loose
 *   balls), tuned to ORB%; about 7% of rebounds are team rebounds.
 * - Timing: `actionSeconds` is the mean time from gaining the ball to the shot in the half court;
 *   tuned until the engine counts the target possessions per 40.
 * - Strength: `makeLogitPerPoint`/`turnoverLogitPerPoint` turn a rating edge (points per 100)
 *   into probabilities; tuned so a ±10 offence scores ±10 per 100 (calibrate.ts checks it).
 * - Style: `stylePoints` prices each team's style (style.ts) so the make edge can leave it out;
 *   fitted by regression on simulated games (style-fit.ts).
 * - `leadPull` (state.ts `leadPull`): how strongly the score is pulled back toward the course the
 *   two teams' strengths predict, tuned until a game's margin varies around that prediction as
 *   much as real margins vary around the ratings' (sd 15.9 per 100 possessions; calibrate.ts
 *   prints it).
 * - D-II and D-III play a little worse (lower makes, more turnovers); `DIVISION_GAP` is how much
 *   weaker their average team is on one scale, for games across divisions.
 */
import type { Gender } from '@courtside/contract';
import type { StylePoints } from './style';

export type ShotZone = 'rim' | 'paint' | 'mid' | 'corner3' | 'aboveBreak3';
export const SHOT_ZONES: readonly ShotZone[] = ['rim', 'paint', 'mid', 'corner3', 'aboveBreak3'];

export interface ZoneCalibration {
  /** Share of a league-average lineup's attempts. */
  readonly share: number;
  /**
   * FG% of the zone's recorded attempts for an average player against an average defence (fouled
   * misses are not attempts; state.ts derives the unfouled make rate that gives this).
   */
  readonly make: number;
  /** Share of makes with an assist. */
  readonly assisted: number;
  /** Share of attempts blocked. */
  readonly blocked: number;
  /** Chance the attempt draws a shooting foul. */
  readonly shootingFoul: number;
  /** Chance a miss from here is rebounded by the offence (live rebounds). */
  readonly offensiveRebound: number;
}

export interface GameCalibration {
  /** League pace the timing is tuned to (possessions per 40, engine count). */
  readonly possessionsPer40: number;
  /** Mean seconds from gaining the ball to the half-court shot, before pace adjustment. */
  readonly actionSeconds: number;
  readonly zones: Readonly<Record<ShotZone, ZoneCalibration>>;
  /** Probability of a turnover per action (before team strength). */
  readonly turnover: number;
  /** Share of turnovers that are steals (live ball). */
  readonly stealShare: number;
  /** Share of turnovers that are offensive fouls (charges). */
  readonly offensiveFoulShare: number;
  /** Chance of a defensive non-shooting foul per action (reach-ins, loose balls, off the ball). */
  readonly defensiveFoul: number;
  /** A fouled shot's make probability relative to an unfouled one (and-ones). */
  readonly andOneMake: number;
  /** League free-throw percentage of an average shooter. */
  readonly freeThrow: number;
  /** Chance the shooting team rebounds a missed last free throw. */
  readonly freeThrowOffensiveRebound: number;
  /** Share of rebounds credited to the team (ball out of bounds). */
  readonly teamReboundShare: number;
  /** Chance of a transition chance after a steal / a defensive rebound / any other start. */
  readonly transition: { readonly steal: number; readonly rebound: number; readonly other: number };
  /** Share of offensive rebounds put back at once (tip, layup). */
  readonly putback: number;
  /** Technical fouls per team per game. */
  readonly technicalsPerGame: number;
  /** Home advantage in points per 100 possessions, split evenly between offence and defence. */
  readonly homeAdvantagePer100: number;
  /** Log-odds of make per point per 100 of offensive advantage (strength → probabilities). */
  readonly makeLogitPerPoint: number;
  /** Log-odds of a turnover per point per 100 of offensive advantage (negative: fewer). */
  readonly turnoverLogitPerPoint: number;
  /**
   * Points per 100 possessions each side's offence gives back per point that its lead runs ahead
   * of what the two teams' strengths predict by now (the pull of the score, state.ts).
   */
  readonly leadPull: number;
  /** What a team's style is worth at each end, per unit of its measures (style.ts). */
  readonly stylePoints: StylePoints;
}

type Division = 1 | 2 | 3;

const MEN_D1: GameCalibration = {
  possessionsPer40: 69.4,
  actionSeconds: 17.5,
  zones: {
    rim: {
      share: 0.322,
      make: 0.607,
      assisted: 0.42,
      blocked: 0.11,
      shootingFoul: 0.21,
      offensiveRebound: 0.37,
    },
    paint: {
      share: 0.139,
      make: 0.378,
      assisted: 0.3,
      blocked: 0.07,
      shootingFoul: 0.1,
      offensiveRebound: 0.31,
    },
    mid: {
      share: 0.141,
      make: 0.348,
      assisted: 0.38,
      blocked: 0.03,
      shootingFoul: 0.04,
      offensiveRebound: 0.28,
    },
    corner3: {
      share: 0.097,
      make: 0.36,
      assisted: 0.9,
      blocked: 0.01,
      shootingFoul: 0.012,
      offensiveRebound: 0.29,
    },
    aboveBreak3: {
      share: 0.301,
      make: 0.32,
      assisted: 0.78,
      blocked: 0.015,
      shootingFoul: 0.015,
      offensiveRebound: 0.3,
    },
  },
  turnover: 0.153,
  stealShare: 0.52,
  offensiveFoulShare: 0.12,
  defensiveFoul: 0.122,
  andOneMake: 0.6,
  freeThrow: 0.722,
  freeThrowOffensiveRebound: 0.13,
  teamReboundShare: 0.07,
  transition: { steal: 0.55, rebound: 0.18, other: 0.04 },
  putback: 0.35,
  technicalsPerGame: 0.12,
  homeAdvantagePer100: 5,
  makeLogitPerPoint: 0.021,
  turnoverLogitPerPoint: -0.012,
  leadPull: 0.38,
  stylePoints: {
    offense: {
      freeThrow: 3.6,
      foulDrawing: 6.14,
      turnover: -15.79,
      offensiveRebound: 12.34,
      threeTilt: -1.0,
      pace: 0.1,
    },
    defense: { pace: -0.11, forcedTurnover: 15.02, defensiveRebound: 8.44, fouling: -13.05 },
  },
};

const WOMEN_D1: GameCalibration = {
  possessionsPer40: 71.7,
  actionSeconds: 16.9,
  zones: {
    rim: {
      share: 0.3,
      make: 0.555,
      assisted: 0.45,
      blocked: 0.09,
      shootingFoul: 0.2,
      offensiveRebound: 0.38,
    },
    paint: {
      share: 0.171,
      make: 0.347,
      assisted: 0.35,
      blocked: 0.06,
      shootingFoul: 0.08,
      offensiveRebound: 0.32,
    },
    mid: {
      share: 0.187,
      make: 0.31,
      assisted: 0.43,
      blocked: 0.025,
      shootingFoul: 0.035,
      offensiveRebound: 0.29,
    },
    corner3: {
      share: 0.082,
      make: 0.327,
      assisted: 0.95,
      blocked: 0.01,
      shootingFoul: 0.01,
      offensiveRebound: 0.3,
    },
    aboveBreak3: {
      share: 0.26,
      make: 0.297,
      assisted: 0.83,
      blocked: 0.012,
      shootingFoul: 0.012,
      offensiveRebound: 0.31,
    },
  },
  turnover: 0.203,
  stealShare: 0.55,
  offensiveFoulShare: 0.1,
  defensiveFoul: 0.12,
  andOneMake: 0.6,
  freeThrow: 0.712,
  freeThrowOffensiveRebound: 0.13,
  teamReboundShare: 0.07,
  transition: { steal: 0.55, rebound: 0.18, other: 0.04 },
  putback: 0.35,
  technicalsPerGame: 0.08,
  homeAdvantagePer100: 5,
  makeLogitPerPoint: 0.021,
  turnoverLogitPerPoint: -0.012,
  leadPull: 0.3,
  stylePoints: {
    offense: {
      freeThrow: 3.26,
      foulDrawing: 5.44,
      turnover: -19.29,
      offensiveRebound: 11.6,
      pace: 0.05,
      fouling: -0.79,
    },
    defense: { pace: -0.09, forcedTurnover: 16.96, defensiveRebound: 7.57, fouling: -11.86 },
  },
};

/** A lower division: the same game, shot a little worse and handled a little less securely. */
function lowerDivision(base: GameCalibration, makeFactor: number, turnoverFactor: number) {
  const zones = Object.fromEntries(
    Object.entries(base.zones).map(([zone, z]) => [zone, { ...z, make: z.make * makeFactor }]),
  ) as Record<ShotZone, ZoneCalibration>;
  return {
    ...base,
    zones,
    turnover: base.turnover * turnoverFactor,
    freeThrow: base.freeThrow - 0.01,
  };
}

export const CALIBRATION: Readonly<Record<Gender, Readonly<Record<Division, GameCalibration>>>> = {
  MALE: {
    1: MEN_D1,
    2: lowerDivision(MEN_D1, 0.985, 1.04),
    3: lowerDivision(MEN_D1, 0.97, 1.08),
  },
  FEMALE: {
    1: WOMEN_D1,
    2: lowerDivision(WOMEN_D1, 0.985, 1.04),
    3: lowerDivision(WOMEN_D1, 0.97, 1.08),
  },
};

/**
 * Strength of each division's average team on one common scale (net points per 100, D-I = 0),
 * for games across divisions: a D-II team visiting a D-I one is this much weaker than its own
 * ratings say on the D-I scale. Engine default, from how such games go: an average D-I team
 * beats an average D-II one by about 14 points, a D-III one by more than 20.
 */
export const DIVISION_GAP: Readonly<Record<Division, number>> = { 1: 0, 2: -20, 3: -32 };

/** The real 2024-25 Division I league averages the demo league must land on (the issue). */
export interface LeagueAverages {
  readonly possessionsPer40: number;
  readonly ortg: number;
  readonly efg: number;
  readonly threeRate: number;
  readonly ftRate: number;
  readonly tovPct: number;
  readonly orbPct: number;
  readonly threePct: number;
  readonly ftPct: number;
  readonly ppg: number;
}

export const TARGETS: Readonly<Record<Gender, LeagueAverages>> = {
  MALE: {
    possessionsPer40: 69.4,
    ortg: 106.9,
    efg: 0.512,
    threeRate: 0.391,
    ftRate: 0.331,
    tovPct: 0.169,
    orbPct: 0.303,
    threePct: 0.34,
    ftPct: 0.722,
    ppg: 74.0,
  },
  FEMALE: {
    possessionsPer40: 71.7,
    ortg: 92.7,
    efg: 0.463,
    threeRate: 0.337,
    ftRate: 0.278,
    tovPct: 0.223,
    orbPct: 0.311,
    threePct: 0.314,
    ftPct: 0.715,
    ppg: 66.1,
  },
};

export function calibrationFor(gender: Gender, division: Division): GameCalibration {
  return CALIBRATION[gender][division];
}

/**
 * The make rate of an unfouled attempt that gives the zone's *recorded* FG% once shooting fouls
 * are played: a fouled miss is no attempt, a fouled make (and-one) goes in `andOneMake` times as
 * often. With f the foul rate, a the and-one factor and r the recorded rate, r = ((1−f)m +
 * f·a·m) / ((1−f) + f·a·m), so m = r(1−f) / ((1−f) + f·a·(1−r)).
 */
export function unfouledMake(cal: GameCalibration, zone: ShotZone): number {
  const { make: r, shootingFoul: f } = cal.zones[zone];
  const a = cal.andOneMake;
  return (r * (1 - f)) / (1 - f + f * a * (1 - r));
}

/**
 * The share of a zone's shot *attempts* (fouled misses included) that gives its share of
 * recorded FGA: fouled misses vanish from the box score, most of them at the rim, so the
 * model must try a little more often there than the box shows.
 */
export function attemptShares(cal: GameCalibration): Record<ShotZone, number> {
  const raw = {} as Record<ShotZone, number>;
  let total = 0;
  for (const zone of SHOT_ZONES) {
    const { share, shootingFoul: f } = cal.zones[zone];
    const recorded = 1 - f + f * cal.andOneMake * unfouledMake(cal, zone);
    raw[zone] = share / recorded;
    total += raw[zone];
  }
  for (const zone of SHOT_ZONES) raw[zone] /= total;
  return raw;
}
